import Foundation

/// A requested family name taken apart the way UIKit and Core Text names come: PostScript
/// names carry the style after a hyphen ("HelveticaNeue-Bold", "Arial-BoldItalicMT"), and
/// Apple's own fonts that Linux lacks map to close stand-ins. (Spaces need no care:
/// fontconfig ignores them, so "TimesNewRoman" already finds Times New Roman's alias.)
struct FontFamilyName: Equatable {
    /// The family to ask fontconfig for.
    var family: String
    /// The style written into the name, if any.
    var style: FontStyleWords?

    /// Apple family names (lowercased, without spaces) and what to ask fontconfig for instead.
    private static let standIns: [String: String] = [
        "system": "DejaVu Sans", "systemfont": "DejaVu Sans", "systemui": "DejaVu Sans",
        "applesystem": "DejaVu Sans", ".applesystemuifont": "DejaVu Sans", ".sfui": "DejaVu Sans",
        ".sfuitext": "DejaVu Sans", ".sfuidisplay": "DejaVu Sans", "sfpro": "DejaVu Sans",
        "sfprotext": "DejaVu Sans", "sfprodisplay": "DejaVu Sans", "sanfrancisco": "DejaVu Sans",
        "": "DejaVu Sans",
        "helveticaneue": "Helvetica",
        "menlo": "DejaVu Sans Mono", "monaco": "DejaVu Sans Mono", "sfmono": "DejaVu Sans Mono",
        "uimonospace": "DejaVu Sans Mono", "monospacedsystem": "DejaVu Sans Mono",
    ]

    init(_ requested: String) {
        family = requested.trimmingCharacters(in: .whitespacesAndNewlines)
        // "-apple-system" is a CSS name, not a PostScript one.
        if family.hasPrefix("-") { family.removeFirst() }
        style = nil
        if let hyphen = family.lastIndex(of: "-"),
           let suffixStyle = FontStyleWords(String(family[family.index(after: hyphen)...])) {
            style = suffixStyle
            family = String(family[..<hyphen])
        }
        let key = String(family.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
        if let standIn = Self.standIns[key] { family = standIn }
    }
}
