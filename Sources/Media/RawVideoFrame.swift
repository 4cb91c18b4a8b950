import Raster

/// Frames as the raw bytes a video encoder reads (ffmpeg's `-f rawvideo -pix_fmt rgba`): four
/// bytes a pixel, R G B A, rows top to bottom with nothing between them.
public enum RawVideoFrame {
    /// `frame` with straight (not premultiplied) alpha, as formats that keep alpha (APNG,
    /// WebP) store it: each colour channel divided by alpha, rounded to nearest (as PNG files
    /// are written); fully transparent pixels become 0, 0, 0, 0. `bytes` is resized to fit.
    public static func straightRGBA(_ frame: PixelBuffer, into bytes: inout [UInt8]) {
        let count = frame.width * frame.height
        if bytes.count != count * 4 { bytes = [UInt8](repeating: 0, count: count * 4) }
        frame.pixels.withUnsafeBufferPointer { pixels in
            bytes.withUnsafeMutableBufferPointer { out in
                for i in 0..<count {
                    let p = pixels[i]
                    let o = 4 * i
                    if p.a == 255 {
                        out[o] = p.r; out[o + 1] = p.g; out[o + 2] = p.b; out[o + 3] = 255
                    } else {
                        let straight = Premultiplication.straight(p)
                        out[o] = straight.r; out[o + 1] = straight.g; out[o + 2] = straight.b; out[o + 3] = straight.a
                    }
                }
            }
        }
    }

    /// `frame` over black, opaque, for formats without alpha (H.264, VP9 in yuv420p): a
    /// premultiplied pixel's colour channels are already its colour over black, so only
    /// alpha changes, to 255. `width` and `height` may be larger than the frame's: the extra
    /// columns repeat the frame's last column and the extra rows its last row (H.264 in
    /// yuv420p needs even sizes, and a copied edge shows no seam where a black line would).
    /// `bytes` is resized to `width × height × 4`.
    public static func opaqueRGBA(_ frame: PixelBuffer, width: Int, height: Int, into bytes: inout [UInt8]) {
        precondition(width >= frame.width && height >= frame.height && frame.width > 0 && frame.height > 0,
                     "the padded size must hold the frame")
        if bytes.count != width * height * 4 { bytes = [UInt8](repeating: 0, count: width * height * 4) }
        let sourceWidth = frame.width, sourceHeight = frame.height
        frame.pixels.withUnsafeBufferPointer { pixels in
            bytes.withUnsafeMutableBytes { raw in
                let out = raw.bindMemory(to: UInt32.self)
                let source = UnsafeRawBufferPointer(pixels).bindMemory(to: UInt32.self)
                // Alpha is the fourth byte in memory: the top byte of a little-endian word.
                let opaque = UInt32(littleEndian: 0xFF00_0000)
                for y in 0..<height {
                    let row = min(y, sourceHeight - 1) * sourceWidth, outRow = y * width
                    for x in 0..<sourceWidth { out[outRow + x] = source[row + x] | opaque }
                    let last = source[row + sourceWidth - 1] | opaque
                    for x in sourceWidth..<width { out[outRow + x] = last }
                }
            }
        }
    }
}
