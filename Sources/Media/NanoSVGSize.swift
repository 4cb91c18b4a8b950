/// An SVG's size in pixels as SDL_image's SVG reader, nanosvg, works it out from the root
/// element's `width`, `height` and `viewBox`, so the size Kinema checks before decoding is
/// the size that is decoded. Where the two readers differed, a file declaring 20 × 20 (its
/// width " 20", which nanosvg reads as 0, and a viewBox "0 0 100000000 nan") was rasterised
/// 100,000,000 pixels wide (image fuzzer): 150 s and 8 GB of address space.
///
/// nanosvg's rules (nanosvg.h, `nsvg__parseNumber`, `nsvg__parseCoordinateRaw`,
/// `nsvg__parseSVG`, `nsvg__scaleToViewbox`): a number is a sign, digits, a fraction and an
/// exponent read from the very start of the text (no space skipped; nothing read is 0); a
/// length is that number in the unit its next two letters name (96 pixels per inch); viewBox
/// numbers are read one after another with spaces, commas and `%` between them; a side is the
/// attribute's length when not 0, else the viewBox's; the viewBox's side, when 0, is the
/// attribute's. A side still 0 comes from the shapes' bounds, which this does not know.
struct NanoSVGSize {
    let width: Double
    let height: Double

    init(width: String?, height: String?, viewBox: String?) {
        let box = NanoSVGSize.viewBox(viewBox)
        let w = NanoSVGSize.length(width), h = NanoSVGSize.length(height)
        self.width = w != 0 ? w : box.width
        self.height = h != 0 ? h : box.height
    }

    /// The viewBox's numbers, 0 where they are missing or do not read.
    static func viewBox(_ text: String?) -> (minX: Double, minY: Double, width: Double, height: Double) {
        let bytes = Array((text ?? "").utf8)
        var values: [Double] = []
        var i = 0
        for _ in 0..<4 {
            let (value, end) = number(bytes, from: i)
            values.append(value)
            i = end
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B, 0x25, 0x2C].contains(bytes[i]) { i += 1 }
            if i >= bytes.count { break }
        }
        while values.count < 4 { values.append(0) }
        return (values[0], values[1], values[2], values[3])
    }

    /// A length attribute in pixels; 0 when absent, a percentage (of no viewport) or no number.
    static func length(_ text: String?) -> Double {
        guard let text else { return 0 }
        let bytes = Array(text.utf8)
        let (value, end) = number(bytes, from: 0)
        let unit = String(decoding: bytes[end...].prefix(2), as: UTF8.self)
        if unit.hasPrefix("%") { return 0 }
        let factors: [String: Double] = ["px": 1, "pt": 96.0 / 72, "pc": 16, "mm": 96 / 25.4, "cm": 96 / 2.54, "in": 96,
                                         "em": 16, "ex": 8]
        return value * (factors[unit] ?? 1)
    }

    /// The number at `start` and where it ends; 0 (and `start`) when none is there.
    static func number(_ bytes: [UInt8], from start: Int) -> (Double, Int) {
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
        var i = start
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        while isDigit(i) { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while isDigit(i) { i += 1 }
        }
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e"), i + 1 >= bytes.count || (bytes[i + 1] != UInt8(ascii: "m") && bytes[i + 1] != UInt8(ascii: "x")) {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            while isDigit(i) { i += 1 }
        }
        // atof of what was read: "", "-", "." and "1e" read as far as they go.
        var text = String(decoding: bytes[start..<i], as: UTF8.self)
        while !text.isEmpty, Double(text) == nil { text.removeLast() }
        return (Double(text) ?? 0, i)
    }
}
