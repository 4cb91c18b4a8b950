import Foundation
import Views
import XCTest

/// The scenes ported from seeds 001 (CABasicAnimation, CAKeyframeAnimation, CATransition
/// screens), 002 (Bankey's shakes) and 004 (shape layers and a custom action), checked at
/// instants worked out by hand from the seeds' numbers.
final class SeedSceneShortSeedsTests: XCTestCase {
    func testFourBasicAnimations() throws {
        let scene = try SeedScene("BasicAnimations")
        // Green, half-way to the middle (ease in ease out is 0.5 at 0.5 by symmetry): from
        // (90, 340) towards (187.5, 333.5), scale 1 towards 1.5.
        let green = try scene.layer("green", at: 0.5)
        XCTAssertEqual(green.point("position")[0], 138.75, accuracy: 1e-9)
        XCTAssertEqual(green.point("position")[1], 336.75, accuracy: 1e-9)
        XCTAssertEqual(green.transform[0], 1.25, accuracy: 1e-9)
        // Orange is a circle and cyan gone, as the model now says.
        XCTAssertEqual(try scene.layer("orange", at: 1.5).number("cornerRadius"), 50)
        XCTAssertEqual(try scene.layer("cyan", at: 1.5).number("opacity"), 0)
        // Blue keeps its end state: under cyan's centre (x 285), turned 315° clockwise.
        let blue = try scene.layer("blue", at: 2.5)
        XCTAssertEqual(blue.point("position"), [285, 530])
        XCTAssertEqual(blue.transform[0], 0.5.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(blue.transform[1], -(0.5.squareRoot()), accuracy: 1e-9)
        // Green's two cycles (there and back, 1 s each way) are over by 4 s.
        XCTAssertEqual(try scene.layer("green", at: 4.5).point("position"), [90, 340])
        // Untapped, nothing moves: the animations start on the taps.
        let untapped = try SeedScene("BasicAnimations", withInput: false)
        XCTAssertEqual(try untapped.layer("green", at: 0.5).point("position"), [90, 340])
        XCTAssertEqual(try untapped.layer("cyan", at: 1.5).number("opacity"), 1)
    }

    func testShakeAndSineKeyframes() throws {
        let scene = try SeedScene("KeyframeShakeAndSine")
        // The shake's third key (−10 at key time 0.25 of 0.4 s), added to the centre x 187.5.
        XCTAssertEqual(try scene.layer("passcodeTextField", at: 0.1).point("position")[0], 177.5, accuracy: 1e-9)
        // Eight quarter-period curves in 6 s: at 1.5 s the view ends the second, half a
        // wavelength (78.75) along, back on the axis (y 400), where y = 400 − 60 sin(2πx/157.5)
        // climbs at 60 · 2π / 157.5; its x-axis lies along that tangent.
        let orange = try scene.layer("orangeView", at: 1.5)
        XCTAssertEqual(orange.point("position")[0], 108.75, accuracy: 1e-6)
        XCTAssertEqual(orange.point("position")[1], 400, accuracy: 1e-6)
        let angle = atan(60 * 2 * Double.pi / 157.5)
        XCTAssertEqual(orange.transform[0], cos(angle), accuracy: 1e-6)
        XCTAssertEqual(orange.transform[1], sin(angle), accuracy: 1e-6)
    }

    func testTextSlidesInThenFadesBack() throws {
        let scene = try SeedScene("Transitions")
        let sliding = try scene.layer("textLabel", at: 0.5)
        XCTAssertEqual(sliding.string("string"), "Sliding")
        Self.assertColor(sliding.numbers("foregroundColor"), [52 / 255, 199 / 255, 89 / 255, 1], "systemGreen, #34C759")
        // The moveIn ends at 1 s and its delegate fades the original back.
        let back = try scene.layer("textLabel", at: 1.5)
        XCTAssertEqual(back.string("string"), "Initial text")
        Self.assertColor(back.numbers("foregroundColor"), [1, 149 / 255, 0, 1], "systemOrange, #FF9500")
    }

    func testSignInButtonShakes() throws {
        // Nothing typed, nothing tapped: no message.
        XCTAssertEqual(try SeedScene("ShakingSignInButton", withInput: false).layer("errorMessageLabel", at: 2.3).bool("isHidden"), true)
        let scene = try SeedScene("ShakingSignInButton")
        func fields(at t: Double) -> [TextField] {
            scene.session.time = t
            return scene.session.root?.subtree.compactMap { $0 as? TextField } ?? []
        }
        // The example input types into the two UITextFields: "Flynn", then "password".
        XCTAssertEqual(fields(at: 1.0).map(\.text), ["Flynn", ""])
        let typed = fields(at: 1.9)
        XCTAssertEqual(typed.map(\.text), ["Flynn", "password"])
        XCTAssertEqual(typed.map(\.isSecureTextEntry), [false, true])
        // Sign In is tapped at 2 s, up at 2.05: the wrong password shakes the button, additive
        // on the centre x 187.5: +10 at key time 0.16 (0.064 s in), −10 at 0.5 (0.2 s in).
        XCTAssertEqual(try scene.layer("signInButton", at: 2.05 + 0.064).point("position")[0], 197.5, accuracy: 1e-6)
        XCTAssertEqual(try scene.layer("signInButton", at: 2.05 + 0.2).point("position")[0], 177.5, accuracy: 1e-6)
        let message = try scene.layer("errorMessageLabel", at: 2.3)
        XCTAssertEqual(message.bool("isHidden"), false)
        XCTAssertEqual(message.string("string"), "Incorrect username / password")
        XCTAssertEqual(try scene.layer("signInButton", at: 2.6).point("position")[0], 187.5)
        let failed = try XCTUnwrap(scene.session.root?.subtree.compactMap { $0 as? Button }.first)
        XCTAssertNotEqual(failed.activityIndicator?.isAnimating, true, "no spinner for a wrong password")
        // Eight Backspaces and "Welcome", then Sign In at 4.4 s (up at 4.45): signed in. The
        // message goes, the button keeps still and shows its activity indicator.
        XCTAssertEqual(fields(at: 3.5).map(\.text), ["Flynn", ""])
        XCTAssertEqual(fields(at: 4.3).map(\.text), ["Flynn", "Welcome"])
        XCTAssertEqual(try scene.layer("errorMessageLabel", at: 4.6).bool("isHidden"), true)
        XCTAssertEqual(try scene.layer("signInButton", at: 4.45 + 0.064).point("position")[0], 187.5)
        let button = try XCTUnwrap(scene.session.root?.subtree.compactMap { $0 as? Button }.first)
        XCTAssertEqual(button.configuration?.showsActivityIndicator, true)
        XCTAssertEqual(button.activityIndicator?.isAnimating, true)
        XCTAssertNil(scene.session.error)
    }

    func testTheWelcomeCardTurnsWithADragAndSpringsBack() throws {
        // A drag 100 points right and 25 up over 0.4 s from 3.5 s turns the card 50° further
        // about y (38° + 50° = 88°, nearly edge-on) and tilts it 12.5° more about x while the
        // pointer holds it; released, it springs back to rest (38°, −12°).
        let scene = try SeedScene("Welcome", events: "3.5 drag 360 405 460 380 0.4")
        let held = try scene.layer("card", at: 3.9).transform
        // m11 of a y-rotation by 88° then an x-rotation: cos 88° = 0.0349.
        XCTAssertEqual(held[0], cos(88 * Double.pi / 180), accuracy: 1e-6)
        let rest = try scene.layer("card", at: 9).transform
        XCTAssertEqual(rest[0], cos(38 * Double.pi / 180), accuracy: 1e-6)
        let moving = try scene.layer("card", at: 4.05).transform
        XCTAssertNotEqual(moving[0], rest[0], accuracy: 1e-3, "springing back")
    }

    func testBellSwingsAboutItsTop() throws {
        // Untapped, the ShakeyBellView class has laid itself out: its intrinsic 48 × 48 pinned
        // to the header's trailing bottom corner (375 × 144) puts its centre at (351, 120);
        // the 24-point image view centred in it sits at (24, 24) on its usual anchor; the
        // badge's top is the image's top (12) and its leading edge 9 points inside the
        // image's trailing edge (36): 16 × 16 from (27, 12), centred at (35, 20).
        let untapped = try SeedScene("ShakeyBell", withInput: false)
        XCTAssertEqual(try untapped.layer("shakeyBellView", at: 0.5).point("position"), [351, 120])
        XCTAssertEqual(try untapped.layer("shakeyBellView", at: 0.5).numbers("bounds"), [0, 0, 48, 48])
        let still = try untapped.layer("bellImage", at: 0.5)
        XCTAssertEqual(still.point("anchorPoint"), [0.5, 0.5])
        XCTAssertEqual(still.point("position"), [24, 24])
        XCTAssertEqual(still.transform[1], 0)
        XCTAssertEqual(try untapped.layer("badge", at: 0.5).point("position"), [35, 20])
        XCTAssertEqual(try untapped.layer("badge", at: 0.5).number("cornerRadius"), 8)
        let scene = try SeedScene("ShakeyBell")
        // Anchored at its top edge without moving: the 24-point bell centred in 48 points
        // now has its position at (24, 12). Half-way (eased 0.5 is 0.5) is the fourth of the
        // seven keyframes, −π/8.
        let bell = try scene.layer("bellImage", at: 0.5)
        XCTAssertEqual(bell.point("anchorPoint"), [0.5, 0])
        XCTAssertEqual(bell.point("position"), [24, 12])
        XCTAssertEqual(bell.transform[0], cos(Double.pi / 8), accuracy: 1e-9)
        XCTAssertEqual(bell.transform[1], -sin(Double.pi / 8), accuracy: 1e-9)
        // The badge is the bell's sibling: it does not swing.
        XCTAssertEqual(try scene.layer("badge", at: 0.5).point("position"), [35, 20])
        // After the second, upright again, still hanging from its top.
        let rung = try scene.layer("bellImage", at: 1.2)
        XCTAssertEqual(rung.point("position"), [24, 12])
        XCTAssertEqual(rung.transform[1], 0, accuracy: 1e-12)
    }

    func testOpacityActionTurnsTheBackgroundToItsHue() throws {
        let scene = try SeedScene("HueActionWithOpacity")
        // The first tap (0.5 s) sets a random opacity o; 0.9 s later the 0.75 s background
        // animation holds hue o at full saturation and brightness...
        let settled = try scene.layer("customAnimationView", at: 1.4)
        let hue = Self.rgb(hue: settled.number("opacity"))
        for (a, b) in zip(settled.numbers("backgroundColor"), hue) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        // ...and half-way (0.875 s, linear) it was between red (hue 1, opacity 1) and that.
        let halfway = try scene.layer("customAnimationView", at: 0.875).numbers("backgroundColor")
        for (a, b) in zip(halfway, zip([1.0, 0, 0], hue).map { ($0 + $1) / 2 }) { XCTAssertEqual(a, b, accuracy: 1e-9) }
    }

    func testStrokeEndsDrawPartsOfPaths() throws {
        let scene = try SeedScene("ShapeLayerStrokes")
        // The square's strokeEnd eases in and out over 2 s: 0.5 at 1 s by symmetry.
        XCTAssertEqual(try scene.layer("square", at: 1).number("strokeEnd"), 0.5, accuracy: 1e-9)
        // The star: the end 1 s into 1.5 s, the start 0.5 s into 1.5 s.
        let star = try scene.layer("star", at: 1)
        XCTAssertEqual(star.number("strokeEnd"), 2.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(star.number("strokeStart"), 1.0 / 3, accuracy: 1e-9)
        let half = try scene.layer("halfOval", at: 1)
        XCTAssertEqual(half.number("strokeStart"), 0.25)
        XCTAssertEqual(half.number("strokeEnd"), 0.75)
    }

    private static func assertColor(_ actual: [Double], _ expected: [Double], _ message: String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, message, file: file, line: line)
        for (a, b) in zip(actual, expected) { XCTAssertEqual(a, b, accuracy: 1e-9, message, file: file, line: line) }
    }

    /// HSB (h, 1, 1) to RGB, the textbook six-sector formula.
    private static func rgb(hue h: Double) -> [Double] {
        let x = (h * 6).truncatingRemainder(dividingBy: 6)
        let sector = Int(x), f = x - Double(sector)
        switch sector {
        case 0: return [1, f, 0]
        case 1: return [1 - f, 1, 0]
        case 2: return [0, 1, f]
        case 3: return [0, 1 - f, 1]
        case 4: return [f, 0, 1]
        default: return [1, 0, 1 - f]
        }
    }
}
