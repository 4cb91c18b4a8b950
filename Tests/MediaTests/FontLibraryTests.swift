@testable import Media
import XCTest

final class FontLibraryTests: XCTestCase {
    private let library = FontLibrary()

    private func file(_ family: String, _ weight: FontDescriptor.Weight = .regular, italic: Bool = false) throws -> String {
        let path = try library.path(for: FontDescriptor(family: family, size: 17, weight: weight, italic: italic))
        return String(path.split(separator: "/").last ?? "")
    }

    func testDejaVuSansStyles() throws {
        XCTAssertEqual(try file("DejaVu Sans"), "DejaVuSans.ttf")
        XCTAssertEqual(try file("DejaVu Sans", .bold), "DejaVuSans-Bold.ttf")
        XCTAssertEqual(try file("DejaVu Sans", italic: true), "DejaVuSans-Oblique.ttf")
        XCTAssertEqual(try file("DejaVu Sans", .bold, italic: true), "DejaVuSans-BoldOblique.ttf")
        XCTAssertEqual(try file("dejavu sans"), "DejaVuSans.ttf", "family names are case-insensitive")
    }

    func testStyleStringsAsScenesWriteThem() throws {
        let bold = FontDescriptor(family: "DejaVu Sans", size: 17, style: "bold")
        XCTAssertEqual(bold.weight, .bold)
        XCTAssertFalse(bold.italic)
        let boldItalic = FontDescriptor(family: "DejaVu Sans", size: 17, style: "Bold Italic")
        XCTAssertEqual(boldItalic.weight, .bold)
        XCTAssertTrue(boldItalic.italic)
        XCTAssertEqual(FontDescriptor(family: "X", size: 1, style: "semibold").weight, .semibold)
        XCTAssertEqual(FontDescriptor(family: "X", size: 1, style: "nonsense").weight, .regular)
    }

    func testSystemFontIsDejaVuSans() throws {
        XCTAssertEqual(try file("System"), "DejaVuSans.ttf")
        XCTAssertEqual(try library.path(for: .system(size: 12, weight: .bold)).hasSuffix("/DejaVuSans-Bold.ttf"), true)
        XCTAssertEqual(try file(".SFUI-Semibold"), "DejaVuSans-Bold.ttf", "semibold falls to DejaVu's bold")
        XCTAssertEqual(try file("-apple-system"), "DejaVuSans.ttf")
    }

    func testPostScriptNamesCarryTheirStyle() throws {
        XCTAssertEqual(try file("DejaVuSans-Bold"), "DejaVuSans-Bold.ttf")
        XCTAssertEqual(try file("DejaVuSans-BoldOblique"), "DejaVuSans-BoldOblique.ttf")
        XCTAssertEqual(try file("DejaVu Sans-Bold"), "DejaVuSans-Bold.ttf")
        // Helvetica Neue isn't on Linux; it becomes Helvetica's stand-in, in bold.
        XCTAssertEqual(try file("HelveticaNeue-Bold"), try file("Helvetica", .bold))
        XCTAssertNotEqual(try file("HelveticaNeue-Bold"), try file("HelveticaNeue"))
    }

    func testHelveticaAndUnknownNamesResolveToSomething() throws {
        // Helvetica is whatever fontconfig's metric alias names (Nimbus Sans here); unknown
        // families fall back to the default sans-serif face, never fail.
        XCTAssertFalse(try file("Helvetica").isEmpty)
        XCTAssertEqual(try file("No Such Font Family 42"), "DejaVuSans.ttf")
        XCTAssertEqual(try file(""), "DejaVuSans.ttf")
        // fontconfig ignores spaces in family names.
        XCTAssertEqual(try file("TimesNewRoman"), try file("Times New Roman"))
        XCTAssertNotEqual(try file("TimesNewRoman"), "DejaVuSans.ttf")
        XCTAssertEqual(try file("Arial-BoldItalicMT"), try file("Arial", .bold, italic: true))
        XCTAssertEqual(try file("Menlo"), "DejaVuSansMono.ttf")
        XCTAssertTrue(FileManager.default.fileExists(atPath: try library.path(for: FontDescriptor(family: "Helvetica", size: 12))))
    }

    func testResolutionIsCachedPerFamilyAndStyleNotSize() throws {
        let bold = try library.face(for: FontDescriptor(family: "DejaVu Sans", size: 17, weight: .bold))
        XCTAssertEqual(library.cachedFaceCount, 1)
        XCTAssertEqual(try library.face(for: FontDescriptor(family: "DejaVu Sans", size: 30, weight: .bold)), bold)
        XCTAssertEqual(library.cachedFaceCount, 1)
        _ = try library.face(for: FontDescriptor(family: "DejaVu Sans", size: 30))
        XCTAssertEqual(library.cachedFaceCount, 2)
    }

    func testOpenFontsAreSharedPerSizeAndBounded() throws {
        let font = FontDescriptor(family: "DejaVu Sans", size: 17)
        let a = try library.ttfFont(for: font, pixelSize: 17)
        XCTAssertEqual(try library.ttfFont(for: FontDescriptor(family: "DejaVu Sans", size: 99), pixelSize: 17), a)
        XCTAssertEqual(library.openFontCount, 1)
        for size in 1...100 { _ = try library.ttfFont(for: font, pixelSize: size) }
        XCTAssertEqual(library.openFontCount, FontLibrary.openFontLimit)
    }
}
