import Geometry
import Layers
import Media
import Raster
import SceneScript
import Views

/// How a session starts.
public struct SessionOptions {
    /// Replaces the size the scene asks for (points), as `--size` does.
    public var sizeOverride: Size?
    /// The scene time to start at, in seconds.
    public var initialTime: Double

    public init(sizeOverride: Size? = nil, initialTime: Double = 0) {
        self.sizeOverride = sizeOverride
        self.initialTime = initialTime
    }
}

/// One open scene, headless: loads and reloads it (keeping the last good one when a reload
/// fails), keeps the playhead, and draws frames (scene + HUD) into pixel buffers. The window,
/// `render`, `probe`, `check` and the benchmarks all go through it.
public final class PreviewSession {
    public let scenePath: String
    public let options: SessionOptions
    /// Scene time in seconds.
    public var time: Double

    /// The scene that last loaded without error.
    private var runtime: SceneRuntime?
    /// Why the last load failed, or nil when it worked.
    public private(set) var error: SceneError?
    /// The scene file, what it required and the assets it loaded, in the last attempt and
    /// the last good load: a fix to any of them must trigger a reload.
    public private(set) var watchedPaths: Set<String>

    private let compositor: Compositor
    private let frameRoot = Layer()
    /// Layers drawn over the scene and under the error banner, in scene points: where the
    /// window puts its heads-up display (the timeline bar).
    public let hud = Layer()
    private let overlay = ErrorOverlay()
    private let text = MediaTextRenderer()

    public init(scenePath: String, options: SessionOptions = SessionOptions()) {
        self.scenePath = scenePath
        self.options = options
        time = options.initialTime
        watchedPaths = [scenePath]
        compositor = Compositor(textRenderer: text)
        frameRoot.addSublayer(hud)
        frameRoot.addSublayer(overlay.layer)
    }

    /// The scene's size in points.
    public var sceneSize: Size { options.sizeOverride ?? runtime?.size ?? SceneRuntime.defaultSize }
    /// The scene's title, or its file name.
    public var title: String {
        if let title = runtime?.title, !title.isEmpty { return title }
        return String(scenePath.split(separator: "/").last ?? Substring(scenePath))
    }
    /// The root view of the last good scene.
    public var root: View? { runtime?.root }
    /// What the scene printed while loading.
    public var log: [String] { runtime?.log ?? [] }
    /// The timeline's length: `scene.duration`, or the last end of anything scheduled.
    public var duration: Double { runtime?.duration ?? 1 }

    /// Runs the scene file again. On success the new scene replaces the old; on failure the
    /// old one stays on screen with the error over it.
    @discardableResult
    public func reload() -> SceneError? {
        // SVG images rasterise at 2× so they stay sharp on HiDPI windows and when scaled up.
        let attempt = SceneRuntime(scenePath: scenePath, imageScale: 2)
        do {
            try attempt.load()
            replaceScene(with: attempt)
            error = nil
            watchedPaths = attempt.watchedPaths.union([scenePath])
        } catch {
            self.error = error
            watchedPaths = attempt.watchedPaths.union(runtime?.watchedPaths ?? []).union([scenePath])
        }
        return error
    }

    private func replaceScene(with next: SceneRuntime) {
        runtime?.root.layer.removeFromSuperlayer()
        runtime = next
        if let size = options.sizeOverride { next.root.frame = Rect(origin: .zero, size: size) }
        frameRoot.insertSublayer(next.root.layer, at: 0)
        compositor.invalidate()
    }

    /// Draws the frame at `time` into `buffer`, which should be `sceneSize × scale` pixels,
    /// and returns the rectangles that changed since the previous call (everything the first
    /// time, after a reload, or when the buffer's size changed).
    @discardableResult
    public func render(into buffer: inout PixelBuffer, scale: Double, full: Bool = false) -> [IntRect] {
        let size = sceneSize
        frameRoot.frame = Rect(origin: .zero, size: size)
        hud.frame = frameRoot.bounds
        overlay.show(error?.description, in: size)
        let background = runtime?.backgroundColor ?? .white
        return compositor.render(frameRoot, background: background, scale: scale, into: &buffer, full: full)
    }

    /// A new buffer with the frame at `time` drawn at `scale` pixels per point.
    public func renderImage(scale: Double) -> PixelBuffer {
        let size = sceneSize
        var buffer = PixelBuffer(width: max(Int((size.width * scale).rounded()), 1),
                                 height: max(Int((size.height * scale).rounded()), 1))
        render(into: &buffer, scale: scale, full: true)
        return buffer
    }

    /// The probe JSON of the named layers (or only `layerNames` when not empty) at `time`.
    public func probeJSON(layerNames: [String]) -> String {
        let root = runtime?.root.layer ?? Layer()
        return ProbeEncoder().encode(time: time, size: sceneSize, root: root, names: layerNames)
    }

    /// Every error in the scene up to `until` (its duration when nil): loading errors now;
    /// callbacks' errors once scenes have time.
    public func check(until: Double?) -> [SceneError] {
        if let error { return [error] }
        return runtime == nil ? (reload().map { [$0] } ?? []) : []
    }
}
