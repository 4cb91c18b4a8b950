import Foundation
import Media
import Raster
import XCTest

/// Swift scenes through the `kinema` program: `translate` prints the Lua line for line,
/// `render` and `probe` run them, and errors read `File.swift:LINE:COL: message`.
final class SwiftSceneCommandTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    private let scene = """
        import UIKit
        import PlaygroundSupport

        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        stage.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        let half = 7 / 2
        print("half is \\(half)")
        PlaygroundPage.current.liveView = stage
        """

    func testTranslateKeepsTheSwiftLines() throws {
        let path = try folder.write(scene, to: "Stage.swift")
        let result = try KinemaProcess.run(["translate", path], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.output.components(separatedBy: "\n")
        XCTAssertTrue(lines[3].hasPrefix("local stage = "), lines[3])
        XCTAssertEqual(lines[5], "local half = __s.idiv(7, 2)")
        XCTAssertEqual(lines[7], "scene.liveView = stage")
    }

    func testRenderAndProbeRunASwiftScene() throws {
        let path = try folder.write(scene, to: "Stage.swift")
        var result = try KinemaProcess.run(["render", path, "--time", "0", "-o", "stage.png"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "half is 3\n")
        let image = try PNGFile.read(path: folder.url.appendingPathComponent("stage.png").path)
        XCTAssertEqual([image.width, image.height], [40, 30], "the live view's frame sizes the scene")
        // (0.2, 0.4, 0.8) · 255 = (51, 102, 204).
        XCTAssertEqual(image[20, 15], Pixel(r: 51, g: 102, b: 204, a: 255))
        result = try KinemaProcess.run(["probe", path, "--time", "0", "--layer", "stage"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("\"name\": \"stage\""), result.output)
    }

    func testErrorsNameTheSwiftLineAndColumn() throws {
        let path = try folder.write("import UIKit\nlet x = 1\nfunc load() async {}\n", to: "Broken.swift")
        let result = try KinemaProcess.run(["check", path], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors.trimmingCharacters(in: .whitespacesAndNewlines),
                       "\(path):3:13: 'async' functions are not supported in Kinema scenes")
    }
}
