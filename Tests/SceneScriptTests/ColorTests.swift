import Layers
import Raster
import SceneScript
import XCTest

/// Every colour form converts to the channels worked out by hand.
final class ColorTests: XCTestCase {
    private func color(_ expression: String, file: StaticString = #filePath, line: UInt = #line) throws -> Color? {
        let fixture = SceneFixture()
        let runtime = try fixture.load("view.layer:addSublayer(Layer{ name = 'c', backgroundColor = \(expression) })")
        return runtime.layer(named: "c")?.backgroundColor
    }

    private func assertColor(_ expression: String, _ r: Double, _ g: Double, _ b: Double, _ a: Double,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let c = try XCTUnwrap(try color(expression), expression, file: file, line: line)
        XCTAssertEqual(c.red, r, accuracy: 1e-9, "red of \(expression)", file: file, line: line)
        XCTAssertEqual(c.green, g, accuracy: 1e-9, "green of \(expression)", file: file, line: line)
        XCTAssertEqual(c.blue, b, accuracy: 1e-9, "blue of \(expression)", file: file, line: line)
        XCTAssertEqual(c.alpha, a, accuracy: 1e-9, "alpha of \(expression)", file: file, line: line)
    }

    func testHexForms() throws {
        try assertColor("'#f80'", 1, 0x88 / 255.0, 0, 1)  // each digit doubled: 88 = 136
        try assertColor("'#F80'", 1, 136 / 255.0, 0, 1)
        try assertColor("'#f808'", 1, 136 / 255.0, 0, 136 / 255.0)
        try assertColor("'#3366cc'", 51 / 255.0, 102 / 255.0, 204 / 255.0, 1)
        try assertColor("'#00000080'", 0, 0, 0, 128 / 255.0)
    }

    func testNames() throws {
        try assertColor("'white'", 1, 1, 1, 1)
        try assertColor("'clear'", 0, 0, 0, 0)
        try assertColor("'orange'", 1, 0.5, 0, 1)
        try assertColor("'lightgray'", 2 / 3.0, 2 / 3.0, 2 / 3.0, 1)
        try assertColor("'systemBlue'", 0, 122 / 255.0, 1, 1)  // #007AFF
        try assertColor("'systemRed'", 1, 59 / 255.0, 48 / 255.0, 1)  // #FF3B30
        try assertColor("'systemBackground'", 1, 1, 1, 1)
        try assertColor("'label'", 0, 0, 0, 1)
    }

    func testConstructors() throws {
        try assertColor("Color(0.25, 0.5, 0.75, 0.5)", 0.25, 0.5, 0.75, 0.5)
        try assertColor("Color(0.25, 0.5, 0.75)", 0.25, 0.5, 0.75, 1)
        try assertColor("UIColor{red = 0.85, green = 0.83, blue = 0.45, alpha = 1.0}", 0.85, 0.83, 0.45, 1)
        try assertColor("UIColor{white = 0.2, alpha = 0.4}", 0.2, 0.2, 0.2, 0.4)
        try assertColor("UIColor.systemGreen", 0x34 / 255.0, 0xC7 / 255.0, 0x59 / 255.0, 1)
        try assertColor("UIColor.red:withAlphaComponent(0.3)", 1, 0, 0, 0.3)
        try assertColor("UIColor{red = 1, green = 0.27, blue = 0, alpha = 1}.cgColor", 1, 0.27, 0, 1)
        try assertColor("Color('#f80')", 1, 136 / 255.0, 0, 1)
    }

    func testHueSaturationBrightness() throws {
        try assertColor("Color.hsb(0.5, 1, 1, 1)", 0, 1, 1, 1)  // cyan
        try assertColor("Color.hsb(0, 1, 1)", 1, 0, 0, 1)  // red
        try assertColor("Color.hsb(1 / 3, 1, 0.5, 0.5)", 0, 0.5, 0, 0.5)  // dark green
        try assertColor("Color.hsb(1.5, 0, 0.8)", 0.8, 0.8, 0.8, 1)  // hue wraps; no saturation is grey
        // hue 30°: h·6 = 0.5 in the red–yellow sector, so green = b·(1 − s·(1 − 0.5)) = 0.5.
        try assertColor("UIColor{hue = 1 / 12, saturation = 1, brightness = 1, alpha = 1}", 1, 0.5, 0, 1)
    }

    func testNilClearsAnOptionalColour() throws {
        XCTAssertNil(try color("nil"))
    }

    func testColourFieldsAreReadable() throws {
        let fixture = SceneFixture()
        let runtime = try fixture.load("local c = Color('#336699') print(c.red, c.alpha, UIColor.white == Color(1, 1, 1, 1))")
        XCTAssertEqual(runtime.log, ["0.2\t1\ttrue"])
    }
}
