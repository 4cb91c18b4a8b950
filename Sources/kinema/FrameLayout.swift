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
}
