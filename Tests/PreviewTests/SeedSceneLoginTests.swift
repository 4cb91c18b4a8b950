import Foundation
import Geometry
import Layers
import Views
import XCTest

/// The Bahama Air login of seed 000's sections 1–8, with its example input (a username and
/// password typed, Log In tapped at 4 s), checked at instants worked out by hand.
final class SeedSceneLoginTests: XCTestCase {
    func testFormFliesInCloudsFadeAndDrift() throws {
        let scene = try SeedScene("LoginFormAnimations")
        // Each field starts a screen width (375) to the left of centre (187.5) and eases in
        // over 0.5 s (ease in ease out is 0.5 at half time): half-way it is at x 0.
        XCTAssertEqual(try scene.layer("heading", at: 0.25).point("position")[0], 0, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("username", at: 0.55).point("position")[0], 0, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("password", at: 0.85).point("position")[0], 0, accuracy: 1e-9)
        // Cloud 1 fades in over 0.5 s from 0.5 s: half-way at 0.75 s.
        XCTAssertEqual(try scene.layer("cloud1", at: 0.75).number("opacity"), 0.5, accuracy: 1e-9)
        // ...while it drifts linearly from x 10 to 375, 30 s a screen width: (375 − 10) · 30 / 375
        // = 29.2 s; at 5 s its left edge is at 10 + 365 · 5 / 29.2 = 72.5, its centre 60 further.
        XCTAssertEqual(try scene.layer("cloud1", at: 5).point("position")[0], 72.5 + 60, accuracy: 1e-9)
    }

    func testLogInRunsTheStatusMessagesAndResets() throws {
        let scene = try SeedScene("LoginFormAnimations")
        // The tap lands at 4.05 s: 0.33 s later the button has jumped 60 points down (from its
        // centre at y 325) and turned sand-coloured; after its 1.5 s spring it is 80 wider.
        let jumped = try scene.layer("loginButton", at: 4.5)
        XCTAssertEqual(jumped.point("position")[1], 385, accuracy: 1e-9)
        XCTAssertEqual(jumped.numbers("backgroundColor")[0], 0.85, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("loginButton", at: 5.6).numbers("bounds")[2], 245 + 80, accuracy: 1e-9)
        // The messages: the first curls down when the widening ends (5.55 s, 0.33 s long), stays
        // 1.5 s, slides away (0.33 s) and the next curls down: each takes 2.16 s.
        XCTAssertEqual(try scene.layer("statusLabel", at: 6.5).string("string"), "Connecting...")
        XCTAssertEqual(try scene.layer("statusLabel", at: 8.5).string("string"), "Authorizing...")
        XCTAssertEqual(try scene.layer("statusLabel", at: 11).string("string"), "Sending credentials...")
        XCTAssertEqual(try scene.layer("statusLabel", at: 13).string("string"), "Failed")
        // Mid-slide (7.38 s + 0.165 s) the banner is half a screen width right of its place
        // (ease in ease out at half time is one half): 187.5 + 187.5.
        XCTAssertEqual(try scene.layer("statusImageView", at: 7.38 + 0.165).point("position")[0], 375, accuracy: 1e-6)
        // "Failed" stays 1.5 s after its curl (12.03 + 0.33 s), then the form resets in 0.33 s.
        let reset = try scene.layer("loginButton", at: 14.5)
        XCTAssertEqual(reset.point("position")[1], 325, accuracy: 1e-9)
        XCTAssertEqual(reset.numbers("bounds")[2], 245, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("statusImageView", at: 14.5).bool("isHidden"), true)
    }

    /// The username and password are UITextFields (the password secure) that hold what the
    /// example input types; the spinner is a UIActivityIndicatorView in the button, turning.
    func testTheFieldsHoldWhatIsTypedAndTheSpinnerTurns() throws {
        let scene = try SeedScene("LoginFormAnimations")
        func fields(at t: Double) -> [TextField] {
            scene.session.time = t
            return scene.session.root?.subtree.compactMap { $0 as? TextField } ?? []
        }
        XCTAssertEqual(fields(at: 1.4).map(\.text), ["", ""])
        // "cast" at 1.7 and "away" at 2.1 into the username (tapped at 1.5), the password
        // tapped at 2.6: the username has ended editing, the password edits.
        let typing = fields(at: 2.7)
        XCTAssertEqual(typing.map(\.text), ["castaway", ""])
        XCTAssertEqual(typing.map(\.isEditing), [false, true])
        let typed = fields(at: 3.5)
        XCTAssertEqual(typed.map(\.name), ["username", "password"])
        XCTAssertEqual(typed.map(\.text), ["castaway", "coconuts"])
        XCTAssertEqual(typed.map(\.isSecureTextEntry), [false, true])

        // The seed's app's spinner: gray, 20 × 20 from (−20, 6) in the button, faded out; with
        // the jump (0.33 s from 4.05 s) it is centred at (40, 25) and shown.
        XCTAssertEqual(try scene.layer("spinner", at: 3.5).point("position"), [-10, 16])
        XCTAssertEqual(try scene.layer("spinner", at: 3.5).number("opacity"), 0)
        let shown = try scene.layer("spinner", at: 4.5)
        XCTAssertEqual(shown.point("position")[0], 40, accuracy: 1e-9)
        XCTAssertEqual(shown.point("position")[1], 25, accuracy: 1e-9)
        XCTAssertEqual(shown.number("opacity"), 1, accuracy: 1e-9)
        let spinner = try XCTUnwrap(scene.session.root?.subtree.compactMap { $0 as? ActivityIndicatorView }.first)
        XCTAssertTrue(spinner.superview is Button, "in the Log In button")
        XCTAssertEqual(spinner.style, .gray)
        XCTAssertTrue(spinner.isAnimating)
        // Started on load, it turns a spoke (π/4) every eighth of a second: step ⌊8t⌋ mod 8,
        // 36 mod 8 = 4 (a half turn) from 4.5 s and 37 mod 8 = 5 from 4.625 s.
        let spokes = try XCTUnwrap(spinner.layer.sublayers.first)
        for (t, step) in [(4.51, 4.0), (4.635, 5.0)] {
            let turn = spokes.presentation(at: t).transform
            XCTAssertEqual(turn.m11, cos(step * .pi / 4), accuracy: 1e-9, "at \(t) s")
            XCTAssertEqual(turn.m12, sin(step * .pi / 4), accuracy: 1e-9, "at \(t) s")
        }
    }
}

