import CSDL2
import Preview
import Views

/// What the preview loop does about one SDL event.
enum WindowEvent: Equatable {
    /// The window was closed, or Esc, Q or Ctrl+W pressed (only Ctrl+W while a text field edits).
    case quit
    /// R: run the scene again even though nothing was saved.
    case reload
    /// T: show or hide the timing bars.
    case toggleTimingPanel
    /// I: show or hide the inspector.
    case toggleInspector
    /// C: show or hide the curve graphs.
    case toggleCurves
    /// E: open the selected layer's line in the editor.
    case openSelection
    /// The pointer moved with no button down, to `x`, `y` (window points), or left the
    /// window (nil): what the panels show on hover.
    case hover(x: Double, y: Double)
    case pointerLeft
    /// F: the next debug overlay (blended, offscreen, redraw, misses, frame time, none).
    case cycleDebugOverlay
    /// The window was resized or uncovered: lay the frame out again and present it.
    case redraw
    /// Space, ←, →, 1 to 4, Home or H.
    case playback(PlaybackCommand)
    /// The left button went down, moved while down, or went up, at `x`, `y` in window
    /// coordinates (screen points, not pixels); `waited` is how long the event sat in SDL's
    /// queue, in seconds (for measuring input latency).
    case pointer(PointerPhase, x: Double, y: Double, waited: Double)
    /// The wheel turned by `dx`, `dy` notches (SDL's precise amounts: positive y away from the
    /// user, which scrolls content up) with the pointer at `x`, `y` (window points).
    case wheel(x: Double, y: Double, dx: Double, dy: Double)
    /// Text typed while a text field edits (SDL_TEXTINPUT: a key, or what an input method composed).
    case text(String)
    /// Backspace, Return or Esc while a text field edits: its keys instead of the previewer's.
    case textKey(InputEvent.Key)
    /// Ctrl+V while a text field edits: the clipboard's text is typed.
    case paste

    enum PointerPhase: Equatable {
        case down, moved, up
    }

    /// Drains SDL's queue and returns what the events in it ask for, in order; events that ask
    /// for nothing are dropped. `editing` says a text field edits: keys are then its typing.
    static func pending(editing: Bool) -> [WindowEvent] {
        var events: [WindowEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = WindowEvent(event, editing: editing) { events.append(translated) }
        }
        return events
    }

    /// Whether SDL has an event waiting that asks for something other than a redraw or a hover
    /// (a quit, a key, a click or drag), without taking any from its queue.
    static func requestIsWaiting(editing: Bool) -> Bool {
        SDL_PumpEvents()
        var events = [SDL_Event](repeating: SDL_Event(), count: 256)
        let count = SDL_PeepEvents(&events, Int32(events.count), SDL_PEEKEVENT,
                                   SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        return events.prefix(max(0, Int(count))).contains { WindowEvent($0, editing: editing)?.isRequest ?? false }
    }

    /// Whether the event asks for something the user waits on: not a redraw, and not the
    /// pointer passing over the window (which must not stop a long-running scene).
    var isRequest: Bool {
        switch self {
        case .redraw, .hover, .pointerLeft: return false
        default: return true
        }
    }

    init?(_ event: SDL_Event, editing: Bool) {
        let leftButton = UInt8(SDL_BUTTON_LEFT)
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            self = .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_CLOSE: self = .quit
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
                self = .redraw
            case SDL_WINDOWEVENT_LEAVE: self = .pointerLeft
            default: return nil
            }
        case SDL_KEYDOWN:
            let control = event.key.keysym.mod & UInt16(KMOD_CTRL.rawValue) != 0
            let translated = editing ? WindowEvent(editingKey: event.key.keysym.sym, control: control)
                : WindowEvent(key: event.key.keysym.sym, control: control, isRepeat: event.key.repeat != 0)
            guard let translated else { return nil }
            self = translated
        case SDL_TEXTINPUT:
            // Up to 31 bytes of UTF-8, ended by a zero.
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !text.isEmpty else { return nil }
            self = .text(text)
        case SDL_MOUSEBUTTONDOWN where event.button.button == leftButton:
            self = .pointer(.down, x: Double(event.button.x), y: Double(event.button.y), waited: WindowEvent.age(event.button.timestamp))
        case SDL_MOUSEBUTTONUP where event.button.button == leftButton:
            self = .pointer(.up, x: Double(event.button.x), y: Double(event.button.y), waited: WindowEvent.age(event.button.timestamp))
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let flip = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            self = .wheel(x: Double(x), y: Double(y), dx: Double(event.wheel.preciseX) * flip, dy: Double(event.wheel.preciseY) * flip)
        case SDL_MOUSEMOTION where event.motion.state & (1 << (UInt32(SDL_BUTTON_LEFT) - 1)) != 0:
            self = .pointer(.moved, x: Double(event.motion.x), y: Double(event.motion.y), waited: WindowEvent.age(event.motion.timestamp))
        case SDL_MOUSEMOTION where event.motion.state == 0:
            self = .hover(x: Double(event.motion.x), y: Double(event.motion.y))
        default:
            return nil
        }
    }

    /// Seconds since SDL stamped an event (SDL_GetTicks, whole milliseconds).
    private static func age(_ timestamp: UInt32) -> Double {
        Double(SDL_GetTicks() &- timestamp) / 1000
    }

    /// What a key press asks for while a text field edits: Backspace, Return (and the keypad's
    /// Enter) and Esc are the text field's (each repeating while held), Ctrl+V pastes and
    /// Ctrl+W still quits; the previewer's other keys type text instead (SDL_TEXTINPUT brings it).
    init?(editingKey key: SDL_Keycode, control: Bool) {
        switch SDL_KeyCode(UInt32(bitPattern: key)) {
        case SDLK_BACKSPACE: self = .textKey(.backspace)
        case SDLK_RETURN, SDLK_KP_ENTER: self = .textKey(.return)
        case SDLK_ESCAPE: self = .textKey(.escape)
        case SDLK_v where control: self = .paste
        case SDLK_w where control: self = .quit
        default: return nil
        }
    }

    /// What a key press asks for: `key` is the SDL key code, `control` whether Ctrl is held,
    /// `isRepeat` whether the key is auto-repeating (only the frame steps repeat).
    init?(key: SDL_Keycode, control: Bool, isRepeat: Bool) {
        let code = SDL_KeyCode(UInt32(bitPattern: key))
        switch code {
        case SDLK_ESCAPE, SDLK_q: self = .quit
        case SDLK_w where control: self = .quit
        case SDLK_LEFT: self = .playback(.step(frames: -1))
        case SDLK_RIGHT: self = .playback(.step(frames: 1))
        case _ where isRepeat: return nil
        case SDLK_r: self = .reload
        case SDLK_t: self = .toggleTimingPanel
        case SDLK_i: self = .toggleInspector
        case SDLK_c: self = .toggleCurves
        case SDLK_e: self = .openSelection
        case SDLK_f: self = .cycleDebugOverlay
        case SDLK_SPACE: self = .playback(.togglePause)
        case SDLK_HOME: self = .playback(.rewind)
        case SDLK_h: self = .playback(.toggleTimelineBar)
        case SDLK_l: self = .playback(.toggleLoop)
        default:
            let digits = [SDLK_1, SDLK_2, SDLK_3, SDLK_4], keypad = [SDLK_KP_1, SDLK_KP_2, SDLK_KP_3, SDLK_KP_4]
            guard let index = digits.firstIndex(of: code) ?? keypad.firstIndex(of: code) else { return nil }
            self = .playback(.setSpeed(PlaybackCommand.speeds[index]))
        }
    }
}
