/// The weight and slant named by style words, in any of the spellings that appear in style
/// strings ("bold italic") and in PostScript name suffixes ("BoldItalicMT", "DemiBold",
/// "UltraLight", "Oblique").
struct FontStyleWords: Equatable {
    var weight: FontDescriptor.Weight
    var italic: Bool

    /// Known words, longest first so that "semibold" is taken before "bold".
    private static let words: [(word: String, weight: FontDescriptor.Weight?, italic: Bool)] = [
        ("ultralight", .ultraLight, false), ("extralight", .ultraLight, false), ("extrabold", .heavy, false),
        ("ultrabold", .heavy, false), ("semibold", .semibold, false), ("demibold", .semibold, false),
        ("hairline", .thin, false), ("oblique", nil, true), ("regular", .regular, false), ("medium", .medium, false),
        ("italic", nil, true), ("normal", .regular, false), ("roman", .regular, false), ("light", .light, false),
        ("heavy", .heavy, false), ("black", .black, false), ("plain", .regular, false), ("bold", .bold, false),
        ("thin", .thin, false), ("book", .regular, false), ("demi", .semibold, false), ("mt", nil, false),
        ("ps", nil, false),
    ]

    /// The style `text` names, or nil if it holds anything that isn't a style word (so that
    /// "Sans" in "DejaVu-Sans" is not mistaken for a style). Case, spaces, "-" and "_" are ignored.
    init?(_ text: String) {
        var rest = Substring(text.lowercased().filter { !" -_".contains($0) })
        guard !rest.isEmpty else { return nil }
        var weight: FontDescriptor.Weight?
        var italic = false
        scanning: while !rest.isEmpty {
            for entry in Self.words where rest.hasPrefix(entry.word) {
                rest = rest.dropFirst(entry.word.count)
                // The heaviest named weight wins: "Bold Black" is black, "Light Bold" bold.
                if let w = entry.weight { weight = max(weight ?? w, w) }
                italic = italic || entry.italic
                continue scanning
            }
            return nil
        }
        self.weight = weight ?? .regular
        self.italic = italic
    }
}
