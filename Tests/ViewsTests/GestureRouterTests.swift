import Geometry
import Layers
import Views
import XCTest

/// Gestures driven by recorded pointer events, against values worked out by hand.
final class GestureRouterTests: XCTestCase {
    private let router = GestureRouter()
    private let root = View()
    private var log: [String] = []

    override func setUp() {
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
    }

    private func send(_ kind: InputEvent.Kind, _ x: Double, _ y: Double, at t: Double) {
        let failures = router.handle(InputEvent(time: t, kind: kind, location: Point(x: x, y: y)), root: root) { $0 }
        XCTAssertTrue(failures.isEmpty, "\(failures.map(\.error))")
    }

    private func tap(named name: String, on view: View) -> TapGestureRecognizer {
        let tap = TapGestureRecognizer { [unowned self] g in self.log.append("\(name) \(g.state.rawValue)") }
        view.addGestureRecognizer(tap)
        return tap
    }

    func testATapOnAViewRunsItsActionOnceOnRelease() {
        let card = View()
        card.frame = Rect(x: 100, y: 100, width: 50, height: 50)
        root.addSubview(card)
        let recognizer = tap(named: "card", on: card)
        send(.down, 120, 120, at: 1)
        XCTAssertEqual(log, [])
        send(.move, 125, 124, at: 1.02)   // 6.4 points: still a tap
        send(.up, 125, 124, at: 1.05)
        XCTAssertEqual(log, ["card ended"])
        // In the card's coordinates the release point is (125 − 100, 124 − 100).
        XCTAssertEqual(recognizer.location(in: card), Point(x: 25, y: 24))
        XCTAssertEqual(recognizer.location(in: nil), Point(x: 125, y: 124))
    }

    func testAPressThatWandersTenPointsIsNoTap() {
        _ = tap(named: "root", on: root)
        send(.down, 10, 10, at: 0)
        send(.move, 16, 18, at: 0.1)     // exactly 10 points away
        send(.up, 10, 10, at: 0.2)
        XCTAssertEqual(log, [])
    }

    func testATapGoesToTheNearestViewWithOneAndPassesThroughLabels() {
        let panel = View(), label = Label()
        panel.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        label.frame = Rect(x: 10, y: 10, width: 100, height: 30)
        root.addSubview(panel)
        panel.addSubview(label)
        _ = tap(named: "root", on: root)
        _ = tap(named: "panel", on: panel)
        // The label does not take the pointer (as UILabel), so the panel is hit.
        send(.down, 20, 20, at: 0)
        send(.up, 20, 20, at: 0)
        XCTAssertEqual(log, ["panel ended"])
    }

    func testHitTestingUsesWhatIsOnScreenAndSkipsHiddenAndOutsideViews() {
        let card = View()
        card.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        root.addSubview(card)
        _ = tap(named: "card", on: card)
        _ = tap(named: "root", on: root)
        // On screen the card is 200 points to the right of its model position.
        let moved: (Layer) -> Layer = { layer in
            guard layer === card.layer else { return layer }
            let look = layer.makeCopy()
            look.position.x += 200
            return look
        }
        for (x, expected) in [(25.0, "root ended"), (225.0, "card ended")] {
            _ = router.handle(InputEvent(time: 0, kind: .down, location: Point(x: x, y: 25)), root: root, presentation: moved)
            _ = router.handle(InputEvent(time: 0, kind: .up, location: Point(x: x, y: 25)), root: root, presentation: moved)
            XCTAssertEqual(log.popLast(), expected)
        }
        card.isHidden = true
        send(.down, 25, 25, at: 1)
        send(.up, 25, 25, at: 1)
        XCTAssertEqual(log.popLast(), "root ended")
        // A subview sticking out of its superview cannot be hit outside the superview.
        card.isHidden = false
        card.frame = Rect(x: 380, y: 0, width: 50, height: 50)
        send(.down, 410, 10, at: 2)
        send(.up, 410, 10, at: 2)
        XCTAssertEqual(log, [])
    }

