#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// Colours as scenes spell them: "#rgb", "#rgba", "#rrggbb", "#rrggbbaa", or a UIColor name.
enum ColorNames {
    /// UIColor's class colours, and the system colours with their light-mode values.
    static let named: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0),
        "darkGray": Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3),
        "lightGray": Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3),
        "white": Color(red: 1, green: 1, blue: 1),
        "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
        "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1),
        "cyan": Color(red: 0, green: 1, blue: 1),
        "yellow": Color(red: 1, green: 1, blue: 0),
        "magenta": Color(red: 1, green: 0, blue: 1),
        "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
        "systemRed": hex(0xFF3B30),
        "systemOrange": hex(0xFF9500),
        "systemYellow": hex(0xFFCC00),
        "systemGreen": hex(0x34C759),
        "systemMint": hex(0x00C7BE),
        "systemTeal": hex(0x30B0C7),
        "systemCyan": hex(0x32ADE6),
        "systemBlue": hex(0x007AFF),
        "systemIndigo": hex(0x5856D6),
        "systemPurple": hex(0xAF52DE),
        "systemPink": hex(0xFF2D55),
        "systemBrown": hex(0xA2845E),
        "systemGray": hex(0x8E8E93),
        "systemGray2": hex(0xAEAEB2),
        "systemGray3": hex(0xC7C7CC),
        "systemGray4": hex(0xD1D1D6),
        "systemGray5": hex(0xE5E5EA),
        "systemGray6": hex(0xF2F2F7),
        "systemBackground": hex(0xFFFFFF),
        "secondarySystemBackground": hex(0xF2F2F7),
        "tertiarySystemBackground": hex(0xFFFFFF),
        "systemGroupedBackground": hex(0xF2F2F7),
        "label": hex(0x000000),
        "secondaryLabel": hex(0x3C3C43, alpha: 0.6),
        "tertiaryLabel": hex(0x3C3C43, alpha: 0.3),
        "separator": hex(0x3C3C43, alpha: 0.29),
        "link": hex(0x007AFF),
    ]

    private static let byLowercasedName: [String: Color] =
        Dictionary(uniqueKeysWithValues: named.map { ($0.key.lowercased(), $0.value) })

    /// The colour a name stands for, ignoring case ("lightgray" is "lightGray").
    static func color(named name: String) -> Color? { byLowercasedName[name.lowercased()] }

    /// The colour `text` spells, or a message saying why it spells none.
    static func parse(_ text: String) -> Result<Color, ScriptFailure> {
        if text.hasPrefix("#") {
            let digits = text.dropFirst().map { $0.hexDigitValue }
            guard digits.allSatisfy({ $0 != nil }), [3, 4, 6, 8].contains(digits.count) else {
                return .failure(.message("'\(text)' is not a colour; hex colours are \"#rgb\", \"#rgba\", \"#rrggbb\" or \"#rrggbbaa\""))
            }
            let d = digits.map { Double($0!) }
            func channel(_ i: Int) -> Double {
                digits.count <= 4 ? d[i] / 15 : (d[2 * i] * 16 + d[2 * i + 1]) / 255
            }
            let hasAlpha = digits.count == 4 || digits.count == 8
            return .success(Color(red: channel(0), green: channel(1), blue: channel(2), alpha: hasAlpha ? channel(3) : 1))
        }
        if let color = color(named: text) { return .success(color) }
        return .failure(.message(Suggestion.message("'\(text)' is not a colour name or \"#rrggbb\"", for: text,
                                                    in: Array(named.keys))))
    }

    /// UIColor(hue:saturation:brightness:alpha:), hue in 0...1 (wrapping around).
    static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> Color {
        let h = hue.isFinite ? (hue - floor(hue)) * 6 : 0
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = min(Int(h), 5)
        let f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }

    private static func hex(_ rgb: Int, alpha: Double = 1) -> Color {
        Color(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
              blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }
}
