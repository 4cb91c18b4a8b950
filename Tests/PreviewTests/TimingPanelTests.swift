import Foundation
import Geometry
@testable import Preview
import Raster
import XCTest

/// The timing bars: their geometry against values worked out by hand, and what they draw.
final class TimingPanelTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-timing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func session(_ source: String) throws -> PreviewSession {
        let path = folder.appendingPathComponent("Scenes/t.lua").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(scenePath: path)
        XCTAssertNil(session.reload())
        return session
    }

    private static let scene = """
        scene.size = {400, 300}
        scene.backgroundColor = "#000000"
        local box = CALayer{ name = "box", frame = {0, 0, 10, 10} }
        view.layer:addSublayer(box)
        -- 0.5 s a cycle, autoreversing, twice, from 1 s: active 1 to 3 s; backwards fill.
        box:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 0.5, repeatCount = 2, autoreverses = true,
                                  beginTime = CACurrentMediaTime() + 1, fillMode = "backwards" }, "blink")
        box:add(CABasicAnimation{ keyPath = "position.x", toValue = 50, duration = 4 }, "slide")
        """

    func testRowsPlaceBarsTicksAndFillsOnTheTimeline() throws {
        let records = try session(Self.scene).animationRecords
        // A 4 s timeline over x 100...300: 50 points a second.
        let rows = TimingRows(records: records, time: 2, span: 4, track: 100...300, capacity: 10)
        XCTAssertEqual(rows.playhead, 200)
        XCTAssertEqual(rows.hidden, 0)
        let blink = rows.rows[0]
        XCTAssertEqual(blink.title, "box.blink opacity")
        XCTAssertEqual(blink.active, 150...250, "1 s to 3 s")
        XCTAssertEqual(blink.fills, [100...150], "filled backwards from 0 to its begin")
        XCTAssertEqual(blink.cycleEnds, [200], "the first autoreversing cycle ends at 2 s (the second at its end)")
        XCTAssertEqual(blink.turns, [175, 225], "it turns back at 1.5 s and 2.5 s")
        XCTAssertTrue(blink.isRunning)
        XCTAssertEqual(rows.rows[1].active, 100...300)
        // Only the last row fits: the earlier one is counted.
        let one = TimingRows(records: records, time: 2, span: 4, track: 100...300, capacity: 1)
        XCTAssertEqual(one.rows.map(\.title), ["box.slide position.x"])
        XCTAssertEqual(one.hidden, 1)
    }

    func testThePanelDrawsOverTheSceneAndHiddenChangesNoPixel() throws {
        let session = try session(Self.scene)
        session.time = 2
        let plain = session.renderImage(scale: 1)
        session.showsTimingPanel = true
        let shown = session.renderImage(scale: 1)
        XCTAssertNotEqual(plain, shown)
        // The panel is two rows high (28) plus 20 at the bottom of the 300-point scene (y 252
        // to 300); its playhead at 2 s of the 4 s timeline is half way along the track
        // (x 158...392): x 275.
        // White at 0.9 over the panel (0.05 red at 0.86 over the black scene: 11):
        // 0.9 · 255 + 0.1 · 11 = 230.6.
        XCTAssertEqual(Int(shown[275, 285].r), 231, accuracy: 1, "the playhead")
        XCTAssertLessThan(Int(shown[277, 285].r), 100, "beside it the panel")
        XCTAssertEqual(shown[10, 100], plain[10, 100], "above the panel the scene shows as it is")
        session.showsTimingPanel = false
        XCTAssertEqual(session.renderImage(scale: 1), plain, "hidden, the panel changes no pixel")
    }
}
