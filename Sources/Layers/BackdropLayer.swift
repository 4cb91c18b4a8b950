import Geometry
import Raster

/// A layer that shows what lies behind it (Core Animation's private CABackdropLayer, which
/// UIVisualEffectView draws with). Its area first shows the pixels already drawn under its
/// bounds, blurred by `blurRadius`, resaturated by `saturation` and tinted by `tintColor`;
/// then its own background, contents and sublayers draw over that. With a `vibrancyAmount`
/// above zero its sublayers blend into that backdrop instead of covering it (vibrancy):
/// lightening it for `.lighten`, darkening it for `.darken`.
///
/// Every effect property animates, and all-zero values (radius 0, saturation 1, no tint, no
/// vibrancy) draw exactly as a plain layer does, so an effect can fade in from nothing.
@dynamicMemberLookup
public final class BackdropLayer: Layer {
    /// How vibrant sublayers blend into the backdrop.
    public enum Vibrancy: String, CaseIterable, Sendable {
        /// Adds the sublayers' colour to the backdrop (plus-lighter), for dark blurs.
        case lighten
        /// Takes the sublayers' missing brightness away from the backdrop (plus-darker), for light blurs.
        case darken
    }

    /// The stored values of the BackdropLayer's own properties (see `Layer.Values`).
    public struct Values: Sendable {
        /// The blur's standard deviation in points, as UIKit's blur styles give it (Apple's
        /// UIImage+ImageEffects `blurRadius`). 0 draws no blur.
        public var blurRadius = 0.0
        /// Saturation of the blurred backdrop: 1 leaves it, 0 makes it grey, above 1 deepens it.
        public var saturation = 1.0
        /// Drawn over the blurred backdrop.
        public var tintColor: Color?
        /// How vibrant sublayers blend, as far as `vibrancyAmount` says.
        public var vibrancy = Vibrancy.lighten
        /// How far the sublayers blend as `vibrancy` says: 0 draws them normally, 1 fully vibrant.
        public var vibrancyAmount = 0.0
    }

    @usableFromInline var ownValues = Values()

    /// The layer type's own properties, as members of the layer.
    @inlinable public subscript<T>(dynamicMember key: WritableKeyPath<Values, T>) -> T {
        get { ownValues[keyPath: key] }
        set { ownValues[keyPath: key] = newValue }
    }

    public required init() { super.init() }
    override public class var typeName: String { "BackdropLayer" }

    override public class var propertyTable: LayerPropertyTable { table }
    /// Built once: the base properties and this type's own.
    private static let table = LayerPropertyTable([
        .number("blurRadius", .implicitly, probed: true, { $0.blurRadius }, { $0.blurRadius = $1 }),
        .number("saturation", .implicitly, probed: true, { $0.saturation }, { $0.saturation = $1 }),
        .color("tintColor", .implicitly, probed: true, { $0.tintColor }, { $0.tintColor = $1 }),
        .named("vibrancy", probed: true, { $0.vibrancy }, { $0.vibrancy = $1 }),
        .number("vibrancyAmount", .implicitly, probed: true, { $0.vibrancyAmount }, { $0.vibrancyAmount = $1 }),
    ] as [LayerPropertyRow<BackdropLayer>], after: Layer.baseTable)

    override public func copyProperties(from other: Layer) {
        super.copyProperties(from: other)
        guard let b = other as? BackdropLayer else { return }
        ownValues = b.ownValues
    }

    /// Never: it draws what is under it, which the layers do not show.
    override func drawsOwnPropertiesLike(_ other: Layer) -> Bool { false }

    /// True when the layer changes what is behind it: a blur, a saturation change or a tint.
    var hasBackdropEffect: Bool {
        (self.blurRadius.isFinite && self.blurRadius > 0) || (self.saturation.isFinite && self.saturation != 1)
            || (self.tintColor.map { $0.alpha > 0 } ?? false)
    }
}
