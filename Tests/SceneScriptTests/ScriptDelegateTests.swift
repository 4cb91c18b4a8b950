import Layers
import SceneScript
import XCTest

/// Delegates scripts give animations and layers, both as plain tables of functions (called
/// without self, as SCENE_API writes them) and as class instances whose methods live in their
/// metatable's `__index` table (called as methods, as Swift-style ports write them).
final class ScriptDelegateTests: XCTestCase {
    private let fixture = SceneFixture()

    /// A Lua class as the seeds' ports write one: methods on the class table, instances with
    /// the class as `__index`.
    private let controllerClass = """
        local Controller = {}
        Controller.__index = Controller
        function Controller.new(name) return setmetatable({ name = name }, Controller) end
        function Controller:animationDidStart(anim)
          print(self.name, "start", anim.keyPath, CACurrentMediaTime())
        end
        function Controller:animationDidStop(anim, flag)
          print(self.name, "stop", anim.keyPath, flag, CACurrentMediaTime())
        end

        """

    func testAClassInstanceAsAnimationDelegateIsCalledAsAMethod() throws {
        let runtime = try fixture.load(cardScene(controllerClass + """
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 1, delegate = Controller.new("c") })
            """))
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["c\tstart\topacity\t0", "c\tstop\topacity\ttrue\t1"])
    }

    func testAPlainTableAsAnimationDelegateIsCalledWithoutSelf() throws {
        let runtime = try fixture.load(cardScene("""
            local d = {}
            function d.animationDidStop(anim, flag) print("stop", anim.keyPath, flag, CACurrentMediaTime()) end
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 1, delegate = d })
            """))
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["stop\topacity\ttrue\t1"])
    }

    func testAKeptAnimationRemovedAfterItsEndStopsOnlyOnce() throws {
        // isRemovedOnCompletion = false: it stops, finished, at 1 s; removing it at 2 s calls
        // the delegate no more (Core Animation calls animationDidStop once per animation).
        let runtime = try fixture.load(cardScene("""
            local d = {}
            function d.animationDidStop(anim, flag) print("stop", flag, CACurrentMediaTime()) end
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 1, fillMode = "forwards",
                                       isRemovedOnCompletion = false, delegate = d }, "fade")
            delay(2, function() card:removeAnimation("fade") print("removed", #card:animationKeys()) end)
            """))
        runtime.run(to: 3)
        XCTAssertEqual(runtime.log, ["stop\ttrue\t1", "removed\t0"])
    }

    func testAnInstanceMayOverrideItsClassWithItsOwnFunction() throws {
        // The own field wins over the class's and, being the table's own, gets no self.
        let runtime = try fixture.load(cardScene(controllerClass + """
            local c = Controller.new("c")
            c.animationDidStop = function(anim, flag) print("own", anim.keyPath, flag) end
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 1, delegate = c })
            """))
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["c\tstart\topacity\t0", "own\topacity\ttrue"])
    }

    func testMethodsAreFoundThroughAChainOfClasses() throws {
        let runtime = try fixture.load(cardScene(controllerClass + """
            local Sub = setmetatable({}, Controller)
            Sub.__index = Sub
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 1,
                                       delegate = setmetatable({ name = "sub" }, Sub) })
            """))
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["sub\tstart\topacity\t0", "sub\tstop\topacity\ttrue\t1"])
    }

    func testAnIndexFunctionIsNeverRun() throws {
        // Only `__index` tables are followed: a function there would run Lua code unprotected.
        let runtime = try fixture.load(cardScene("""
            local d = setmetatable({}, { __index = function(t, k) print("index", k) return function() print("called") end end })
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 1, delegate = d })
            """))
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, [])
    }

    func testTheDelegatePropertyGivesBackTheInstance() throws {
        let runtime = try fixture.load(cardScene(controllerClass + """
            local c = Controller.new("c")
            local a = CABasicAnimation{ keyPath = "opacity", delegate = c }
            print(a.delegate == c, getmetatable(a.delegate) == Controller)
            """))
        XCTAssertEqual(runtime.log, ["true\ttrue"])
    }

    func testAClassInstanceAsLayerDelegateIsCalledAsAMethod() throws {
        let runtime = try fixture.load(cardScene("""
            local Actions = {}
            Actions.__index = Actions
            function Actions:action(layer, key)
              print(self.name, layer.name, key)
              if key == "opacity" then return CABasicAnimation{ duration = self.duration } end
              return false
            end
            card.delegate = setmetatable({ name = "actions", duration = 2 }, Actions)
            delay(1, function()
              card.opacity = 0
              card.cornerRadius = 20
            end)
            """))
        runtime.run(to: 1.5)
        let card = try runtime.presented("card")
        // The instance's 2 s animation from 1 to 0 under the default (linear) timing: half a
        // second in, 1 − 0.5 / 2 = 0.75.
        XCTAssertEqual(card.opacity, 0.75, accuracy: 1e-9)
        XCTAssertEqual(card.cornerRadius, 20, "false: no animation")
        XCTAssertEqual(runtime.log, ["actions\tcard\topacity", "actions\tcard\tcornerRadius"])
    }

    func testAClassInstanceLayerDelegateThatFailsReportsItsLine() throws {
        let runtime = try fixture.load(cardScene("""
            local Actions = {}
            Actions.__index = Actions
            function Actions:action(layer, key) return self.missing.field end
            card.delegate = setmetatable({}, Actions)
            delay(1, function() card.opacity = 0 end)
            """))
        XCTAssertThrowsError(try runtime.advance(to: 2)) { error in
            XCTAssertEqual((error as? SceneError)?.line, 5)
        }
    }

    func testDelegatesThatAreNotTables() {
        let cases: [(String, String)] = [
            ("local l = Layer{}\nl.delegate = 5", "'delegate' must be a table with an action(layer, key) function (got number)"),
            ("local l = Layer{}\nl.delegate = Layer{}", "'delegate' must be a table with an action(layer, key) function (got Layer)"),
            ("CABasicAnimation{ delegate = View() }",
             "'delegate' must be a table with animationDidStart(anim) and animationDidStop(anim, finished) functions (got View)"),
        ]
        for (body, message) in cases {
            XCTAssertEqual(fixture.error(body)?.message, message, body)
        }
    }

    func testClearingALayerDelegate() throws {
        let runtime = try fixture.load(cardScene("""
            card.delegate = { action = function(layer, key) return false end }
            card.delegate = nil
            print(card.delegate)
            delay(1, function() card.opacity = 0 end)
            """))
        runtime.run(to: 1.125)
        // Without the delegate the default action runs, 0.25 s from 1 to 0 (linear, as in
        // TransactionTests): half-way at 1.125 s.
        XCTAssertEqual(try runtime.presented("card").opacity, 0.5, accuracy: 1e-12)
        XCTAssertEqual(runtime.log, ["nil"])
    }
}
