import Foundation
import Raster

/// Writes an animated GIF (GIF89a) frame by frame: each frame with its own median-cut
/// palette of up to 256 colours (or one palette for all, in the global colour table),
/// dithered or not, LZW-compressed, shown for its delay in hundredths of a second, looping
/// for ever or a given number of plays. Frames are written as they come, so a long export
/// does not hold them all.
public final class GIFWriter {
    public let width: Int
    public let height: Int
    /// Whether frames are dithered (Floyd–Steinberg, see `Palette.ditheredIndices(of:)`).
    public let dither: Bool
    /// The palette every frame uses, written once as the global colour table; nil when each
    /// frame has its own.
    public let sharedPalette: Palette?
    private let handle: FileHandle
    private var finished = false

    /// The most plays a GIF can ask for other than for ever: its loop count is 16 bits and
    /// counts the repeats after the first play.
    public static let mostPlays = 65536

    /// Creates (or truncates) the file at `path` for frames of `width × height` pixels.
    /// `plays` is how many times a viewer shows the film: 0 for ever (a NETSCAPE2.0 loop count
    /// of 0), 1 once (no loop block, which every viewer plays once), n > 1 a loop count of
    /// n − 1, which browsers take as repeats after the first play. `dither` diffuses each
    /// frame's colour error (see `Palette.ditheredIndices(of:)`); `sharedPalette` is written
    /// as the global colour table and used for every frame instead of a palette per frame.
    public init(path: String, width: Int, height: Int, plays: Int = 0, dither: Bool = true,
                sharedPalette: Palette? = nil) throws(MediaError) {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw MediaError("a GIF is at most 65535 pixels each way (got \(width) × \(height))")
        }
        guard (0...GIFWriter.mostPlays).contains(plays) else {
            throw MediaError("a GIF plays for ever (0) or 1 to \(GIFWriter.mostPlays) times (got \(plays))")
        }
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw MediaError("cannot write \(path)")
        }
        self.width = width
        self.height = height
        self.dither = dither
        self.sharedPalette = sharedPalette
        self.handle = handle
        var header = Array("GIF89a".utf8)
        header += GIFWriter.little16(width) + GIFWriter.little16(height)
        if let sharedPalette {
            // A global colour table of 256 entries, 8 bits a primary; background 0, square pixels.
            header += [0x80 | 0x70 | 0x07, 0x00, 0x00] + GIFWriter.colourTable(sharedPalette)
        } else {
            header += [0x00, 0x00, 0x00]  // no global colour table, background 0, square pixels
        }
        if plays != 1 {
            // NETSCAPE2.0: the number of repeats, 0 for ever.
            let repeats = plays == 0 ? 0 : plays - 1
            header += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01] + GIFWriter.little16(repeats) + [0x00]
        }
        try write(header)
    }

    deinit { try? handle.close() }

    /// Adds `frame` (its size must be the GIF's), shown for `delay` hundredths of a second.
    public func append(_ frame: PixelBuffer, delay: Int) throws(MediaError) {
        guard !finished else { throw MediaError("the GIF is already finished") }
        guard frame.width == width, frame.height == height else {
            throw MediaError("a \(frame.width) × \(frame.height) frame in a \(width) × \(height) GIF")
        }
        let palette = sharedPalette ?? Palette(of: frame)
        var bytes: [UInt8] = [0x21, 0xF9, 0x04, 0x04]  // graphic control: keep the frame under the next
        bytes += GIFWriter.little16(min(max(delay, 0), 65535)) + [0x00, 0x00]
        bytes += [0x2C] + GIFWriter.little16(0) + GIFWriter.little16(0) + GIFWriter.little16(width) + GIFWriter.little16(height)
        if sharedPalette == nil {
            bytes += [0x80 | 0x07] + GIFWriter.colourTable(palette)  // a local colour table of 256 entries
        } else {
            bytes += [0x00]  // the global colour table
        }
        bytes += [0x08]  // LZW minimum code size
        let indices = dither ? palette.ditheredIndices(of: frame) : palette.indices(of: frame)
        let compressed = GIFLZW.encode(indices, minimumCodeSize: 8)
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

    /// `palette`'s entries as a colour table of 256 entries, the unused ones black.
    private static func colourTable(_ palette: Palette) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(768)
        for i in 0..<256 {
            let c = i < palette.colors.count ? palette.colors[i] : Pixel(r: 0, g: 0, b: 0, a: 255)
            bytes += [c.r, c.g, c.b]
        }
        return bytes
    }

    private static func little16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
