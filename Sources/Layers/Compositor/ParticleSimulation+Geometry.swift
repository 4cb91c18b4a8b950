#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Where an emitter's particles are born and which way they leave.
struct EmitterGeometry {
    let x: Double, y: Double, z: Double
    let width: Double, height: Double, depth: Double
    let shape: EmitterShape
    let mode: EmitterMode

    init(layer: EmitterLayer) {
        let f = CellPlan.finite
        x = f(layer.emitterPosition.x); y = f(layer.emitterPosition.y); z = f(layer.emitterZPosition)
        width = abs(f(layer.emitterSize.width)); height = abs(f(layer.emitterSize.height))
        depth = abs(f(layer.emitterDepth))
        shape = layer.emitterShape
        mode = layer.emitterMode
    }

    /// A birth point on the shape, centred on `emitterPosition`. A line runs along x for the
    /// width; a rectangle (and a cuboid, seen from the front) is `emitterSize`; a circle (and a
    /// sphere) has the width as its diameter. `points` uses the ends or corners (a circle's
    /// centre), `outline` the edge, `surface` and `volume` anywhere inside. A cuboid's
    /// `emitterDepth` spreads births in z, which only `backToFront` ordering sees.
    func emissionPoint(random: inout ParticleRandom) -> (x: Double, y: Double, z: Double) {
        let u = random.next(), v = random.next(), w = random.next()
        switch shape {
        case .point:
            return (x, y, z)
        case .line:
            let along = mode == .points ? (u < 0.5 ? -0.5 : 0.5) : u - 0.5
            return (x + along * width, y, z)
        case .rectangle:
            let (dx, dy) = rectangleOffset(u, v)
            return (x + dx, y + dy, z)
        case .cuboid:
            let (dx, dy) = rectangleOffset(u, v)
            return (x + dx, y + dy, z + (w - 0.5) * depth)
        case .circle, .sphere:
            let r = width / 2
            switch mode {
            case .points:
                return (x, y, z)
            case .outline:
                let a = 2 * Double.pi * u
                return (x + r * cos(a), y + r * sin(a), z)
            case .surface, .volume:
                // The square root spreads births evenly over the disc's area.
                let a = 2 * Double.pi * u, d = r * v.squareRoot()
                return (x + d * cos(a), y + d * sin(a), z)
            }
        }
    }

    /// An offset from the centre of the rectangle for the mode.
    private func rectangleOffset(_ u: Double, _ v: Double) -> (Double, Double) {
        let hw = width / 2, hh = height / 2
        switch mode {
        case .points:
            let corner = min(Int(u * 4), 3)
            return (corner % 2 == 0 ? -hw : hw, corner < 2 ? -hh : hh)
        case .outline:
            // Walk the perimeter clockwise from the top-left corner.
            var s = u * 2 * (width + height)
            if s < width { return (s - hw, -hh) }
            s -= width
            if s < height { return (hw, s - hh) }
            s -= height
            if s < width { return (hw - s, hh) }
            return (-hw, hh - (s - width))
        case .surface, .volume:
            return ((u - 0.5) * width, (v - 0.5) * height)
        }
    }

    /// A unit direction spread uniformly over the cone of full opening angle `range` around
    /// the emission direction. Longitude 0 is +x and turns towards +y (down on screen);
    /// latitude leans out of the layer's plane, towards the viewer.
    static func direction(longitude: Double, latitude: Double, range: Double,
                          random: inout ParticleRandom) -> (x: Double, y: Double, z: Double) {
        let u = random.next(), v = random.next()
        let cl = cos(latitude), sl = sin(latitude), co = cos(longitude), so = sin(longitude)
        let axis = (x: cl * co, y: cl * so, z: sl)
        let half = min(abs(range) / 2, Double.pi)
        guard half > 0 else { return axis }
        // Uniform over the spherical cap: cos of the angle from the axis is uniform.
        let cosTheta = 1 - u * (1 - cos(half)), sinTheta = (max(0, 1 - cosTheta * cosTheta)).squareRoot()
        let phi = 2 * Double.pi * v
        // Two unit vectors across the axis: one in the layer's plane, one towards latitude.
        let across = (x: -so, y: co, z: 0.0)
        let up = (x: -sl * co, y: -sl * so, z: cl)
        let a = sinTheta * cos(phi), b = sinTheta * sin(phi)
        return (cosTheta * axis.x + a * across.x + b * up.x,
                cosTheta * axis.y + a * across.y + b * up.y,
                cosTheta * axis.z + a * across.z + b * up.z)
    }
}
