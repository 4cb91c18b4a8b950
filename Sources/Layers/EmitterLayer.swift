import Geometry
import Raster

/// CAEmitterLayer: a particle system drawn above the layer's background and border. The
/// layer's `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply its cells' values.
///
/// The particles alive at a time are a pure function of the properties, the cells and that
/// time: particle i of a cell is born at i / rate after the cell begins, its random choices
/// come from a generator keyed by (`seed`, cell, i), and it moves in closed form. So any
/// time can be drawn directly, forwards or backwards, and the same time always looks the same.
/// At most `maxParticles` are drawn; when more would be alive, births are thinned evenly
/// and `isParticleCapped(at:)` says so.
@dynamicMemberLookup
public final class EmitterLayer: Layer {
    /// The kinds of particle the layer emits.
    public var emitterCells: [EmitterCell] = []
    /// The stored values of the EmitterLayer's own properties (see `Layer.Values`).
    public struct Values: Sendable {
        public var birthRate = 1.0
        public var lifetime = 1.0
        /// The centre of the emission shape, in the layer's bounds space.
        public var emitterPosition = Point.zero
        /// The depth particles are born at; particles draw flat in the layer's plane, so depth
        /// only orders them (`backToFront`).
        public var emitterZPosition = 0.0
        public var emitterSize = Size(width: 0, height: 0)
        /// A cuboid's extent in z, centred on `emitterZPosition`.
        public var emitterDepth = 0.0
        public var emitterShape = EmitterShape.point
        public var emitterMode = EmitterMode.volume
        public var renderMode = EmitterRenderMode.unordered
        public var velocity = 1.0
        public var scale = 1.0
        public var spin = 1.0
        /// Seeds the particles' random choices: another seed gives another, equally repeatable, show.
        public var seed: UInt32 = 0
    }

    @usableFromInline var ownValues = Values()

    /// The layer type's own properties, as members of the layer.
    @inlinable public subscript<T>(dynamicMember key: WritableKeyPath<Values, T>) -> T {
        get { ownValues[keyPath: key] }
        set { ownValues[keyPath: key] = newValue }
    }

    /// The most particles one emitter draws at once.
    public static let maxParticles = 10_000
    /// The most particles all emitters of a frame draw together (replicated emitters, or many
    /// emitters at once, share it); an emitter finding it spent draws fewer or none.
    public static let maxParticlesPerFrame = 40_000

    public required init() { super.init() }
    override public class var typeName: String { "EmitterLayer" }

    override public class var propertyTable: LayerPropertyTable { table }
    /// Built once: the base properties and this type's own.
    private static let table = LayerPropertyTable([
        .point("emitterPosition", .explicitly, probed: true, { $0.emitterPosition }, { $0.emitterPosition = $1 }),
        .size("emitterSize", .explicitly, probed: true, { $0.emitterSize }, { $0.emitterSize = $1 }),
        .named("emitterShape", probed: true, { $0.emitterShape }, { $0.emitterShape = $1 }),
        .number("birthRate", .explicitly, probed: true, { $0.birthRate }, { $0.birthRate = $1 }),
        .number("lifetime", .explicitly, probed: true, { $0.lifetime }, { $0.lifetime = $1 }),
        .number("velocity", .explicitly, probed: true, { $0.velocity }, { $0.velocity = $1 }),
        .number("scale", .explicitly, probed: true, { $0.scale }, { $0.scale = $1 }),
        .number("spin", .explicitly, probed: true, { $0.spin }, { $0.spin = $1 }),
        .number("emitterZPosition", .explicitly, { $0.emitterZPosition }, { $0.emitterZPosition = $1 }),
        .number("emitterDepth", .explicitly, { $0.emitterDepth }, { $0.emitterDepth = $1 }),
        .named("emitterMode", { $0.emitterMode }, { $0.emitterMode = $1 }),
        .named("renderMode", { $0.renderMode }, { $0.renderMode = $1 }),
        .custom("seed", .number, get: { .number(Double($0.seed)) },
                set: { layer, value in
                    guard case .number(let n) = value, !n.isNaN else { return false }
                    // UInt32(truncatingIfNeeded:) of the integer part, as C's conversion wraps.
                    let whole = min(max(n, -9.0e18), 9.0e18).rounded(.towardZero)
                    layer.seed = UInt32(truncatingIfNeeded: Int64(whole))
                    return true
                }),
    ] as [LayerPropertyRow<EmitterLayer>], after: Layer.baseTable)

    override public func copyProperties(from other: Layer) {
        super.copyProperties(from: other)
        guard let e = other as? EmitterLayer else { return }
        // The cells are state of the layer, not a key-value-coded property.
        ownValues = e.ownValues; emitterCells = e.emitterCells
    }

    /// Never: its particles move with time, which the layers do not show.
    override func drawsOwnPropertiesLike(_ other: Layer) -> Bool { false }

    // MARK: Particles

    /// The particles alive at `time` (seconds of the layer's time), in drawing order.
    public func particles(at time: Double) -> [Particle] {
        ParticleSimulation(layer: self).run(at: time).particles
    }

    /// How many particles are drawn at `time`.
    public func particleCount(at time: Double) -> Int { particles(at: time).count }

    /// True when more than `maxParticles` would be alive at `time`, so births were thinned
    /// (evenly) to stay within it. Previewers show this so the thinner picture is not a surprise.
    public func isParticleCapped(at time: Double) -> Bool {
        ParticleSimulation(layer: self).run(at: time).isCapped
    }
}
