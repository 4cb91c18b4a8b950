import Foundation
import CSDL2

/// Finds font files for `FontDescriptor`s through fontconfig and keeps SDL_ttf fonts open per
/// (file, pixel size). Remembers every resolution, so asking again is a dictionary lookup.
/// Not thread-safe: use one library per thread.
public final class FontLibrary {
    /// How many SDL_ttf fonts stay open at once; an animated font size opens one per size.
    static let openFontLimit = 32

    private let fontconfig: Fontconfig?
    private let ttfReady: Bool
    private var faces: [FaceKey: FontFace] = [:]
    private var openFonts = LRUCache<OpenFontKey, OpaquePointer>(capacity: openFontLimit)

    private struct FaceKey: Hashable {
        var family: String
        var weight: FontDescriptor.Weight
        var italic: Bool
    }

    private struct OpenFontKey: Hashable {
        var face: FontFace
        var pixelSize: Int
    }

    public init() {
        fontconfig = Fontconfig()
        // SDL_ttf counts its initialisations, so each library may init and quit independently.
        ttfReady = TTF_Init() == 0
    }

    deinit {
        for font in openFonts.allValues { TTF_CloseFont(font) }
        if ttfReady { TTF_Quit() }
    }

    /// The font file for `descriptor`: an installed face with that exact PostScript name
    /// ("DejaVuSans-Bold"), else fontconfig's choice for the family — Apple names mapped to
    /// stand-ins ("System" → DejaVu Sans, "HelveticaNeue-Bold" → Helvetica's substitute, bold).
    public func face(for descriptor: FontDescriptor) throws -> FontFace {
        let key = FaceKey(family: descriptor.family, weight: descriptor.weight, italic: descriptor.italic)
        if let face = faces[key] { return face }
        guard let fontconfig else { throw MediaError("cannot find fonts: fontconfig could not load its configuration") }
        let face = try resolve(key, with: fontconfig)
        faces[key] = face
        return face
    }

    /// How many resolutions the library remembers.
    var cachedFaceCount: Int { faces.count }

    /// How many SDL_ttf fonts are open.
    var openFontCount: Int { openFonts.count }

    /// The path of the font file for `descriptor`.
    public func path(for descriptor: FontDescriptor) throws -> String {
        try face(for: descriptor).path
    }

    /// An open SDL_ttf font for `descriptor` at `pixelSize` pixels per em, owned by the library.
    func ttfFont(for descriptor: FontDescriptor, pixelSize: Int) throws -> OpaquePointer {
        let key = OpenFontKey(face: try face(for: descriptor), pixelSize: pixelSize)
        if let font = openFonts.value(for: key) { return font }
        guard ttfReady else { throw MediaError.sdl("cannot start SDL_ttf") }
        SDL_ClearError()
        guard let font = TTF_OpenFontIndex(key.face.path, Int32(pixelSize), key.face.faceIndex) else {
            throw MediaError.sdl("cannot open font '\(key.face.path)'")
        }
        let style = (key.face.syntheticBold ? TTF_STYLE_BOLD : 0) | (key.face.syntheticItalic ? TTF_STYLE_ITALIC : 0)
        if style != 0 { TTF_SetFontStyle(font, style) }
        for evicted in openFonts.insert(font, for: key) { TTF_CloseFont(evicted) }
        return font
    }

    private func resolve(_ key: FaceKey, with fontconfig: Fontconfig) throws -> FontFace {
        let requested = key.family.trimmingCharacters(in: .whitespacesAndNewlines)
        if key.weight == .regular, !key.italic, !requested.isEmpty,
           let face = fontconfig.face(postScriptName: requested) {
            return face
        }
        let name = FontFamilyName(requested)
        // A weight or slant in the descriptor adds to the one written in the name.
        let weight = key.weight == .regular ? name.style?.weight ?? .regular : key.weight
        let italic = key.italic || name.style?.italic == true
        guard let face = fontconfig.match(family: name.family, weight: weight, italic: italic) else {
            throw MediaError("cannot find a font for '\(key.family)': fontconfig matched no installed font (install fonts-dejavu-core)")
        }
        return face
    }
}
