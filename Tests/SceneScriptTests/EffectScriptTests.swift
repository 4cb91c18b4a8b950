import Layers
import SceneScript
import Views
import XCTest

/// Visual effect views, image frame animations and view transitions from Lua: the seeds'
/// calls, values at chosen times worked out by hand, and bad input as `file:line: message`.
final class EffectScriptTests: XCTestCase {
    private let fixture = SceneFixture()

    private func backdrop(_ runtime: SceneRuntime, _ name: String, file: StaticString = #filePath,
                          line: UInt = #line) throws -> BackdropLayer {
        try XCTUnwrap(try runtime.presented(name, file: file, line: line) as? BackdropLayer, file: file, line: line)
    }

    func testBlurWithVibrancyAsSeed004Builds() throws {
        let runtime = try fixture.load("""
            local blurEffect = UIBlurEffect("dark")
            local blur = UIVisualEffectView(blurEffect)
            blur.name = "blur"
            blur.frame = view.bounds
            view:addSubview(blur)
            local vibrancy = UIVisualEffectView{ name = "vibrancy", effect = UIVibrancyEffect(blurEffect), frame = blur.bounds }
            blur.contentView:addSubview(vibrancy)
            local label = Label{ name = "label", text = "Siri", frame = {20, 20, 200, 40}, textColor = "white" }
            vibrancy.contentView:addSubview(label)
            print(tostring(blur.effect == blurEffect), #blur.contentView.subviews, label.superview == vibrancy.contentView)
            print(UIBlurEffect{ style = "extraLight" }, UIVibrancyEffect{ blurEffect = UIBlurEffect("light") })
            """)
        XCTAssertEqual(runtime.log, ["true\t1\ttrue", "UIBlurEffect(extraLight)\tUIVibrancyEffect(light)"])
        let blur = try backdrop(runtime, "blur"), vibrancy = try backdrop(runtime, "vibrancy")
        XCTAssertEqual(blur.blurRadius, 20)
        XCTAssertEqual(blur.saturation, 1.8)
        XCTAssertEqual(vibrancy.blurRadius, 0)
        XCTAssertEqual(vibrancy.vibrancy, .lighten)
        XCTAssertEqual(vibrancy.vibrancyAmount, 1)
        XCTAssertEqual(vibrancy.bounds, blur.bounds)
    }

    func testTheEffectAnimatesInAndOutAsSeed003sCard() throws {
        let runtime = try fixture.load("""
            local blur = UIVisualEffectView{ name = "blur", frame = {0, 0, 375, 667} }
            view:addSubview(blur)
            UIView.animate{ withDuration = 1, options = {"curveLinear"}, animations = function()
              blur.effect = UIBlurEffect("dark")
            end }
            delay(2, function()
              UIView.animate{ withDuration = 1, options = {"curveLinear"}, animations = function() blur.effect = nil end }
            end)
            """)
        // Half-way from none to dark: radius 20 · 0.5, saturation 1 + 0.8 · 0.5, tint alpha 0.73 · 0.5.
        runtime.run(to: 0.5)
        var shown = try backdrop(runtime, "blur")
        XCTAssertEqual(shown.blurRadius, 10, accuracy: 1e-9)
        XCTAssertEqual(shown.saturation, 1.4, accuracy: 1e-9)
        XCTAssertEqual(shown.tintColor?.alpha ?? -1, 0.365, accuracy: 1e-9)
        // A quarter of the way back out: 20 · 0.75.
        runtime.run(to: 2.25)
        shown = try backdrop(runtime, "blur")
        XCTAssertEqual(shown.blurRadius, 15, accuracy: 1e-9)
        runtime.run(to: 3.5)
        XCTAssertEqual(try backdrop(runtime, "blur").blurRadius, 0)
    }

    func testPenguinFramesAsSeed000Section26() throws {
        fixture.copyAssets()
        let runtime = try fixture.load("""
            local walkFrames = {Image("tile.png"), Image("badge@2x.png")}
            local penguin = UIImageView{ name = "penguin", frame = {0, 0, 40, 40} }
            view:addSubview(penguin)
            local animationDuration = 0.6
            penguin.animationImages = walkFrames
            penguin.animationDuration = animationDuration / 3
            penguin.animationRepeatCount = 3
            print(#penguin.animationImages, penguin.animationDuration, penguin.animationRepeatCount, penguin.isAnimating)
            penguin:startAnimating()
            print(penguin.isAnimating)
            delay(0.7, function() print(penguin.isAnimating) end)
            """)
        let penguin = try XCTUnwrap(runtime.root.subviews.first as? ImageView)
        let frames = try XCTUnwrap(penguin.animationImages)
        // 0.2 s a pass of two frames, 0.1 s each, three passes: over at 0.6 s.
        runtime.run(to: 0.05)
        XCTAssertTrue(try runtime.presented("penguin").contents === frames[0])
        runtime.run(to: 0.15)
        XCTAssertTrue(try runtime.presented("penguin").contents === frames[1])
        runtime.run(to: 0.52)
        XCTAssertTrue(try runtime.presented("penguin").contents === frames[1])
        runtime.run(to: 0.65)
        XCTAssertNil(try runtime.presented("penguin").contents)
        runtime.run(to: 1)
        XCTAssertEqual(runtime.log, ["2\t0.2\t3\tfalse", "true", "false"])
    }

