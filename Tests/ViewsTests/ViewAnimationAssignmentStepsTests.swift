import Geometry
import Layers
import Views
import XCTest

private typealias Affine = Geometry.AffineTransform

/// Each assignment of a view's transform in a block animates by itself (WWDC 2017 session
/// 230, "decomposed additive animations"): twenty half turns spin the view ten times,
/// where one animation to their sum would not move it.
final class ViewAnimationAssignmentStepsTests: XCTestCase {
    private let scene = ViewAnimationScene()

    /// `square.transform = square.transform.concatenating(rotation)`, `count` times, each
    /// through `assigning` as a script's assignment is.
    private func turn(by rotation: Affine, times count: Int) {
        for _ in 0..<count {
            scene.context.assigning(to: scene.box.layer) { scene.box.transform = scene.box.transform.concatenating(rotation) }
        }
    }

    /// The on-screen angle of the box's transform in degrees, in (−180, 180].
    private func angle(at t: Double) -> Double {
        scene.clock.advance(to: t)
        let m = scene.shown.transform
        return atan2(m.m12, m.m11) * 180 / .pi
    }

    func testEachAssignmentOfATransformIsAStep() {
        let changes = scene.context.record { turn(by: Affine(rotationAngle: .pi), times: 20) }
        XCTAssertEqual(changes.map(\.keyPath), ["transform"])
        XCTAssertEqual(changes[0].steps.count, 20)
        // The steps lead from the old value to the new one, each from where the last ended.
        XCTAssertEqual(changes[0].steps.first?.before, .transform(.identity))
        XCTAssertEqual(changes[0].steps.last?.after, changes[0].after)
        for (a, b) in zip(changes[0].steps, changes[0].steps.dropFirst()) { XCTAssertEqual(a.after, b.before) }
        // Set once, or other properties set several times: one step.
        let once = scene.context.record {
            scene.context.assigning(to: scene.box.layer) { scene.box.transform = .identity }
            for x in [60.0, 70] { scene.context.assigning(to: scene.box.layer) { scene.box.center.x = x } }
        }
        XCTAssertEqual(once.map(\.keyPath), ["position", "transform"])
        XCTAssertEqual(once.map(\.steps.count), [1, 1])
        // Not through `assigning` (a Swift caller): the change as a whole.
        let whole = scene.context.record { scene.box.transform = Affine(rotationAngle: 1) }
        XCTAssertEqual(whole[0].steps, [ViewPropertyChange.Step(before: .transform(.identity),
                                                                after: .transform(Transform3D(affine: Affine(rotationAngle: 1))))])
    }

    func testQuarterTurnsBackToTheStartStillTurn() {
        // Four exact quarter turns (a = 0, b = 1) end exactly where they began: the model does
        // not change, yet the four steps animate. Linear 1 s: each adds a turn of −90° × (1 − t),
        // so at 0.5 s the box shows 4 × −45° = −180°; at 0.25 s 4 × −67.5° = −270°, which is +90°.
        let quarter = Affine(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        scene.context.animate(ViewAnimationParameters(duration: 1, curve: .linear)) { turn(by: quarter, times: 4) }
        XCTAssertEqual(scene.box.transform, .identity)
        XCTAssertEqual(angle(at: 0.25), 90, accuracy: 1e-9)
        XCTAssertEqual(abs(angle(at: 0.5)), 180, accuracy: 1e-9)
        XCTAssertEqual(angle(at: 1.5), 0, accuracy: 1e-9)
    }

    func testTwentyHalfTurnsInAPropertyAnimatorSpinTenTimes() throws {
        // The seed's square, on a linear 1 s animator. Each half turn adds −180° × (1 − F):
        // at F = 0.025, 20 × −175.5° = −3510°, which is +90°; at F = 0.0125, −3555° = +45°.
        let context = scene.context
        let animator = PropertyAnimator(duration: 1, timingParameters: .cubic(.linear), host: scene.host) { block in
            try context.recordForAnimator(duration: 1, block)
        }
        try animator.addAnimations { self.turn(by: Affine(rotationAngle: .pi), times: 20) }
        try animator.startAnimation()
        XCTAssertEqual(angle(at: 0.025), 90, accuracy: 1e-9)
        try animator.pauseAnimation()
        try animator.setFractionComplete(0.0125)
        XCTAssertEqual(angle(at: 0.03), 45, accuracy: 1e-9)
        // Stopped and finished at the start: the model goes back to before the first turn.
        try animator.stopAnimation(withoutFinishing: false)
        try animator.finishAnimation(at: .start)
        XCTAssertEqual(scene.box.transform, .identity)
        XCTAssertTrue(scene.box.layer.attachedAnimations.isEmpty)
    }
}
