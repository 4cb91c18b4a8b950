/// A font request as scenes write it (`Font("DejaVu Sans", 17, "bold")`, UIFont): a family
/// name, a size in points and a style. The text renderer resolves it to a font file.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public var family: String
    public var size: Double
    /// "regular", "bold", "italic", "bold italic", "light", "medium", "semibold"…
    public var style: String

    public init(family: String, size: Double, style: String = "regular") {
        self.family = family; self.size = size; self.style = style
    }

    /// UIFont.systemFont's stand-in.
    public static func system(size: Double, style: String = "regular") -> Font {
        Font(family: "System", size: size, style: style)
    }

    public var description: String { "Font(\"\(family)\", \(size), \"\(style)\")" }
}
