import Geometry
import SceneScript
import Views
import XCTest

/// Gestures and buttons in scripts, driven by input events on the scene clock.
final class GestureScriptTests: XCTestCase {
    private let fixture = SceneFixture()

    private func events(_ text: String) throws -> [InputEvent] {
        try InputEventFile.parse(text, file: "events.txt")
    }

    func testATapStartsAnAnimationAtTheTimeOfTheTap() throws {
        let runtime = try fixture.load("""
            local card = View{ name = "card", frame = {100, 100, 100, 100}, backgroundColor = "orange" }
            view:addSubview(card)
            card:addGestureRecognizer(UITapGestureRecognizer{ action = function(g)
              print(g.state, CACurrentMediaTime(), g:location(card))
              local a = CABasicAnimation{ keyPath = "opacity", fromValue = 1, toValue = 0, duration = 1 }
              card.layer:add(a, "fade")
            end })
            """)
        runtime.deliver(try events("1.0 tap 150 150"))
        runtime.run(to: 1.5)
        // The tap ends at its release, 1.0 + 0.05 s; the fade is then 0.45 s into its 1 s.
        XCTAssertEqual(runtime.log, ["ended\t1.05\tPoint(50, 50)"])
        XCTAssertEqual(try runtime.presented("card").opacity, 1 - 0.45, accuracy: 1e-9)
    }

    func testAPanMovesAViewByItsTranslation() throws {
        let runtime = try fixture.load("""
            local card = View{ name = "card", frame = {0, 0, 100, 100} }
            view:addSubview(card)
            local start
            card:addGestureRecognizer(UIPanGestureRecognizer(function(g)
              if g.state == "began" then start = card.center end
              local t = g:translation(view)
              card.center = CGPoint(start.x + t.x, start.y + t.y)
              if g.state == "ended" then print("velocity", g:velocity(view).x) end
            end))
            """)
        // 200 points right in 0.5 s: 400 points per second.
        runtime.deliver(try events("1.0 drag 50 50 250 50 0.5"))
        runtime.run(to: 2)
        let card = try runtime.presented("card")
        XCTAssertEqual(card.position.x, 250, accuracy: 1e-9)
        XCTAssertEqual(card.position.y, 50, accuracy: 1e-9)
        XCTAssertEqual(runtime.log.count, 1)
        XCTAssertEqual(Double(runtime.log[0].split(separator: "\t")[1]) ?? 0, 400, accuracy: 1e-6)
    }

    func testAButtonRunsItsHandlerAndIsLaidOutByTitle() throws {
        let runtime = try fixture.load("""
            local button = UIButton{ name = "login", frame = {20, 20, 120, 44}, title = "Log In" }
            button.onTap = function(b) print("tapped", b.title, b.isHighlighted) end
            view:addSubview(button)
            """)
        runtime.deliver(try events("0.5 down 30 30\n0.6 up 40 40"))
        runtime.run(to: 0.55)
        let button = try XCTUnwrap(runtime.root.subviews.first as? Button)
        XCTAssertTrue(button.isHighlighted)
        runtime.run(to: 1)
        XCTAssertEqual(runtime.log, ["tapped\tLog In\tfalse"])
    }

