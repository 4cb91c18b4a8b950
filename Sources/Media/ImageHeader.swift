import Foundation
import Geometry

/// The size an image file declares in its header, read before decoding so that a file claiming
/// more pixels than Kinema decodes (a decompression bomb: a small PNG that inflates to
/// gigabytes) is refused without allocating them.
enum ImageHeader {
    /// What a header says.
    enum Declared: Equatable {
        /// Width and height in pixels (for an SVG, in its user units).
        case size(width: Int, height: Int)
        /// An SVG that gives neither width and height nor a viewBox: its size comes from its shapes.
        case svgWithoutSize
        /// Not a format whose header is read here.
        case unknownFormat
    }

    /// The size `bytes` declare, for PNG, GIF, JPEG, BMP, WebP and SVG.
    static func declared(_ bytes: [UInt8]) -> Declared {
        func be16(_ i: Int) -> Int { i + 1 < bytes.count ? Int(bytes[i]) << 8 | Int(bytes[i + 1]) : 0 }
        func le16(_ i: Int) -> Int { i + 1 < bytes.count ? Int(bytes[i]) | Int(bytes[i + 1]) << 8 : 0 }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        func le24(_ i: Int) -> Int { i + 2 < bytes.count ? le16(i) | Int(bytes[i + 2]) << 16 : 0 }
        func le32(_ i: Int) -> Int { le16(i) | le16(i + 2) << 16 }
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .size(width: be32(16), height: be32(20)) }
        if starts(Array("GIF8".utf8)) { return .size(width: le16(6), height: le16(8)) }
        if starts(Array("BM".utf8)) {
            // Height is signed: negative for top-down rows.
            return .size(width: abs(Int(Int32(truncatingIfNeeded: le32(18)))), height: abs(Int(Int32(truncatingIfNeeded: le32(22)))))
        }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            if starts(Array("VP8X".utf8), at: 12) { return .size(width: le24(24) + 1, height: le24(27) + 1) }
            if starts(Array("VP8L".utf8), at: 12) {
                let bits = le32(21)
                return .size(width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
            }
            if starts(Array("VP8 ".utf8), at: 12) { return .size(width: le16(26) & 0x3FFF, height: le16(28) & 0x3FFF) }
            return .unknownFormat
        }
        if starts([0xFF, 0xD8]) { return jpegSize(bytes) }
        if let svg = svgSize(bytes) { return svg }
        return .unknownFormat
    }

    /// The frame size in a JPEG's first start-of-frame marker (SOF0–SOF15, not DHT, JPG or DAC).
    private static func jpegSize(_ bytes: [UInt8]) -> Declared {
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return .unknownFormat }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return .size(width: Int(bytes[i + 7]) << 8 | Int(bytes[i + 8]), height: Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]))
            }
            guard length >= 2 else { return .unknownFormat }
            i += 2 + length
        }
        return .unknownFormat
    }

    /// The size of an SVG's root element as SDL_image's reader (nanosvg) works it out
    /// (`NanoSVGSize`); nil when `bytes` are not an SVG.
    private static func svgSize(_ bytes: [UInt8]) -> Declared? {
        guard let root = svgRootTag(bytes) else { return nil }
        let size = NanoSVGSize(width: attribute("width", of: root), height: attribute("height", of: root),
                               viewBox: attribute("viewBox", of: root))
        guard size.width != 0, size.height != 0 else { return .svgWithoutSize }
        return .size(width: pixels(size.width), height: pixels(size.height))
    }

    /// The part of an SVG's user space its picture shows, top to bottom: the viewBox's, or from
    /// 0 to its declared height when it has none.
    static func svgVerticalSpan(_ bytes: [UInt8], declaredHeight: Int) -> (top: Double, height: Double) {
        if let root = svgRootTag(bytes) {
            let box = NanoSVGSize.viewBox(attribute("viewBox", of: root))
            if box.height > 0 { return (box.minY, box.height) }
        }
        return (0, Double(declaredHeight))
    }

    /// The attributes of an SVG's root element (what follows `<svg` up to `>` in the first
    /// 64 KB), or nil when there is none.
    private static func svgRootTag(_ bytes: [UInt8]) -> Substring? {
        let head = String(decoding: bytes.prefix(65536), as: UTF8.self)
        guard let open = head.range(of: "<svg") else { return nil }
        return head[open.upperBound...].prefix { $0 != ">" }
    }

    /// The quoted value of attribute `name` in `tag`.
    private static func attribute(_ name: String, of tag: Substring) -> String? {
        guard let r = tag.range(of: " \(name)=") ?? tag.range(of: "\n\(name)=") ?? tag.range(of: "\t\(name)="),
              let quote = tag[r.upperBound...].first, quote == "\"" || quote == "'" else { return nil }
        return String(tag[tag.index(after: r.upperBound)...].prefix { $0 != quote })
    }

    /// A declared length as whole pixels, huge and non-finite ones kept huge (negative ones
    /// stay negative, for the size check to refuse).
    private static func pixels(_ value: Double) -> Int {
        value.isFinite ? Int(saturating: value.rounded(.up)) : value < 0 ? Int.min : Int.max
    }
}
