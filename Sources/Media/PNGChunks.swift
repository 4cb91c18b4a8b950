/// The chunk structure of a PNG file, checked before libpng reads it: libpng (through
/// SDL_image) spends about 25 seconds on an IDAT chunk declaring 2 GB in a 300-byte file
/// before it fails (image fuzzer), so a chunk that runs past the end of the file is damage
/// found at once.
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether `bytes` start as a PNG does.
    static func isPNG(_ bytes: UnsafeRawBufferPointer) -> Bool { bytes.prefix(8).elementsEqual(signature) }

    /// Why the chunks of the PNG in `bytes` cannot be read, or nil when each lies within the
    /// file up to IEND (or the file's end).
    static func damage(in bytes: UnsafeRawBufferPointer) -> String? {
        var offset = 8
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { return "damaged PNG data (the file ends inside a chunk's header)" }
            let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= bytes.count - offset - 12 else {
                return "damaged PNG data (its \(type.debugDescription) chunk declares \(length) bytes; the file has \(bytes.count))"
            }
            if type == "IEND" { return nil }
            offset += 12 + length
        }
        return nil
    }
}
