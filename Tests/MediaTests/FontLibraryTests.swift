import Media
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

    func testResolutionIsCached() throws {
        let descriptor = FontDescriptor(family: "DejaVu Sans", size: 17, weight: .bold)
        let first = try library.face(for: descriptor)
        XCTAssertEqual(try library.face(for: FontDescriptor(family: "DejaVu Sans", size: 30, weight: .bold)), first)
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<1000 { _ = try library.face(for: descriptor) }
        let perCall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
        XCTAssertLessThan(perCall, 50_000, "a cached lookup should not go back to fontconfig (\(perCall) ns)")
    }
}
