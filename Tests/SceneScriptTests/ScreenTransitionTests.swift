import Geometry
import SceneScript
import Views
import XCTest

/// Custom screen transitions: presenting and dismissing with a transitioning delegate's
/// animator, navigation pushes with a navigation delegate's, UIKit's standard slides, and
/// the errors for transitions UIKit refuses.
final class ScreenTransitionTests: XCTestCase {
    private let fixture = SceneFixture()

    /// A home screen and a details screen that fades in over 1 s (linear) through a custom
    /// animator, which completes the transition when its animation ends.
    private let fadeScene = """
        local home = UIViewController{ view = View{ name = "home", frame = {0, 0, 375, 667} } }
        view:addSubview(home.view)
        local details = UIViewController{ view = View{ name = "details" }, title = "Details" }
        details.herb = "basil"   -- a field of the script's own

        local FadeAnimator = {}
        FadeAnimator.__index = FadeAnimator
        function FadeAnimator:transitionDuration(ctx) return 1 end
        function FadeAnimator:animateTransition(ctx)
            local toView = ctx:view("to")
            ctx.containerView:addSubview(toView)
            toView.alpha = 0
            UIView.animate{ withDuration = self:transitionDuration(ctx), options = {"curveLinear"},
                            animations = function() toView.alpha = 1 end,
                            completion = function() ctx:completeTransition(true) end }
        end
        local animator = setmetatable({}, FadeAnimator)
        details.transitioningDelegate = {
            animationControllerForPresented = function(self, presented, presenting, source)
                print("presented", presented.title, presented.herb, presenting == home)
                return animator
            end,
        }
        delay(1, function()
            home:present(details, true, function() print("presented at", CACurrentMediaTime()) end)
        end)
        """

    func testPresentingWithACustomAnimator() throws {
        let runtime = try fixture.load(fadeScene)
        runtime.run(to: 1.5)
        XCTAssertEqual(try runtime.presented("details").opacity, 0.5, accuracy: 1e-9)
        XCTAssertNotNil(runtime.layer(named: "home"), "the presenting view stays until the transition completes")
        runtime.run(to: 2.5)
        XCTAssertEqual(runtime.log, ["presented\tDetails\tbasil\ttrue", "presented at\t2"])
        // Full screen: the presenting view has left the container.
        XCTAssertNil(runtime.root.subviews.first { $0.name == "home" })
        XCTAssertEqual(runtime.root.subviews.map(\.name), ["details"])
    }

    func testStandardPresentationSlidesUpAndDismissalSlidesDown() throws {
        let runtime = try fixture.load("""
            local home = UIViewController{ view = View{ name = "home", frame = {0, 0, 375, 667} } }
            view:addSubview(home.view)
            local sheet = UIViewController{ view = View{ name = "sheet" } }
            home:present(sheet, true)
            delay(1, function() sheet:dismiss(true, function() print("dismissed", CACurrentMediaTime()) end) end)
            """)
        // Ease in ease out is 0.5 at half time: half-way up the 667-point screen at 0.25 s.
        runtime.run(to: 0.25)
        XCTAssertEqual(try runtime.presented("sheet").position.y, 333.5 + 333.5, accuracy: 1e-6)
        runtime.run(to: 0.6)
        XCTAssertEqual(runtime.root.subviews.map(\.name), ["sheet"])
        runtime.run(to: 1.25)
        XCTAssertEqual(runtime.root.subviews.map(\.name), ["home", "sheet"], "the home screen is back under the sheet")
        XCTAssertEqual(try runtime.presented("sheet").position.y, 333.5 + 333.5, accuracy: 1e-6)
        runtime.run(to: 2)
        XCTAssertEqual(runtime.root.subviews.map(\.name), ["home"])
        XCTAssertEqual(runtime.log, ["dismissed\t1.5"])
    }

    func testNavigationPushWithADelegateAnimatorAndAStandardPop() throws {
        let runtime = try fixture.load("""
            local master = UIViewController{ view = View{ name = "master" } }
            local nav = UINavigationController{ rootViewController = master }
            view:addSubview(nav.view)
            local detail = UIViewController{ view = View{ name = "detail" } }
            nav.delegate = {
                animationController = function(self, navigationController, operation, fromVC, toVC)
                    print(operation, fromVC == master, toVC == detail, navigationController == nav)
                    if operation ~= "push" then return nil end
                    return { animateTransition = function(self, ctx)
                        ctx.containerView:addSubview(ctx:view("to"))
                        ctx:view("to").frame = ctx:finalFrame(ctx:viewController("to"))
                        ctx:completeTransition(true)
                    end }
                end,
            }
            nav:pushViewController(detail, true)
            print(#nav.viewControllers, nav.topViewController == detail, detail.navigationController == nav)
            delay(1, function() print("popped", nav:popViewController(true) == detail) end)
            """)
        XCTAssertEqual(runtime.log, ["push\ttrue\ttrue\ttrue", "2\ttrue\ttrue"])
        runtime.run(to: 1.175)
        // The standard pop: detail slides right by half the width in half the 0.35 s.
        XCTAssertEqual(try runtime.presented("detail").position.x, 187.5 + 187.5, accuracy: 1e-6)
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log.suffix(2), ["pop\tfalse\tfalse\ttrue", "popped\ttrue"])
        XCTAssertEqual(runtime.root.subviews.first?.subviews.map(\.name), ["master"])
    }

    func testAnUnanimatedPresentationCompletesAfterTheCallingCode() throws {
        let runtime = try fixture.load("""
            local home = UIViewController{ view = View{ name = "home", frame = {0, 0, 375, 667} } }
            view:addSubview(home.view)
            local sheet = UIViewController{ view = View{ name = "sheet" } }
            home:present(sheet, false, function() print("completion", CACurrentMediaTime()) end)
            print("after present", sheet.view.superview == view)
            """)
        runtime.run(to: 0)
        XCTAssertEqual(runtime.log, ["after present\ttrue", "completion\t0"])
    }

    func testTransitionsUIKitRefusesAreReported() throws {
        let cases: [(String, String)] = [
            ("local a = UIViewController() local b = UIViewController() a:present(b, false)",
             "the presenting view controller's view is not in the scene"),
            ("local a = UIViewController() view:addSubview(a.view) a:present(a, false)", "already on screen"),
            ("local a = UIViewController() a:dismiss(true)", "nothing is presented here to dismiss"),
            ("UINavigationController{}", "needs a rootViewController"),
            ("local a = UIViewController() a.view = 3", "'view' must be a view"),
            ("local n = UINavigationController{ rootViewController = UIViewController() } n.view = View()", "'view' is read-only"),
            ("local a = UIViewController() a.transitioningDelegate = 3", "'transitioningDelegate' must be a table"),
            ("local a = UIViewController() view:addSubview(a.view) local b = UIViewController() "
             + "b.transitioningDelegate = { animationControllerForPresented = function() return {} end } a:present(b, true)",
             "needs an animateTransition(self, transitionContext) method"),
        ]
        for (script, expected) in cases {
            XCTAssertThrowsError(try fixture.load(script), script) { error in
                let message = String(describing: error)
                XCTAssertTrue(message.hasPrefix(fixture.path("scene.lua") + ":1: "), message)
                XCTAssertTrue(message.contains(expected), "\(message) should contain \(expected)")
            }
        }
    }
}
