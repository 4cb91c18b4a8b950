import Foundation
import Raster

/// Writes an animated GIF (GIF89a) frame by frame: each frame with its own median-cut
/// palette of up to 256 colours, LZW-compressed, shown for its delay in hundredths of a
/// second, looping for ever. Frames are written as they come, so a long export does not
/// hold them all.
public final class GIFWriter {
    public let width: Int
    public let height: Int
    private let handle: FileHandle
    private var finished = false

    /// Creates (or truncates) the file at `path` for frames of `width × height` pixels.
    public init(path: String, width: Int, height: Int) throws(MediaError) {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw MediaError("a GIF is at most 65535 pixels each way (got \(width) × \(height))")
        }
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw MediaError("cannot write \(path)")
        }
        self.width = width
        self.height = height
        self.handle = handle
        var header = Array("GIF89a".utf8)
        header += GIFWriter.little16(width) + GIFWriter.little16(height)
        header += [0x00, 0x00, 0x00]  // no global colour table, background 0, square pixels
        // NETSCAPE2.0: loop for ever.
        header += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        try write(header)
    }

    deinit { try? handle.close() }

    /// Adds `frame` (its size must be the GIF's), shown for `delay` hundredths of a second.
    public func append(_ frame: PixelBuffer, delay: Int) throws(MediaError) {
        guard !finished else { throw MediaError("the GIF is already finished") }
        guard frame.width == width, frame.height == height else {
            throw MediaError("a \(frame.width) × \(frame.height) frame in a \(width) × \(height) GIF")
        }
        let palette = Palette(of: frame)
        var bytes: [UInt8] = [0x21, 0xF9, 0x04, 0x04]  // graphic control: keep the frame under the next
        bytes += GIFWriter.little16(min(max(delay, 0), 65535)) + [0x00, 0x00]
        bytes += [0x2C] + GIFWriter.little16(0) + GIFWriter.little16(0) + GIFWriter.little16(width) + GIFWriter.little16(height)
        bytes += [0x80 | 0x07]  // a local colour table of 256 entries
        for i in 0..<256 {
            let c = i < palette.colors.count ? palette.colors[i] : Pixel(r: 0, g: 0, b: 0, a: 255)
            bytes += [c.r, c.g, c.b]
        }
        bytes += [0x08]  // LZW minimum code size
        let compressed = GIFLZW.encode(palette.indices(of: frame), minimumCodeSize: 8)
        var offset = 0
        while offset < compressed.count {
            let length = min(255, compressed.count - offset)
            bytes.append(UInt8(length))
            bytes += compressed[offset..<offset + length]
            offset += length
        }
        bytes.append(0x00)
        try write(bytes)
    }

    /// Ends the file; no frames can follow.
    public func finish() throws(MediaError) {
        guard !finished else { return }
        finished = true
        try write([0x3B])
        try? handle.close()
    }

    private func write(_ bytes: [UInt8]) throws(MediaError) {
        do {
            try handle.write(contentsOf: Data(bytes))
        } catch {
            throw MediaError("cannot write the GIF: \(error.localizedDescription)")
        }
    }

    private static func little16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
