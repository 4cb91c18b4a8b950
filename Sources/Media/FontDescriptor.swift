/// A font request: a family name as a scene or UIKit spells it ("DejaVu Sans", "Helvetica",
/// "HelveticaNeue-Bold", "System"), a size in points, a weight and a slant. `FontLibrary`
/// turns it into a font file.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// UIFont.Weight's steps, lightest first.
    public enum Weight: Int, Hashable, Sendable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    public var family: String
    public var size: Double
    public var weight: Weight
    public var italic: Bool

    public init(family: String, size: Double, weight: Weight = .regular, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// A descriptor from a style word list as scenes write it: "regular", "bold", "italic",
    /// "bold italic", "semibold", "light oblique"… Unknown words are ignored.
    public init(family: String, size: Double, style: String) {
        let parsed = FontStyleWords(style)
        self.init(family: family, size: size, weight: parsed?.weight ?? .regular, italic: parsed?.italic ?? false)
    }

    /// UIFont.systemFont(ofSize:weight:)'s stand-in.
    public static func system(size: Double, weight: Weight = .regular) -> FontDescriptor {
        FontDescriptor(family: "System", size: size, weight: weight)
    }

    public var description: String {
        "FontDescriptor(\"\(family)\", \(size), \(weight)\(italic ? ", italic" : ""))"
    }
}
