import SceneScript
import XCTest

/// Tables of labels with keys the call does not take: every message names the stray key as
/// the script wrote it (`2`, not "?" or "number"), and no stray key is silently ignored.
final class ArgumentKeyTests: XCTestCase {
    private let fixture = SceneFixture()

    func testStrayKeysAreNamedAsWritten() {
        let cases: [(String, String)] = [
            ("local b = UIBezierPath()\nb:addLine{ to = {0, 0}, [2] = 3 }", "addLine has no argument '2'"),
            ("UIBlurEffect{ \"dark\" }", "UIBlurEffect has no argument '1'"),
            ("UIBlurEffect{ style = \"dark\", [2] = 1 }", "UIBlurEffect has no argument '2'"),
            ("UIVibrancyEffect{ blurEffect = UIBlurEffect(\"dark\"), efect = 1 }", "UIVibrancyEffect has no argument 'efect'"),
            ("UISpringTimingParameters{ 1 }", "UISpringTimingParameters has no argument '1'"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\na:addAnimations{ function() end, 0.5 }",
             "addAnimations has no argument '2'"),
            ("local a = UIViewPropertyAnimator{ duration = 1 }\na:addAnimations{ function() end, delayFator = 0.5 }",
             "addAnimations has no argument 'delayFator'; did you mean 'delayFactor'?"),
            ("local l = Layer{}\nl:insertSublayer(Layer{}, { 5 })", "insertSublayer has no argument '1'"),
            ("local l = Layer{}\nl:insertSublayer(Layer{}, { att = 0 })", "insertSublayer has no argument 'att'; did you mean 'at'?"),
            ("CABasicAnimation{ keyPath = \"opacity\", [true] = 1 }",
             "CABasicAnimation{...} takes property names as keys (found a boolean key)"),
            ("UITapGestureRecognizer{ action = function() end, [1] = 2 }",
             "UITapGestureRecognizer takes a table, as in UITapGestureRecognizer{ action = function(g) ... end } or "
                + "UITapGestureRecognizer{ target = self, action = \"handle\" }, the action function alone, or a target and a method name"),
            ("UIViewController{ [1] = View() }",
             "UIViewController takes a table, as in UIViewController{ view = View{ frame = {0, 0, 375, 667} } }"),
        ]
        for (body, message) in cases {
            XCTAssertEqual(fixture.error(body)?.message, message, body)
        }
    }

    func testFunctionsUnderLabels() {
        let cases: [(String, String)] = [
            ("UIViewPropertyAnimator{ duration = 1, animations = 5 }", "UIViewPropertyAnimator: 'animations' must be a function (got number)"),
            ("UIViewPropertyAnimator.runningPropertyAnimator{ withDuration = 1, animations = function() end, completion = true }",
             "UIViewPropertyAnimator.runningPropertyAnimator: 'completion' must be a function (got boolean)"),
            ("UIViewPropertyAnimator.runningPropertyAnimator{ withDuration = 1 }",
             "UIViewPropertyAnimator.runningPropertyAnimator: 'animations' must be a function (got nil)"),
            ("UIView.animateKeyframes{ withDuration = 1, animatons = function() end }",
             "UIView.animateKeyframes has no argument 'animatons'; did you mean 'animations'?"),
        ]
        for (body, message) in cases {
            XCTAssertEqual(fixture.error(body)?.message, message, body)
        }
    }

    func testLabelledAddAnimationsStillTakesItsFunctionFirst() throws {
        let runtime = try fixture.load("""
            local a = UIViewPropertyAnimator{ duration = 1 }
            a:addAnimations{ function() print("block") end, delayFactor = 0.5 }
            a:addAnimations{ animation = function() print("labelled") end }
            a:startAnimation()
            """)
        XCTAssertEqual(runtime.log, ["block", "labelled"])
    }
}
