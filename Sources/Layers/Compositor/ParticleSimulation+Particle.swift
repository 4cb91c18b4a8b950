import Geometry
import Raster

/// One particle as it is at some moment, in its emitter layer's bounds space.
public struct Particle {
    /// The cell it was born from (its image, filters and sampling come from there).
    public let cell: EmitterCell
    /// Where its centre is.
    public let position: Point
    /// Its depth (towards the viewer is positive); only `backToFront` drawing uses it.
    public let z: Double
    /// When it was born and how long it lives, in seconds of the emitter's time.
    public let birthTime: Double
    public let lifetime: Double
    /// Seconds since its birth.
    public let age: Double
    /// Its size relative to the cell's image; zero or less is not drawn.
    public let scale: Double
    /// Radians it has turned (positive turns from +x towards +y).
    public let rotation: Double
    /// What its image is multiplied by, each channel in 0...1.
    public let color: Color
}

/// Where a particle is at any age: constant acceleration, in closed form.
struct ParticleMotion {
    var x, y, z: Double
    var vx, vy, vz: Double
    var ax, ay, az: Double

    /// The position `age` seconds after birth: p0 + v·age + ½·a·age².
    func position(age: Double) -> (x: Double, y: Double, z: Double) {
        let h = 0.5 * age * age
        return (x + vx * age + ax * h, y + vy * age + ay * h, z + vz * age + az * h)
    }
}
