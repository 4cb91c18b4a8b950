import Animation
import Geometry
import Layers
import Views
import XCTest

/// UIScrollView driven by recorded drags on the scene clock, against UIKit's formulas worked out by hand.
final class ScrollViewTests: XCTestCase {
    private let clock = ViewAnimationTestClock()
    private let router = GestureRouter()
    private let root = View()
    private let scroll = ScrollView()
    private let delegate = DelegateLog()

    override func setUp() {
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        scroll.frame = root.bounds
        scroll.contentSize = Size(width: 320, height: 10_000)
        scroll.host = clock.host
        scroll.delegate = delegate
        scroll.layer.contentsScale = 2
        root.addSubview(scroll)
    }

    private func send(_ kind: InputEvent.Kind, _ x: Double, _ y: Double, at t: Double) {
        clock.advance(to: t)
        let failures = router.handle(InputEvent(time: t, kind: kind, location: Point(x: x, y: y)), root: root) { $0 }
        XCTAssertTrue(failures.isEmpty)
    }

    /// A drag from (x, y0) to (x, y1) over `duration`, a move every 60th of a second, then a
    /// release after `hold` seconds without moving.
    private func drag(x: Double = 160, from y0: Double, to y1: Double, at start: Double, duration: Double, hold: Double = 0) {
        send(.down, x, y0, at: start)
        let steps = Int((duration * 60).rounded())
        for i in 1...steps {
            send(.move, x, y0 + (y1 - y0) * Double(i) / Double(steps), at: start + duration * Double(i) / Double(steps))
        }
        send(.up, x, y1, at: start + duration + hold)
    }

    func testAFlickComesToRestAtTheProjectedOffset() {
        // The pointer moves up 100 points in the last 0.1 s: the content moves at +1000 points a
        // second at the release, so it rests 1000 · 0.998 / (1000 · 0.002) = 499 points further on.
        drag(from: 400, to: 200, at: 0, duration: 0.2)
        let released = scroll.contentOffset.y
        XCTAssertEqual(released, 200, accuracy: 1e-9, "the content followed the pointer")
        XCTAssertEqual(delegate.willEndVelocity?.y ?? 0, 1.0, accuracy: 1e-6, "points per millisecond")
        XCTAssertEqual(delegate.proposedTarget?.y ?? 0, released + 499, accuracy: 1e-6)
        XCTAssertTrue(scroll.isDecelerating)
        clock.advance(to: 10)
        XCTAssertEqual(scroll.contentOffset.y, released + 499, accuracy: 0.5)
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertEqual(delegate.events.first, "willBeginDragging")
        XCTAssertEqual(delegate.events.filter { !$0.hasPrefix("didScroll") }.suffix(3),
                       ["willEndDragging", "didEndDragging true", "didEndDecelerating"])
        // Half way through the deceleration's own time the offset is on the formula's curve:
        // after 0.5 s, 499 · (1 − 0.998⁵⁰⁰) = 499 · (1 − 0.36751) = 315.61 points on.
        XCTAssertTrue(delegate.offsets.contains { abs($0.time - 0.7) < 1e-9 && abs($0.y - (released + 315.61)) < 0.05 })
    }

