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
public final class BackdropLayer: Layer {
    /// How vibrant sublayers blend into the backdrop.
    public enum Vibrancy: String, CaseIterable, Sendable {
        /// Adds the sublayers' colour to the backdrop (plus-lighter), for dark blurs.
        case lighten
        /// Takes the sublayers' missing brightness away from the backdrop (plus-darker), for light blurs.
        case darken
    }

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

    public required init() { super.init() }
    override public class var typeName: String { "BackdropLayer" }

    override public class var properties: [String: LayerProperty] { table }
    /// Built once: the base properties and this type's own.
    private static let table: [String: LayerProperty] = baseProperties.merging([
        "blurRadius": .number(\BackdropLayer.blurRadius),
        "saturation": .number(\BackdropLayer.saturation),
        "tintColor": .color(\BackdropLayer.tintColor),
        "vibrancy": .named(\BackdropLayer.vibrancy),
        "vibrancyAmount": .number(\BackdropLayer.vibrancyAmount),
    ]) { $1 }

    override public func copyProperties(from other: Layer) {
        super.copyProperties(from: other)
        guard let b = other as? BackdropLayer else { return }
        blurRadius = b.blurRadius; saturation = b.saturation; tintColor = b.tintColor
        vibrancy = b.vibrancy; vibrancyAmount = b.vibrancyAmount
    }

    /// True when the layer changes what is behind it: a blur, a saturation change or a tint.
    var hasBackdropEffect: Bool {
        (blurRadius.isFinite && blurRadius > 0) || (saturation.isFinite && saturation != 1)
            || (tintColor.map { $0.alpha > 0 } ?? false)
    }
}
