import Geometry

/// Where a scene's frame goes in a window: rendered at the largest scale that fits the
/// drawable area, centred, with the rest letterboxed.
struct FrameLayout: Equatable {
    /// Pixels per scene point.
    var scale: Double
    /// The frame's size in pixels: the scene size × `scale`, rounded.
    var width: Int, height: Int
    /// The frame's top-left corner in the drawable, in pixels.
    var x: Int, y: Int

    /// The layout of a `scene`-sized frame (points) in a drawable of `outputWidth × outputHeight`
    /// pixels. A degenerate scene size (zero, negative, NaN) yields an empty frame.
    init(scene: Size, outputWidth: Int, outputHeight: Int) {
        let fits = scene.width > 0 && scene.height > 0 && scene.width.isFinite && scene.height.isFinite
        let output = (width: Double(max(outputWidth, 0)), height: Double(max(outputHeight, 0)))
        scale = fits ? min(output.width / scene.width, output.height / scene.height) : 1
        width = fits ? min(Int((scene.width * scale).rounded()), max(outputWidth, 0)) : 0
        height = fits ? min(Int((scene.height * scale).rounded()), max(outputHeight, 0)) : 0
        x = (max(outputWidth, 0) - width) / 2
        y = (max(outputHeight, 0) - height) / 2
    }

    /// The scene point under a window point: `window` in screen points (as SDL reports the
    /// pointer), `pixelsPerPoint` the drawable's pixels per screen point (2 on a HiDPI
    /// display). Outside the frame the point lies outside the scene's bounds; with an empty
    /// frame every point does.
    func scenePoint(atWindowPoint window: Point, pixelsPerPoint: Double) -> Point {
        guard scale > 0, width > 0, height > 0 else { return Point(x: -.infinity, y: -.infinity) }
        let density = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1
        return Point(x: (window.x * density - Double(x)) / scale, y: (window.y * density - Double(y)) / scale)
    }
}
