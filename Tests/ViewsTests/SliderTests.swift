import Geometry
import Layers
import Views
import XCTest

/// UISlider's geometry and dragging, against values worked out by hand: a 228-point slider
/// has 228 − 28 = 200 points of thumb travel, so a point of drag is 1/200 of the range.
final class SliderTests: XCTestCase {
    private let router = GestureRouter()
    private let root = View()
    private let slider = Slider()
    private var heard: [Double] = []

    override func setUp() {
        root.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        slider.frame = Rect(x: 20, y: 50, width: 228, height: 31)
        root.addSubview(slider)
        slider.addTarget(nil, name: nil, for: [.valueChanged]) { [unowned self] control, _ in
            self.heard.append((control as! Slider).value)
        }
    }

    private func send(_ kind: InputEvent.Kind, _ x: Double, _ y: Double, at t: Double) {
        let failures = router.handle(InputEvent(time: t, kind: kind, location: Point(x: x, y: y)), root: root) { $0 }
        XCTAssertTrue(failures.isEmpty, "\(failures.map(\.error))")
    }

    func testTheThumbSitsWhereTheValueSaysAndTheTrackFillsUpToIt() {
        slider.value = 0.25
        // 14 + 0.25 · 200 = 64 from the slider's left, on its middle line (31 / 2).
        XCTAssertEqual(slider.thumbCenter, Point(x: 64, y: 15.5))
        let parts = slider.layer.sublayers
        XCTAssertEqual(parts.map(\.frame), [Rect(x: 0, y: 13.5, width: 228, height: 4), Rect(x: 0, y: 13.5, width: 64, height: 4),
                                            Rect(x: 50, y: 1.5, width: 28, height: 28)])
        slider.minimumValue = -1
        slider.maximumValue = 3
        // 0.25 of -1…3 is 1.25 / 4 of the way: 14 + 0.3125 · 200 = 76.5.
        XCTAssertEqual(slider.thumbCenter.x, 76.5)
    }

    func testTheValueStaysInItsRange() {
        slider.value = 2
        XCTAssertEqual(slider.value, 1)
        slider.value = .nan
        XCTAssertEqual(slider.value, 0)
        slider.value = 0.4
        slider.minimumValue = 0.6
        XCTAssertEqual(slider.value, 0.6, "raising the minimum above the value raises the value")
        slider.maximumValue = 0.5
        XCTAssertEqual([slider.minimumValue, slider.maximumValue, slider.value], [0.5, 0.5, 0.5])
        XCTAssertEqual(slider.intrinsicContentSize(measuring: nil).height, 31)
    }

    func testDraggingTheThumbMovesTheValueByTheDragOverTheTravel() {
        slider.value = 0.25
        // The thumb's centre is at 20 + 64 = 84 in the scene; press 10 points left of it.
        send(.down, 74, 65, at: 0)
        send(.move, 104, 70, at: 0.1)    // 30 points right: + 30 / 200
        send(.move, 124, 90, at: 0.2)    // 50 in all, and vertical travel counts for nothing
        send(.move, 124, 90, at: 0.3)    // no change: nothing heard
        send(.up, 124, 90, at: 0.4)
        XCTAssertEqual(heard, [0.4, 0.5])
        XCTAssertEqual(slider.value, 0.5)
        // Past the end it stops at the maximum: 0.5 + 150 / 200 is more than 1.
        send(.down, 124, 65, at: 1)
        send(.move, 274, 65, at: 1.1)
        send(.up, 274, 65, at: 1.2)
        XCTAssertEqual(heard.last, 1)
    }

    func testAPressOnTheTrackAwayFromTheThumbMovesNothing() {
        slider.value = 0.25
        send(.down, 200, 65, at: 0)
        send(.move, 150, 65, at: 0.1)
        send(.up, 150, 65, at: 0.2)
        XCTAssertEqual(slider.value, 0.25)
        XCTAssertEqual(heard, [])
    }

    func testASliderThatIsNotContinuousTellsItsTargetsOnceOnRelease() {
        slider.isContinuous = false
        send(.down, 34, 65, at: 0)       // the thumb at value 0: 20 + 14
        send(.move, 54, 65, at: 0.1)
        send(.move, 74, 65, at: 0.2)
        XCTAssertEqual(heard, [])
        send(.up, 74, 65, at: 0.3)
        XCTAssertEqual(heard, [0.2], "40 / 200")
    }
}
