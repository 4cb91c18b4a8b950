import Foundation
import SceneScript
import XCTest

/// Every bad animation input is a `file:line: message`, at the line that made the mistake.
final class AnimationErrorTests: XCTestCase {
    private let fixture = SceneFixture()

    private func assertError(_ source: String, line: Int, _ message: String, file: StaticString = #filePath, sourceLine: UInt = #line) {
        guard let error = fixture.error(source, file: file, line: sourceLine) else { return }
        XCTAssertEqual(error.file, fixture.path("scene.lua"), file: file, line: sourceLine)
        XCTAssertEqual(error.line, line, file: file, line: sourceLine)
        XCTAssertEqual(error.message, message, file: file, line: sourceLine)
    }

    func testUnknownKeyPaths() {
        assertError("local a = CABasicAnimation('positon.x')", line: 1,
                    "unknown key path 'positon.x'; did you mean 'position.x'?")
        assertError("local a = CABasicAnimation{ keyPath = 'opactiy', toValue = 1 }", line: 1,
                    "unknown key path 'opactiy'; did you mean 'opacity'?")
        assertError("local a = CABasicAnimation('transform.rotation.w')", line: 1,
                    "unknown key path 'transform.rotation.w'; did you mean 'transform.rotation.x'?")
        assertError("local l = Layer{}\nl:add(CABasicAnimation('strokeEnd'))", line: 2, "unknown key path 'strokeEnd' for Layer")
        assertError("local l = Layer{}\nl:add(CABasicAnimation())", line: 2,
                    "CABasicAnimation has no keyPath; give it one, as in CABasicAnimation(\"opacity\")")
    }

    func testWrongValueKinds() {
        assertError("local a = CABasicAnimation{ keyPath = 'opacity', fromValue = {0, 0} }", line: 1,
                    "'fromValue' must be a number (got table)")
        assertError("local a = CABasicAnimation{ keyPath = 'backgroundColor', toValue = 'redd' }", line: 1,
                    "'redd' is not a colour name or \"#rrggbb\"; did you mean 'red'?")
        assertError("local a = CABasicAnimation{ keyPath = 'transform', toValue = 2 }", line: 1,
                    "'toValue' must be a transform (got number)")
        assertError("local a = CAKeyframeAnimation{ keyPath = 'position', values = {{0, 0}, 5} }", line: 1,
                    "'values[2]' must be a point (got number)")
        // The key path changed after the values were set: caught when added.
        assertError("""
            local l = Layer{}
            local a = CABasicAnimation{ keyPath = 'opacity', fromValue = 0 }
            a.keyPath = 'position'
            l:add(a)
            """, line: 4, "CABasicAnimation: 'fromValue' must be a point for 'position' (got a number)")
        assertError("local a = CABasicAnimation{ fromValue = {} }", line: 1,
                    "'fromValue' needs the animation's keyPath first, to know what kind of value it is (got table)")
    }

    func testMismatchedKeyframes() {
        assertError("""
            local l = Layer{}
            local k = CAKeyframeAnimation{ keyPath = 'opacity', values = {0, 1, 0}, keyTimes = {0, 1} }
            l:add(k)
            """, line: 3, "CAKeyframeAnimation: keyTimes has 2 entries but needs 3 (one per keyframe)")
        assertError("""
            local l = Layer{}
            l:add(CAKeyframeAnimation{ keyPath = 'opacity', path = Path.rect{0, 0, 1, 1} })
            """, line: 2, "CAKeyframeAnimation: a path animates a point, and 'opacity' is a number")
    }

    func testBadTimes() {
        assertError("local a = CABasicAnimation('opacity')\na.duration = -1", line: 2,
                    "'duration' must be a number of seconds, 0 or more (got -1)")
        assertError("local a = CABasicAnimation{ keyPath = 'opacity', duration = 0/0 }", line: 1,
                    "'duration' must be a number of seconds, 0 or more (got nan)")
        assertError("local a = CABasicAnimation{ speed = 0/0 }", line: 1,
                    "'speed' must be a finite number (0 pauses, a negative speed plays backwards) (got nan)")
        assertError("local a = CABasicAnimation{ beginTime = math.huge }", line: 1,
                    "'beginTime' must be a finite number of seconds (got inf)")
        assertError("local a = CABasicAnimation{ repeatCount = -2 }", line: 1,
                    "'repeatCount' must be 0 or more (math.huge repeats forever) (got -2)")
        assertError("local a = CABasicAnimation{ fillMode = 'forward' }", line: 1,
                    "'forward' is not a valid fillMode; use one of \"removed\", \"forwards\", \"backwards\", \"both\"")
        assertError("local a = CABasicAnimation{ autoreverses = 1 }", line: 1, "'autoreverses' must be a boolean (got number)")
        assertError("local l = Layer{ speed = 1/0 }", line: 1,
                    "'speed' must be a finite number (0 pauses, a negative speed plays backwards) (got inf)")
    }