    func testAPanBeginsAfterTenPointsAndMeasuresFromThePress() {
        var seen: [(String, Point, Point)] = []
        let pan = PanGestureRecognizer { g in
            let pan = g as! PanGestureRecognizer
            seen.append((g.state.rawValue, pan.translation(in: nil), pan.velocity(in: nil)))
        }
        root.addGestureRecognizer(pan)
        send(.down, 100, 100, at: 1)
        send(.move, 105, 100, at: 1 + 1.0 / 60)
        XCTAssertTrue(seen.isEmpty)
        // A steady drag at 300 points/s: 5 points per frame at 60 Hz.
        for i in 2...12 { send(.move, 100 + 5 * Double(i), 100, at: 1 + Double(i) / 60) }
        send(.up, 160, 100, at: 1 + 12.0 / 60)
        XCTAssertEqual(seen.map(\.0), ["began"] + Array(repeating: "changed", count: 10) + ["ended"])
        // Began at the move to x = 110: translation 10, measured from the press at 100.
        XCTAssertEqual(seen[0].1, Point(x: 10, y: 0))
        XCTAssertEqual(seen.last!.1, Point(x: 60, y: 0))
        XCTAssertEqual(seen.last!.2.x, 300, accuracy: 1e-6)
        XCTAssertEqual(seen.last!.2.y, 0, accuracy: 1e-6)
    }

    func testAPointerHeldStillBeforeReleaseHasNoVelocity() {
        var velocity = Point(x: -1, y: -1)
        let pan = PanGestureRecognizer { g in velocity = (g as! PanGestureRecognizer).velocity(in: nil) }
        root.addGestureRecognizer(pan)
        send(.down, 0, 0, at: 0)
        send(.move, 50, 0, at: 0.1)
        send(.up, 50, 0, at: 0.5)   // still for 0.4 s, longer than the 0.1 s window
        XCTAssertEqual(pan.state, .ended)
        XCTAssertEqual(velocity, .zero)
    }

    func testTranslationInARotatedViewAndSetTranslation() {
        let wheel = View()
        wheel.frame = Rect(x: 100, y: 100, width: 100, height: 100)
        wheel.transform = AffineTransform(rotationAngle: .pi / 2)
        root.addSubview(wheel)
        let pan = PanGestureRecognizer()
        wheel.addGestureRecognizer(pan)
        send(.down, 150, 150, at: 0)
        send(.move, 170, 150, at: 0.1)
        // A scene vector (X, Y) in a view turned by θ is (X·cos θ + Y·sin θ, −X·sin θ + Y·cos θ);
        // with θ = π/2, a move of (20, 0) is (0, −20) in the view.
        let t = pan.translation(in: wheel)
        XCTAssertEqual(t.x, 0, accuracy: 1e-9)
        XCTAssertEqual(t.y, -20, accuracy: 1e-9)
        pan.setTranslation(.zero, in: wheel)
        send(.move, 180, 150, at: 0.2)
        XCTAssertEqual(pan.translation(in: nil).x, 10, accuracy: 1e-9)
        XCTAssertEqual(pan.translation(in: wheel).y, -10, accuracy: 1e-9)
    }

    func testAnErrorInAnActionCancelsThePan() {
        struct Boom: Error {}
        var states: [GestureState] = []
        let pan = PanGestureRecognizer { g in
            states.append(g.state)
            if g.state == .changed { throw Boom() }
        }
        root.addGestureRecognizer(pan)
        _ = router.handle(InputEvent(time: 0, kind: .down, location: .zero), root: root) { $0 }
        _ = router.handle(InputEvent(time: 0.1, kind: .move, location: Point(x: 20, y: 0)), root: root) { $0 }
        let failures = router.handle(InputEvent(time: 0.2, kind: .move, location: Point(x: 30, y: 0)), root: root) { $0 }
        XCTAssertEqual(failures.map(\.source), ["UIPanGestureRecognizer"])
        _ = router.handle(InputEvent(time: 0.3, kind: .move, location: Point(x: 40, y: 0)), root: root) { $0 }
        _ = router.handle(InputEvent(time: 0.4, kind: .up, location: Point(x: 40, y: 0)), root: root) { $0 }
        XCTAssertEqual(states, [.began, .changed, .cancelled])
    }

    func testAButtonHighlightsWhilePressedAndTapsOnReleaseInside() {
        let button = Button()
        button.frame = Rect(x: 100, y: 100, width: 80, height: 40)
        root.addSubview(button)
        _ = tap(named: "root", on: root)
        var taps = 0
        button.onTap = { _ in taps += 1 }
        send(.down, 110, 110, at: 0)
        XCTAssertTrue(button.isHighlighted)
        send(.up, 112, 110, at: 0.1)
        XCTAssertFalse(button.isHighlighted)
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(log, [], "the button's press wins over the tap on its superview")
        // Released far outside (more than 70 points beyond the bounds): no tap.
        send(.down, 110, 110, at: 1)
        send(.move, 110, 300, at: 1.1)
        XCTAssertFalse(button.isHighlighted)
        send(.up, 110, 300, at: 1.2)
        XCTAssertEqual(taps, 1)
    }