    func testAnInsetAddedAsTheDragEndsHoldsTheContent() {
        // A pull to refresh: the delegate keeps its 110-point view in sight with an inset as
        // the drag ends; the content comes back to −110, not 0, and shrinking the inset again
        // moves it back to the top.
        delegate.onWillEnd = { scroll in scroll.contentInset = EdgeInsets(top: 110) }
        drag(from: 100, to: 400, at: 0, duration: 0.5, hold: 0.2)
        clock.advance(to: 3)
        XCTAssertEqual(scroll.contentOffset.y, -110)
        scroll.contentInset = .zero
        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    func testAnAnimatedOffsetAskedForAsTheDragEndsEndsAsAnAnimation() {
        delegate.onDidEnd = { scroll in scroll.setContentOffset(Point(x: 0, y: 50), animated: true) }
        drag(from: 400, to: 200, at: 0, duration: 0.2)
        XCTAssertFalse(scroll.isDecelerating, "the animation replaced the deceleration")
        clock.advance(to: 5)
        XCTAssertEqual(scroll.contentOffset.y, 50)
        XCTAssertEqual(delegate.events.last, "didEndScrollingAnimation")
        XCTAssertFalse(delegate.events.contains("didEndDecelerating"))
    }

    func testTheDelegateMayMoveTheTarget() {
        delegate.newTarget = Point(x: 0, y: 1000)
        drag(from: 400, to: 200, at: 0, duration: 0.2)
        clock.advance(to: 10)
        XCTAssertEqual(scroll.contentOffset.y, 1000, accuracy: 0.25)
    }

    func testDraggingPastTheTopStretchesAndSpringsBack() {
        // 100 points down from the top: (1 − 1 / (100 · 0.55 / 480 + 1)) · 480 = 49.346 points.
        drag(from: 100, to: 200, at: 0, duration: 0.2, hold: 0.2)
        XCTAssertEqual(scroll.contentOffset.y, -49.3458, accuracy: 1e-3)
        XCTAssertEqual(delegate.events.last, "didEndDragging true", "it springs back")
        clock.advance(to: 3)
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertEqual(delegate.events.last, "didEndDecelerating")
    }

    func testWithoutBouncesTheContentStopsAtItsEdges() {
        scroll.bounces = false
        drag(from: 100, to: 200, at: 0, duration: 0.2)
        XCTAssertEqual(scroll.contentOffset.y, 0)
        // A flick towards the end stops there: 9,520 points of travel.
        scroll.contentOffset = Point(x: 0, y: 9_400)
        drag(from: 400, to: 100, at: 1, duration: 0.2)
        clock.advance(to: 20)
        XCTAssertEqual(scroll.contentOffset.y, 9_520)
    }

    func testAFlickIntoTheEndBouncesBackToIt() {
        scroll.contentOffset = Point(x: 0, y: 9_400)
        drag(from: 400, to: 100, at: 0, duration: 0.2)
        var furthest = 0.0
        for step in 1...600 {
            clock.advance(to: 0.2 + Double(step) / 120)
            furthest = max(furthest, scroll.contentOffset.y)
        }
        XCTAssertEqual(delegate.proposedTarget?.y, 9_520, "the delegate is offered a target within the content")
        XCTAssertGreaterThan(furthest, 9_520, "it ran past the end")
        XCTAssertEqual(scroll.contentOffset.y, 9_520, "and came back")
    }

    func testPagingSettlesOnAPage() {
        scroll.frame = Rect(x: 0, y: 0, width: 300, height: 300)
        scroll.contentSize = Size(width: 900, height: 300)
        scroll.isPagingEnabled = true
        func swipe(by dx: Double, at t: Double, duration: Double, hold: Double) {
            send(.down, 250, 150, at: t)
            for i in 1...Int(duration * 60) {
                send(.move, 250 - dx * Double(i) / (duration * 60), 150, at: t + Double(i) / 60)
            }
            send(.up, 250 - dx, 150, at: t + duration + hold)
            clock.advance(to: t + duration + hold + 3)
        }
        swipe(by: 100, at: 0, duration: 0.5, hold: 0.2)      // a third of a page, slowly: back to page 0
        XCTAssertEqual(scroll.contentOffset.x, 0)
        swipe(by: 200, at: 5, duration: 0.5, hold: 0.2)      // two thirds: page 1
        XCTAssertEqual(scroll.contentOffset.x, 300)
        swipe(by: 60, at: 10, duration: 0.1, hold: 0)        // a flick of 600 points a second: page 2
        XCTAssertEqual(scroll.contentOffset.x, 600)
    }

    func testAnAnimatedOffsetArrivesAndSaysSo() {
        scroll.setContentOffset(Point(x: 0, y: 300), animated: true)
        clock.advance(to: 0.15)
        // Half way in time an ease in and out is half way.
        XCTAssertEqual(scroll.contentOffset.y, 150, accuracy: 8)
        clock.advance(to: 1)
        XCTAssertEqual(scroll.contentOffset.y, 300)
        XCTAssertEqual(delegate.events.last, "didEndScrollingAnimation")
    }

    func testTheWheelScrollsWithinTheLimits() {
        scroll.scroll(by: Point(x: 0, y: 120))
        XCTAssertEqual(scroll.contentOffset.y, 120)
        scroll.scroll(by: Point(x: 0, y: -500))
        XCTAssertEqual(scroll.contentOffset.y, 0)
        scroll.scroll(by: Point(x: 50, y: .nan))
        XCTAssertEqual(scroll.contentOffset, .zero, "content as wide as the view does not scroll sideways; NaN is ignored")
        // A row that only scrolls sideways takes the plain wheel's turn sideways.
        scroll.contentSize = Size(width: 1000, height: 480)
        XCTAssertTrue(scroll.canScroll(by: Point(x: 0, y: 40)))
        scroll.scroll(by: Point(x: 0, y: 40))
        XCTAssertEqual(scroll.contentOffset, Point(x: 40, y: 0))
    }

    func testBadContentSizesAndRatesAreSafe() {
        scroll.contentSize = Size(width: -5, height: .nan)
        XCTAssertEqual(scroll.offsetLimits.y, 0...0)
        XCTAssertThrowsError(try scroll.setValue(.number(1.5), forKey: "decelerationRate"))
        XCTAssertThrowsError(try scroll.setValue(.number(0), forKey: "decelerationRate"))
        XCTAssertNoThrow(try scroll.setValue(.number(0.99), forKey: "decelerationRate"))
        XCTAssertEqual(scroll.decelerationRate, 0.99)
        drag(from: 100, to: 300, at: 0, duration: 0.2)
        clock.advance(to: 5)
        XCTAssertEqual(scroll.contentOffset, .zero)
    }

    func testTheIndicatorsShowWhileScrollingAndFadeAfter() {
        let bar = scroll.layer.sublayers.first { $0.name == "verticalScrollIndicator" }!
        XCTAssertEqual(bar.opacity, 0)
        drag(from: 400, to: 350, at: 0, duration: 0.2, hold: 0.2)
        XCTAssertEqual(bar.opacity, 1)
        // 480 of 10,000 points in view on a 471-point track (480 − 2 · 3 − 3): 36 points at least (22.5 is less).
        XCTAssertEqual(bar.bounds.height, 36)
        clock.advance(to: 5)
        XCTAssertEqual(bar.opacity, 0)
    }
}

/// What a scroll view told its delegate, in order.
private final class DelegateLog: ScrollViewDelegate {
    var events: [String] = []
    var offsets: [(time: Double, y: Double)] = []
    var willEndVelocity: Point?
    var proposedTarget: Point?
    var newTarget: Point?
    var onWillEnd: ((ScrollView) -> Void)?
    var onDidEnd: ((ScrollView) -> Void)?

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        events.append("didScroll")
        offsets.append((scrollView.host?.now ?? 0, scrollView.contentOffset.y))
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        events.append("willEndDragging")
        willEndVelocity = velocity
        proposedTarget = targetContentOffset
        if let newTarget { targetContentOffset = newTarget }
        onWillEnd?(scrollView)
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        events.append("didEndDragging \(willDecelerate)")
        onDidEnd?(scrollView)
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { events.append("didEndScrollingAnimation") }
}