    func testAHandlerErrorIsReportedWithItsLineAndCancelsThePan() throws {
        let runtime = try fixture.load("""
            view:addGestureRecognizer(UIPanGestureRecognizer{ action = function(g)
              print(g.state)
              if g.state == "changed" then error("bad pan") end
            end })
            """)
        runtime.deliver(try events("0 drag 0 0 100 0 0.5"))
        XCTAssertThrowsError(try runtime.advance(to: 1)) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.hasPrefix("\(fixture.path("scene.lua")):3: bad pan"), message)
            XCTAssertTrue(message.contains("UIPanGestureRecognizer was cancelled"), message)
        }
        XCTAssertEqual(runtime.log, ["began", "changed", "cancelled"])
        XCTAssertEqual(runtime.errors.count, 1)
    }

    func testALongPressBeginsOnTheSceneClockWhenItsTimeIsUp() throws {
        let runtime = try fixture.load("""
            local card = View{ name = "card", frame = {100, 100, 100, 100}, backgroundColor = "orange" }
            view:addSubview(card)
            local press = UILongPressGestureRecognizer{ action = function(g)
              print(g.state, CACurrentMediaTime(), g:location(card))
              if g.state == "began" then
                card.layer:add(CABasicAnimation{ keyPath = "opacity", fromValue = 1, toValue = 0, duration = 1 }, "fade")
              end
            end }
            press.minimumPressDuration = 0.3
            print(press.minimumPressDuration, press.allowableMovement)
            card:addGestureRecognizer(press)
            card:addGestureRecognizer(UITapGestureRecognizer(function(g) print("tap", CACurrentMediaTime()) end))
            """)
        // Down at 1.0, held: it begins at 1.3 (the fade is 0.2 s in at 1.5) and ends at 1.6.
        // A press of 0.1 s at 2.0 is the tap's; one that wanders 12 points is neither's.
        runtime.deliver(try events("1.0 down 150 150\n1.6 up 150 150\n2.0 tap 150 150\n3.0 down 150 150\n3.1 move 162 150\n3.4 up 162 150"))
        runtime.run(to: 1.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 1 - 0.2, accuracy: 1e-9)
        runtime.run(to: 4)
        XCTAssertEqual(runtime.log, ["0.3\t10", "began\t1.3\tPoint(50, 50)", "ended\t1.6\tPoint(50, 50)", "tap\t2.05"])
    }

    func testBadGestureInputIsReported() throws {
        let cases: [(String, String)] = [
            ("UITapGestureRecognizer{ action = 3 }", "'action' must be a function"),
            ("UIPanGestureRecognizer{ acton = function() end }", "did you mean 'action'"),
            ("view:addGestureRecognizer(view)", "addGestureRecognizer takes a gesture recognizer"),
            ("local g = UIPanGestureRecognizer() g.state = 'began'", "'state' is read-only"),
            ("local g = UIPanGestureRecognizer() g:translation(3)", "the coordinate space must be a view or nil"),
            ("local g = UITapGestureRecognizer() g:translation(view)", "translation"),
            ("UIButton{ onTap = 'x' }", "'onTap' must be a function"),
            ("UILongPressGestureRecognizer{ minimumPressDuration = -1 }", "'minimumPressDuration' must be a number of seconds from 0 up (got -1.0)"),
            ("local g = UILongPressGestureRecognizer() g.allowableMovment = 5", "did you mean 'allowableMovement'"),
            ("local g = UITapGestureRecognizer() g.minimumPressDuration = 1", "has no property 'minimumPressDuration'"),
        ]
        for (script, expected) in cases {
            XCTAssertThrowsError(try fixture.load(script), script) { error in
                let message = String(describing: error)
                XCTAssertTrue(message.hasPrefix("\(fixture.path("scene.lua")):1: "), message)
                XCTAssertTrue(message.contains(expected), "\(message) should contain \(expected)")
            }
        }
    }

    func testReplayingTheSameInputGivesTheSameState() throws {
        let script = """
            local card = View{ name = "card", frame = {0, 0, 50, 50} }
            view:addSubview(card)
            local n = 0
            view:addGestureRecognizer(UITapGestureRecognizer(function(g)
              n = n + 1
              card.center = g:location(view)
              delay(0.5, function() print("tap", n, CACurrentMediaTime()) end)
            end))
            """
        let input = try events("0.2 tap 100 100\n0.9 tap 300 40")
        var logs: [[String]] = []
        for _ in 0..<2 {
            let runtime = try fixture.load(script)
            runtime.deliver(input)
            runtime.run(to: 2)
            logs.append(runtime.log)
            XCTAssertEqual(try runtime.presented("card").position, Point(x: 300, y: 40))
        }
        XCTAssertEqual(logs[0], ["tap\t1\t0.75", "tap\t2\t1.45"])
        XCTAssertEqual(logs[0], logs[1])
    }

    func testViewsAnimatingWithoutAllowUserInteractionTakeNoTaps() throws {
        let script = """
            local card = View{ frame = {0, 0, 100, 100} }
            view:addSubview(card)
            card:addGestureRecognizer(UITapGestureRecognizer(function() print("card", CACurrentMediaTime()) end))
            view:addGestureRecognizer(UITapGestureRecognizer(function() print("root", CACurrentMediaTime()) end))
            UIView.animate{ withDuration = 1, options = OPTIONS, animations = function() card.alpha = 0.5 end }
            """
        // During the 1 s animation the tap passes through the card to the root view; after it,
        // the card takes it. With allowUserInteraction the card takes both.
        let input = try events("0.5 down 50 50\n0.5 up 50 50\n1.5 down 50 50\n1.5 up 50 50")
        for (options, expected) in [("{}", ["root\t0.5", "card\t1.5"]),
                                    ("{\"allowUserInteraction\"}", ["card\t0.5", "card\t1.5"])] {
            let runtime = try fixture.load(script.replacingOccurrences(of: "OPTIONS", with: options))
            runtime.deliver(input)
            runtime.run(to: 2)
            XCTAssertEqual(runtime.log, expected, options)
        }
    }

    func testAViewInATransitionTakesNoTapsUnlessAllowed() throws {
        let script = """
            local card = View{ frame = {0, 0, 100, 100} }
            view:addSubview(card)
            card:addGestureRecognizer(UITapGestureRecognizer(function() print("card", CACurrentMediaTime()) end))
            view:addGestureRecognizer(UITapGestureRecognizer(function() print("root", CACurrentMediaTime()) end))
            UIView.transition{ with = card, duration = 1, options = OPTIONS, animations = function() card.alpha = 0.5 end }
            """
        let input = try events("0.5 down 50 50\n0.5 up 50 50\n1.5 down 50 50\n1.5 up 50 50")
        for (options, expected) in [("{\"transitionFlipFromLeft\"}", ["root\t0.5", "card\t1.5"]),
                                    ("{\"transitionFlipFromLeft\", \"allowUserInteraction\"}", ["card\t0.5", "card\t1.5"])] {
            let runtime = try fixture.load(script.replacingOccurrences(of: "OPTIONS", with: options))
            runtime.deliver(input)
            runtime.run(to: 2)
            XCTAssertEqual(runtime.log, expected, options)
        }
    }
}
