import Geometry
import SceneScript
import Views
import XCTest

/// UIControl: targets and events from recorded input, `sendActions`, control classes that
/// override tracking (a slider), and view classes that take touches.
final class ControlTests: XCTestCase {
    private let fixture = SceneFixture()

    private func press(_ runtime: SceneRuntime, _ points: [(Double, InputEvent.Kind, Double, Double)]) {
        runtime.deliver(points.map { InputEvent(time: $0.0, kind: $0.1, location: Point(x: $0.2, y: $0.3)) })
    }

    func testButtonTargetsHearTheirEventsInOrder() throws {
        let runtime = try fixture.load("""
            local Handler = class("Handler", NSObject)
            function Handler:tapped(sender) print("method", sender.name) end
            local handler = Handler()
            local b = UIButton{ name = "b", frame = {0, 0, 100, 40}, title = "Go" }
            view:addSubview(b)
            for _, e in ipairs({"touchDown", "touchDragInside", "touchDragOutside", "touchUpInside", "touchUpOutside"}) do
              b:addTarget(nil, function(sender) print(e, sender.isHighlighted) end, e)
            end
            b:addTarget(handler, "tapped", "primaryActionTriggered")
            b:addTarget{ handler, action = "tapped", ["for"] = {"touchCancel"} }
            b.onTap = function() print("onTap") end
            """)
        // Down inside, a move inside, up inside: then a second press dragged 200 points
        // away (beyond the 70-point margin) and released there.
        press(runtime, [(0.1, .down, 50, 20), (0.15, .move, 60, 20), (0.2, .up, 60, 20),
                        (0.5, .down, 50, 20), (0.55, .move, 50, 220), (0.6, .up, 50, 220)])
        runtime.run(to: 1)
        XCTAssertEqual(runtime.log, [
            "touchDown\ttrue", "touchDragInside\ttrue", "touchUpInside\tfalse", "method\tb", "onTap",
            "touchDown\ttrue", "touchDragOutside\tfalse", "touchUpOutside\tfalse",
        ])
    }

    func testSendActionsAndRemoveTarget() throws {
        let runtime = try fixture.load("""
            local c = UIControl{ frame = {0, 0, 10, 10} }
            local function changed(sender) print("changed") end
            local T = class("T", NSObject)
            function T:other() print("other") end
            local t = T()
            c:addTarget(nil, changed, "valueChanged")
            c:addTarget(t, "other", {"valueChanged"})
            c:sendActions("valueChanged")
            c:removeTarget(t, "other", "valueChanged")
            c:sendActions{ ["for"] = "valueChanged" }
            c.isSelected = true
            print(c.isSelected, c.isEnabled, c.isTracking)
            """)
        XCTAssertEqual(runtime.log, ["changed", "other", "changed", "true\ttrue\tfalse"])
    }

