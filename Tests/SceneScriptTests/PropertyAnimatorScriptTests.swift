import Layers
import SceneScript
import Views
import XCTest

/// UIViewPropertyAnimator from Lua: the seeds' calls, the pan recipe with recorded input,
/// several animators reversed by a tap, and every refused call or bad value as `file:line:`.
final class PropertyAnimatorScriptTests: XCTestCase {
    private let fixture = SceneFixture()

    /// A scene with a view "box" at {0, 0, 100, 100} (centre (50, 50)), then `body`.
    private func boxScene(_ body: String) -> String {
        """
        local box = View{ name = "box", frame = {0, 0, 100, 100}, backgroundColor = "#f80" }
        view:addSubview(box)
        \(body)
        """
    }

    private func shown(_ runtime: SceneRuntime, at t: Double, file: StaticString = #filePath, line: UInt = #line) throws -> Layer {
        runtime.run(to: t, file: file, line: line)
        return try runtime.presented("box", file: file, line: line)
    }

    func testTheSeedsLinearAnimator() throws {
        let runtime = try fixture.load(boxScene("""
            local animator = UIViewPropertyAnimator{ duration = 2.5, curve = "linear", animations = function()
              box.frame = box.frame:offsetBy(100, 0)
            end }
            print(animator.state, animator.isRunning, box.center.x)
            animator:addCompletion(function(position) print("done", position, CACurrentMediaTime(), animator.state) end)
            animator:startAnimation()
            print(animator.state, animator.isRunning, box.center.x)
            """))
        XCTAssertEqual(runtime.log, ["inactive\tfalse\t50", "active\ttrue\t150"])
        // Half-way through 2.5 s: 50 + 50.
        XCTAssertEqual(try shown(runtime, at: 1.25).position.x, 100, accuracy: 1e-9)
        runtime.run(to: 3)
        XCTAssertEqual(runtime.log.last, "done\tend\t2.5\tinactive")
    }

    func testThePanRecipeScrubsThenContinuesWithTheFingersVelocity() throws {
        let runtime = try fixture.load(boxScene("""
            local animator = UIViewPropertyAnimator{ duration = 1, curve = "easeOut", animations = function()
              box.center.x = 250
            end }
            animator:addCompletion(function(position) print("done", position, CACurrentMediaTime()) end)
            local start = 0
            view:addGestureRecognizer(UIPanGestureRecognizer(function(g)
              if g.state == "began" then
                animator:pauseAnimation()
                start = animator.fractionComplete
              elseif g.state == "changed" then
                animator.fractionComplete = start + g:translation(view).x / 200
              elseif g.state == "ended" then
                local remaining = 200 * (1 - animator.fractionComplete)
                local v = g:velocity(view).x / remaining
                local spring = UISpringTimingParameters{ dampingRatio = 1, initialVelocity = {dx = v, dy = 0} }
                animator:continueAnimation{ withTimingParameters = spring, durationFactor = 0 }
                print("released", CACurrentMediaTime(), animator.fractionComplete, v)
              end
            end))
            """))
        runtime.deliver(try InputEventFile.parse("0 drag 50 300 150 300 0.5", file: "events.txt"))
        // Scrubbing linearly: translation 50 of 200 at t = 0.25.
        XCTAssertEqual(try shown(runtime, at: 0.25).position.x, 100, accuracy: 1e-6)
        runtime.run(to: 0.5)
        // Released at 100 / 0.5 s = 200 pt/s with 100 pt to go: v = 2.
        XCTAssertEqual(runtime.log, ["released\t0.5\t0.5\t2.0"])
        // The rest of 1 s is 0.5 s: ω = 9.233413 / 0.5 = 18.466827. At 0.1 s:
        // x = e^(−1.846683)(1 + (18.466827 − 2) × 0.1) = 0.417540: 150 + 100 × 0.582460.
        XCTAssertEqual(try shown(runtime, at: 0.6).position.x, 208.246, accuracy: 1e-3)
        runtime.run(to: 1.5)
        XCTAssertEqual(runtime.log.last, "done\tend\t1")
    }

