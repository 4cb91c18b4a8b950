import CSDL2

/// A failure at Media's edge (a file that won't load or save, a font that can't be opened),
/// carried as a value with a message meant for the person running the scene.
public struct MediaError: Error, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }

    /// `what` followed by SDL's last error, e.g. "cannot load image 'x.png': Couldn't open x.png".
    static func sdl(_ what: String) -> MediaError {
        let reason = String(cString: SDL_GetError())
        return MediaError(reason.isEmpty ? what : "\(what): \(reason)")
    }
}
