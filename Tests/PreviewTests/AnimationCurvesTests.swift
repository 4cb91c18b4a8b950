import Animation
import Foundation
import Geometry
import Layers
@testable import Preview
import XCTest

/// The curve graphs' samples against the maths written out: linear and eased values, each
/// component of a point, a spring's published figures.
final class AnimationCurvesTests: XCTestCase {
    private var scenes: ScratchScenes!

    override func setUpWithError() throws { scenes = try ScratchScenes() }
    override func tearDown() { scenes.remove() }

    private func session(_ source: String) throws -> PreviewSession { try scenes.session(source) }

    private func curves(_ session: PreviewSession, _ index: Int) throws -> AnimationCurves {
        let record = try XCTUnwrap(session.animationRecords.first { $0.index == index })
        let subject = try XCTUnwrap(session.animationSubject(ofRecord: index))
        return AnimationCurves(record: record, animation: subject.animation, layer: subject.layer, now: session.time)
    }

    func testALinearFadeIsAStraightLineOverItsActiveTime() throws {
        let session = try session("""
            local box = CALayer{ name = "box", frame = {0, 0, 10, 10} }
            view.layer:addSublayer(box)
            box:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 2,
                                      beginTime = CACurrentMediaTime() + 1, timingFunction = "linear" }, "fade")
            """)
        let curves = try curves(session, 0)
        XCTAssertEqual(curves.span, 1...3)
        XCTAssertEqual(curves.values.map(\.name), ["opacity"])
        let points = try XCTUnwrap(curves.values.first?.points)
        XCTAssertEqual(points.count, AnimationCurves.samples + 1)
        // At 1 + 2k/120 s the value is k/120.
        for (k, p) in points.enumerated() where k < AnimationCurves.samples {
            XCTAssertEqual(p.x, 1 + 2 * Double(k) / 120, accuracy: 1e-9)
            XCTAssertEqual(p.y, Double(k) / 120, accuracy: 1e-9)
        }
        XCTAssertEqual(points.last?.y, 1, "filled to its end value")
        XCTAssertEqual(curves.easing?.first, Point(x: 0, y: 0))
        XCTAssertNil(curves.spring)
    }

    func testAnEaseInMovesEachComponentOfAPoint() throws {
        let session = try session("""
            local box = CALayer{ name = "box", frame = {0, 0, 10, 10} }
            view.layer:addSublayer(box)
            box:add(CABasicAnimation{ keyPath = "position", fromValue = {0, 100}, toValue = {200, 0}, duration = 1,
                                      timingFunction = "easeIn" }, "move")
            """)
        let curves = try curves(session, 0)
        XCTAssertEqual(curves.values.map(\.name), ["position.x", "position.y"])
        // easeIn is the cubic Bézier (0.42, 0, 1, 1): at x = 0.5 the parameter s solves
        // 3(1−s)²s·0.42 + 3(1−s)s² + s³ = 0.5, s ≈ 0.6416, so y = 3(1−s)s² + s³ ≈ 0.3153.
        let half = AnimationCurves.samples / 2
        let x = try XCTUnwrap(curves.values.first?.points[half])
        let y = try XCTUnwrap(curves.values.last?.points[half])
        XCTAssertEqual(x.y, 200 * 0.3153, accuracy: 0.1)
        XCTAssertEqual(y.y, 100 - 100 * 0.3153, accuracy: 0.05)
        let easing = try XCTUnwrap(curves.easing)
        XCTAssertEqual(easing[half].y, 0.3153, accuracy: 5e-4)
    }

    func testASpringsFiguresAreThePublishedOnes() throws {
        // m 1, k 100, c 10: ω₀ = 10, ζ = c / 2√(km) = 0.5, response 2π/ω₀ = 0.6283 s, and from
        // rest the first swing passes the target by e^(−ζπ/√(1−ζ²)) = e^(−1.8138) = 16.30 %.
        let facts = AnimationCurves.facts(of: Spring(mass: 1, stiffness: 100, damping: 10))
        XCTAssertEqual(facts.dampingRatio, 0.5, accuracy: 1e-12)
        XCTAssertEqual(facts.response, 2 * Double.pi / 10, accuracy: 1e-12)
        XCTAssertEqual(facts.overshootPercent, 100 * exp(-0.5 * Double.pi / (0.75).squareRoot()), accuracy: 1e-6)
        XCTAssertEqual(facts.displacement.first, Point(x: 0, y: 1))
        XCTAssertEqual(facts.velocity.first?.y, 0)
        // Critically damped from rest: no overshoot.
        XCTAssertEqual(AnimationCurves.facts(of: Spring(mass: 1, stiffness: 100, damping: 20)).overshootPercent, 0)
        // ζ = 0.2: e^(−0.2π/√0.96) = 52.66 %.
        XCTAssertEqual(AnimationCurves.facts(of: Spring(mass: 1, stiffness: 100, damping: 4)).overshootPercent,
                       100 * exp(-0.2 * Double.pi / (0.96).squareRoot()), accuracy: 1e-6)
    }

    func testAnEndlessAnimationGraphsTwoCyclesAndAZeroDurationOneStillGraphs() throws {
        let session = try session("""
            local box = CALayer{ name = "box", frame = {0, 0, 10, 10} }
            view.layer:addSublayer(box)
            box:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 0.5,
                                      repeatCount = math.huge, autoreverses = true }, "pulse")
            box:add(CABasicAnimation{ keyPath = "cornerRadius", toValue = 5, duration = 0 }, "snap")
            """)
        // A cycle there and back is 1 s; two of them.
        XCTAssertEqual(try curves(session, 0).span, 0...2)
        // A duration of 0 takes the transaction's 0.25 s.
        XCTAssertEqual(try curves(session, 1).span, 0...0.25)
    }
}
