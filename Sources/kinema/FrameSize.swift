import Geometry

/// The pixel size of a frame rendered at `scale` pixels per point, for the headless commands.
enum FrameSize {
    /// The largest frame side in pixels the headless commands will allocate.
    static let largestSide = 16384
    /// The most pixels a frame may have: 4096 × 4096 (64 MB a frame buffer; 4K and 5K frames
    /// fit), so that a render or an export stays within a few hundred megabytes.
    static let largestFrame = 4096 * 4096

    /// `points × scale`, rounded; throws a usage failure when a side is not between 1 and
    /// `largestSide` pixels or the frame has more than `largestFrame` pixels.
    static func pixels(of points: Size, scale: Double) throws -> (width: Int, height: Int) {
        func side(_ length: Double) throws -> Int {
            let pixels = (length * scale).rounded()
            guard pixels >= 1, pixels <= Double(largestSide) else {
                throw CommandFailure.usage("a frame of \(points.width)×\(points.height) points at scale \(scale) "
                                           + "would not be 1 to \(largestSide) pixels a side")
            }
            return Int(pixels)
        }
        let size = (width: try side(points.width), height: try side(points.height))
        guard size.width * size.height <= largestFrame else {
            throw CommandFailure.usage("a frame of \(points.width)×\(points.height) points at scale \(scale) would be "
                                       + "\(size.width)×\(size.height) pixels, more than \(largestFrame) (4096 × 4096)")
        }
        return size
    }
}
