import CSDL2
import Raster

/// Reading and writing PNG files as premultiplied pixel buffers (through SDL2_image).
public enum PNGFile {
    /// The pixels of the PNG (or any image SDL2_image reads) at `path`, premultiplied.
    public static func read(path: String) throws -> PixelBuffer {
        try ImageFile.decode(path: path, scale: 1, failure: "cannot read PNG '\(path)'")
    }

    /// Writes `buffer` to `path` as an RGBA PNG with straight (un-premultiplied) alpha.
    public static func write(_ buffer: PixelBuffer, path: String) throws {
        guard buffer.width > 0, buffer.height > 0 else {
            throw MediaError("cannot write PNG '\(path)': the image is empty (\(buffer.width)×\(buffer.height))")
        }
        SDL_ClearError()
        guard let surface = SDLSurface.makeSurface(from: buffer) else {
            throw MediaError.sdl("cannot write PNG '\(path)'")
        }
        defer { SDL_FreeSurface(surface) }
        guard let file = SDL_RWFromFile(path, "wb") else { throw MediaError.sdl("cannot write PNG '\(path)'") }
        let saved = IMG_SavePNG_RW(surface, file, 0)
        // Closing flushes what is buffered: a full disk (or /dev/full) fails only here.
        let closed = SDL_RWclose(file)
        guard saved == 0, closed == 0 else { throw MediaError.sdl("cannot write PNG '\(path)'") }
    }
}
