import Foundation
import XCTest

/// The Bahama Air login of seed 000's sections 1–8, with its example input (Log In tapped
/// at 2 s), checked at instants worked out by hand.
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
        // The tap lands at 2.05 s: 0.33 s later the button has jumped 60 points down (from its
        // centre at y 325) and turned sand-coloured; after its 1.5 s spring it is 80 wider.
        let jumped = try scene.layer("loginButton", at: 2.5)
        XCTAssertEqual(jumped.point("position")[1], 385, accuracy: 1e-9)
        XCTAssertEqual(jumped.numbers("backgroundColor")[0], 0.85, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("loginButton", at: 3.6).numbers("bounds")[2], 245 + 80, accuracy: 1e-9)
        // The messages: the first curls down when the widening ends (3.55 s, 0.33 s long), stays
        // 1.5 s, slides away (0.33 s) and the next curls down: each takes 2.16 s.
        XCTAssertEqual(try scene.layer("statusLabel", at: 4.5).string("string"), "Connecting...")
        XCTAssertEqual(try scene.layer("statusLabel", at: 6.5).string("string"), "Authorizing...")
        XCTAssertEqual(try scene.layer("statusLabel", at: 9).string("string"), "Sending credentials...")
        XCTAssertEqual(try scene.layer("statusLabel", at: 11).string("string"), "Failed")
        // Mid-slide (5.38 s + 0.165 s) the banner is half a screen width right of its place
        // (ease in ease out at half time is one half): 187.5 + 187.5.
        XCTAssertEqual(try scene.layer("statusImageView", at: 5.38 + 0.165).point("position")[0], 375, accuracy: 1e-6)
        // "Failed" stays 1.5 s after its curl (10.03 + 0.33 s), then the form resets in 0.33 s.
        let reset = try scene.layer("loginButton", at: 12.5)
        XCTAssertEqual(reset.point("position")[1], 325, accuracy: 1e-9)
        XCTAssertEqual(reset.numbers("bounds")[2], 245, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("statusImageView", at: 12.5).bool("isHidden"), true)
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
