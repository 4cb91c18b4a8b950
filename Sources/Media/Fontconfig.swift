import CFontconfig

/// One fontconfig configuration (the system's fonts and rules), owned and destroyed with it.
final class Fontconfig {
    private let config: OpaquePointer

    init?() {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        self.config = config
    }

    deinit { FcConfigDestroy(config) }

    /// The face whose PostScript name is exactly `name` ("DejaVuSans-Bold"), if installed.
    func face(postScriptName name: String) -> FontFace? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard add(name, for: FC_POSTSCRIPT_NAME, to: pattern), let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FILE)
        _ = FcObjectSetAdd(objects, FC_INDEX)
        guard let list = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        guard list.pointee.nfont > 0, let first = list.pointee.fonts[0], let path = string(FC_FILE, in: first) else {
            return nil
        }
        return FontFace(path: path, faceIndex: faceIndex(of: first))
    }

    /// fontconfig's best face for `family` at `weight` and slant: the family itself, an alias
    /// (Helvetica → Nimbus Sans) or, for unknown families, the default sans-serif face.
    func match(family: String, weight: FontDescriptor.Weight, italic: Bool) -> FontFace? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard add(family, for: FC_FAMILY, to: pattern),
              FcPatternAddInteger(pattern, FC_WEIGHT, Self.fontconfigWeight(weight)) != 0,
              FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN) != 0,
              FcConfigSubstitute(config, pattern, FcMatchPattern) != 0
        else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        guard let path = string(FC_FILE, in: match) else { return nil }

        var embolden: FcBool = 0
        var slant: Int32 = 0
        let synthesiseBold = FcPatternGetBool(match, FC_EMBOLDEN, 0, &embolden) == FcResultMatch && embolden != 0
        let hasSlant = FcPatternGetInteger(match, FC_SLANT, 0, &slant) == FcResultMatch
        return FontFace(path: path, faceIndex: faceIndex(of: match), syntheticBold: synthesiseBold,
                        syntheticItalic: italic && hasSlant && slant == FC_SLANT_ROMAN)
    }

    static func fontconfigWeight(_ weight: FontDescriptor.Weight) -> Int32 {
        switch weight {
        case .ultraLight: FC_WEIGHT_THIN
        case .thin: FC_WEIGHT_EXTRALIGHT
        case .light: FC_WEIGHT_LIGHT
        case .regular: FC_WEIGHT_REGULAR
        case .medium: FC_WEIGHT_MEDIUM
        case .semibold: FC_WEIGHT_SEMIBOLD
        case .bold: FC_WEIGHT_BOLD
        case .heavy: FC_WEIGHT_EXTRABOLD
        case .black: FC_WEIGHT_BLACK
        }
    }

    private func add(_ value: String, for object: String, to pattern: OpaquePointer) -> Bool {
        value.withCString { chars in
            chars.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
                FcPatternAddString(pattern, object, $0) != 0
            }
        }
    }

    private func string(_ object: String, in pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// The face number within the file; the high bits fontconfig uses for variable-font
    /// instances are dropped, as FreeType's face index wants only the face.
    private func faceIndex(of pattern: OpaquePointer) -> Int {
        var index: Int32 = 0
        guard FcPatternGetInteger(pattern, FC_INDEX, 0, &index) == FcResultMatch else { return 0 }
        return Int(index & 0xFFFF)
    }
}
