import Layers
import SceneScript
import XCTest

/// CATransaction, implicit animations, `actions`, layer delegates, and animation delegates
/// heard at their own times.
final class TransactionTests: XCTestCase {
    private let fixture = SceneFixture()

    func testDelegateStartAndStopInOrderAtTheirTimes() throws {
        let runtime = try fixture.load(cardScene("""
            local function log(name)
              return {
                animationDidStart = function(anim) print(name, "start", CACurrentMediaTime()) end,
                animationDidStop = function(anim, finished) print(name, "stop", CACurrentMediaTime(), finished) end,
              }
            end
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 1, delegate = log("a") })
            card:add(CABasicAnimation{ keyPath = "position.x", toValue = 0, duration = 1,
                                       beginTime = CACurrentMediaTime() + 0.5, delegate = log("b") })
            card:add(CABasicAnimation{ keyPath = "position.y", toValue = 0, duration = 5, delegate = log("c") }, "c")
            delay(2, function() card:removeAnimation("c") print("removed") end)
            """))
        XCTAssertEqual(runtime.log, [], "delegates hear nothing during the load")
        runtime.run(to: 3)
        XCTAssertEqual(runtime.log, [
            "a\tstart\t0", "c\tstart\t0", "b\tstart\t0.5", "a\tstop\t1\ttrue", "b\tstop\t1.5\ttrue",
            "removed", "c\tstop\t2\tfalse",
        ])
    }