    // MARK: Long press (UIKit's defaults: held 0.5 s, within 10 points)

    private func longPress(named name: String, on view: View) -> LongPressGestureRecognizer {
        let press = LongPressGestureRecognizer { [unowned self] g in self.log.append("\(name) \(g.state.rawValue)") }
        view.addGestureRecognizer(press)
        return press
    }

    /// What the router asked `onHold` for, and a hold delivered at `t`.
    private var holds: [Double] = []

    private func hold(at t: Double) {
        let failures = router.holdElapsed(at: t)
        XCTAssertTrue(failures.isEmpty, "\(failures.map(\.error))")
    }

    func testALongPressBeginsWhenHeldHalfASecondChangesAsItMovesAndEndsOnRelease() {
        router.onHold = { [unowned self] t in self.holds.append(t) }
        let card = View()
        card.frame = Rect(x: 100, y: 100, width: 50, height: 50)
        root.addSubview(card)
        let press = longPress(named: "card", on: card)
        send(.down, 120, 120, at: 1)
        XCTAssertEqual(holds, [1.5], "down at 1 s, held 0.5 s")
        send(.move, 124, 123, at: 1.2)   // 5 points: still may
        XCTAssertEqual(log, [])
        hold(at: 1.5)
        XCTAssertEqual(log, ["card began"])
        XCTAssertEqual(press.location(in: card), Point(x: 24, y: 23))
        send(.move, 200, 220, at: 1.7)   // once begun, it follows the pointer anywhere
        send(.up, 200, 220, at: 1.9)
        XCTAssertEqual(log, ["card began", "card changed", "card ended"])
        XCTAssertEqual(press.location(in: nil), Point(x: 200, y: 220))
    }

    func testAPressThatWandersTenPointsOrEndsEarlyIsNoLongPress() {
        router.onHold = { [unowned self] t in self.holds.append(t) }
        let press = longPress(named: "root", on: root)
        press.minimumPressDuration = 0.25
        send(.down, 10, 10, at: 0)
        send(.move, 16, 18, at: 0.1)     // exactly 10 points away
        hold(at: 0.25)
        send(.up, 16, 18, at: 0.3)
        send(.down, 50, 50, at: 1)
        send(.up, 50, 50, at: 1.2)       // released before 1.25
        hold(at: 1.25)
        // The first press's hold comes during a later press: too soon for it.
        send(.down, 50, 50, at: 2)
        hold(at: 1.25)
        XCTAssertEqual(log, [])
        XCTAssertEqual(press.state, .possible)
        XCTAssertEqual(holds, [0.25, 1.25, 2.25])
        hold(at: 2.25)
        XCTAssertEqual(log, ["root began"])
    }

    func testALongPressAndATapShareAViewOneGestureAtATime() {
        let card = View()
        card.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(card)
        _ = tap(named: "tap", on: card)
        _ = longPress(named: "long", on: card)
        send(.down, 20, 20, at: 0)
        send(.up, 20, 20, at: 0.2)       // a short press is a tap
        hold(at: 0.5)
        send(.down, 20, 20, at: 1)
        hold(at: 1.5)                    // held: the long press begins, the tap fails
        send(.up, 20, 20, at: 1.6)
        XCTAssertEqual(log, ["tap ended", "long began", "long ended"])
    }

    func testALongPressAndAPanShareAViewOneGestureAtATime() {
        let card = View()
        card.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(card)
        _ = longPress(named: "long", on: card)
        let pan = PanGestureRecognizer { [unowned self] g in self.log.append("pan \(g.state.rawValue)") }
        card.addGestureRecognizer(pan)
        send(.down, 20, 20, at: 0)
        send(.move, 32, 20, at: 0.2)     // 12 points: the pan begins, the long press fails
        hold(at: 0.5)
        send(.up, 32, 20, at: 0.6)
        send(.down, 20, 20, at: 1)
        hold(at: 1.5)                    // held still: the long press begins, the pan fails
        send(.move, 60, 20, at: 1.7)
        send(.up, 60, 20, at: 1.8)
        XCTAssertEqual(log, ["pan began", "pan ended", "long began", "long changed", "long ended"])
    }
}
