import Foundation
import Media
import Raster
import XCTest

/// `render --overlay` and `bench --overlay` with the debug overlays.
final class OverlayCommandTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    /// White, a still blue square, and a purple one sliding from x 10 to 90 over the first
    /// second (1.33 points a 60 Hz frame).
    private let scene = """
        scene.size = {160, 120}
        scene.backgroundColor = "#ffffff"
        view.layer:addSublayer(CALayer{ frame = {10, 40, 40, 30}, backgroundColor = "#3366cc" })
        local slider = CALayer{ frame = {90, 80, 20, 20}, backgroundColor = "#663399" }
        view.layer:addSublayer(slider)
        slider:add(CABasicAnimation{ keyPath = "position.x", fromValue = 20, toValue = 100, duration = 1 }, "slide")

        """

    /// At 0.5 s the slider is at x 50...70, a frame earlier 1.33 points to the left: only there
    /// is the frame repainted, so only there is it yellow (at 0.5 over white: (255, 255, 127.5)).
    func testRenderRedrawShowsWhatTheFrameRepaintedAfterTheOneBefore() throws {
        let path = try folder.write(scene, to: "slide.lua")
        let result = try KinemaProcess.run(["render", path, "--time", "0.5", "--overlay", "redraw", "-o", "redraw.png"],
                                           in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        let image = try PNGFile.read(path: folder.url.appendingPathComponent("redraw.png").path)
        let beside = image[48, 90]
        XCTAssertEqual([beside.r, beside.g], [255, 255])
        XCTAssertEqual(Int(beside.b), 128, accuracy: 1)
        XCTAssertEqual(image[20, 100], Pixel(r: 255, g: 255, b: 255, a: 255), "not repainted")
        XCTAssertEqual(image[30, 55], Pixel(r: 51, g: 102, b: 204, a: 255), "the still square, not repainted")
    }

    func testBenchTimesFramesWithAnOverlay() throws {
        let path = try folder.write(scene, to: "slide.lua")
        for overlay in ["blended", "offscreen", "redraw", "misses"] {
            let result = try KinemaProcess.run(["bench", path, "--frames", "10", "--overlay", overlay], in: folder.url)
            XCTAssertEqual(result.status, 0, result.errors)
            XCTAssertTrue(result.output.contains("\"median_ms\""), result.output)
        }
        let unknown = try KinemaProcess.run(["bench", path, "--overlay", "frameTime"], in: folder.url)
        XCTAssertEqual(unknown.status, 2, "the frame-time graph is the window's alone")
    }
}