    func testATapReversesSeveralAnimatorsMidFlight() throws {
        let runtime = try fixture.load(boxScene("""
            box.clipsToBounds = true
            local running = {}
            local function animateOrReverse()
              if #running == 0 then
                local frame = UIViewPropertyAnimator{ duration = 1, dampingRatio = 1, animations = function()
                  box.frame = {0, 200, 375, 300}
                end }
                local corner = UIViewPropertyAnimator{ duration = 1, curve = "linear", animations = function()
                  box.layer.cornerRadius = 12
                end }
                for _, a in ipairs({frame, corner}) do
                  a:addCompletion(function(position) print(position, CACurrentMediaTime()) running = {} end)
                  a:startAnimation()
                  table.insert(running, a)
                end
              else
                for _, a in ipairs(running) do a.isReversed = not a.isReversed end
              end
            end
            view:addGestureRecognizer(UITapGestureRecognizer(function(g) animateOrReverse() end))
            """))
        runtime.deliver(try InputEventFile.parse("0 tap 300 600\n0.3 tap 300 600", file: "events.txt"))
        // The first tap ends at 0.05 s, the second at 0.35: 0.3 s forward, then 0.3 s back.
        XCTAssertEqual(try shown(runtime, at: 0.35).cornerRadius, 3.6, accuracy: 1e-9)
        // Back from F = 0.3 at 1 per second: F(0.5) = 0.15, 12 × 0.15.
        XCTAssertEqual(try shown(runtime, at: 0.5).cornerRadius, 1.8, accuracy: 1e-9)
        runtime.run(to: 0.66)
        XCTAssertEqual(runtime.log, ["start\t0.65", "start\t0.65"])
        let box = try XCTUnwrap(runtime.layer(named: "box"))
        XCTAssertEqual(box.cornerRadius, 0)
        XCTAssertEqual(box.frame, .init(x: 0, y: 0, width: 100, height: 100))
    }