    func testBadTimingFunctions() {
        assertError("local a = CABasicAnimation{ timingFunction = 'easeInn' }", line: 1,
                    "'timingFunction': 'easeInn' is not a timing function name; use one of \"linear\", \"easeIn\", \"easeOut\", \"easeInEaseOut\", \"default\"; did you mean 'easeIn'?")
        assertError("local t = CAMediaTimingFunction(1.5, 0, 0.5, 1)", line: 1,
                    "CAMediaTimingFunction: the control points' x values (c1x, c2x) must be between 0 and 1")
        assertError("local t = CAMediaTimingFunction(0.5, 0, 0.5)", line: 1,
                    "CAMediaTimingFunction takes a name (\"easeIn\") or four control point numbers c1x, c1y, c2x, c2y")
        assertError("local a = CABasicAnimation{ timingFunction = 3 }", line: 1,
                    "'timingFunction': expected a timing function name such as \"easeIn\" or a CAMediaTimingFunction (got number)")
    }

    func testBadSprings() {
        assertError("local s = CASpringAnimation{ mass = 0 }", line: 1, "'mass' must be a finite number more than 0 (got 0)")
        assertError("local s = CASpringAnimation{ damping = -1 }", line: 1, "'damping' must be a finite number, 0 or more (got -1)")
        assertError("local s = CASpringAnimation{}\ns.settlingDuration = 1", line: 2,
                    "'settlingDuration' is read-only: it is worked out from mass, stiffness, damping and initialVelocity")
    }

    func testMisspeltAndMisplacedProperties() {
        assertError("local a = CABasicAnimation{ duraton = 1 }", line: 1,
                    "CABasicAnimation has no property 'duraton'; did you mean 'duration'?")
        assertError("local a = CABasicAnimation{ mass = 1 }", line: 1, "CABasicAnimation has no property 'mass'")
        assertError("local g = CAAnimationGroup('opacity')", line: 1,
                    "CAAnimationGroup takes a table of properties, as in CAAnimationGroup{ duration = 1 }")
        assertError("local g = CAAnimationGroup{ animations = {1} }", line: 1,
                    "'animations' must be a list of animations (item 1 is number)")
        assertError("local a = CABasicAnimation{ delegate = 5 }", line: 1,
                    "'delegate' must be a table with animationDidStart(anim) and animationDidStop(anim, finished) functions (got number)")
    }

    func testGroupsInsideThemselvesOrNestedTooDeep() {
        let cycle = "a CAAnimationGroup cannot contain itself, directly or through the groups in it"
        assertError("local g = CAAnimationGroup{ duration = 1 }\ng.animations = {g}", line: 2, cycle)
        assertError("local g = CAAnimationGroup{}\nlocal h = CAAnimationGroup{ animations = {g} }\ng.animations = {h}", line: 3, cycle)
        // Built top-down, each step looks fine on its own; adding the group finds the depth.
        let chain = """
            local top = CAAnimationGroup{ duration = 1 }
            local g = top
            for i = 2, LEVELS do local h = CAAnimationGroup{}; g.animations = {h}; g = h end
            g.animations = {CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1 }}
            Layer{}:add(top, "deep")
            """
        assertError(chain.replacingOccurrences(of: "LEVELS", with: "65"), line: 5,
                    "add: CAAnimationGroups would nest more than 64 levels deep")
        XCTAssertNoThrow(try fixture.load(chain.replacingOccurrences(of: "LEVELS", with: "64")))
        // Shared many times over (4^60 paths), a group is looked at once: checked at once. (Not
        // added to a layer: the copy CA makes of it would be as large as the paths are many.)
        let shared = """
            local g = CAAnimationGroup{ animations = {CABasicAnimation{ keyPath = "opacity", toValue = 1 }} }
            for i = 1, 60 do g = CAAnimationGroup{ animations = {g, g, g, g} } end
            """
        let start = Date()
        XCTAssertNoThrow(try fixture.load(shared))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        assertError(shared + "\nLayer{}:add(g, 'wide')", line: 3,
                    "add: the animation holds more than 10000 animations (a group counts each time it is shared)")
        assertError(shared.replacingOccurrences(of: "1, 60", with: "1, 7") + "\nLayer{}:add(g, 'wide')", line: 3,
                    "add: the animation holds more than 10000 animations (a group counts each time it is shared)")
        // 4^7 = 16384 basic animations are too many; 4^5 + … + 1 = 1365 groups and 1024 basic
        // animations are within the limit.
        XCTAssertNoThrow(try fixture.load(shared.replacingOccurrences(of: "1, 60", with: "1, 5") + "\nLayer{}:add(g, 'wide')"))
    }