    func testCrossDissolveAsSeed000Section9() throws {
        fixture.copyAssets()
        let runtime = try fixture.load("""
            local imageView = UIImageView{ name = "background", frame = {0, 0, 100, 100}, image = Image("tile.png") }
            view:addSubview(imageView)
            local toImage = UIImage{ named = "badge" }
            UIView.transition{ with = imageView, duration = 1.0, options = "transitionCrossDissolve", animations = function()
              imageView.image = toImage
            end, completion = function(finished) print("faded", finished, CACurrentMediaTime()) end }
            """)
        let imageView = try XCTUnwrap(runtime.root.subviews.first as? ImageView)
        XCTAssertEqual(imageView.layer.animationKeys(), ["transition"])
        runtime.run(to: 0.5)
        let state = try XCTUnwrap(try runtime.presented("background").transitionState)
        XCTAssertEqual(state.kind, .fade)
        // Ease in and out is symmetric: half the time, half the fade.
        XCTAssertEqual(state.progress, 0.5, accuracy: 1e-6)
        XCTAssertTrue(state.before.contents !== imageView.image)
        runtime.run(to: 1.5)
        XCTAssertEqual(runtime.log, ["faded\ttrue\t1"])
    }

    func testStatusBannerCurlsDownAndFlipsAwayAsSeed000Sections5To7() throws {
        let runtime = try fixture.load("""
            local status = UIImageView{ name = "status", frame = {20, 100, 300, 50}, backgroundColor = "#f5c242" }
            view:addSubview(status)
            status.isHidden = true
            local position = status.center
            UIView.transition{ with = status, duration = 0.33, options = {"curveEaseOut", "transitionCurlDown"}, animations = function()
              status.isHidden = false
            end, completion = function(_)
              delay(1.5, function()
                UIView.transition{ with = status, duration = 0.2, options = {"transitionFlipFromTop"}, animations = function()
                  status.isHidden = true
                  status.center = position
                end, completion = nil }
              end)
            end }
            print(status.isHidden)
            """)
        XCTAssertEqual(runtime.log, ["false"], "changes in the block happen at once")
        runtime.run(to: 0.2)
        var state = try XCTUnwrap(try runtime.presented("status").transitionState)
        XCTAssertEqual(state.kind, .pageUnCurl)
        XCTAssertTrue(state.before.isHidden)
        // Ease out (0, 0, 0.58, 1) is ahead of the clock: more than 0.2 / 0.33 of the way.
        XCTAssertGreaterThan(state.progress, 0.2 / 0.33)
        runtime.run(to: 1.93)
        state = try XCTUnwrap(try runtime.presented("status").transitionState)
        XCTAssertEqual(state.kind, .oglFlip)
        XCTAssertEqual(state.direction, .fromTop)
        XCTAssertTrue(try runtime.presented("status").isHidden)
        runtime.run(to: 2.1)
        XCTAssertNil(try runtime.presented("status").transitionState)
    }

