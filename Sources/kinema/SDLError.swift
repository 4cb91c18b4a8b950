import CSDL2

/// SDL refused something the window needs; the message ends with SDL's own reason.
struct SDLError: Error, CustomStringConvertible {
    var description: String

    /// `what` followed by `SDL_GetError()`.
    init(_ what: String) {
        let reason = String(cString: SDL_GetError())
        description = reason.isEmpty ? what : "\(what): \(reason)"
    }

    /// `message` alone, for failures SDL itself did not report.
    init(message: String) {
        description = message
    }
}
