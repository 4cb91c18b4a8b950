import Foundation
import Layers
import Preview
import SceneScript
import Views
import XCTest

/// The scenes ported from the seed documents, each checked end to end (script, clock,
/// animations, probe) at an instant whose values are worked out by hand from the seed's
/// numbers. This file: the sections of seed 000 (iOS Animations).
final class SeedSceneTests: XCTestCase {
    func testBalloonFliesThroughItsThreeKeyframes() throws {
        let scene = try SeedScene("LayerKeyframesBalloon")
        // Three values over 12 s, evenly timed: t = 3 is half-way from (−50, 0) to (425, 160).
        XCTAssertEqual(try scene.layer("balloon", at: 3).point("position"), [187.5, 80])
        // t = 9 is half-way from (425, 160) to (−50, 325), the Log In button's centre.
        XCTAssertEqual(try scene.layer("balloon", at: 9).point("position"), [187.5, 242.5])
        // After 12 s the model position shows.
        XCTAssertEqual(try scene.layer("balloon", at: 12.5).point("position"), [-50, 325])
    }

    func testFormFliesInAndTheDelegatePulsesTheHeading() throws {
        let scene = try SeedScene("AnimationKeysAndDelegates")
        // The username begins at 0.3 s, filled backwards at x = −187.5 until then.
        XCTAssertEqual(try scene.layer("username", at: 0.1).point("position")[0], -187.5)
        // Half of its 0.5 s from −187.5 to 187.5 (linear).
        XCTAssertEqual(try scene.layer("username", at: 0.55).point("position")[0], 0, accuracy: 1e-9)
        // The heading landed at 0.5 s; the delegate's pulse (scale 1.25 → 1 in 0.25 s) is
        // 0.1 s in: 1.25 − 0.25 × 0.4 = 1.15.
        let heading = try scene.layer("heading", at: 0.6)
        XCTAssertEqual(heading.transform[0], 1.15, accuracy: 1e-9)
        XCTAssertEqual(heading.transform[5], 1.15, accuracy: 1e-9)
        // The info label: 2.5 s of 5 from 562.5 to 187.5, and 2.5 s of 4.5 from 0.2 to 1.
        let info = try scene.layer("info", at: 2.5)
        XCTAssertEqual(info.point("position")[0], 375, accuracy: 1e-9)
        XCTAssertEqual(info.number("opacity"), 0.2 + 0.8 * 2.5 / 4.5, accuracy: 1e-9)
        // Cloud 1 (x 10, 120 wide) drifts to 375 + 60 in (375 − 10) × 60 / 375 = 58.4 s from
        // its centre at 70: half-way at 29.2 s.
        XCTAssertEqual(try scene.layer("cloud1", at: 29.2).point("position")[0], 252.5, accuracy: 1e-9)
    }

