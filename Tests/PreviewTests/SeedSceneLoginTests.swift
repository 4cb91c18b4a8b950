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
