import Geometry
import Raster

/// CAReplicatorLayer: draws its sublayers `instanceCount` times, copy k transformed by
/// `instanceTransform` k times (about the centre of the bounds) and coloured by
/// `instanceColor` plus k times the offsets. Copy 0 is the sublayers where they are.
@dynamicMemberLookup
public final class ReplicatorLayer: Layer {
    /// The stored values of the ReplicatorLayer's own properties (see `Layer.Values`).
    public struct Values: Sendable {
        /// How many copies are drawn, the original included. Zero or less draws no sublayers.
        public var instanceCount = 1
        /// Applied once more for each further copy, about the centre of the bounds.
        public var instanceTransform = Transform3D.identity
        /// Seconds by which each further copy's animations lag the previous copy's.
        public var instanceDelay = 0.0
        /// Multiplies the colours of every copy; nil is opaque white.
        public var instanceColor: Color? = .white
        /// Added to the instance colour's channels once more for each further copy.
        public var instanceRedOffset = 0.0
        public var instanceGreenOffset = 0.0
        public var instanceBlueOffset = 0.0
        public var instanceAlphaOffset = 0.0
        /// True keeps the copies' depth (as a transform layer does); false flattens them.
        public var preservesDepth = false
    }

    @usableFromInline var ownValues = Values()

    /// The layer type's own properties, as members of the layer.
    @inlinable public subscript<T>(dynamicMember key: WritableKeyPath<Values, T>) -> T {
        get { ownValues[keyPath: key] }
        set { ownValues[keyPath: key] = newValue }
    }

    /// Spelled out: the methods `instanceTransform(at:)` and `instanceColor(at:)` would hide the members.
    public var instanceTransform: Transform3D {
        get { ownValues.instanceTransform }
        set { ownValues.instanceTransform = newValue }
    }
    public var instanceColor: Color? {
        get { ownValues.instanceColor }
        set { ownValues.instanceColor = newValue }
    }

    /// Copies past this many in a frame are not drawn, counting those of nested replicators once
    /// for each copy of what they are in (3,000 copies of a replicator of 3,000 would be nine
    /// million): a script asking for millions must not hang the compositor.
    public static let maxDrawnInstances = 10_000

    public required init() { super.init() }
    override public class var typeName: String { "ReplicatorLayer" }

    override public class var propertyTable: LayerPropertyTable { table }
    /// Built once: the base properties and this type's own.
    private static let table = LayerPropertyTable([
        .custom("instanceCount", .number, probed: true, get: { .number(Double($0.instanceCount)) },
                set: { layer, value in
                    guard case .number(let n) = value, !n.isNaN else { return false }
                    layer.instanceCount = ReplicatorLayer.count(n)
                    return true
                }),
        .transform("instanceTransform", .implicitly, probed: true, { $0.instanceTransform }, { $0.instanceTransform = $1 }),
        .number("instanceDelay", .implicitly, probed: true, { $0.instanceDelay }, { $0.instanceDelay = $1 }),
        .color("instanceColor", .implicitly, probed: true, { $0.instanceColor }, { $0.instanceColor = $1 }),
        .number("instanceRedOffset", .explicitly, probed: true, { $0.instanceRedOffset }, { $0.instanceRedOffset = $1 }),
        .number("instanceGreenOffset", .explicitly, probed: true, { $0.instanceGreenOffset }, { $0.instanceGreenOffset = $1 }),
        .number("instanceBlueOffset", .explicitly, probed: true, { $0.instanceBlueOffset }, { $0.instanceBlueOffset = $1 }),
        .number("instanceAlphaOffset", .explicitly, probed: true, { $0.instanceAlphaOffset }, { $0.instanceAlphaOffset = $1 }),
        .bool("preservesDepth", .never, { $0.preservesDepth }, { $0.preservesDepth = $1 }),
    ] as [LayerPropertyRow<ReplicatorLayer>], after: Layer.baseTable)

    /// A script's number as a count: fractions drop as Int(_:) drops them, infinities clamp.
    static func count(_ n: Double) -> Int {
        n >= Double(Int32.max) ? Int(Int32.max) : n <= 0 ? 0 : Int(n)
    }

    override public func copyProperties(from other: Layer) {
        super.copyProperties(from: other)
        guard let r = other as? ReplicatorLayer else { return }
        ownValues = r.ownValues
    }

    /// Never: its copies draw their sublayers at shifted times, which the layers do not show.
    override func drawsOwnPropertiesLike(_ other: Layer) -> Bool { false }

    // MARK: Instances

    /// The colour copy `k` is multiplied by: `instanceColor` plus k times the offsets, each
    /// channel clamped to 0...1 (a channel that is not a number counts as 0).
    public func instanceColor(at k: Int) -> Color {
        let base = instanceColor ?? .white
        let n = Double(max(k, 0))
        func channel(_ c: Double, _ offset: Double) -> Double {
            let v = c + n * (offset.isFinite ? offset : 0)
            return v.isNaN ? 0 : min(max(v, 0), 1)
        }
        return Color(red: channel(base.red, self.instanceRedOffset), green: channel(base.green, self.instanceGreenOffset),
                     blue: channel(base.blue, self.instanceBlueOffset), alpha: channel(base.alpha, self.instanceAlphaOffset))
    }

    /// The transform of copy `k` in this layer's bounds space: `instanceTransform` applied k
    /// times about the centre of the bounds (identity for copy 0).
    public func instanceTransform(at k: Int) -> Transform3D {
        let c = Point(x: bounds.midX, y: bounds.midY)
        var power = Transform3D.identity
        for _ in 0..<max(k, 0) { power = power.concatenating(instanceTransform) }
        return Transform3D.translation(-c.x, -c.y, 0).concatenating(power).concatenating(.translation(c.x, c.y, 0))
    }

    /// How many copies are drawn: `instanceCount`, at most `maxDrawnInstances`.
    public var drawnInstanceCount: Int { min(max(self.instanceCount, 0), ReplicatorLayer.maxDrawnInstances) }
}