    func testKeyframesInsideAnAnimatorFollowItsProgress() throws {
        let runtime = try fixture.load(boxScene("""
            box.alpha = 0
            local a = UIViewPropertyAnimator{ duration = 1, curve = "linear", animations = function()
              UIView.animateKeyframes{ withDuration = 0, delay = 0, options = {}, animations = function()
                UIView.addKeyframe{ withRelativeStartTime = 0.5, relativeDuration = 0.5, animations = function() box.alpha = 1 end }
              end, completion = function(finished) print("keyframes", finished, CACurrentMediaTime()) end }
            end }
            a:addCompletion(function(position) print("animator", position, CACurrentMediaTime(), box.alpha) end)
            a:startAnimation()
            delay(0.75, function() a:pauseAnimation() a.fractionComplete = 0.9 end)
            delay(1, function() a.isReversed = true a:continueAnimation(nil, 0) end)
            """))
        // The keyframe holds 0 for the first half of the animator and rises linearly in the second.
        XCTAssertEqual(try shown(runtime, at: 0.25).opacity, 0, accuracy: 1e-9)
        XCTAssertEqual(try shown(runtime, at: 0.7).opacity, 0.4, accuracy: 1e-9)
        // Paused at 0.75 and scrubbed to 0.9: (0.9 − 0.5) / 0.5.
        XCTAssertEqual(try shown(runtime, at: 0.8).opacity, 0.8, accuracy: 1e-9)
        // Reversed at 1 s from F = 0.9: 0.9 s back; at 1.2 s F = 0.7.
        XCTAssertEqual(try shown(runtime, at: 1.2).opacity, 0.4, accuracy: 1e-9)
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["keyframes\ttrue\t1.9", "animator\tstart\t1.9\t0"])
    }

    func testTheSeedsPanScreenReturnsWhenReleasedLeftOfCentre() throws {
        // Seed 001, UIViewPropertyAnimator screen: follow the finger along x with a turn of
        // 180° and a 1.5 scale; on release go back if left of the root's centre, else on.
        let runtime = try fixture.load(boxScene("""
            local spring = UISpringTimingParameters{ mass = 2, stiffness = 30, damping = 7, initialVelocity = {0, 0} }
            local animator = UIViewPropertyAnimator{ duration = 1, timingParameters = spring, animations = function()
              box.center.x = 300
              box.transform = CGAffineTransform{ rotationAngle = math.pi }:scaledBy{ x = 1.5, y = 1.5 }
            end }
            animator:addCompletion(function(position) print(position, box.center.x) end)
            view:addGestureRecognizer(UIPanGestureRecognizer(function(g)
              if g.state == "began" then animator:pauseAnimation()
              elseif g.state == "changed" then animator.fractionComplete = g:translation(view).x / 250
              elseif g.state == "ended" then
                animator.isReversed = box.layer:presentation().position.x < view.center.x
                animator:continueAnimation(nil, 0)
              end
            end))
            """))
        runtime.deliver(try InputEventFile.parse("0 drag 50 300 100 300 0.25", file: "events.txt"))
        // 50 of 250 points: F = 0.2, the centre at 50 + 250 × 0.2 = 100, left of 187.5.
        XCTAssertEqual(try shown(runtime, at: 0.25).position.x, 100, accuracy: 1e-6)
        runtime.run(to: 6)
        XCTAssertEqual(runtime.log, ["start\t50"])
        XCTAssertEqual(try runtime.presented("box").position.x, 50, accuracy: 1e-9)
    }

    func testABlurEffectAnimatesInAnAnimator() throws {
        // Seed 003's blurAnimator, linear: half-way through 1 s the dark blur (radius 20,
        // saturation 1.8, tint 0.73 opaque) is half-way from none (0, 1, no tint).
        let runtime = try fixture.load(boxScene("""
            local blur = UIVisualEffectView{ name = "blur", frame = view.bounds }
            view:addSubview(blur)
            local a = UIViewPropertyAnimator{ duration = 1, curve = "linear", animations = function()
              blur.effect = UIBlurEffect("dark")
            end }
            a:startAnimation()
            """))
        runtime.run(to: 0.5)
        let shown = try XCTUnwrap(try runtime.presented("blur") as? BackdropLayer)
        XCTAssertEqual(shown.blurRadius, 10, accuracy: 1e-9)
        XCTAssertEqual(shown.saturation, 1.4, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(shown.tintColor).alpha, 0.365, accuracy: 1e-9)
        runtime.run(to: 1.5)
        let done = try XCTUnwrap(try runtime.presented("blur") as? BackdropLayer)
        XCTAssertEqual(done.blurRadius, 20)
        XCTAssertTrue(done.attachedAnimations.isEmpty)
    }

    func testTwentyHalfTurnsAssignedInABlockSpinTenTimes() throws {
        // Seed 003's decomposed additive rotation on a linear 1 s animator: each half turn adds
        // −180° × (1 − F), so at F = 0.025 the box shows 20 × −175.5° = −3510°, that is +90°.
        // One assignment of a turn of 20π shows (nearly) nothing.
        let runtime = try fixture.load(boxScene("""
            local one = View{ name = "one", frame = {0, 200, 100, 100} }
            view:addSubview(one)
            local a = UIViewPropertyAnimator{ duration = 1, curve = "linear", animations = function()
              for _ = 0, 19 do
                local rotation = CGAffineTransform{ rotationAngle = math.pi }
                box.transform = box.transform:concatenating(rotation)
              end
              one.transform = CGAffineTransform{ rotationAngle = math.pi * 20 }
            end }
            a:startAnimation()
            """))
        let box = try shown(runtime, at: 0.025).transform
        XCTAssertEqual(atan2(box.m12, box.m11), .pi / 2, accuracy: 1e-9)
        let one = try runtime.presented("one").transform
        XCTAssertEqual(atan2(one.m12, one.m11), 0, accuracy: 1e-9)
    }

    func testRunningPropertyAnimatorStartsAfterItsDelay() throws {
        let runtime = try fixture.load(boxScene("""
            local a = UIViewPropertyAnimator.runningPropertyAnimator{ withDuration = 1, delay = 0.5, options = {"curveLinear"},
              animations = function() box.alpha = 0 end,
              completion = function(position) print("done", position, CACurrentMediaTime()) end }
            print(a.state, a.isRunning, a.delay)
            """))
        XCTAssertEqual(runtime.log, ["active\ttrue\t0.5"])
        XCTAssertEqual(try shown(runtime, at: 0.25).opacity, 1, accuracy: 1e-9)
        XCTAssertEqual(try shown(runtime, at: 1).opacity, 0.5, accuracy: 1e-9)
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log.last, "done\tend\t1.5")
    }

    func testStopAndFinishAndTimingObjects() throws {
        let runtime = try fixture.load(boxScene("""
            local timing = UICubicTimingParameters{ controlPoint1 = {0.75, 0.1}, controlPoint2 = {0.9, 0.25} }
            local a = UIViewPropertyAnimator{ duration = 1, timingParameters = timing, animations = function() box.center.x = 150 end }
            a.scrubsLinearly = false
            print(timing.controlPoint1, UICubicTimingParameters{ animationCurve = "easeIn" }.controlPoint1,
                  UISpringTimingParameters().dampingRatio, a.timingParameters.controlPoint2)
            a.fractionComplete = 0.5
            a:addCompletion(function(p) print("finished", p, box.center.x) end)
            a:stopAnimation(false)
            print(a.state)
            a:finishAnimation("start")
            """))
        runtime.run(to: 0.1)
        XCTAssertEqual(runtime.log, ["Point(0.75, 0.1)\tPoint(0, 0)\t4.56\tPoint(0.9, 0.25)", "stopped", "finished\tstart\t50"])
    }

    func testRefusedCallsAndBadValuesSayWhereAndWhy() {
        let cases: [(String, String)] = [
            ("local a = UIViewPropertyAnimator{ duration = 1, animations = function() box.alpha = 0 end }\na:startAnimation()\na.fractionComplete = 0.5",
             "scene.lua:5: fractionComplete can be set only while the animator is paused (it is running)"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\na:startAnimation()\na:stopAnimation(false)\na:continueAnimation(nil, 1)",
             "scene.lua:6: continueAnimation cannot continue a stopped animator; finish it with finishAnimation(at:) (it is stopped)"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\na:startAnimation()\na:finishAnimation(\"end\")",
             "scene.lua:5: finishAnimation(at:) needs a stopped animator; call stopAnimation(false) first (it is running)"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\na:startAnimation()\na.isInterruptible = false",
             "scene.lua:5: isInterruptible can change only while the animator is not active (it is running)"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\na:startAnimation()\na:stopAnimation(false)\na:startAnimation()",
             "scene.lua:6: startAnimation cannot restart a stopped animator; finish it with finishAnimation(at:) (it is stopped)"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\na:pauseAnimation()\na:stopAnimation(false)\na:finishAnimation(\"middle\")",
             "scene.lua:6: finishAnimation takes the position: \"end\", \"start\", \"current\" (got \"middle\")"),
            ("UIViewPropertyAnimator{ duration = 1, curve = \"easeOutt\" }",
             "scene.lua:3: UIViewPropertyAnimator: 'curve' must be one of \"easeInOut\", \"easeIn\", \"easeOut\", \"linear\" (got \"easeOutt\"); did you mean 'easeOut'?"),
            ("UIViewPropertyAnimator{ duration = 1, curve = \"linear\", dampingRatio = 1 }",
             "scene.lua:3: UIViewPropertyAnimator: give one of 'curve', 'dampingRatio', 'controlPoint1' and 'controlPoint2', or 'timingParameters' (got 'curve' and 'dampingRatio')"),
            ("UIViewPropertyAnimator{ duration = 1, dampingRatio = 1, animation = function() end }",
             "scene.lua:3: UIViewPropertyAnimator has no argument 'animation'; did you mean 'animations'?"),
            ("UIViewPropertyAnimator{ curve = \"linear\" }",
             "scene.lua:3: UIViewPropertyAnimator: 'duration' must be a finite number (got nil)"),
            ("UISpringTimingParameters{ dampingRatio = 1, mass = 1 }",
             "scene.lua:3: UISpringTimingParameters: give either 'dampingRatio' or 'mass', 'stiffness' and 'damping', not both"),
            ("UISpringTimingParameters{ mass = 1, stiffness = 100 }",
             "scene.lua:3: UISpringTimingParameters: 'mass', 'stiffness' and 'damping' go together ('damping' missing)"),
            ("UISpringTimingParameters{ dampingRatio = 1, initialVelocity = \"fast\" }",
             "scene.lua:3: UISpringTimingParameters: 'initialVelocity' must be a vector, as in {dx = 0.5, dy = 0} or {0.5, 0} (got string)"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\na.state = \"active\"",
             "scene.lua:4: 'state' is read-only"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\na.isReversed = 1",
             "scene.lua:4: 'isReversed' must be true or false (got number)"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\nprint(a.fractionComplet)",
             "scene.lua:4: UIViewPropertyAnimator has no property 'fractionComplet'; did you mean 'fractionComplete'?"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\na:stopAnimation()",
             "scene.lua:4: stopAnimation takes withoutFinishing, true or false, as in animator:stopAnimation(false) (got no value)"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\na:addAnimations(5)",
             "scene.lua:4: addAnimations takes a function and an optional delay factor, as in animator:addAnimations(function() ... end, 0.5) (got number)"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\na:continueAnimation(\"spring\", 1)",
             "scene.lua:4: continueAnimation: the timing parameters must be a UISpringTimingParameters, a UICubicTimingParameters or nil (got string)"),
            ("local a = UIViewPropertyAnimator{ duration = 1, animations = function() error(\"broken block\") end }\na:startAnimation()",
             "scene.lua:3: broken block"),
        ]
        for (body, message) in cases {
            let error = fixture.error(boxScene(body))
            XCTAssertEqual(error?.description.replacingOccurrences(of: fixture.directory + "/", with: ""), message, body)
        }
    }
}
