import Foundation
import Geometry
import GoldenTesting
@testable import Preview
import Raster
import XCTest

/// Goldens of the views that explain a scene, on one small scene at one instant: a block
/// moving a card, a spring and a repeating fade. Text is DejaVu Sans Mono through SDL_ttf;
/// the tolerance allows its antialiasing to differ by a step.
final class ViewGoldenTests: XCTestCase {
    private var scenes: ScratchScenes!

    override func setUpWithError() throws { scenes = try ScratchScenes() }
    override func tearDown() { scenes.remove() }

    private func session() throws -> PreviewSession {
        let session = try scenes.session("""
            scene.size = {320, 240}
            scene.backgroundColor = "#20242C"
            local card = UIView{ name = "card", frame = {20, 20, 80, 60}, backgroundColor = "#0A84FF" }
            card.layer.cornerRadius = 10
            view:addSubview(card)
            UIView.animate(1, function() card.center = {220, 60} end)
            local dot = CALayer{ name = "dot", frame = {40, 120, 40, 40}, backgroundColor = "#FF9F0A", cornerRadius = 20 }
            view.layer:addSublayer(dot)
            local drop = CASpringAnimation{ keyPath = "position.y", fromValue = 100, toValue = 140, damping = 8 }
            drop.duration = drop.settlingDuration
            dot:add(drop, "drop")
            dot:add(CABasicAnimation{ keyPath = "opacity", fromValue = 1, toValue = 0.3, duration = 0.4,
                                      repeatCount = 3, autoreverses = true, beginTime = CACurrentMediaTime() + 0.2 }, "blink")
            """, named: "views.lua")
        session.time = 0.6
        return session
    }

    func testTimingBars() throws {
        let session = try session()
        session.showsTimingPanel = true
        assertGolden(session.renderImage(scale: 2), named: "view-timing", tolerance: 3, maxDifferingPixels: 60)
    }

    func testCurveGraphsOfASpring() throws {
        let session = try session()
        session.showsCurves = true
        XCTAssertTrue(session.selectLayer(named: "dot"))
        session.selectAnimation(1)
        XCTAssertEqual(session.shownAnimation?.kind, "spring")
        assertGolden(session.renderImage(scale: 2), named: "view-curves", tolerance: 3, maxDifferingPixels: 60)
    }

    func testInspectorWithTheCardSelectedMidFlight() throws {
        let session = try session()
        session.showsInspector = true
        XCTAssertTrue(session.selectLayer(named: "card"))
        assertGolden(session.renderImage(scale: 2), named: "view-inspector", tolerance: 3, maxDifferingPixels: 60)
    }
}