    func testTransitionFromToReplacesOrHidesAndShows() throws {
        let runtime = try fixture.load("""
            local container = View{ name = "container", frame = {0, 0, 200, 200} }
            view:addSubview(container)
            local front = View{ name = "front", frame = container.bounds, backgroundColor = "red" }
            local back = View{ name = "back", frame = container.bounds, backgroundColor = "blue" }
            container:addSubview(front)
            UIView.transition{ from = front, to = back, duration = 1, options = {"transitionFlipFromRight"},
              completion = function(finished)
                print(front.superview == nil, back.superview == container, finished)
                local other = View{ frame = container.bounds }
                container:addSubview(other)
                UIView.transition{ from = back, to = other, duration = 0.5,
                  options = {"transitionFlipFromLeft", "showHideTransitionViews"},
                  completion = function() print(back.isHidden, other.isHidden, back.superview == container) end }
              end }
            """)
        XCTAssertEqual(try XCTUnwrap(runtime.layer(named: "container")).animationKeys(), ["transition"])
        runtime.run(to: 0.25)
        let state = try XCTUnwrap(try runtime.presented("container").transitionState)
        XCTAssertEqual(state.kind, .oglFlip)
        XCTAssertEqual(state.direction, .fromRight)
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["true\ttrue\ttrue", "true\tfalse\ttrue"])
    }

    func testZeroDurationAndAllowAnimatedContent() throws {
        let runtime = try fixture.load("""
            local box = View{ name = "box", frame = {0, 0, 100, 100} }
            view:addSubview(box)
            UIView.transition{ with = box, duration = 0, options = "transitionCurlUp", animations = function()
              box.alpha = 0.5
            end, completion = function(f) print("now", f, CACurrentMediaTime()) end }
            delay(1, function()
              UIView.transition{ with = box, duration = 1, options = {"transitionCrossDissolve", "allowAnimatedContent", "curveLinear"},
                animations = function() box.alpha = 1 end }
            end)
            """)
        XCTAssertTrue(try XCTUnwrap(runtime.layer(named: "box")).animationKeys().isEmpty)
        runtime.run(to: 1.5)
        // The content animates with the transition: 0.5 → 1, linear, half-way.
        XCTAssertEqual(try runtime.presented("box").opacity, 0.75, accuracy: 1e-9)
        XCTAssertEqual(runtime.log, ["now\ttrue\t0"])
    }

    func testBadInput() {
        let cases: [(String, String)] = [
            ("UIBlurEffect(\"drak\")", "UIBlurEffect: 'drak' is not a blur style; did you mean 'dark'?"),
            ("UIBlurEffect(\"dusk\")", "UIBlurEffect: 'dusk' is not a blur style; did you mean 'dark'?"),
            ("UIBlurEffect(\"sepia\")",
             "UIBlurEffect: 'sepia' is not a blur style; use one of \"extraLight\", \"light\", \"dark\", \"regular\", \"prominent\""),
            ("UIBlurEffect(3)", "UIBlurEffect: the style must be one of \"extraLight\", \"light\", \"dark\", \"regular\", \"prominent\" (got number)"),
            ("UIBlurEffect{ stile = \"dark\" }", "UIBlurEffect has no argument 'stile'; did you mean 'style'?"),
            ("UIBlurEffect()", "UIBlurEffect takes a style, as in UIBlurEffect(\"dark\") or UIBlurEffect{ style = \"dark\" }"),
            ("UIVibrancyEffect(\"dark\")",
             "UIVibrancyEffect takes a blur effect, as in UIVibrancyEffect(UIBlurEffect(\"dark\")) or UIVibrancyEffect{ blurEffect = blur } (got string)"),
            ("local e = UIBlurEffect(\"dark\").style", "UIBlurEffect has no property 'style' (an effect is only given to a UIVisualEffectView)"),
            ("UIVibrancyEffect(UIBlurEffect(\"dark\")).style = 1", "UIVibrancyEffect values cannot be changed; make a new one"),
            ("UIVisualEffectView{ effect = 5 }", "'effect' must be a UIBlurEffect, a UIVibrancyEffect or nil (got number)"),
            ("UIVisualEffectView{ effect = UIBlurEffect(\"dark\") }.contentView = View()", "'contentView' is read-only"),
            ("UIVisualEffectView().efect = nil", "VisualEffectView has no property 'efect'; did you mean 'effect'?"),
            ("ImageView().animationImages = {1}", "'animationImages' must be a list of images (item 1 is number)"),
            ("ImageView().animationImages = 2", "'animationImages' must be a list of images (got number)"),
            ("ImageView().isAnimating = true", "'isAnimating' is read-only"),
            ("ImageView().animationRepeatCount = -1", "'animationRepeatCount' must be a number"),
            ("ImageView().startAnimating()", "startAnimating is a method: call it with ':' (object:startAnimating(...))"),
            ("UIView.transition{ with = view, duration = 1, options = {\"transitionCurlUp\", \"transitionFlipFromLeft\"} }",
             "UIView.transition: options name two transitions, 'transitionFlipFromLeft' and 'transitionCurlUp'"),
            ("UIView.transition{ with = view, duration = 1, options = \"transitionFlipFromLeftt\" }",
             "UIView.transition: 'transitionFlipFromLeftt' is not an option here; did you mean 'transitionFlipFromLeft'?"),
            ("UIView.transition{ with = 3, duration = 1 }", "UIView.transition: 'with' must be a view (got number)"),
            ("UIView.transition{ duration = 1 }",
             "UIView.transition needs 'with' (the view to transition) or 'from' and 'to' (the views to swap)"),
            ("UIView.transition{ with = view, from = view, to = view, duration = 1 }",
             "UIView.transition: give either 'with' (and 'animations') or 'from' and 'to', not both"),
            ("UIView.transition{ from = View(), to = View(), duration = 1 }",
             "UIView.transition: the 'from' view has no superview (the transition runs on its superview)"),
            ("UIView.transition{ with = view, duration = 1, animations = 4 }", "UIView.transition: 'animations' must be a function (got number)"),
            ("UIView.transition{ with = view, duration = 1, animations = function() error(\"inside\") end }", "inside"),
            ("UIView.transition{ with = view }", "UIView.transition: 'duration' must be a finite number (got nil)"),
        ]
        for (body, message) in cases {
            guard let error = fixture.error("local x = 1\n" + body) else { continue }
            XCTAssertEqual(error.line, 2, body)
            XCTAssertTrue(error.message.hasSuffix(message), "\(body): \(error.message)")
        }
    }
}
