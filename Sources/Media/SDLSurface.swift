import CSDL2
import Raster

/// Moves pixels between SDL surfaces and `PixelBuffer`s.
enum SDLSurface {
    static let rgba32 = UInt32(SDL_PIXELFORMAT_RGBA32.rawValue)

    /// The pixels of `surface` (any format SDL can convert), premultiplied. Does not free `surface`.
    static func pixelBuffer(from surface: UnsafeMutablePointer<SDL_Surface>) -> PixelBuffer? {
        guard let converted = SDL_ConvertSurfaceFormat(surface, rgba32, 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        guard SDL_LockSurface(converted) == 0 else { return nil }
        defer { SDL_UnlockSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h)
        let pitch = Int(converted.pointee.pitch)
        guard width > 0, height > 0, let base = converted.pointee.pixels else {
            return PixelBuffer(width: max(width, 0), height: max(height, 0))
        }
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        var pixels = [Pixel]()
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = bytes + y * pitch
            for x in 0..<width {
                let p = row + x * 4
                pixels.append(Premultiplication.premultiplied(r: p[0], g: p[1], b: p[2], a: p[3]))
            }
        }
        return PixelBuffer(width: width, height: height, pixels: pixels)
    }

    /// A new RGBA32 surface holding `buffer` with straight alpha; the caller frees it.
    static func makeSurface(from buffer: PixelBuffer) -> UnsafeMutablePointer<SDL_Surface>? {
        guard buffer.width <= Int(Int32.max) / 4, buffer.height <= Int(Int32.max),
              let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(buffer.width), Int32(buffer.height), 32, rgba32)
        else { return nil }
        guard SDL_LockSurface(surface) == 0 else { SDL_FreeSurface(surface); return nil }
        defer { SDL_UnlockSurface(surface) }
        let pitch = Int(surface.pointee.pitch)
        if let base = surface.pointee.pixels {
            let bytes = base.assumingMemoryBound(to: UInt8.self)
            for y in 0..<buffer.height {
                let row = bytes + y * pitch
                for x in 0..<buffer.width {
                    let s = Premultiplication.straight(buffer.pixels[y * buffer.width + x])
                    let p = row + x * 4
                    p[0] = s.r; p[1] = s.g; p[2] = s.b; p[3] = s.a
                }
            }
        }
        return surface
    }
}