    func testReplacingAnAnimationStopsTheOldOneUnfinished() throws {
        let runtime = try fixture.load(cardScene("""
            local d = { animationDidStop = function(anim, finished) print(anim.toValue, finished, CACurrentMediaTime()) end }
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 1, delegate = d }, "fade")
            delay(0.5, function() card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0.5, duration = 1, delegate = d }, "fade") end)
            """))
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["0\tfalse\t0.5", "0.5\ttrue\t1.5"])
    }

    func testCompletionBlockAfterTheLongestAnimation() throws {
        let runtime = try fixture.load(cardScene("""
            CATransaction.begin()
            CATransaction.setCompletionBlock(function() print("done", CACurrentMediaTime()) end)
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 1 })
            card:add(CABasicAnimation{ keyPath = "position.x", toValue = 0, duration = 2.5 })
            CATransaction.commit()
            delay(3, function()
              CATransaction.setCompletionBlock(function() print("at once", CACurrentMediaTime()) end)
            end)
            """))
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, [])
        runtime.run(to: 4)
        XCTAssertEqual(runtime.log, ["done\t2.5", "at once\t3"])
    }

    func testNestedTransactionCompletionsWaitForTheirOwnAnimations() throws {
        let runtime = try fixture.load(cardScene("""
            CATransaction.begin()
            CATransaction.setCompletionBlock(function() print("outer", CACurrentMediaTime()) end)
            CATransaction.begin()
            CATransaction.setCompletionBlock(function() print("inner", CACurrentMediaTime()) end)
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 2 })
            CATransaction.commit()
            card:add(CABasicAnimation{ keyPath = "position.x", toValue = 0, duration = 1 })
            CATransaction.commit()
            """))
        runtime.run(to: 3)
        XCTAssertEqual(runtime.log, ["inner\t2", "outer\t2"])
    }

    func testImplicitAnimationAfterLoadButNotDuringIt() throws {
        let runtime = try fixture.load(cardScene("""
            card.opacity = 0.5
            delay(1, function()
              CATransaction.setAnimationTimingFunction("linear")
              card.opacity = 0
            end)
            """))
        XCTAssertEqual(runtime.layer(named: "card")?.animationKeys(), [], "no implicit animation while loading")
        runtime.run(to: 0.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.5)
        runtime.run(to: 1.125)
        XCTAssertEqual(runtime.layer(named: "card")?.opacity, 0, "the model changes at once")
        XCTAssertEqual(try runtime.presented("card").opacity, 0.25, accuracy: 1e-12, "half of the 0.25 s from 0.5 to 0")
        XCTAssertEqual(runtime.layer(named: "card")?.animationKeys(), ["opacity"])
        runtime.run(to: 1.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 0)
    }

    func testImplicitAnimationsFollowTheTransaction() throws {
        let runtime = try fixture.load(cardScene("""
            delay(1, function()
              CATransaction.begin()
              CATransaction.setAnimationDuration(2)
              CATransaction.setAnimationTimingFunction(CAMediaTimingFunction("linear"))
              card.position.x = 150
              CATransaction.commit()
              CATransaction.setDisableActions(true)
              print(CATransaction.disableActions())
              card.opacity = 0
            end)
            """))
        runtime.run(to: 2)
        let card = try runtime.presented("card")
        XCTAssertEqual(card.position.x, 100, accuracy: 1e-9, "half of 2 s from 50 to 150, written through position.x")
        XCTAssertEqual(card.opacity, 0, "actions were disabled")
        XCTAssertEqual(runtime.log, ["true"])
    }

    func testAViewsLayerDoesNotAnimateImplicitly() throws {
        let runtime = try fixture.load("""
            local v = View{ name = "v", frame = {0, 0, 10, 10} }
            view:addSubview(v)
            delay(1, function() v.layer.opacity = 0 v.alpha = 0.5 end)
            """)
        runtime.run(to: 1.1)
        XCTAssertEqual(try runtime.presented("v").opacity, 0.5)
        XCTAssertEqual(runtime.layer(named: "v")?.animationKeys(), [])
    }

    func testActionsDictionary() throws {
        let runtime = try fixture.load(cardScene("""
            card.actions = { opacity = false, position = CABasicAnimation{ duration = 1 } }
            delay(1, function()
              card.opacity = 0
              card.position = {150, 50}
            end)
            print(card.actions.opacity, card.actions.position)
            """))
        XCTAssertEqual(runtime.log, ["false\tCABasicAnimation"])
        runtime.run(to: 1.5)
        let card = try runtime.presented("card")
        XCTAssertEqual(card.opacity, 0, "false means no action")
        XCTAssertEqual(card.position.x, 100, accuracy: 1e-9, "the action's 1 s, linear, from the old value")
    }

    func testEachActionCopyHasItsOwnStorage() throws {
        let runtime = try fixture.load(cardScene("""
            local fade = CABasicAnimation{ duration = 0.5, delegate = { animationDidStop = function(anim)
              print(anim:value("tag"))
              anim:setValue("changed by the first copy", "tag")
            end } }
            fade:setValue("template", "tag")
            card.actions = { opacity = fade }
            delay(1, function() card.opacity = 0.5 end)
            delay(2, function() card.opacity = 0 end)
            """))
        runtime.run(to: 3)
        XCTAssertEqual(runtime.log, ["template", "template"])
    }

    func testDelegateActionComesFirstAndFalseStopsTheSearch() throws {
        let runtime = try fixture.load(cardScene("""
            card.actions = { opacity = CABasicAnimation{ duration = 1 }, position = CABasicAnimation{ duration = 1 } }
            card.delegate = { action = function(layer, key)
              print("asked", layer.name, key)
              if key == "opacity" then return false end
              if key == "cornerRadius" then return CABasicAnimation{ duration = 2 } end
              return nil
            end }
            delay(1, function()
              card.opacity = 0
              card.position = {150, 50}
              card.cornerRadius = 20
            end)
            """))
        runtime.run(to: 1.5)
        let card = try runtime.presented("card")
        XCTAssertEqual(card.opacity, 0, "the delegate's false stops the search before actions")
        XCTAssertEqual(card.position.x, 100, accuracy: 1e-9, "nil goes on to actions")
        XCTAssertEqual(card.cornerRadius, 5, accuracy: 1e-9, "the delegate's own animation: 2 s from 0 to 20")
        XCTAssertEqual(runtime.log, ["asked\tcard\topacity", "asked\tcard\tposition", "asked\tcard\tcornerRadius"])
    }

    func testPresentationReadsButDoesNotWrite() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 2 })
            delay(1, function()
              local p = card:presentation()
              print(p, p.opacity, card.opacity, p:model() == card, p.position.x, #p.superlayer.sublayers)
              p.position.x = 5
            end)
            """))
        XCTAssertThrowsError(try runtime.advance(to: 2)) { error in
            XCTAssertEqual(error as? SceneError, SceneError(
                file: fixture.path("scene.lua"), line: 7,
                message: "a presentation layer is read-only: it shows the layer as it appears now; change the layer itself"))
        }
        XCTAssertEqual(runtime.log, ["Layer 'card' (presentation)\t0.5\t1\ttrue\t50\t1"])
    }
}
