import Foundation
import Geometry
import Preview
import Raster
import SceneScript
import Views
import XCTest

/// Typing in the session: recorded at the playhead and replayed when scrubbing back and
/// reloading, the length limit's note; and what text fields and spinners draw, sampled at
/// pixels whose colours are worked out by hand.
final class PreviewTextInputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-typing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func session(_ source: String) throws -> PreviewSession {
        let path = folder.appendingPathComponent("typing.lua").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(scenePath: path)
        XCTAssertNil(session.reload())
        return session
    }

    private static let field = """
        scene.size = {240, 100}
        scene.backgroundColor = "#808080"
        view:addSubview(UITextField{ name = "field", frame = {20, 20, 200, 40}, borderStyle = "roundedRect" })
        """

    private func text(_ session: PreviewSession) -> String? {
        session.root?.subtree.compactMap { $0 as? TextField }.first?.text
    }

    func testTypingIsRecordedAndReplaysWhenScrubbingBackAndReloading() throws {
        let session = try session(Self.field)
        session.time = 0.5
        session.pointer(.down, at: Point(x: 50, y: 40))
        session.pointer(.up, at: Point(x: 50, y: 40))
        XCTAssertTrue(session.isEditingText)
        session.time = 1
        session.type("Hi")
        session.time = 1.5
        session.press(.backspace)
        session.type("o")
        XCTAssertEqual(text(session), "Ho")
        XCTAssertEqual(session.input.map(\.kind), [.down, .up, .type, .key, .type])

        session.time = 1.2  // back: the scene runs again from 0 with the input up to 1.2
        XCTAssertEqual(text(session), "Hi")
        XCTAssertTrue(session.isEditingText)
        session.time = 0.2
        XCTAssertEqual(text(session), "")
        XCTAssertFalse(session.isEditingText, "before the tap nothing edits")
        session.time = 2
        XCTAssertEqual(text(session), "Ho")
        XCTAssertNil(session.reload())
        XCTAssertEqual(text(session), "Ho", "a reload replays the typing")

        // Typing after scrubbing back replaces what was recorded later, as pointer input does.
        session.time = 1.2
        session.type("!")
        session.time = 3
        XCTAssertEqual(text(session), "Hi!")
        XCTAssertEqual(session.input.map(\.kind), [.down, .up, .type, .type])
    }

    func testAMegabytePastedIsCutAtTheLimitWithOneNote() throws {
        let session = try session(Self.field + "\nview.subviews[1]:becomeFirstResponder()\n")
        var warnings: [String] = []
        session.onWarning = { warnings.append($0) }
        session.time = 1
        let start = Date()
        session.type(String(repeating: "0123456789abcdef", count: 1 << 16))
        XCTAssertEqual(text(session)?.count, TextField.maxLength)
        session.time = 0.5  // a replay makes the note again; it is passed on once
        session.time = 2
        XCTAssertEqual(text(session)?.count, TextField.maxLength)
        _ = session.renderImage(scale: 2)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "twice through a megabyte and a frame, in a debug build")
        XCTAssertEqual(warnings, ["\(session.scenePath): text field 'field' holds at most 100000 characters; the text past that was refused"])
    }

    /// A rounded-rect field over grey, its password shown as dots, at two pixels a point.
    func testTheRoundedRectBorderAndTheDotsDraw() throws {
        let session = try session(Self.field + """

            view.subviews[1].isSecureTextEntry = true
            view.subviews[1].text = "abc"
            """)
        let image = session.renderImage(scale: 2)
        let grey = Pixel(r: 128, g: 128, b: 128, a: 255), white = Pixel(r: 255, g: 255, b: 255, a: 255)
        // The field spans pixels 40...439 across and 40...119 down. Its half-point border is
        // the one pixel column 40 at the left and 439 at the right, light grey (0.8 × 255 =
        // 204) on the grey; white inside from 41, grey outside at 39.
        XCTAssertEqual(image[39, 80], grey)
        XCTAssertEqual(image[40, 80], Pixel(r: 204, g: 204, b: 204, a: 255))
        XCTAssertEqual(image[41, 80], white)
        XCTAssertEqual(image[439, 80], Pixel(r: 204, g: 204, b: 204, a: 255))
        XCTAssertEqual(image[240, 40], Pixel(r: 204, g: 204, b: 204, a: 255), "the top edge")
        XCTAssertEqual(image[240, 119], Pixel(r: 204, g: 204, b: 204, a: 255), "the bottom edge")
        // Corners of 5 points (10 pixels) round off the very corner: grey there.
        XCTAssertEqual(image[40, 40], grey)
        // Three black dots, 17-point "•"s from 7 points in (pixel 54), on the field's middle
        // row: three dark runs there, each a few pixels wide, and nothing dark after them.
        var runs: [ClosedRange<Int>] = []
        for x in 41..<439 where image[x, 80].r < 100 {
            if let last = runs.last, last.upperBound == x - 1 { runs[runs.count - 1] = last.lowerBound...x } else { runs.append(x...x) }
        }
        XCTAssertEqual(runs.count, 3, "\(runs)")
        XCTAssertGreaterThanOrEqual(runs.first?.lowerBound ?? 0, 54)
        XCTAssertTrue(runs.allSatisfy { $0.count >= 4 && $0.count <= 14 }, "\(runs)")
        XCTAssertLessThan(runs.last?.upperBound ?? .max, 54 + 3 * 24, "three bullets' advances at most")
    }

    /// A large black spinner turning since 0, seen at 0.3 s: step 2, so the leading spoke is
    /// at three o'clock and the others fade anticlockwise behind it. Over white, a spoke of
    /// alpha a is 255 (1 − a): the leading one 0, twelve o'clock (k = 2, 0.771) 58, nine
    /// o'clock (k = 4, 0.543) 117, half past four (k = 7, 0.2) 204.
    func testTheSpinnersSpokesAtAGivenTime() throws {
        let session = try session("""
            scene.size = {100, 100}
            local spinner = UIActivityIndicatorView{ style = "large", color = "black", center = {50, 50} }
            view:addSubview(spinner)
            spinner:startAnimating()
            """)
        session.time = 0.3
        let image = session.renderImage(scale: 2)
        // A spoke's middle is 18.5 − 10.73 / 2 = 13.135 points from the centre.
        func level(atClock position: Int) -> Int {
            let angle = Double(position) * .pi / 4
            let x = (50 + 13.135 * sin(angle)) * 2, y = (50 - 13.135 * cos(angle)) * 2
            return Int(image[Int(x), Int(y)].r)
        }
        XCTAssertEqual(level(atClock: 2), 0, accuracy: 3)
        XCTAssertEqual(level(atClock: 0), 58, accuracy: 3)
        XCTAssertEqual(level(atClock: 6), 117, accuracy: 3)
        XCTAssertEqual(level(atClock: 3), 204, accuracy: 3)
        // Between the spokes (22.5° past twelve o'clock) there is nothing.
        let between = image[Int((50 + 13.135 * sin(Double.pi / 8)) * 2), Int((50 - 13.135 * cos(Double.pi / 8)) * 2)]
        XCTAssertEqual(between, Pixel(r: 255, g: 255, b: 255, a: 255))
    }
}
