import Layers
import SceneScript
import XCTest

/// UIView.animate, animateKeyframes and friends from Lua: the seeds' calls, completion order
/// and `finished`, layout inside blocks, and every kind of bad input as `file:line: message`.
final class ViewAnimationScriptTests: XCTestCase {
    private let fixture = SceneFixture()

    /// A scene with a view "box" at {0, 0, 100, 100} (centre (50, 50)), then `body`.
    private func boxScene(_ body: String) -> String {
        """
        local box = View{ name = "box", frame = {0, 0, 100, 100}, backgroundColor = "#f80" }
        view:addSubview(box)
        \(body)
        """
    }

    private func x(_ runtime: SceneRuntime, at t: Double, file: StaticString = #filePath, line: UInt = #line) throws -> Double {
        runtime.run(to: t, file: file, line: line)
        return try runtime.presented("box", file: file, line: line).position.x
    }

    func testAnimateWithCompletion() throws {
        let runtime = try fixture.load(boxScene("""
            UIView.animate{ withDuration = 1, options = {"curveLinear"}, animations = function()
              box.center.x = box.center.x + 100
            end, completion = function(finished) print("done", finished, CACurrentMediaTime()) end }
            """))
        XCTAssertEqual(runtime.root.subviews[0].center.x, 150, "the model changes at once")
        XCTAssertEqual(try x(runtime, at: 0.5), 100, accuracy: 1e-9)
        XCTAssertEqual(runtime.log, [])
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["done\ttrue\t1"])
    }

    func testTheShortFormsAndASingleOption() throws {
        let runtime = try fixture.load(boxScene("""
            UIView.animate(0.5, function() box.alpha = 0 end)
            UIView.animate(1, function() box.layer.cornerRadius = 20 end, function(f) print("short", f) end)
            UIView.animate{ withDuration = 1, options = "curveLinear", animations = function() box.center.y = 150 end }
            """))
        runtime.run(to: 0.5)
        let shown = try runtime.presented("box")
        XCTAssertEqual(shown.position.y, 100, accuracy: 1e-9)  // linear 50 → 150
        XCTAssertEqual(shown.opacity, 0, accuracy: 1e-9)
        XCTAssertEqual(shown.cornerRadius, 10, accuracy: 1e-6)  // eased, symmetric at half-way
        runtime.run(to: 1)
        XCTAssertEqual(runtime.log, ["short\ttrue"])
    }

    func testRetargetingFromATimerSums() throws {
        let runtime = try fixture.load(boxScene("""
            box.center = {0, 50}
            UIView.animate{ withDuration = 1, options = {"curveLinear"}, animations = function() box.center.x = 100 end }
            delay(0.5, function()
              UIView.animate{ withDuration = 1, options = {"curveLinear"}, animations = function() box.center.x = 300 end }
            end)
            """))
        // 300 − 100·(1 − 0.75) − 200·(1 − 0.25) = 125.
        XCTAssertEqual(try x(runtime, at: 0.75), 125, accuracy: 1e-9)
    }

    func testCompletionOrderAndUnfinishedBlocks() throws {
        let runtime = try fixture.load(boxScene("""
            local function report(name) return function(finished) print(name, finished, CACurrentMediaTime()) end end
            UIView.animate{ withDuration = 2, animations = function() box.alpha = 0.5 end, completion = report("long") }
            UIView.animate{ withDuration = 1, delay = 0.5, animations = function() box.center.x = 0 end, completion = report("delayed") }
            UIView.animate{ withDuration = 0, animations = function() box.center.y = 0 end, completion = report("instant") }
            delay(1, function() box.layer:removeAnimation("opacity") print("removed") end)
            """))
        runtime.run(to: 3)
        XCTAssertEqual(runtime.log, ["instant\ttrue\t0", "removed", "long\tfalse\t1", "delayed\ttrue\t1.5"])
    }

    func testTheSeedsCloudLoopRestartsFromItsCompletion() throws {
        // Seed 000 §8: a cloud crosses the 375-point screen in 30 s, then starts again from
        // just off the left edge. From x 0: 375 · 30/375 = 30 s; then from −75: 450 · 0.08 = 36 s.
        let runtime = try fixture.load("""
            local cloud = View{ name = "cloud", frame = {0, 100, 75, 40} }
            view:addSubview(cloud)
            local function animateCloud(cloud)
              local cloudSpeed = 30.0 / view.frame.size.width
              local duration = (view.frame.size.width - cloud.frame.origin.x) * cloudSpeed
              UIView.animate{ withDuration = duration, delay = 0.0, options = "curveLinear", animations = function()
                cloud.frame.origin.x = view.frame.size.width
              end, completion = function(_)
                cloud.frame.origin.x = -cloud.frame.size.width
                animateCloud(cloud)
              end }
            end
            animateCloud(cloud)
            """)
        runtime.run(to: 15)
        XCTAssertEqual(try runtime.presented("cloud").position.x, 37.5 + 187.5, accuracy: 1e-9)
        // 15 s into the second crossing: origin −75 + 450 · 15/36 = 112.5, centre 150.
        runtime.run(to: 45)
        XCTAssertEqual(try runtime.presented("cloud").position.x, 150, accuracy: 1e-9)
    }

    func testFrameOffsetFromTheWWDCTalk() throws {
        // Seed 003: circle.frame = circle.frame.offsetBy(dx: 100, dy: 0) over 5 s, eased.
        let runtime = try fixture.load("""
            local circle = View{ name = "circle", frame = {0, 0, 50, 50} }
            view:addSubview(circle)
            UIView.animate{ withDuration = 5, animations = function()
              circle.frame = circle.frame:offsetBy(100, 0)
            end, completion = nil }
            """)
        runtime.run(to: 2.5)
        XCTAssertEqual(try runtime.presented("circle").position.x, 75, accuracy: 1e-6)  // symmetric curve: half-way
    }

    func testSpringFromTheSeed() throws {
        // Seed 000 §3: 0.5 s, delay 0.5, damping 0.5, velocity 0, centre y − 30. The spring
        // settling in 0.5 s has ω₀ = 29.45401 (twice the 1 s one), so at 0.05 s in, ω₀t is the
        // same as the 1 s spring's at 0.1 s: displacement 0.403901. y: 50 − 30 + 30·0.403901.
        let runtime = try fixture.load(boxScene("""
            box.center.y = box.center.y + 30
            box.alpha = 0
            UIView.animate{ withDuration = 0.5, delay = 0.5, usingSpringWithDamping = 0.5, initialSpringVelocity = 0,
                            options = {}, animations = function()
              box.center.y = box.center.y - 30
              box.alpha = 1
            end, completion = nil }
            """))
        runtime.run(to: 0.25)
        XCTAssertEqual(try runtime.presented("box").position.y, 80, accuracy: 1e-9)
        runtime.run(to: 0.55)
        XCTAssertEqual(try runtime.presented("box").position.y, 50 + 30 * 0.403901, accuracy: 1e-3)
    }

    func testIOS17SpringForm() throws {
        let runtime = try fixture.load(boxScene("""
            box.center.x = 0
            UIView.animate{ springDuration = 0.5, bounce = 0, animations = function() box.center.x = 100 end }
            """))
        // ζ = 1, ω₀ = 4π: x(0.1) = e^(−1.2566)(1 + 1.2566) = 0.642260.
        XCTAssertEqual(try x(runtime, at: 0.1), 35.774, accuracy: 1e-3)
    }

    func testKeyframesFromTheSeed() throws {
        // Seed 000 §12's shape, shortened: centre x 0 → 80 over [0, 0.25], then → 180 over
        // [0.5, 1] of 2 s, linear; alpha 1 → 0 over [0.25, 0.5].
        let runtime = try fixture.load(boxScene("""
            box.center.x = 0
            UIView.animateKeyframes{ withDuration = 2, delay = 0, options = {"calculationModeLinear", "curveLinear"}, animations = function()
              UIView.addKeyframe{ withRelativeStartTime = 0.0, relativeDuration = 0.25, animations = function()
                box.center.x = box.center.x + 80
              end }
              UIView.addKeyframe(0.25, 0.25, function() box.alpha = 0 end)
              UIView.addKeyframe{ withRelativeStartTime = 0.5, relativeDuration = 0.5, animations = function()
                box.center.x = 180
              end }
            end, completion = function(finished) print("landed", finished, CACurrentMediaTime()) end }
            """))
        XCTAssertEqual(try x(runtime, at: 0.25), 40, accuracy: 1e-9)
        runtime.run(to: 0.75)
        XCTAssertEqual(try runtime.presented("box").opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try x(runtime, at: 0.75), 80, accuracy: 1e-9)
        XCTAssertEqual(try x(runtime, at: 1.5), 130, accuracy: 1e-9)
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["landed\ttrue\t2"])
    }

    func testLayoutInsideABlockAnimates() throws {
        // Seed 000 §13: a menu whose height the layout function sets from a flag.
        let runtime = try fixture.load("""
            local open = false
            local menu = View{ name = "menu", frame = {0, 0, 375, 60} }
            view:addSubview(menu)
            view.layout = function(v) menu.frame = {0, 0, 375, open and 200 or 60} end
            delay(1, function()
              open = true
              UIView.animate{ withDuration = 1, options = "curveLinear", animations = function() view:layoutIfNeeded() end }
            end)
            """)
        runtime.run(to: 1.5)
        // Height 60 → 200: 130 half-way; the centre y 30 → 100: 65.
        let menu = try runtime.presented("menu")
        XCTAssertEqual(menu.bounds.height, 130, accuracy: 1e-9)
        XCTAssertEqual(menu.position.y, 65, accuracy: 1e-9)
    }

    func testViewLayersAnimateOnlyInsideBlocks() throws {
        let runtime = try fixture.load(boxScene("""
            delay(1, function()
              box.layer.cornerRadius = 10
              UIView.animate{ withDuration = 1, options = "curveLinear", animations = function() box.layer.opacity = 0 end }
            end)
            """))
        runtime.run(to: 1.5)
        let shown = try runtime.presented("box")
        XCTAssertEqual(shown.cornerRadius, 10, "outside a block: at once")
        XCTAssertEqual(shown.opacity, 0.5, accuracy: 1e-9)
    }

    func testNestingAndPerformWithoutAnimation() throws {
        let runtime = try fixture.load(boxScene("""
            UIView.animate{ withDuration = 2, options = "curveLinear", animations = function()
              box.alpha = 0
              UIView.performWithoutAnimation(function() box.layer.cornerRadius = 8 end)
              UIView.animate{ withDuration = 0.5, animations = function() box.center.x = 250 end }
            end }
            UIView.setAnimationsEnabled(false)
            UIView.animate{ withDuration = 1, animations = function() box.layer.borderWidth = 3 end }
            UIView.setAnimationsEnabled(true)
            """))
        runtime.run(to: 1)
        let shown = try runtime.presented("box")
        XCTAssertEqual(shown.cornerRadius, 8)
        XCTAssertEqual(shown.borderWidth, 3)
        XCTAssertEqual(shown.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(shown.position.x, 150, accuracy: 1e-9, "the nested block inherits 2 s and linear: 50 → 250")
    }

    func testAnErrorInACompletionIsCollected() throws {
        let runtime = try fixture.load(boxScene("""
            UIView.animate{ withDuration = 1, animations = function() box.alpha = 0 end, completion = function()
              error("boom")
            end }
            """))
        XCTAssertThrowsError(try runtime.advance(to: 2)) { error in
            XCTAssertEqual((error as? SceneError)?.line, 4)
            XCTAssertTrue((error as? SceneError)?.message.hasSuffix("boom") ?? false)
        }
        XCTAssertEqual(runtime.errors.count, 1)
    }

    // MARK: Bad input

    private func assertError(_ body: String, line: Int, _ message: String, file: StaticString = #filePath, sourceLine: UInt = #line) {
        guard let error = fixture.error(boxScene(body), file: file, line: sourceLine) else { return }
        XCTAssertEqual(error.line, line + 2, file: file, line: sourceLine)
        XCTAssertEqual(error.message, message, file: file, line: sourceLine)
    }

    func testBadArguments() {
        assertError("UIView.animate{ withDuration = '1', animations = function() end }", line: 1,
                    "UIView.animate: 'withDuration' must be a finite number (got string)")
        assertError("UIView.animate{ withDuraton = 1, animations = function() end }", line: 1,
                    "UIView.animate has no argument 'withDuraton'; did you mean 'withDuration'?")
        assertError("UIView.animate{ withDuration = 1 }", line: 1,
                    "UIView.animate: 'animations' must be a function (got nil)")
        assertError("UIView.animate{ withDuration = 1, animations = function() end, completion = 3 }", line: 1,
                    "UIView.animate: 'completion' must be a function (got number)")
        assertError("UIView.animate{ withDuration = 1, delay = -1, animations = function() end }", line: 1,
                    "UIView.animate: 'delay' must be 0 or more (got -1)")
        assertError("UIView.animate('fast')", line: 1,
                    "UIView.animate takes a table of Swift's argument labels, like UIView.animate{ withDuration = 0.5, animations = function() ... end } (got string)")
        assertError("UIView.animate(1, 2)", line: 1, "UIView.animate: argument 2 must be a function (got number)")
        assertError("UIView.animate{ withDuration = 1, springDuration = 1, animations = function() end }", line: 1,
                    "UIView.animate: give either 'springDuration' and 'bounce' (iOS 17) or 'withDuration', not both")
        assertError("UIView.animate{ bounce = 2, animations = function() end }", line: 1,
                    "UIView.animate: 'bounce' must be more than -1 and at most 1 (got 2)")
        assertError("UIView.animate{ withDuration = 1, initialSpringVelocity = 1, animations = function() end }", line: 1,
                    "UIView.animate: 'initialSpringVelocity' needs 'usingSpringWithDamping' (or 'springDuration')")
        assertError("UIView.setAnimationsEnabled('yes')", line: 1, "UIView.setAnimationsEnabled takes true or false (got string)")
        assertError("UIView.performWithoutAnimation()", line: 1,
                    "UIView.performWithoutAnimation: argument 1 must be a function (got no value)")
    }

    func testBadOptions() {
        assertError("UIView.animate{ withDuration = 1, options = {'curveEaseInOutt'}, animations = function() end }", line: 1,
                    "UIView.animate: 'curveEaseInOutt' is not an option here; did you mean 'curveEaseInOut'?")
        assertError("UIView.animate{ withDuration = 1, options = {'calculationModePaced'}, animations = function() end }",
                    line: 1, "UIView.animate: 'calculationModePaced' is not an option here; use " + [
                        "layoutSubviews", "allowUserInteraction", "beginFromCurrentState", "repeat", "autoreverse",
                        "overrideInheritedDuration", "overrideInheritedCurve", "overrideInheritedOptions", "allowAnimatedContent",
                        "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear", "showHideTransitionViews",
                        "transitionNone", "transitionFlipFromLeft", "transitionFlipFromRight", "transitionFlipFromTop",
                        "transitionFlipFromBottom", "transitionCurlUp", "transitionCurlDown", "transitionCrossDissolve",
                    ].map { "\"\($0)\"" }.joined(separator: ", "))
        assertError("UIView.animate{ withDuration = 1, options = {'curveEaseIn', 'curveLinear'}, animations = function() end }",
                    line: 1, "UIView.animate: options name two curves, 'curveEaseIn' and 'curveLinear'")
        assertError("UIView.animate{ withDuration = 1, options = 5, animations = function() end }", line: 1,
                    "UIView.animate: 'options' must be a name or a list of names (got number)")
        assertError("UIView.animateKeyframes{ withDuration = 1, options = {'calculationModePacd'}, animations = function() end }",
                    line: 1, "UIView.animateKeyframes: 'calculationModePacd' is not an option here; did you mean 'calculationModePaced'?")
    }

    func testKeyframesOutsideTheirBlock() {
        assertError("UIView.addKeyframe(0, 1, function() end)", line: 1,
                    "UIView.addKeyframe can only be called inside the animations function of UIView.animateKeyframes")
        assertError("""
            UIView.animateKeyframes{ withDuration = 1, animations = function()
              UIView.addKeyframe{ withRelativeStartTime = 2, relativeDuration = 0.5, animations = function() end }
            end }
            """, line: 2, "UIView.addKeyframe: 'withRelativeStartTime' must be a number from 0 to 1 (got 2)")
    }

    func testAnErrorInALayoutTheLayoutSubviewsOptionRunsIsReported() throws {
        let runtime = try fixture.load(boxScene("""
            delay(1, function()
              box.layout = function(v) v.alpah = 1 end
              UIView.animate{ withDuration = 1, options = "layoutSubviews", animations = function() box.center.x = 9 end }
            end)
            """))
        XCTAssertThrowsError(try runtime.advance(to: 1)) { error in
            XCTAssertEqual((error as? SceneError)?.line, 4)
            XCTAssertEqual((error as? SceneError)?.message, "View has no property 'alpah'; did you mean 'alpha'?")
        }
    }

    func testAnErrorInsideTheAnimationsFunctionPointsAtIt() {
        assertError("""
            UIView.animate{ withDuration = 1, animations = function()
              box.alpah = 0
            end }
            """, line: 2, "View has no property 'alpah'; did you mean 'alpha'?")
    }
}