/// The flight board of seed 000's sections 9–12: it switches to Paris–Rome at 3 s.
final class SeedSceneFlightBoardTests: XCTestCase {
    /// Ease out (0, 0, 0.58, 1) and ease in (0.42, 0, 1, 1) at half time.
    private let easeOutHalf = 0.684643187427, easeInHalf = 0.315356812573

    func testCubeAndBounceTransitions() throws {
        let scene = try SeedScene("FlightInfoBoard")
        // Landing (direction −1): the old flight number squashes to 0.1 high while moving
        // down by half its 50-point height, ease out over 0.5 s, so at 3.25 s it is that far.
        let old = try scene.layer("flightNumberLabel", at: 3.25)
        XCTAssertEqual(old.transform[5], 1 - 0.9 * easeOutHalf, accuracy: 1e-6)
        XCTAssertEqual(old.transform[13], 25 * easeOutHalf, accuracy: 1e-6)
        // ...while the new one grows out of the squashed strip 25 points above.
        let new = try scene.layer("flightNumberLabelAux", at: 3.25)
        XCTAssertEqual(new.transform[5], 0.1 + 0.9 * easeOutHalf, accuracy: 1e-6)
        XCTAssertEqual(new.transform[13], -25 * (1 - easeOutHalf), accuracy: 1e-6)
        // The arrival moves 50 points up and fades, ease in over 0.5 s.
        let arriving = try scene.layer("arrivingToLabel", at: 3.25)
        XCTAssertEqual(arriving.transform[13], -50 * easeInHalf, accuracy: 1e-6)
        XCTAssertEqual(arriving.number("opacity"), 1 - easeInHalf, accuracy: 1e-6)
        // The snow fades out over 1 s, ease out: at 3.5 s it has gone that far.
        XCTAssertEqual(try scene.layer("snowView", at: 3.5).number("opacity"), 1 - easeOutHalf, accuracy: 1e-6)
        // Afterwards the labels hold the new flight.
        XCTAssertEqual(try scene.layer("flightNumberLabel", at: 4).string("string"), "AE 1107")
        XCTAssertEqual(try scene.layer("arrivingToLabel", at: 4).string("string"), "FCO")
    }

    /// The plane faces right, the way it departs. Its picture alone (the frame less the same
    /// frame with the plane hidden) is symmetric about the route (y 270, its centre) and
    /// heavier towards its tail: the asset's wings sweep back and its tailplane is at the
    /// far end, so the picture's weight lies 25.3 / 60 of the way from the tail. Across the
    /// 41-point view, nose right, that is 167 + 41 × 25.3 / 60 ≈ 184.3, left of the centre
    /// 187.5; nose down (the asset as drawn) it would be 187.5 across and 2.4 above 270.
    func testThePlaneFacesRight() throws {
        let scene = try SeedScene("FlightInfoBoard")
        scene.session.time = 1
        let shown = scene.session.renderImage(scale: 2)
        let plane = try XCTUnwrap(scene.session.root?.subtree.first { $0.name == "planeImageView" })
        plane.isHidden = true
        let hidden = scene.session.renderImage(scale: 2)
        var weight = 0.0, sumX = 0.0, sumY = 0.0
        for y in 2 * 250..<2 * 290 {
            for x in 2 * 160..<2 * 215 {
                let a = shown[x, y], b = hidden[x, y]
                let w = Double(abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b)))
                weight += w
                sumX += w * (Double(x) + 0.5) / 2
                sumY += w * (Double(y) + 0.5) / 2
            }
        }
        XCTAssertGreaterThan(weight, 0)
        XCTAssertEqual(sumY / weight, 270, accuracy: 0.5, "symmetric about its fuselage, which lies along the route")
        XCTAssertEqual(sumX / weight, 184.3, accuracy: 1, "heavier towards the tail, on the left")
    }

    func testPlaneDepartsAlongItsKeyframes() throws {
        let scene = try SeedScene("FlightInfoBoard")
        // Half-way through the 1.5 s (eased in and out over the whole, 0.5 at half time) is
        // key time 0.5, where the third keyframe ends: 80 + 100 right and 10 + 50 up of
        // (187.5, 270), faded out.
        let plane = try scene.layer("planeImageView", at: 3.75)
        XCTAssertEqual(plane.point("position")[0], 367.5, accuracy: 1e-6)
        XCTAssertEqual(plane.point("position")[1], 210, accuracy: 1e-6)
        XCTAssertEqual(plane.number("opacity"), 0, accuracy: 1e-9)
        let back = try scene.layer("planeImageView", at: 4.6)
        XCTAssertEqual(back.point("position"), [187.5, 270])
        XCTAssertEqual(back.number("opacity"), 1)
    }
}
