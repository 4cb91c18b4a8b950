import Geometry
import SceneScript
import Views
import XCTest

/// Interactive transitions (UIPercentDrivenInteractiveTransition driven by a pan), and
/// modalPresentationStyle and the status-bar properties of view controllers.
final class InteractiveTransitionTests: XCTestCase {
    private let fixture = SceneFixture()

    private func events(_ text: String) throws -> [InputEvent] {
        try InputEventFile.parse(text, file: "events.txt")
    }

    /// A full-screen sheet over a home screen, dismissed by a pan on the sheet: the
    /// dismissal's animator slides the sheet down the 667-point screen in 1 s (linear); the
    /// pan's vertical translation over 667 points is the percent; releasing past 40 %
    /// finishes, else cancels.
    private let panScene = """
        local home = UIViewController{ view = View{ name = "home", frame = {0, 0, 375, 667} } }
        view:addSubview(home.view)
        local sheet = UIViewController{ view = View{ name = "sheet" } }
        home:present(sheet, false)

        local interaction
        local SlideDown = {}
        function SlideDown:transitionDuration(ctx) return 1 end
        function SlideDown:animateTransition(ctx)
            local fromView, toView = ctx:view("from"), ctx:view("to")
            ctx.containerView:insertSubview(toView, {belowSubview = fromView})
            print("interactive", ctx.isInteractive)
            UIView.animate{ withDuration = 1, options = {"curveLinear"},
                            animations = function() fromView.center = CGPoint(187.5, 333.5 + 667) end,
                            completion = function(finished)
                                print("cancelled", ctx.transitionWasCancelled, CACurrentMediaTime())
                                ctx:completeTransition(not ctx.transitionWasCancelled)
                            end }
        end
        sheet.transitioningDelegate = {
            animationControllerForDismissed = function(self, dismissed) return SlideDown end,
            interactionControllerForDismissal = function(self, animator)
                print("asked for", animator == SlideDown)
                return interaction
            end,
        }
        sheet.view:addGestureRecognizer(UIPanGestureRecognizer(function(g)
            local percent = g:translation(view).y / 667
            if g.state == "began" then
                interaction = UIPercentDrivenInteractiveTransition()
                sheet:dismiss(true, function() print("dismissed at", CACurrentMediaTime()) end)
                interaction:update(percent)
            elseif g.state == "changed" then
                interaction:update(percent)
            elseif g.state == "ended" then
                print("percent", interaction.percentComplete, "duration", interaction.duration)
                if percent > 0.4 then interaction:finish() else interaction:cancel() end
            end
        end))
        """

    func testAPanScrubsADismissalHalfWayAndFinishingPlaysTheRest() throws {
        let runtime = try fixture.load(panScene)
        // Down at 1.0, 200 points down at 1.1 (the pan begins), 333.5 down at 1.2: half of 667.
        runtime.deliver(try events("1.0 down 100 100\n1.1 move 100 300\n1.2 move 100 433.5\n1.5 up 100 433.5"))
        runtime.run(to: 1.3)
        // The 1 s linear slide of 667 points is paused half-way: 333.5 + 333.5.
        XCTAssertEqual(try runtime.presented("sheet").position.y, 667, accuracy: 1e-6)
        runtime.run(to: 1.45)
        XCTAssertEqual(try runtime.presented("sheet").position.y, 667, accuracy: 1e-6, "paused while the finger holds still")
        XCTAssertEqual(runtime.root.subviews.map(\.name), ["home", "sheet"])
        // Released at 1.5: the other half (0.5 s) plays at completionSpeed 1, ending at 2.0.
        runtime.run(to: 1.75)
        XCTAssertEqual(try runtime.presented("sheet").position.y, 333.5 + 0.75 * 667, accuracy: 1e-6)
        runtime.run(to: 1.99)
        XCTAssertEqual(runtime.root.subviews.map(\.name), ["home", "sheet"], "not over before 2.0")
        runtime.run(to: 2.5)
        XCTAssertEqual(runtime.log, ["asked for\ttrue", "interactive\ttrue", "percent\t0.5\tduration\t1",
                                     "cancelled\tfalse\t2", "dismissed at\t2"])
        XCTAssertEqual(runtime.root.subviews.map(\.name), ["home"])
    }

    func testCancellingPlaysBackToTheStartAndLeavesTheSheetOnScreen() throws {
        let runtime = try fixture.load(panScene)
        // 133.4 points down at release: 20 %, under the 40 % that finishes.
        runtime.deliver(try events("1.0 down 100 100\n1.1 move 100 233.4\n1.3 up 100 233.4"))
        runtime.run(to: 1.2)
        XCTAssertEqual(try runtime.presented("sheet").position.y, 333.5 + 133.4, accuracy: 1e-6)
        // Cancelled at 1.3: back over 0.2 s at speed 1; at 1.4 it is at 10 %.
        runtime.run(to: 1.4)
        XCTAssertEqual(try runtime.presented("sheet").position.y, 333.5 + 66.7, accuracy: 1e-6)
        runtime.run(to: 2)
        XCTAssertEqual(try runtime.presented("sheet").position.y, 333.5, accuracy: 1e-6)
        XCTAssertEqual(runtime.root.subviews.map(\.name), ["sheet"], "the sheet stays; home leaves again")
        XCTAssertEqual(runtime.log.suffix(2), ["percent\t0.2\tduration\t1", "cancelled\ttrue\t1.5"])
        XCTAssertFalse(runtime.log.contains { $0.hasPrefix("dismissed") })
        // The container's time runs again.
        XCTAssertEqual(runtime.root.layer.timing.speed, 1)
        XCTAssertEqual(runtime.root.layer.timing.timeOffset, 0)
    }

    func testOverFullScreenKeepsThePresentingView() throws {
        let runtime = try fixture.load("""
            local home = UIViewController{ view = View{ name = "home", frame = {0, 0, 375, 667} } }
            view:addSubview(home.view)
            local sheet = UIViewController{ view = View{ name = "sheet" } }
            sheet.modalPresentationStyle = "overFullScreen"
            print(sheet.modalPresentationStyle, UIViewController().modalPresentationStyle)
            home:present(sheet, true)
            delay(1, function() sheet:dismiss(true) end)
            """)
        runtime.run(to: 0.75)
        XCTAssertEqual(runtime.root.subviews.map(\.name), ["home", "sheet"], "home stays under the sheet")
        runtime.run(to: 2)
        XCTAssertEqual(runtime.root.subviews.map(\.name), ["home"])
        XCTAssertEqual(runtime.log, ["overFullScreen\tautomatic"])
    }

    func testPresentationStylesAndStatusBarPropertiesAreStored() throws {
        let runtime = try fixture.load("""
            local vc = UIViewController()
            vc.modalPresentationStyle = "pageSheet"
            vc.preferredStatusBarStyle = "lightContent"
            vc.prefersStatusBarHidden = true
            vc.modalPresentationCapturesStatusBarAppearance = true
            vc:setNeedsStatusBarAppearanceUpdate()
            print(vc.modalPresentationStyle, vc.preferredStatusBarStyle, vc.prefersStatusBarHidden,
                  vc.modalPresentationCapturesStatusBarAppearance)
            """)
        XCTAssertEqual(runtime.log, ["pageSheet\tlightContent\ttrue\ttrue"])
        let message = String(describing: fixture.error("UIViewController().modalPresentationStyle = \"sheet\""))
        XCTAssertTrue(message.contains("'modalPresentationStyle' must be one of \"automatic\", \"fullScreen\", \"pageSheet\""), message)
        XCTAssertTrue(message.contains("\"overFullScreen\""), message)
    }
}