    func testLoginButtonGroupFillsBackwardsThenEasesIn() throws {
        let scene = try SeedScene("GroupsAndTiming")
        // Before the group begins (0.5 s) its first values show: faded out, 3.5× and turned π/4.
        let early = try scene.layer("loginButton", at: 0.2)
        XCTAssertEqual(early.number("opacity"), 0, accuracy: 1e-12)
        XCTAssertEqual(early.transform[0], 3.5 * 0.5.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(early.transform[1], 3.5 * 0.5.squareRoot(), accuracy: 1e-9)
        // Half-way through: easeIn(0.5) = 0.315356812573 (see AnimationTests.testEaseInAtHalfTime).
        let half = try scene.layer("loginButton", at: 0.75)
        let f = 0.315356812573
        XCTAssertEqual(half.number("opacity"), f, accuracy: 1e-9)
        let scale = 3.5 - 2.5 * f, angle = Double.pi / 4 * (1 - f)
        XCTAssertEqual(half.transform[0], scale * cos(angle), accuracy: 1e-8)
        XCTAssertEqual(half.transform[1], scale * sin(angle), accuracy: 1e-8)
        // Cloud 3's fade begins at 0.9 s: invisible before, half-way 0.25 s in.
        XCTAssertEqual(try scene.layer("cloud3", at: 0.8).number("opacity"), 0, accuracy: 1e-12)
        XCTAssertEqual(try scene.layer("cloud3", at: 1.15).number("opacity"), 0.5, accuracy: 1e-9)
    }

    func testShortFieldsJumpOnTheirSprings() throws {
        // Nothing typed, nothing ends editing: no field jumps.
        XCTAssertEqual(try SeedScene("LayerSprings", withInput: false).layer("username", at: 1.1).point("position")[1], 200)
        let scene = try SeedScene("LayerSprings")
        // m = 10, k = 1500, c = 50, v₀ = 100: α = c/2m = 2.5, ω = √(k/m − α²) = √143.75,
        // x(t) = e^(−αt)(cos ωt + (α − v₀) sin(ωt)/ω) = −5.617486913 at t = 0.1; the field goes
        // from y + 1 = 201 towards 200, so it is at 201 − (1 − x).
        let expected = 201 - (1 + 5.617486913)
        // "Tom" typed, then Return at 1 s: textFieldShouldReturn resigns, and
        // textFieldDidEndEditing finds 3 characters, so the username jumps from 1 s.
        XCTAssertEqual(try scene.layer("username", at: 1.1).point("position")[1], expected, accuracy: 1e-6)
        XCTAssertEqual(try scene.layer("username", at: 1.1).number("borderWidth"), 3)
        XCTAssertEqual(try scene.layer("password", at: 1.1).point("position")[1], 252, "the password has not edited yet")
        // "1234" in the password, then a tap on the username (up at 2.25 s) ends its editing:
        // the password (centre y 252) jumps from then.
        XCTAssertEqual(try scene.layer("password", at: 2.35).point("position")[1], expected + 52, accuracy: 1e-6)
        // "my" makes the username "Tommy", and Return at 3.3 s ends its editing with 5
        // characters: no jump. What moves is the first spring, 2.4 s on: e^(−6) ≈ 0.0025
        // of its swing.
        XCTAssertEqual(try scene.layer("username", at: 3.4).point("position")[1], 200, accuracy: 0.02)
        scene.session.time = 3.4
        let fields = scene.session.root?.subtree.compactMap { $0 as? TextField } ?? []
        XCTAssertEqual(fields.map(\.text), ["Tommy", "1234"])
        XCTAssertEqual(fields.map(\.isEditing), [false, false])
        XCTAssertEqual(fields.map(\.isSecureTextEntry), [false, true])
    }

    func testAvatarsMeetAtTheBouncePointsAndReturn() throws {
        let scene = try SeedScene("MorphingShapes")
        // The second spring begins at 1 s from the bounce point: 375/2 + 90/1.9 for mine.
        XCTAssertEqual(try scene.layer("myAvatar", at: 1).point("position")[0], 187.5 + 90 / 1.9, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("opponentAvatar", at: 1).point("position")[0], 187.5 - 90 / 1.9, accuracy: 1e-9)
        // Between rounds (2 s to 2.1 s) both rest at their own centres.
        XCTAssertEqual(try scene.layer("myAvatar", at: 2.05).point("position"), [283, 300])
        XCTAssertEqual(try scene.layer("opponentAvatar", at: 2.05).point("position"), [92, 300])
    }

    func testGradientLocationsSweepEveryThreeSeconds() throws {
        let scene = try SeedScene("SlideToUnlock")
        // Half-way between [0, 0, 0, 0, 0, 0, 0.25] and [0.65, 0.75, 0.8, 0.85, 0.9, 0.95, 1].
        let expected = [0.325, 0.375, 0.4, 0.425, 0.45, 0.475, 0.625]
        for t in [1.5, 4.5] {
            let locations = try scene.layer("gradient", at: t).numbers("locations")
            XCTAssertEqual(locations.count, expected.count)
            for (a, b) in zip(locations, expected) { XCTAssertEqual(a, b, accuracy: 1e-9, "at \(t) s") }
        }
    }

    func testAirplaneFliesTheStrokedCircle() throws {
        let scene = try SeedScene("RefreshAirplane")
        // The example input drags the list 300 points down in 0.5 s. The table is a scroll
        // view 603 points high, so UIKit's rubber band, (1 − 1/(x · 0.55/d + 1)) · d =
        // 0.55 · x · d / (d + 0.55 · x), makes that an offset of −0.55 · 300 · 603 / 768 =
        // −129.55078125: past the refresh view's 110, so letting go at 0.5 s starts refreshing.
        XCTAssertEqual(try scene.layer("tableView", at: 0.5).numbers("bounds")[1], -129.55078125, accuracy: 1e-9)
        // A quarter of a 1.5 s lap later (0.875 s), paced on a circle of radius 44 about
        // (187.5, 55) from its rightmost point, clockwise, the plane is at the bottom, turned π/2.
        let plane = try scene.layer("airplaneLayer", at: 0.875)
        XCTAssertEqual(plane.point("position")[0], 187.5, accuracy: 1e-6)
        XCTAssertEqual(plane.point("position")[1], 99, accuracy: 1e-6)
        XCTAssertEqual(plane.transform[0], 0, accuracy: 1e-9)
        XCTAssertEqual(plane.transform[1], 1, accuracy: 1e-9)
        // strokeEnd 0 → 1 and strokeStart −0.5 → 1 over the lap.
        let oval = try scene.layer("ovalShapeLayer", at: 0.875)
        XCTAssertEqual(oval.number("strokeEnd"), 0.25, accuracy: 1e-9)
        XCTAssertEqual(oval.number("strokeStart"), -0.125, accuracy: 1e-9)
        // After the 5 s repeat duration (5.5 s) the model shows: the plane at the rightmost point.
        XCTAssertEqual(try scene.layer("airplaneLayer", at: 5.8).point("position"), [231.5, 55])
        // Mid-pull (0.25 s, 150 of 300 points) the offset is 0.55 · 150 · 603 / 685.5 =
        // 72.5711 points and the delegate draws the oval as far as the pull has come:
        // 72.5711 / 110 of it, the plane as opaque.
        let pull = 0.55 * 150 * 603 / (603 + 0.55 * 150)
        XCTAssertEqual(try scene.layer("tableView", at: 0.25).numbers("bounds")[1], -pull, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("ovalShapeLayer", at: 0.25).number("strokeEnd"), pull / 110, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("airplaneLayer", at: 0.25).number("opacity"), pull / 110, accuracy: 1e-9)
        // While refreshing, contentInset.top is 110: the list rests 110 points down, the whole
        // refresh view showing above it (the scroll view's layer keeps its place; its bounds move).
        let refreshing = try scene.layer("tableView", at: 2)
        XCTAssertEqual(refreshing.numbers("bounds")[1], -110, accuracy: 1e-9)
        XCTAssertEqual(refreshing.point("position")[1], 64 + 603 / 2, accuracy: 1e-9)
        // Four seconds into the refresh (4.5 s) the inset goes back on a 0.3 s ease out, taking
        // the list back up: half-way in time, easeOut(0.5) = 0.684643187427 of the way.
        XCTAssertEqual(try scene.layer("tableView", at: 4.65).numbers("bounds")[1], -110 * (1 - 0.684643187427), accuracy: 1e-6)
        XCTAssertEqual(try scene.layer("tableView", at: 4.9).numbers("bounds")[1], 0, accuracy: 1e-9)
    }

    func testRefreshStartsOnlyPastTheRefreshViewsHeight() throws {
        // A 200-point pull is an offset of only 0.55 · 200 · 603 / 713 = 93.03 points (it
        // takes a 244.6-point drag to reach 110): the oval is drawn 93.03 / 110 of the way
        // when the finger lifts, and the list bounces back without refreshing.
        let scene = try SeedScene("RefreshAirplane", events: "0 drag 187 200 187 400 0.4")
        let pull = 0.55 * 200 * 603 / (603 + 0.55 * 200)
        XCTAssertEqual(try scene.layer("tableView", at: 0.4).numbers("bounds")[1], -pull, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("ovalShapeLayer", at: 0.4).number("strokeEnd"), pull / 110, accuracy: 1e-9)
        // No flight: the plane stays at its model position, the stroke never starts running.
        for t in [0.6, 1.0, 1.5] {
            XCTAssertEqual(try scene.layer("airplaneLayer", at: t).point("position"), [231.5, 55], "at \(t) s")
            XCTAssertEqual(try scene.layer("ovalShapeLayer", at: t).number("strokeStart"), 0, "at \(t) s")
        }
        // The bounce takes the list back to the top, and the oval and the plane with it.
        XCTAssertEqual(try scene.layer("tableView", at: 2.5).numbers("bounds")[1], 0, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("ovalShapeLayer", at: 2.5).number("strokeEnd"), 0, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("airplaneLayer", at: 2.5).number("opacity"), 0, accuracy: 1e-9)
    }

    func testDotStretchesAndFades() throws {
        let scene = try SeedScene("ReplicatorActivity")
        // t = 0.495 is half-way back down the first stretch (0.33 s each way) and half-way into
        // the first fade (which begins at 0.33 s). easeOut(0.5) = 1 − easeIn(0.5) = 0.684643187427.
        let f = 1 - 0.315356812573
        let dot = try scene.layer("dot", at: 0.495)
        XCTAssertEqual(dot.transform[0], 1 + 0.4 * f, accuracy: 1e-8)
        XCTAssertEqual(dot.transform[5], 1 + 14 * f, accuracy: 1e-8)
        XCTAssertEqual(dot.number("opacity"), 1 - 0.8 * f, accuracy: 1e-8)
        // The replicator (its model: the probe lists no replicator properties): 375 / 8 = 46 copies.
        let replicator = scene.session.root?.layer.sublayers.first { $0.name == "replicator" } as? ReplicatorLayer
        XCTAssertEqual(replicator?.instanceCount, 46)
    }

    /// The seed's linked commit animates the replicator's `instanceTransform.rotation`: to 0.01
    /// over 0.33 s (ease out, kept), then 0.01 → −0.01 in 0.99 s, autoreversing, for ever.
    /// Copy k is the first dot turned k times about the replicator's centre (187.5, 333.5) by
    /// that angle θ and moved 8 points left each time: p(k+1) = R(θ)·p(k) + (−8, 0) about the
    /// centre. That turns each copy by θ about the one point the step leaves in place,
    /// q = (−4, −4 cot(θ/2)) from the centre, so the copies sit on a circle about q through the
    /// first dot's centre (372, 336.5).
    func testCopiesSitOnACircleThatRocks() throws {
        let scene = try SeedScene("ReplicatorActivity")
        func copies(at t: Double) throws -> (theta: Double, centres: [(Double, Double)]) {
            let m = try scene.layer("replicator", at: t).numbers("instanceTransform")
            XCTAssertEqual(m.count, 16)
            XCTAssertEqual(m[12], -8, accuracy: 1e-9, "still 8 points left a copy")
            XCTAssertEqual(m[13], 0, accuracy: 1e-9)
            // Row vectors, as CATransform3D: (x, y) · M = (x m11 + y m21 + m41, x m12 + y m22 + m42).
            var x = 372 - 187.5, y = 336.5 - 333.5
            var centres: [(Double, Double)] = []
            for _ in 0..<46 {
                centres.append((187.5 + x, 333.5 + y))
                (x, y) = (x * m[0] + y * m[4] + m[12], x * m[1] + y * m[5] + m[13])
            }
            return (atan2(m[1], m[0]), centres)
        }
        func radius(_ theta: Double) -> Double {
            let qx = 187.5 - 4, qy = 333.5 - 4 / tan(theta / 2)
            return hypot(372 - qx, 336.5 - qy)
        }
        // At 0.33 s the first turn is done: θ = 0.01, a circle of radius 824.82 whose centre is
        // 799.99 above the replicator's: the row sags 21.8 points in its middle.
        let bent = try copies(at: 0.33)
        XCTAssertEqual(bent.theta, 0.01, accuracy: 1e-12)
        XCTAssertEqual(radius(0.01), 824.8215, accuracy: 1e-4)
        let q = (183.5, 333.5 - 4 / tan(0.005))
        for (k, c) in bent.centres.enumerated() {
            XCTAssertEqual(hypot(c.0 - q.0, c.1 - q.1), radius(0.01), accuracy: 1e-6, "copy \(k)")
        }
        // Each copy is the one before turned by 0.01 about q: 2 r sin 0.005 = 8.248 apart.
        for (a, b) in zip(bent.centres, bent.centres.dropFirst()) {
            XCTAssertEqual(hypot(b.0 - a.0, b.1 - a.1), 2 * radius(0.01) * sin(0.005), accuracy: 1e-9)
        }
        XCTAssertEqual(bent.centres[23].1, 358.33, accuracy: 0.01, "the lowest copy, under q")
        XCTAssertEqual(bent.centres[45].1, 338.55, accuracy: 0.01, "the last copy rises again")
        // Half-way through the first swing (0.33 + 0.495 s; ease in ease out is 0.5 there) θ
        // is 0: the copies stand in a straight row 8 points apart.
        let straight = try copies(at: 0.825)
        XCTAssertEqual(straight.theta, 0, accuracy: 1e-12)
        XCTAssertEqual(straight.centres[45].0, 372 - 45 * 8, accuracy: 1e-9)
        XCTAssertEqual(straight.centres[45].1, 336.5, accuracy: 1e-9)
        // At the end of the swing (1.32 s) θ = −0.01: the circle's centre is below, radius
        // hypot(188.5, 799.99 − 3) = 818.98, and the row bulges up.
        let rocked = try copies(at: 1.32)
        XCTAssertEqual(rocked.theta, -0.01, accuracy: 1e-12)
        XCTAssertEqual(radius(-0.01), 818.9815, accuracy: 1e-4)
        let below = (183.5, 333.5 + 4 / tan(0.005))
        for c in rocked.centres { XCTAssertEqual(hypot(c.0 - below.0, c.1 - below.1), radius(-0.01), accuracy: 1e-6) }
        XCTAssertLessThan(rocked.centres[23].1, 336.5 - 20)
    }

    func testGalleryOpensIntoTiltedCardsAndCloses() throws {
        let scene = try SeedScene("Gallery3D")
        // Katia's open transform: rotate −π/8 about x, scale (0.95, 0.6, 1), then move 100 down.
        let c = cos(Double.pi / 8), s = sin(Double.pi / 8)
        let expected = [0.95, 0, 0, 0, 0, 0.6 * c, -s, 0, 0, 0.6 * s, c, 0, 0, 100, 0, 1]
        let open = try scene.layer("katia", at: 1).transform
        for (a, b) in zip(open, expected) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        // The next card is 667 / 4 further down.
        XCTAssertEqual(try scene.layer("douglas", at: 1).transform[13], 100 + 667 / 4, accuracy: 1e-9)
        // Closed again 0.33 s after the second toggle at 2.5 s.
        XCTAssertEqual(try scene.layer("katia", at: 3).transform, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    func testSnowStaysAboveWhereItCouldHaveFallen() throws {
        let scene = try SeedScene("SnowEmitter")
        XCTAssertEqual(try scene.layer("emitter", at: 0).point("position"), [187.5, -45])
        let clear = scene.session.renderImage(scale: 1)
        // No flake is faster than 20 + 200 pt/s nor accelerates by more than |(10, 70)| < 71:
        // born at y ≤ −20, by 0.25 s its centre is above −20 + 55 + 2.3 and its edge (16 pt
        // at most: 20 pt × scale ≤ 1.6 / 2) above 54, so the rows from 60 down are untouched.
        scene.session.time = 0.25
        let early = scene.session.renderImage(scale: 1)
        let from = 60 * clear.width
        XCTAssertEqual(Array(early.pixels[from...]), Array(clear.pixels[from...]))
        // Two seconds in, flakes fill the sky below.
        scene.session.time = 2
        let snowing = scene.session.renderImage(scale: 1)
        let changed = zip(snowing.pixels[from..<(400 * clear.width)], clear.pixels[from..<(400 * clear.width)]).filter { $0 != $1 }
        XCTAssertGreaterThan(changed.count, 1000)
    }
}

/// A bundled scene under `Scenes/`, loaded in a preview session and probed at chosen times.
struct SeedScene {
    let session: PreviewSession

    /// The bundled scene `name`, with the input in `Scenes/Input/<name>.events` when the
    /// scene starts on taps as its seed does (unless `withInput` is false).
    init(_ name: String, withInput: Bool = true, file: StaticString = #filePath) throws {
        let root = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let eventsPath = root.appendingPathComponent("Scenes/Input/\(name).events").path
        var input: [InputEvent] = []
        if withInput, let text = try? String(contentsOfFile: eventsPath, encoding: .utf8) {
            input = try InputEventFile.parse(text, file: eventsPath)
        }
        session = PreviewSession(scenePath: root.appendingPathComponent("Scenes/\(name).lua").path,
                                 options: SessionOptions(input: input))
        if let error = session.reload() { throw error }
    }

    /// The bundled scene `name` driven by `events`, written as an events file is.
    init(_ name: String, events: String, file: StaticString = #filePath) throws {
        let root = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let input = try InputEventFile.parse(events, file: "\(name) (inline events)")
        session = PreviewSession(scenePath: root.appendingPathComponent("Scenes/\(name).lua").path,
                                 options: SessionOptions(input: input))
        if let error = session.reload() { throw error }
    }

    /// The named layer's presentation values at scene time `t`.
    func layer(_ name: String, at t: Double) throws -> ProbedLayer {
        session.time = t
        let json = try JSONSerialization.jsonObject(with: Data(session.probeJSON(layerNames: [name]).utf8))
        guard let layers = (json as? [String: Any])?["layers"] as? [[String: Any]], let layer = layers.first else {
            throw ProbeFailure(message: "no layer named \(name) at \(t)")
        }
        if let error = session.error { throw error }
        return ProbedLayer(values: layer)
    }
}

/// One layer of the probe JSON.
struct ProbedLayer {
    let values: [String: Any]

    func number(_ key: String) -> Double { (values[key] as? NSNumber)?.doubleValue ?? .nan }
    func numbers(_ key: String) -> [Double] { (values[key] as? [NSNumber])?.map(\.doubleValue) ?? [] }
    func point(_ key: String) -> [Double] { numbers(key) }
    func string(_ key: String) -> String? { values[key] as? String }
    func bool(_ key: String) -> Bool? { (values[key] as? NSNumber)?.boolValue }
    /// CATransform3D's m11 ... m44.
    var transform: [Double] { numbers("transform") }
}

struct ProbeFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
