import Foundation
import Geometry
@testable import Preview
import Raster
import XCTest

/// The timing bars: their geometry against values worked out by hand, what they draw, UIKit
/// calls and their animations, scrolling, and what the pointer does on them.
final class TimingPanelTests: XCTestCase {
    private var scenes: ScratchScenes!

    override func setUpWithError() throws { scenes = try ScratchScenes() }
    override func tearDown() { scenes.remove() }

    private func session(_ source: String) throws -> PreviewSession { try scenes.session(source) }

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

    // MARK: UIKit calls, scrolling and the pointer

    /// A block on line 5 moving and fading the card (two animations), then a layer animation.
    private static let blockScene = """
        scene.size = {400, 300}
        scene.backgroundColor = "#000000"
        local card = UIView{ name = "card", frame = {0, 0, 50, 50}, backgroundColor = "#FF0000" }
        view:addSubview(card)
        UIView.animate(1, function() card.center = {200, 100}; card.alpha = 0.5 end)
        card.layer:add(CABasicAnimation{ keyPath = "cornerRadius", toValue = 10, duration = 2 }, "round")
        """

    func testABlocksAnimationsSitUnderItsRow() throws {
        let records = try session(Self.blockScene).animationRecords
        XCTAssertEqual(records.map { $0.block?.title }, ["UIView.animate", "UIView.animate", nil])
        XCTAssertTrue(records[0].block?.origin?.hasSuffix("t.lua:5") ?? false)
        let rows = TimingRows(records: records, time: 0, span: 2, track: 100...300, capacity: 10)
        // UIKit's blocks add each property under its own key path (the order is the layer's
        // property table's: opacity before position).
        XCTAssertEqual(rows.rows.map(\.title), ["UIView.animate t.lua:5", "card.opacity", "card.position", "card.round cornerRadius"])
        XCTAssertEqual(rows.rows.map(\.depth), [0, 1, 1, 0])
        XCTAssertEqual(rows.rows.map(\.record), [nil, 0, 1, 2])
        // The block's row spans its animations: 0 to 1 s of 2, x 100 to 200.
        XCTAssertEqual(rows.rows[0].active, 100...200)
        XCTAssertFalse(rows.isCollapsed)
    }

    func testWhenRowsDoNotFitCallsCollapseAndTheWheelScrollsBack() throws {
        let records = try session(Self.blockScene).animationRecords
        let collapsed = TimingRows(records: records, time: 0, span: 2, track: 100...300, capacity: 3)
        XCTAssertTrue(collapsed.isCollapsed)
        XCTAssertEqual(collapsed.rows.map(\.title), ["UIView.animate t.lua:5 (2)", "card.round cornerRadius"])
        let one = TimingRows(records: records, time: 0, span: 2, track: 100...300, capacity: 1)
        XCTAssertEqual(one.rows.map(\.title), ["card.round cornerRadius"])
        XCTAssertEqual(one.hidden, 1)
        let back = TimingRows(records: records, time: 0, span: 2, track: 100...300, capacity: 1, scroll: 1)
        XCTAssertEqual(back.rows.map(\.title), ["UIView.animate t.lua:5 (2)"])
        XCTAssertEqual(back.hiddenBelow, 1)
        XCTAssertEqual(TimingRows(records: records, time: 0, span: 2, track: 100...300, capacity: 1, scroll: 99).hiddenBelow, 1,
                       "scrolling stops at the first row")
    }

    func testThousandsOfAnimationsAndEndlessOnesDrawWithoutTrouble() throws {
        let session = try session("""
            scene.size = {300, 200}
            local box = CALayer{ name = "box", frame = {0, 0, 10, 10} }
            view.layer:addSublayer(box)
            for i = 1, 3000 do
                box:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = (i % 3) * 0.5,
                                          repeatCount = i % 2 == 0 and math.huge or 1 }, "a" .. i)
            end
            """)
        session.showsTimingPanel = true
        session.time = 1
        let image = session.renderImage(scale: 1)
        XCTAssertEqual(image.width, 300)
        let rows = TimingRows(records: session.animationRecords, time: 1, span: 2, track: 100...290, capacity: 5)
        XCTAssertEqual(rows.rows.count, 5)
        XCTAssertEqual(rows.hidden, 2995)
        XCTAssertTrue(rows.rows.allSatisfy { $0.cycleEnds.count <= TimingRows.maximumTicks })
    }

    func testAClickOnARowSelectsItsAnimationAndLayer() throws {
        let session = try session(Self.blockScene)
        session.showsTimingPanel = true
        session.time = 0.5
        _ = session.renderImage(scale: 1)
        // Four rows: the panel is 4·14 + 20 = 76 high at the bottom of 300 (y 224); rows from
        // y 240, each 14: the third (card.position, record 1) spans y 268...282.
        XCTAssertTrue(session.selectInPanels(at: Point(x: 20, y: 275)))
        XCTAssertEqual(session.selectedAnimation, 1)
        XCTAssertEqual(session.selectedLayer?.steps, [0], "the card's layer")
        XCTAssertEqual(session.shownAnimation?.keyPath, "position")
        XCTAssertTrue(session.selectInPanels(at: Point(x: 20, y: 245)), "the block's own row is on the panel")
        XCTAssertEqual(session.selectedAnimation, 1, "and selects nothing new")
        XCTAssertFalse(session.selectInPanels(at: Point(x: 20, y: 100)), "above the panel the scene takes clicks")
    }

    func testHoveringARowShowsItsNumbers() throws {
        let session = try session(Self.blockScene)
        session.showsTimingPanel = true
        session.time = 0.5
        let before = session.renderImage(scale: 1)
        session.timingPanel.hover(at: Point(x: 20, y: 289))
        let hovered = session.renderImage(scale: 1)
        XCTAssertNotEqual(before, hovered, "a tooltip appears")
        // The fourth row (card.round, y 282...296) is under the pointer. Its tooltip has three
        // lines (title, kind, timing): 3·12 + 6 = 42 high, 8 above the pointer (y 239) and 12
        // right of it (x 32). Its background (0.16, 0.17, 0.21) at 0.97 over the panel's
        // (0.09 blue at 0.86 over black): blue 0.97·0.21 + 0.03·0.0774 = 0.206, 52.6.
        XCTAssertEqual(Int(hovered[35, 242].b), 53, accuracy: 2, "inside its rounded corner, left of its text")
        XCTAssertEqual(Int(hovered[33, 237].b), Int(before[33, 237].b), "above it the panel is as it was")
        session.timingPanel.hover(at: nil)
        XCTAssertEqual(session.renderImage(scale: 1), before, "leaving takes it away")
        XCTAssertEqual(TimingPanel.wrap("begin 1 s · 2 s · fill both · kept", width: 12), ["begin 1 s", "2 s", "fill both", "kept"])
    }
}
