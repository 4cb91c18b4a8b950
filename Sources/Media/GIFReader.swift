import Raster

/// Reads the first image of a GIF (87a or 89a) as SDL_image did: the image's own size, its
/// colour table (local, else global), its transparent index from the graphic control
/// extension before it, rows interlaced or not. Kinema reads GIFs itself because SDL_image
/// 2.6's decoder crashes on damaged LZW data (scene fuzzer: ten bytes inserted into a GIF's
/// image data took `kinema render` down with signal 11); here every code is checked and damage
/// is a `MediaError`.
enum GIFReader {
    /// Whether `bytes` start as a GIF does.
    static func isGIF(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let signature = Array(bytes.prefix(6))
        return signature == Array("GIF87a".utf8) || signature == Array("GIF89a".utf8)
    }

    /// The first image of the GIF in `bytes`, premultiplied; at most `maximumPixels` pixels.
    static func firstImage(_ bytes: UnsafeRawBufferPointer, maximumPixels: Int) throws(MediaError) -> PixelBuffer {
        var reader = ByteReader(bytes)
        try reader.skip(6)
        try reader.skip(4)  // the logical screen's size: SDL_image returned the image's own
        let screenFlags = try reader.byte()
        try reader.skip(2)
        var globalColours: [Pixel] = []
        if screenFlags & 0x80 != 0 { globalColours = try reader.colourTable(entries: 2 << (screenFlags & 7)) }
        var transparentIndex: Int?
        while true {
            switch try reader.byte() {
            case 0x21:
                let label = try reader.byte()
                if label == 0xF9 {
                    let block = try reader.subBlocks()
                    if block.count >= 4, block[0] & 1 != 0 { transparentIndex = Int(block[3]) }
                } else {
                    _ = try reader.subBlocks()
                }
            case 0x2C:
                try reader.skip(4)
                let width = try reader.little16(), height = try reader.little16()
                let flags = try reader.byte()
                guard width > 0, height > 0 else { throw MediaError("the GIF's first image has no pixels") }
                guard width * height <= maximumPixels else {
                    throw MediaError("the GIF's first image is \(width) × \(height) pixels; at most \(maximumPixels) are read")
                }
                let colours = flags & 0x80 != 0 ? try reader.colourTable(entries: 2 << (flags & 7)) : globalColours
                let minimumCodeSize = Int(try reader.byte())
                guard (1...11).contains(minimumCodeSize) else { throw MediaError("damaged GIF data (an LZW code size of \(minimumCodeSize))") }
                let indices = try decode(try reader.subBlocks(), minimumCodeSize: minimumCodeSize, count: width * height)
                return image(indices, width: width, height: height, interlaced: flags & 0x40 != 0,
                             colours: colours, transparentIndex: transparentIndex)
            case 0x3B:
                throw MediaError("the GIF holds no image")
            case let other:
                throw MediaError("damaged GIF data (a block starting with byte \(other))")
            }
        }
    }

    /// `count` palette indices from LZW `data` (GIF89a appendix F); pixels the data stops short
    /// of stay index 0, as other decoders leave them.
    static func decode(_ data: [UInt8], minimumCodeSize: Int, count: Int) throws(MediaError) -> [UInt8] {
        let clearCode = 1 << minimumCodeSize, endCode = clearCode + 1
        var prefix = [Int](repeating: -1, count: 4096), suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        for code in 0..<clearCode { suffix[code] = UInt8(truncatingIfNeeded: code); first[code] = suffix[code] }
        var output = [UInt8](repeating: 0, count: count)
        var written = 0
        var stack = [UInt8](repeating: 0, count: 4096)
        var codeSize = minimumCodeSize + 1, nextCode = endCode + 1
        var previous = -1
        var bitBuffer = 0, bitCount = 0, position = 0
        while written < count {
            while bitCount < codeSize, position < data.count {
                bitBuffer |= Int(data[position]) << bitCount
                bitCount += 8
                position += 1
            }
            guard bitCount >= codeSize else { break }
            let code = bitBuffer & ((1 << codeSize) - 1)
            bitBuffer >>= codeSize
            bitCount -= codeSize
            if code == clearCode {
                codeSize = minimumCodeSize + 1
                nextCode = endCode + 1
                previous = -1
                continue
            }
            if code == endCode { break }
            guard code < nextCode || (code == nextCode && previous >= 0), code < clearCode || code > endCode else {
                throw MediaError("damaged GIF data (LZW code \(code) before it was defined)")
            }
            if previous < 0 && code >= clearCode { throw MediaError("damaged GIF data (LZW code \(code) after a clear)") }
            // The string of `code` (or, for the code being defined, the previous one's and its
            // first index), written from its end.
            var depth = 0
            var walk = code == nextCode ? previous : code
            if code == nextCode {
                stack[0] = first[previous]
                depth = 1
            }
            while walk >= 0 {
                guard depth < stack.count else { throw MediaError("damaged GIF data (an LZW string that loops)") }
                stack[depth] = suffix[walk]
                depth += 1
                walk = prefix[walk]
            }
            while depth > 0, written < count {
                depth -= 1
                output[written] = stack[depth]
                written += 1
            }
            if previous >= 0, nextCode < 4096 {
                prefix[nextCode] = previous
                suffix[nextCode] = code == nextCode ? first[previous] : first[code]
                first[nextCode] = first[previous]
                nextCode += 1
                if nextCode == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            previous = code
        }
        return output
    }

    private static func image(_ indices: [UInt8], width: Int, height: Int, interlaced: Bool,
                              colours: [Pixel], transparentIndex: Int?) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height)
        // Interlaced rows come every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1.
        let rows: [Int] = interlaced
            ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: height, by: step)) }
            : Array(0..<height)
        for (sourceRow, row) in rows.enumerated() {
            for x in 0..<width {
                let index = Int(indices[sourceRow * width + x])
                guard index != transparentIndex else { continue }
                buffer[x, row] = index < colours.count ? colours[index] : Pixel(r: 0, g: 0, b: 0, a: 255)
            }
        }
        return buffer
    }
}

/// Reads a GIF's bytes in order; running past the end is damage.
private struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    mutating func byte() throws(MediaError) -> UInt8 {
        guard offset < bytes.count else { throw MediaError("damaged GIF data (the file ends early)") }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func skip(_ count: Int) throws(MediaError) {
        guard offset + count <= bytes.count else { throw MediaError("damaged GIF data (the file ends early)") }
        offset += count
    }

    mutating func little16() throws(MediaError) -> Int { Int(try byte()) | Int(try byte()) << 8 }

    mutating func colourTable(entries: Int) throws(MediaError) -> [Pixel] {
        var colours: [Pixel] = []
        colours.reserveCapacity(entries)
        for _ in 0..<entries { colours.append(Pixel(r: try byte(), g: try byte(), b: try byte(), a: 255)) }
        return colours
    }

    /// Data sub-blocks up to their terminator, joined.
    mutating func subBlocks() throws(MediaError) -> [UInt8] {
        var data: [UInt8] = []
        while true {
            let size = Int(try byte())
            if size == 0 { return data }
            try skip(size)
            data += bytes[(offset - size)..<offset]
        }
    }
}