    func testIntegersPastIntsRangeSaturate() throws {
        // Each trapped converting a Double past Int's range to Int.
        XCTAssertNoThrow(try fixture.load("scene.root:addSubview(Label{ text = 'hi', numberOfLines = math.maxinteger })"))
        XCTAssertNoThrow(try fixture.load("scene.root:addSubview(Label{ text = 'hi', numberOfLines = 1e300 })"))
        // C-style counts: more than there are means all of them.
        XCTAssertEqual(try fixture.load("""
            local c = CGPathCreateMutable()
            CGPathAddLines(c, nil, {{0, 0}, {10, 0}, {10, 10}}, 1e300)
            CGPathAddRects(c, nil, {CGRect(0, 0, 1, 1)}, -1e300)
            local b = UIBezierPath()
            b:setLineDash({4, 2}, 1e300, 0)
            print(c.boundingBox.width, c.boundingBox.height)
            """).log, ["10\t10"])
    }

    func testBadLayerCalls() {
        assertError("local l = Layer{}\nl:add(5)", line: 2,
                    "add: expected an animation, as in layer:add(CABasicAnimation(\"opacity\"), \"fade\") (got number)")
        assertError("local l = Layer{}\nl:add(CABasicAnimation('opacity'), 5)", line: 2, "add: the key must be a string (got number)")
        assertError("local l = Layer{}\nl.actions = { opacity = 1 }", line: 2, "actions.opacity must be an animation or false (got number)")
        assertError("view.layer.delegate = {}", line: 1,
                    "a view's layer has its view as delegate; animate the view inside UIView.animate instead")
        assertError("local l = Layer{}\nl:convertTime(0/0)", line: 2, "convertTime: the time must be a finite number (got nan)")
        assertError("CATransaction.commit()", line: 1, "CATransaction.commit() without a CATransaction.begin() to close")
        assertError("CATransaction.setAnimationDuration(-1)", line: 1,
                    "CATransaction.setAnimationDuration: the duration must be a finite number of seconds, 0 or more (got -1)")
        assertError("local l = Layer{}\nl:add(CAAnimationGroup{ animations = { CABasicAnimation('path') } })", line: 2,
                    "unknown key path 'path' for Layer")
    }

    func testADelegateActionThatReturnsNonsense() throws {
        let runtime = try fixture.load(cardScene("""
            card.delegate = { action = function(layer, key) return 42 end }
            delay(1, function()
              card.opacity = 0
            end)
            """))
        XCTAssertThrowsError(try runtime.advance(to: 2)) { error in
            XCTAssertEqual(error as? SceneError, SceneError(
                file: fixture.path("scene.lua"), line: 5,
                message: "a layer delegate's action(layer, key) must return an animation, false or nil (got number)"))
        }
    }

    func testADelegateActionThatFails() throws {
        let runtime = try fixture.load(cardScene("""
            card.delegate = { action = function(layer, key)
              error("no actions today")
            end }
            delay(1, function() card.opacity = 0 end)
            """))
        XCTAssertThrowsError(try runtime.advance(to: 2)) { error in
            XCTAssertEqual((error as? SceneError)?.line, 4)
            XCTAssertEqual((error as? SceneError)?.message, "no actions today")
        }
    }

    func testAnAnimationDelegateThatFailsLeavesTheSceneRunning() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 1, delegate = {
              animationDidStop = function() error("stop failed") end } })
            delay(2, function() print("later") end)
            """))
        XCTAssertThrowsError(try runtime.advance(to: 3)) { error in
            XCTAssertEqual((error as? SceneError)?.line, 4)
        }
        XCTAssertEqual(runtime.log, ["later"])
    }
}