    /// A slider as real custom controls are written: beginTracking decides, continueTracking
    /// moves the value with the touch and sends valueChanged.
    func testAControlClassTracksTheTouch() throws {
        let runtime = try fixture.load("""
            local Slider = class("Slider", UIControl)
            function Slider:init(frame)
              UIControl.init(self, frame)
              self.value = 0
            end
            function Slider:beginTracking(touch, event)
              return touch:location(self).x < 50        -- only the left half grabs the thumb
            end
            function Slider:continueTracking(touch, event)
              local x = touch:location{ ["in"] = self }.x
              local previous = touch:previousLocation(self).x
              self.value = self.value + (x - previous) / self.bounds.width
              self:sendActions("valueChanged")
              return true
            end
            function Slider:endTracking(touch, event) print("end", touch.phase) end
            local s = Slider(CGRect(100, 100, 200, 20))
            view:addSubview(s)
            s:addTarget(nil, function(sender) print(string.format("%.2f", sender.value)) end, "valueChanged")
            """)
        // The slider's left edge is at x = 100: a press at 110 (local 10) begins tracking;
        // moves of +50 and +30 over a 200-point width add 0.25 and 0.15.
        press(runtime, [(0.1, .down, 110, 110), (0.2, .move, 160, 110), (0.3, .move, 190, 110), (0.4, .up, 190, 110),
                        // A press at local 150 is refused: no value changes, no endTracking.
                        (1.0, .down, 250, 110), (1.1, .move, 280, 110), (1.2, .up, 280, 110)])
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["0.25", "0.40", "end\tended"])
    }

    func testAViewClassTakesTouches() throws {
        let runtime = try fixture.load("""
            local Pad = class("Pad", UIView)
            function Pad:touchesBegan(touches, event)
              local p = touches.first:location(self)
              print("began", p.x, p.y, touches.count, touches[1] == touches.first)
            end
            function Pad:touchesMoved(touches, event) print("moved", touches.first:location(nil).x) end
            function Pad:touchesEnded(touches, event) print("ended", touches.first.view == self) end
            local pad = Pad{ frame = {20, 30, 100, 100} }
            view:addSubview(pad)
            """)
        press(runtime, [(0.1, .down, 25, 40), (0.2, .move, 35, 40), (0.3, .up, 35, 40)])
        runtime.run(to: 1)
        XCTAssertEqual(runtime.log, ["began\t5\t10\t1\ttrue", "moved\t35", "ended\ttrue"])
    }

    func testBadControlArguments() {
        XCTAssertEqual(fixture.error("local c = UIControl()\nc:addTarget(nil, function() end, 'valueChangd')")?.message,
                       "addTarget: 'valueChangd' is not a control event; did you mean 'valueChanged'? (events: "
                       + ControlEvent.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        XCTAssertEqual(fixture.error("local c = UIControl()\nc:addTarget(nil, 3, 'valueChanged')")?.line, 2)
    }

    func testAnErrorInATrackingOverrideIsReportedWithItsLine() throws {
        let runtime = try fixture.load("""
            local C = class("C", UIControl)
            function C:beginTracking(touch, event)
              error("no tracking")
            end
            view:addSubview(C{ frame = {0, 0, 50, 50} })
            """)
        press(runtime, [(0.1, .down, 10, 10), (0.2, .up, 10, 10)])
        XCTAssertThrowsError(try runtime.advance(to: 1)) { error in
            XCTAssertEqual((error as? SceneError)?.line, 3)
            XCTAssertEqual((error as? SceneError)?.message, "no tracking")
        }
    }

    /// point(inside:) widens a small button's touch area; hitTest sends touches on its
    /// empty part to the view below, calling UIView's own as super.
    func testHitTestAndPointInsideOverrides() throws {
        let runtime = try fixture.load("""
            local Wide = class("Wide", UIView)
            function Wide:point(p, event)
              return p.x >= -20 and p.x <= self.bounds.width + 20 and p.y >= -20 and p.y <= self.bounds.height + 20
            end
            local Through = class("Through", UIView)
            function Through:hitTest(p, event)
              local hit = UIView.hitTest(self, p, event)
              if hit == self then return nil end
              return hit
            end
            local below = UIView{ frame = {0, 0, 300, 300} }
            below:addGestureRecognizer(UITapGestureRecognizer(function() print("below") end))
            view:addSubview(below)
            local small = Wide{ frame = {100, 100, 10, 10} }
            small:addGestureRecognizer(UITapGestureRecognizer(function() print("small") end))
            view:addSubview(small)
            local cover = Through{ frame = {0, 200, 300, 100} }
            local inner = UIView{ frame = {0, 0, 50, 50} }
            inner:addGestureRecognizer(UITapGestureRecognizer(function() print("inner") end))
            cover:addSubview(inner)
            view:addSubview(cover)
            """)
        func tap(_ t: Double, _ x: Double, _ y: Double) -> [InputEvent] {
            [InputEvent(time: t, kind: .down, location: Point(x: x, y: y)), InputEvent(time: t + 0.05, kind: .up, location: Point(x: x, y: y))]
        }
        // 15 points left of the small view (inside its widened area); 40 points left (outside);
        // on the cover's inner view; on the cover's empty part (passed through to below).
        runtime.deliver(tap(0.1, 85, 105) + tap(0.3, 60, 105) + tap(0.5, 10, 210) + tap(0.7, 200, 250))
        runtime.run(to: 1)
        XCTAssertEqual(runtime.log, ["small", "below", "inner", "below"])
    }

    func testLayoutSublayersRunsOnLayoutIfNeeded() throws {
        let runtime = try fixture.load("""
            local Stack = class("Stack", CALayer)
            function Stack:layoutSublayers()
              local y = 0
              for _, l in ipairs(self.sublayers) do
                l.frame = CGRect(0, y, self.bounds.width, 10)
                y = y + 12
              end
            end
            local s = Stack{ frame = {0, 0, 40, 100} }
            for i = 1, 3 do s:addSublayer(CALayer{ name = "row" .. i }) end
            view.layer:addSublayer(s)
            """)
        // The load's layout pass reached the standalone layer: rows at y 0, 12, 24, 40 wide.
        XCTAssertEqual(try runtime.presented("row3").frame, Rect(x: 0, y: 24, width: 40, height: 10))
    }

    /// Recogniser classes: an instant pan that begins on touch down (calling the pan's own
    /// touchesBegan as super), and a recogniser of the scene's own built on UIGestureRecognizer.
    func testGestureRecognizerClasses() throws {
        let runtime = try fixture.load("""
            local InstantPan = class("InstantPan", UIPanGestureRecognizer)
            function InstantPan:touchesBegan(touches, event)
              UIPanGestureRecognizer.touchesBegan(self, touches, event)
              self.state = "began"
            end
            local Lift = class("Lift", UIGestureRecognizer)
            function Lift:init(target, action)
              UIGestureRecognizer.init(self, target, action)
              self.moves = 0
            end
            function Lift:touchesMoved(touches, event) self.moves = self.moves + 1 end
            function Lift:touchesEnded(touches, event)
              if self.moves >= 2 then self.state = "recognized" else self.state = "failed" end
            end
            function Lift:reset() self.moves = 0 end
            local Handler = class("Handler", NSObject)
            function Handler:lifted(g) print("lifted", g.state, g:location(nil).x) end
            local v = UIView{ frame = {0, 0, 100, 100} }
            view:addSubview(v)
            v:addGestureRecognizer(InstantPan(function(g) print("pan", g.state) end))
            v:addGestureRecognizer(Lift(Handler(), "lifted"))
            """)
        runtime.deliver([InputEvent(time: 0.1, kind: .down, location: Point(x: 10, y: 10)),
                         InputEvent(time: 0.2, kind: .move, location: Point(x: 12, y: 10)),
                         InputEvent(time: 0.3, kind: .move, location: Point(x: 14, y: 10)),
                         InputEvent(time: 0.4, kind: .up, location: Point(x: 14, y: 10)),
                         // A second press with one move: Lift fails after reset() cleared its count.
                         InputEvent(time: 1.0, kind: .down, location: Point(x: 10, y: 10)),
                         InputEvent(time: 1.1, kind: .move, location: Point(x: 11, y: 10)),
                         InputEvent(time: 1.2, kind: .up, location: Point(x: 11, y: 10))])
        runtime.run(to: 2)
        // The instant pan begins at the press (2 points of movement never reach the pan's
        // 10-point hysteresis, yet it began), changes with each move and ends.
        XCTAssertEqual(runtime.log, ["pan\tbegan", "pan\tchanged", "pan\tchanged", "pan\tended", "lifted\tended\t14",
                                     "pan\tbegan", "pan\tchanged", "pan\tended"])
    }
}
