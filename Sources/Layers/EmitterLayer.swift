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
public final class EmitterLayer: Layer {
    /// The kinds of particle the layer emits.
    public var emitterCells: [EmitterCell] = []
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

    /// The most particles one emitter draws at once.
    public static let maxParticles = 10_000

    public required init() { super.init() }
    override public class var typeName: String { "EmitterLayer" }

    override public class var properties: [String: LayerProperty] { table }
    /// Built once: the base properties and this type's own.
    private static let table: [String: LayerProperty] = baseProperties.merging([
        "birthRate": .number(\EmitterLayer.birthRate),
        "lifetime": .number(\EmitterLayer.lifetime),
        "emitterPosition": .point(\EmitterLayer.emitterPosition),
        "emitterZPosition": .number(\EmitterLayer.emitterZPosition),
        "emitterSize": .size(\EmitterLayer.emitterSize),
        "emitterDepth": .number(\EmitterLayer.emitterDepth),
        "emitterShape": .named(\EmitterLayer.emitterShape),
        "emitterMode": .named(\EmitterLayer.emitterMode),
        "renderMode": .named(\EmitterLayer.renderMode),
        "velocity": .number(\EmitterLayer.velocity),
        "scale": .number(\EmitterLayer.scale),
        "spin": .number(\EmitterLayer.spin),
        "seed": LayerProperty(kind: .number, get: { .number(Double(($0 as! EmitterLayer).seed)) },
                              set: { layer, value in
                                  guard case .number(let n) = value, !n.isNaN else { return false }
                                  // UInt32(truncatingIfNeeded:) of the integer part, as C's conversion wraps.
                                  let whole = min(max(n, -9.0e18), 9.0e18).rounded(.towardZero)
                                  (layer as! EmitterLayer).seed = UInt32(truncatingIfNeeded: Int64(whole))
                                  return true
                              }),
    ]) { $1 }

    override public func copyProperties(from other: Layer) {
        super.copyProperties(from: other)
        guard let e = other as? EmitterLayer else { return }
        emitterCells = e.emitterCells; birthRate = e.birthRate; lifetime = e.lifetime
        emitterPosition = e.emitterPosition; emitterZPosition = e.emitterZPosition; emitterSize = e.emitterSize
        emitterDepth = e.emitterDepth; emitterShape = e.emitterShape; emitterMode = e.emitterMode
        renderMode = e.renderMode; velocity = e.velocity; scale = e.scale; spin = e.spin; seed = e.seed
    }

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
