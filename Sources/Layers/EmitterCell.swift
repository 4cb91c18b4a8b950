import Geometry
import Raster

/// CAEmitterCell: one kind of particle an emitter layer (or a particle of another cell)
/// gives birth to. Every "range" is a spread about the mean: a particle's value is drawn
/// uniformly from mean ± range/2, as Core Animation documents. Speeds change a particle's
/// value per second of its age. Cells are not layers: they have no tree, only `emitterCells`
/// of their own, whose particles are born from each living particle of this cell.
public final class EmitterCell: KeyValueCoded {
    public typealias PropertyRoot = EmitterCell

    public var name: String?
    /// False stops the cell emitting; its particles already alive are not drawn either.
    public var isEnabled = true
    /// Particles per second (times the layer's `birthRate`).
    public var birthRate = 0.0
    /// Seconds each particle lives (times the layer's `lifetime`).
    public var lifetime = 0.0
    public var lifetimeRange = 0.0
    /// Points per second at birth (times the layer's `velocity`).
    public var velocity = 0.0
    public var velocityRange = 0.0
    /// Points per second per second, in the layer's bounds space (y down).
    public var xAcceleration = 0.0
    public var yAcceleration = 0.0
    public var zAcceleration = 0.0
    /// The direction of emission: the angle from the x axis in the layer's plane (positive
    /// turns towards +y, which is down on screen) and the angle out of that plane.
    public var emissionLongitude = 0.0
    public var emissionLatitude = 0.0
    /// The full opening angle of the cone particles leave in, around the emission direction.
    public var emissionRange = 0.0
    public var scale = 1.0
    public var scaleRange = 0.0
    public var scaleSpeed = 0.0
    /// Radians per second.
    public var spin = 0.0
    public var spinRange = 0.0
    /// Multiplies the image's colours; nil is opaque white.
    public var color: Color? = .white
    public var redRange = 0.0, greenRange = 0.0, blueRange = 0.0, alphaRange = 0.0
    public var redSpeed = 0.0, greenSpeed = 0.0, blueSpeed = 0.0, alphaSpeed = 0.0
    /// What each particle draws; a cell without contents draws nothing but still emits its cells.
    public var contents: Image?
    /// The part of `contents` drawn, in unit coordinates of the image.
    public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point, on top of the image's own scale.
    public var contentsScale = 1.0
    public var magnificationFilter = ContentsFilter.linear
    public var minificationFilter = ContentsFilter.linear
    /// Seconds after the emitter (or, for a nested cell, its parent particle) begins before
    /// this cell starts emitting.
    public var beginTime = 0.0
    /// Seconds the cell emits for; zero or less emits for ever.
    public var duration = 0.0
    /// Cells whose particles each particle of this cell emits.
    public var emitterCells: [EmitterCell] = []

    public init() {}

    public static var typeName: String { "EmitterCell" }
}
