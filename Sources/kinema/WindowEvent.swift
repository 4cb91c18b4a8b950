import CSDL2

/// What the preview loop does about one SDL event.
enum WindowEvent: Equatable {
    /// The window was closed, or Esc, Q or Ctrl+W pressed.
    case quit
    /// R: run the scene again even though nothing was saved.
    case reload
    /// Space: stop or restart the scene clock.
    case togglePause
    /// The window was resized or uncovered: lay the frame out again and present it.
    case redraw

    /// Drains SDL's queue and returns what the events in it ask for, in order; events that ask
    /// for nothing are dropped.
    static func pending() -> [WindowEvent] {
        var events: [WindowEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = WindowEvent(event) { events.append(translated) }
        }
        return events
    }

    init?(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            self = .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_CLOSE: self = .quit
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
                self = .redraw
            default: return nil
            }
        case SDL_KEYDOWN:
            let key = event.key.keysym
            let control = key.mod & UInt16(KMOD_CTRL.rawValue) != 0
            switch SDL_KeyCode(UInt32(bitPattern: key.sym)) {
            case SDLK_ESCAPE, SDLK_q: self = .quit
            case SDLK_w where control: self = .quit
            case SDLK_r where event.key.repeat == 0: self = .reload
            case SDLK_SPACE where event.key.repeat == 0: self = .togglePause
            default: return nil
            }
        default:
            return nil
        }
    }
}
