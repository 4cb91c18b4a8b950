import CSDL2
import Foundation
import Geometry
import Raster

/// Loading images (PNG, JPEG, SVG and whatever else SDL2_image reads) as premultiplied pixel
/// buffers. Every failure — a missing file, a directory, a damaged or unknown file — comes
/// back as a `MediaError` naming the file.
public enum ImageFile {
    /// The largest side, in pixels, an SVG may be rasterised at.
    public static let maximumRasterSide = 16384
    /// The most pixels an image may have (4096 × 4096, 64 MB decoded): a file declaring more
    /// is refused before it is decoded.
    public static let maximumPixels = 4096 * 4096

    /// The image at `path` at its intrinsic size (an SVG at its width and height in pixels).
    public static func load(path: String) throws -> PixelBuffer {
        try load(path: path, scale: 1)
    }

    /// The image at `path` for a display of `scale` pixels per point: SVGs are rasterised at
    /// `scale`× their intrinsic size; bitmaps come back as they are.
    public static func load(path: String, scale: Double) throws -> PixelBuffer {
        try decode(path: path, scale: scale, failure: "cannot load image '\(path)'")
    }

    /// Reads and decodes `path`; `failure` starts every error message.
    static func decode(path: String, scale: Double, failure: String) throws -> PixelBuffer {
        guard scale.isFinite, scale > 0 else { throw MediaError("\(failure): invalid scale \(scale)") }
        let data = try contents(of: path, failure: failure)
        return try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> PixelBuffer in
            guard let base = bytes.baseAddress, bytes.count > 0 else { throw MediaError("\(failure): the file is empty") }
            let declared = ImageHeader.declared(Array(bytes.prefix(65536)))
            SDL_ClearError()
            guard let rw = SDL_RWFromConstMem(base, Int32(bytes.count)) else { throw MediaError.sdl(failure) }
            defer { SDL_RWclose(rw) }
            let isSVG = IMG_isSVG(rw) != 0
            try checkSize(declared, scale: isSVG ? scale : 1, failure: failure)
            if PNGChunks.isPNG(bytes), let damage = PNGChunks.damage(in: bytes) { throw MediaError("\(failure): \(damage)") }
            if GIFReader.isGIF(bytes) {
                do throws(MediaError) {
                    return try GIFReader.firstImage(bytes, maximumPixels: maximumPixels)
                } catch {
                    throw MediaError("\(failure): \(error.message)")
                }
            }
            if isSVG, case .size(_, let height) = declared { try checkComplexity(bytes, height: height, scale: scale, failure: failure) }
            // An SVG is always rasterised at the size checked above: left to itself, SDL_image
            // makes a surface of the size nanosvg reads, which damage can make 1e8 pixels wide.
            let surface = isSVG
                ? try scaledSVG(rw, declared: declared, scale: scale, failure: failure)
                : IMG_Load_RW(rw, 0)
            guard let surface else { throw decodingError(failure) }
            defer { SDL_FreeSurface(surface) }
            guard let buffer = SDLSurface.pixelBuffer(from: surface) else { throw decodingError(failure) }
            guard buffer.width > 0, buffer.height > 0 else { throw MediaError("\(failure): the image has no pixels") }
            return buffer
        }
    }

    /// The file's bytes, or an error that says plainly why there are none.
    private static func contents(of path: String, failure: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MediaError("\(failure): no such file")
        }
        guard !isDirectory.boolValue else { throw MediaError("\(failure): it is a directory, not an image file") }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard data.count < Int(Int32.max) else { throw MediaError("\(failure): the file is too large") }
            return data
        } catch let error as MediaError {
            throw error
        } catch {
            throw MediaError("\(failure): cannot read the file (\(error.localizedDescription))")
        }
    }

    /// Refuses an image whose header declares more than `maximumPixels` (at `scale`, for an
    /// SVG) or a side over `maximumRasterSide`, and a format whose size cannot be read first.
    private static func checkSize(_ declared: ImageHeader.Declared, scale: Double, failure: String) throws {
        switch declared {
        case .unknownFormat:
            throw MediaError("\(failure): not a PNG, JPEG, GIF, BMP, WebP or SVG file (the formats whose size can be checked before decoding)")
        case .svgWithoutSize:
            throw MediaError("\(failure): the SVG gives neither width and height nor a viewBox, so its size is unknown")
        case .size(let width, let height):
            let w = Double(width) * scale, h = Double(height) * scale
            guard width > 0, height > 0 else { throw MediaError("\(failure): the image declares a size of \(width)×\(height) pixels") }
            let side = Double(maximumRasterSide)
            guard w <= side, h <= side, w * h <= Double(maximumPixels) else {
                let scaled = scale == 1 ? "" : " at scale \(scale)"
                throw MediaError("\(failure): \(Int(saturating: w))×\(Int(saturating: h)) pixels\(scaled) is more than Kinema decodes "
                                 + "(\(maximumPixels) pixels, 4096 × 4096, and \(maximumRasterSide) a side)")
            }
        }
    }

    /// Refuses an SVG whose shapes would take the rasterizer more than a second or two
    /// (`SVGComplexity`); `height` is its declared height in pixels at scale 1.
    private static func checkComplexity(_ bytes: UnsafeRawBufferPointer, height: Int, scale: Double, failure: String) throws {
        let data = Array(bytes.bindMemory(to: UInt8.self))
        let span = ImageHeader.svgVerticalSpan(data, declaredHeight: height)
        let rows = max(Int((Double(height) * scale).rounded()), 1)
        let cost = SVGComplexity.cost(of: String(decoding: data, as: UTF8.self), rows: rows, top: span.top, height: span.height)
        guard cost <= SVGComplexity.budget else {
            throw MediaError("\(failure): its shapes are too complex to draw (so many long edges cross the same rows that "
                             + "drawing them would take minutes; \(Int(cost)) against a budget of \(Int(SVGComplexity.budget)))")
        }
    }

    /// Rasterises the SVG in `rw` at `scale`× the size its header declares.
    private static func scaledSVG(_ rw: UnsafeMutablePointer<SDL_RWops>, declared: ImageHeader.Declared, scale: Double,
                                  failure: String) throws -> UnsafeMutablePointer<SDL_Surface>? {
        guard case .size(let width, let height) = declared else { return nil }
        return IMG_LoadSizedSVG_RW(rw, Int32(max(1, (Double(width) * scale).rounded())), Int32(max(1, (Double(height) * scale).rounded())))
    }

    private static func decodingError(_ failure: String) -> MediaError {
        let reason = String(cString: SDL_GetError())
        return MediaError("\(failure): \(reason.isEmpty ? "unsupported or damaged image data" : reason)")
    }
}
