import Geometry

/// The pixel size of a frame rendered at `scale` pixels per point, for the headless commands.
enum FrameSize {
    /// The largest frame side in pixels the headless commands will allocate.
    static let largestSide = 16384

    /// `points × scale`, rounded; throws a usage failure when a side is not between 1 and `largestSide` pixels.
    static func pixels(of points: Size, scale: Double) throws -> (width: Int, height: Int) {
        func side(_ length: Double) throws -> Int {
            let pixels = (length * scale).rounded()
            guard pixels >= 1, pixels <= Double(largestSide) else {
                throw CommandFailure.usage("a frame of \(points.width)×\(points.height) points at scale \(scale) "
                                           + "would not be 1 to \(largestSide) pixels a side")
            }
            return Int(pixels)
        }
        return (try side(points.width), try side(points.height))
    }
}
