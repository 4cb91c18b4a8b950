import Foundation
import Layers
import Preview
import Raster
import XCTest

/// A tree as deep as `Layer.maxTreeDepth` allows, with groups, masks and shadows at every
/// level, is presented, drawn on several threads and probed (everything that walks it recurses
/// on the machine stack, in the debug build the tests run in too).
final class DeepTreeTests: XCTestCase {
    func testATreeAtTheDepthLimitDrawsAndProbes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("deep.lua").path
        // The root view's layer, then 253 layers each with a mask every third: 255 levels, and
        // the last layer's mask the 256th.
        try """
            scene.size = {100, 100}
            scene.backgroundColor = "white"
            local parent = scene.root.layer
            for i = 1, 253 do
              local l = Layer{ frame = {0, 0, 100, 100}, opacity = 0.999, cornerRadius = 3, shadowOpacity = 0.1, shadowColor = "red" }
              if i % 3 == 0 or i == 253 then l.mask = Layer{ frame = {0, 0, 100, 100}, backgroundColor = "black" } end
              parent:addSublayer(l)
              parent = l
            end
            parent.name = "deepest"
            parent.backgroundColor = "red"
            parent:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 1 }, "fade")
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(scenePath: path, options: SessionOptions(renderThreads: 2))
        XCTAssertNil(session.reload())
        session.time = 0.5
        var frame = PixelBuffer(width: 100, height: 100)
        session.render(into: &frame, scale: 1, full: true)
        XCTAssertNil(session.error)
        // Red at 0.5 × 0.999^253 (0.388) over white, and the red shadows under it: red, with
        // green and blue at most 255 × (1 − 0.388).
        let centre = frame[50, 50]
        XCTAssertEqual(centre.r, 255)
        XCTAssertLessThanOrEqual(Double(centre.g), 255 * (1 - 0.5 * pow(0.999, 253)) + 1)
        XCTAssertEqual(centre.g, centre.b)
        XCTAssertTrue(session.probeJSON(layerNames: ["deepest"]).contains("\"opacity\": 0.5"))
    }
}
