import Geometry
import SceneScript
import Views
import XCTest

/// UIScrollView in scripts: properties, the delegate and dragging on the scene clock.
final class ScrollViewScriptTests: XCTestCase {
    private let fixture = SceneFixture()

    private func events(_ text: String) throws -> [InputEvent] {
        try InputEventFile.parse(text, file: "events.txt")
    }

    private static let scrollScene = """
        local scroll = UIScrollView{ name = "scroll", frame = {0, 0, 320, 480}, contentSize = CGSize(320, 5000) }
        scroll.contentInset = UIEdgeInsets(10, 0, 20, 0)
        view:addSubview(scroll)
        for i = 0, 49 do
          scroll:addSubview(UIView{ frame = {0, i * 100, 320, 90}, backgroundColor = "orange" })
        end
        local begun = 0
        scroll.delegate = {
          scrollViewWillBeginDragging = function(self, s) begun = begun + 1 end,
          scrollViewWillEndDragging = function(self, s, velocity, target)
            print("velocity", velocity.y, "target", target.pointee.y)
          end,
          scrollViewDidEndDragging = function(self, s, decelerate) print("decelerate", decelerate) end,
          scrollViewDidEndDecelerating = function(self, s) print("rest", s.contentOffset.y, begun) end,
        }
        """

    func testADraggedScrollViewFlicksToItsProjectionAndTellsItsDelegate() throws {
        let runtime = try fixture.load(Self.scrollScene)
        // Up 300 points in 0.3 s: the content moves at +1000 points a second at the release and
        // rests 1000 · 0.998 / (1000 · 0.002) = 499 points beyond the 300 it was dragged to (an
        // inset set later leaves the offset at 0, as in UIKit).
        runtime.deliver(try events("1.0 drag 160 400 160 100 0.3"))
        runtime.run(to: 10)
        XCTAssertEqual(runtime.log.count, 3, "\(runtime.log)")
        let words = runtime.log[0].split(separator: "\t")
        XCTAssertEqual(Double(words[1]) ?? 0, 1.0, accuracy: 1e-6, "points per millisecond")
        XCTAssertEqual(Double(words[3]) ?? 0, 300 + 499, accuracy: 1e-6)
        XCTAssertEqual(runtime.log[1], "decelerate\ttrue")
        let rest = runtime.log[2].split(separator: "\t")
        XCTAssertEqual(Double(rest[1]) ?? 0, 799, accuracy: 0.5)
        XCTAssertEqual(rest[2], "1")
        XCTAssertEqual(try runtime.presented("scroll").bounds.origin.y, 799, accuracy: 0.5)
    }

    func testTheTargetCanBeMovedThroughItsPointee() throws {
        let runtime = try fixture.load(Self.scrollScene + """

            scroll.delegate = { scrollViewWillEndDragging = function(self, s, v, target) target.pointee = CGPoint(0, 1200) end }
            """)
        runtime.deliver(try events("1.0 drag 160 400 160 100 0.3"))
        runtime.run(to: 10)
        XCTAssertEqual(try runtime.presented("scroll").bounds.origin.y, 1200, accuracy: 0.5)
    }

    func testPropertiesReadBackAndBadValuesAreClearErrors() throws {
        let runtime = try fixture.load("""
            local scroll = UIScrollView{ frame = {0, 0, 100, 100}, decelerationRate = "fast", isPagingEnabled = true }
            print(scroll.decelerationRate, scroll.isPagingEnabled, scroll.bounces, scroll.contentInset.top)
            scroll:setContentOffset(CGPoint(0, 40), false)
            print(scroll.contentOffset.y, scroll.panGestureRecognizer ~= nil)
            """)
        XCTAssertEqual(runtime.log, ["0.99\ttrue\ttrue\t0", "40\ttrue"])
        let rate = fixture.error("local s = UIScrollView{}\ns.decelerationRate = 1.5\n")
        XCTAssertTrue(rate?.description.contains("scene.lua:2: decelerationRate must be") == true, rate?.description ?? "")
        let name = fixture.error("local s = UIScrollView{}\ns.decelerationRate = \"fats\"\n")
        XCTAssertTrue(name?.description.contains("did you mean 'fast'") == true, name?.description ?? "")
        let insets = fixture.error("local s = UIScrollView{}\ns.contentInset = UIEdgeInsets(1, 2)\n")
        XCTAssertTrue(insets?.description.contains("scene.lua:2: UIEdgeInsets takes four numbers") == true, insets?.description ?? "")
    }

    func testTheWheelScrollsTheScrollViewUnderThePointer() throws {
        let runtime = try fixture.load(Self.scrollScene)
        // Two turns of 120 points, then one back past the top: 240, then clamped at −10 (the
        // top inset is scrolled to as part of the content).
        runtime.deliver(try events("1.0 scroll 160 240 0 120\n1.1 scroll 160 240 0 120"))
        runtime.run(to: 1.5)
        XCTAssertEqual(try runtime.presented("scroll").bounds.origin.y, 240)
        runtime.deliver(try events("2.0 scroll 160 240 0 -1000"))
        runtime.run(to: 2.5)
        XCTAssertEqual(try runtime.presented("scroll").bounds.origin.y, -10)
        XCTAssertThrowsError(try events("1.0 scroll 160 240 0")) { error in
            XCTAssertTrue("\(error)".contains("events.txt:1: 'scroll' takes x y dx dy"), "\(error)")
        }
    }

    func testAnErrorInTheDelegateIsReportedAndScrollingGoesOn() throws {
        let runtime = try fixture.load(Self.scrollScene + """

            scroll.delegate = { scrollViewDidScroll = function(self, s) error("boom") end }
            """)
        runtime.deliver(try events("1.0 drag 160 400 160 300 0.2"))
        XCTAssertThrowsError(try runtime.advance(to: 5)) { error in
            XCTAssertTrue("\(error)".contains("scene.lua:16: boom"), "\(error)")
        }
        XCTAssertGreaterThan(try runtime.presented("scroll").bounds.origin.y, 90)
    }
}
