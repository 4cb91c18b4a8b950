import CSDL2
import Raster

/// A resizable, HiDPI-aware SDL window presenting frames at vsync through a streaming texture.
final class Window {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureWidth = 0, textureHeight = 0

    /// Opens a window of `width × height` screen points (shrunk to fit the display, keeping the
    /// aspect ratio) titled `title`.
    init(title: String, width: Int, height: Int) throws {
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw SDLError("cannot start SDL video") }
        // Without a display SDL falls back to drivers that draw nowhere; only use them when asked to.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if ["offscreen", "dummy"].contains(driver) && SDL_getenv("SDL_VIDEODRIVER") == nil {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLError(message: "cannot open a window: no display (set DISPLAY or WAYLAND_DISPLAY; "
                           + "`kinema render` draws frames without one)")
        }
        let size = Window.fittingDisplay(width: max(width, 1), height: max(height, 1))
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(title, centred, centred, Int32(size.width), Int32(size.height), flags) else {
            let error = SDLError("cannot open a window")
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, accelerated)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let error = SDLError("cannot create a renderer")
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        self.window = window
        self.renderer = renderer
        // SDL starts with keys turned into text; the previewer wants that only while a text field edits.
        SDL_StopTextInput()
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    /// The size in pixels the renderer draws into (larger than the window's size in points on HiDPI screens).
    var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Drawable pixels per screen point: 2 on a HiDPI display, where SDL reports the pointer
    /// in points but the renderer draws in pixels; 1 when the window has no size.
    var pixelsPerPoint: Double {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return width > 0 ? Double(outputSize.width) / Double(width) : 1
    }

    /// True while the window is minimised or hidden: nothing drawn would be seen.
    var isHidden: Bool {
        let flags = SDL_GetWindowFlags(window)
        return flags & (SDL_WINDOW_MINIMIZED.rawValue | SDL_WINDOW_HIDDEN.rawValue) != 0
    }

    /// Seconds between the display's refreshes (1/60 when the display does not say).
    var refreshInterval: Double {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return 1.0 / 60 }
        return 1 / Double(mode.refresh_rate)
    }

    var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// Whether SDL turns key presses into text (SDL_TEXTINPUT, with the input method's
    /// composition): on while a text field of the scene edits, off otherwise.
    var takesText = false {
        didSet {
            guard takesText != oldValue else { return }
            if takesText { SDL_StartTextInput() } else { SDL_StopTextInput() }
        }
    }

    /// The text on the clipboard, if any (what Ctrl+V pastes into a text field).
    static var clipboardText: String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        return String(cString: text)
    }

    /// Uploads the `dirty` rectangles of `frame` to the texture, then draws the whole texture at
    /// `layout` over a letterbox background and presents it (waiting for vsync when the renderer
    /// has it). A texture of a new size is uploaded whole.
    func present(_ frame: PixelBuffer, dirty: [IntRect], layout: FrameLayout) {
        let reallocated = prepareTexture(width: frame.width, height: frame.height)
        if let texture {
            upload(frame, to: texture, rectangles: reallocated ? [IntRect(x: 0, y: 0, width: frame.width, height: frame.height)] : dirty)
        }
        SDL_SetRenderDrawColor(renderer, 24, 24, 27, 255)
        SDL_RenderClear(renderer)
        if let texture {
            var destination = SDL_Rect(x: Int32(layout.x), y: Int32(layout.y), w: Int32(frame.width), h: Int32(frame.height))
            SDL_RenderCopy(renderer, texture, nil, &destination)
        }
        SDL_RenderPresent(renderer)
    }

    /// Makes the texture match the frame's size; true when it was (re)created.
    private func prepareTexture(width: Int, height: Int) -> Bool {
        guard width != textureWidth || height != textureHeight || texture == nil else { return false }
        if let texture { SDL_DestroyTexture(texture) }
        textureWidth = width
        textureHeight = height
        guard width > 0, height > 0 else {
            texture = nil
            return false
        }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(width), Int32(height))
        // The frame is premultiplied and opaque where the scene is; copying it unblended over the
        // cleared background shows it exactly as composited over black.
        if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
        return texture != nil
    }

    private func upload(_ frame: PixelBuffer, to texture: OpaquePointer, rectangles: [IntRect]) {
        let pitch = Int32(frame.width * MemoryLayout<Pixel>.stride)
        frame.pixels.withUnsafeBytes { bytes in
            let whole = IntRect(x: 0, y: 0, width: frame.width, height: frame.height)
            for rectangle in rectangles {
                let clipped = rectangle.intersection(whole)
                guard !clipped.isEmpty else { continue }
                var area = SDL_Rect(x: Int32(clipped.x), y: Int32(clipped.y), w: Int32(clipped.width), h: Int32(clipped.height))
                let start = (clipped.y * frame.width + clipped.x) * MemoryLayout<Pixel>.stride
                SDL_UpdateTexture(texture, &area, bytes.baseAddress! + start, pitch)
            }
        }
    }

    /// Makes the window `factor` times as wide (at most as wide as the display's usable area),
    /// keeping its height: how the inspector's column comes and goes without shrinking the scene.
    func widen(by factor: Double) {
        guard factor.isFinite, factor > 0 else { return }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        var wanted = Int((Double(width) * factor).rounded())
        var bounds = SDL_Rect()
        if SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0 { wanted = min(wanted, Int(bounds.w)) }
        SDL_SetWindowSize(window, Int32(max(wanted, 1)), height)
    }

    /// `width × height` shrunk, keeping the aspect ratio, to fit the usable area of the main display.
    private static func fittingDisplay(width: Int, height: Int) -> (width: Int, height: Int) {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return (width, height) }
        let shrink = min(1, Double(bounds.w) / Double(width), Double(bounds.h) / Double(height))
        return (max(Int(Double(width) * shrink), 1), max(Int(Double(height) * shrink), 1))
    }
}
