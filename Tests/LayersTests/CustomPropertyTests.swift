import Animation
import Geometry
@testable import Layers
import Raster
import XCTest

/// Custom layer properties (Swift's `@NSManaged var progress` on a CALayer subclass):
/// key-value coding, every animation kind, presentation copies and implicit actions, with
/// values worked out by hand.
final class CustomPropertyTests: XCTestCase {
    typealias Clock = LayerAnimationTests.Clock

    /// A layer on screen with `progress = 0`, a point `center = (0, 0)`, a colour `tint`
    /// (red) and a transform `spin` (identity).
    private func scene() -> (root: Layer, layer: Layer) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        let layer = Layer()
        layer.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        layer.customProperties = ["progress": .number(0), "center": .point(.zero),
                                  "tint": .color(Color(red: 1, green: 0, blue: 0)), "spin": .transform(.identity)]
        root.addSublayer(layer)
        return (root, layer)
    }

    // MARK: Key-value coding

    func testKeyValueCodingReadsWritesAndChecksCustomProperties() throws {
        let (_, layer) = scene()
        XCTAssertEqual(layer.value(forKey: "progress"), .number(0))
        XCTAssertEqual(layer.kind(forKey: "progress"), .number)
        XCTAssertEqual(layer.kind(forKey: "tint"), .color(optional: true))
        try layer.setValue(.number(0.5), forKey: "progress")
        XCTAssertEqual(layer.customProperties["progress"], .number(0.5))
        try layer.setValue(.color(nil), forKey: "tint")
        XCTAssertEqual(layer.value(forKey: "tint"), .color(nil))

        XCTAssertThrowsError(try layer.setValue(.string("half"), forKey: "progress")) { error in
            XCTAssertEqual(error as? PropertyError, .wrongKind(key: "progress", expected: .number))
        }
        XCTAssertEqual(layer.value(forKey: "progress"), .number(0.5), "a refused write changes nothing")
        XCTAssertThrowsError(try layer.setValue(.number(1), forKey: "progres")) { error in
            XCTAssertEqual(error as? PropertyError, .unknownKey(key: "progres", type: "Layer"))
        }
        XCTAssertNil(layer.value(forKey: "progres"))
        // Another layer of the same type has no such property.
        XCTAssertNil(Layer().value(forKey: "progress"))
        XCTAssertThrowsError(try Layer().setValue(.number(1), forKey: "progress"))
    }

    func testATypePropertyWinsOverACustomOneOfTheSameName() throws {
        let layer = Layer()
        layer.opacity = 0.5
        layer.customProperties = ["opacity": .string("mine")]
        XCTAssertEqual(layer.value(forKey: "opacity"), .number(0.5))
        XCTAssertFalse(layer.hasCustomProperty("opacity"))
        try layer.setValue(.number(0.25), forKey: "opacity")
        XCTAssertEqual(layer.opacity, 0.25)
    }

    func testCopiesKeepCustomProperties() {
        let (_, layer) = scene()
        layer.customProperties["progress"] = .number(0.7)
        XCTAssertEqual(layer.makeCopy().customProperties["progress"], .number(0.7))
        XCTAssertEqual(layer.presentation(at: 0).value(forKey: "progress"), .number(0.7))
        XCTAssertEqual(layer.presentation(at: 0).value(forKey: "center"), .point(.zero))
    }

    // MARK: Animations

    func testABasicAnimationOfProgressIsLinearOnScreenAndLeavesTheModel() {
        let clock = Clock()
        let (_, layer) = scene()
        clock.host.add(basic("progress", from: .number(0), to: .number(1)), to: layer, forKey: "p")
        // Linear over 2 s: 0.5 s is a quarter of the way, 1.5 s three quarters.
        XCTAssertEqual(number(layer, "progress", at: 0.5), 0.25, accuracy: 1e-12)
        XCTAssertEqual(number(layer, "progress", at: 1.5), 0.75, accuracy: 1e-12)
        XCTAssertEqual(layer.customProperties["progress"], .number(0), "the model never changes")
        clock.run(until: 2.5)
        XCTAssertEqual(layer.animationKeys(), [])
        XCTAssertEqual(number(layer, "progress", at: 2.5), 0)
    }

    func testByAdditiveAndCumulativeAnimationsOfACustomNumber() {
        let clock = Clock()
        let (_, layer) = scene()
        layer.customProperties["progress"] = .number(0.5)
        // byValue alone: from the value underneath (0.5) to 0.5 + 0.25; half-way at 1 s.
        clock.host.add(basic("progress", by: .number(0.25)), to: layer, forKey: "by")
        XCTAssertEqual(number(layer, "progress", at: 1), 0.625, accuracy: 1e-12)
        clock.host.removeAllAnimations(from: layer)

        // Additive 0 → 1 over 2 s on the model's 0.5: at 1 s, 0.5 + 0.5.
        let additive = basic("progress", from: .number(0), to: .number(1))
        additive.isAdditive = true
        clock.host.add(additive, to: layer, forKey: "add")
        XCTAssertEqual(number(layer, "progress", at: 1), 1.0, accuracy: 1e-12)
        clock.host.removeAllAnimations(from: layer)

        // Cumulative 0 → 1 over 1 s, three times: at 2.5 s the third pass is half-way and
        // starts from the end of two passes: 2 + 0.5.
        let cumulative = basic("progress", from: .number(0), to: .number(1), duration: 1)
        cumulative.isCumulative = true
        cumulative.timing.repeatCount = 3
        clock.host.add(cumulative, to: layer, forKey: "cum")
        XCTAssertEqual(number(layer, "progress", at: 2.5), 2.5, accuracy: 1e-12)
    }

    func testAKeyframeAnimationOfProgress() {
        let clock = Clock()
        let (_, layer) = scene()
        let k = KeyframeAnimation()
        k.keyPath = "progress"
        k.values = [.number(0), .number(1), .number(0.5)]
        k.keyTimes = [0, 0.5, 1]
        k.timing.duration = 2
        clock.host.add(k, to: layer, forKey: "k")
        // 0.5 s is half-way through the first segment (0 → 1); 1.5 s half-way through the second (1 → 0.5).
        XCTAssertEqual(number(layer, "progress", at: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(number(layer, "progress", at: 1.5), 0.75, accuracy: 1e-12)
    }

    func testASpringAnimationOfProgressFollowsTheClosedForm() {
        let clock = Clock()
        let (_, layer) = scene()
        let spring = SpringAnimation()
        spring.keyPath = "progress"
        spring.fromValue = .number(0)
        spring.toValue = .number(100)
        spring.timing.duration = 10
        clock.host.add(spring, to: layer, forKey: "s")
        // CASpringAnimation's defaults m = 1, k = 100, c = 10: ω₀ = 10, ζ = 0.5, ωd = 10·√0.75
        // = 8.660254. Progress 1 − e^(−ζω₀t)(cos ωd·t + ζω₀/ωd · sin ωd·t); at t = 0.2:
        // e^(−1) = 0.3678794, ωd·t = 1.7320508, cos = −0.1605565, sin = 0.9870266,
        // 5/8.660254 = 0.5773503: 1 − 0.3678794 × 0.4093043 = 0.8494256.
        XCTAssertEqual(number(layer, "progress", at: 0.2), 84.94256, accuracy: 1e-4)
        // At t = 0.5 it has overshot: e^(−2.5)(cos 4.330127 + 0.5773503 sin 4.330127)
        // = 0.0820850 × (−0.3730201 − 0.5356790) = −0.0745906 → 1.0745906.
        XCTAssertEqual(number(layer, "progress", at: 0.5), 107.45906, accuracy: 1e-4)
    }

    func testAGroupAnimatesCustomNumbersPointsColoursAndTransformFields() throws {
        let clock = Clock()
        let (_, layer) = scene()
        let group = AnimationGroup()
        group.timing.duration = 2
        group.animations = [
            basic("progress", from: .number(0), to: .number(1)),
            basic("center", from: .point(.zero), to: .point(Point(x: 10, y: 20))),
            basic("tint", to: .color(Color(red: 0, green: 0, blue: 1))),
            basic("spin.rotation.z", from: .number(0), to: .number(Double.pi)),
        ]
        clock.host.add(group, to: layer, forKey: "g")
        let presented = layer.presentation(at: 1)
        // Half-way through each.
        XCTAssertEqual(presented.value(forKey: "progress"), .number(0.5))
        XCTAssertEqual(presented.value(forKey: "center"), .point(Point(x: 5, y: 10)))
        guard case .color(let c?)? = presented.value(forKey: "tint") else { return XCTFail("no tint") }
        XCTAssertEqual(c.red, 0.5, accuracy: 1e-12)
        XCTAssertEqual(c.green, 0, accuracy: 1e-12)
        XCTAssertEqual(c.blue, 0.5, accuracy: 1e-12)
        XCTAssertEqual(c.alpha, 1, accuracy: 1e-12)
        XCTAssertEqual(number(layer, "spin.rotation.z", at: 1), Double.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(number(layer, "center.y", at: 1), 10, accuracy: 1e-12)
    }

    func testAnAnimationKeptForOneLayerDoesNotReachAnotherWithoutTheProperty() {
        // The same animation object applied to two layers of one type: the accessor made for
        // the first must not write into the second, which has no `progress`.
        let a = basic("progress", from: .number(0), to: .number(1))
        let (_, layer) = scene()
        let copy = layer.makeCopy()
        a.apply(at: 1, iteration: 0, to: copy)
        XCTAssertEqual(copy.customProperties["progress"], .number(0.5))
        let plain = Layer()
        a.apply(at: 1, iteration: 0, to: plain)
        XCTAssertTrue(plain.customProperties.isEmpty)
        let pointy = Layer()
        pointy.customProperties = ["progress": .point(.zero)]
        a.apply(at: 1, iteration: 0, to: pointy)
        XCTAssertEqual(pointy.customProperties["progress"], .point(.zero), "a number never lands in a point")
    }

    // MARK: Implicit actions

    /// A layer class whose action(forKey:) animates `progress` over 1 s, linearly.
    final class ProgressAction: LayerOverrides {
        let host: AnimationHost
        init(host: AnimationHost) { self.host = host }
        func action(forKey key: String, of layer: Layer) -> LayerAction? {
            guard key == "progress" else { return host.searchAction(for: layer, forKey: key) }
            let a = BasicAnimation()
            a.timing.duration = 1
            a.timingFunction = .linear
            return .animation(a)
        }
    }

    func testACustomPropertyHasNoDefaultImplicitAnimation() throws {
        let clock = Clock()
        let (root, layer) = scene()
        defer { withExtendedLifetime(root) {} }
        XCTAssertNotNil(layer.superlayer, "on screen")
        XCTAssertFalse(AnimationHost.implicitlyAnimatedKeys.contains("progress"))
        XCTAssertNil(clock.host.defaultAction(for: layer, forKey: "progress"))
        try clock.host.setValue(.number(1), forKey: "progress", of: layer)
        XCTAssertEqual(layer.animationKeys(), [], "Core Animation's default action for a custom key is none")
        XCTAssertEqual(number(layer, "progress", at: 0), 1)
    }

    func testACustomPropertyAnimatesImplicitlyWhenTheClassActionSaysSo() throws {
        let clock = Clock()
        let (root, layer) = scene()
        defer { withExtendedLifetime(root) {} }
        XCTAssertNotNil(layer.superlayer, "on screen")
        layer.overrides = ProgressAction(host: clock.host)
        try clock.host.setValue(.number(1), forKey: "progress", of: layer)
        XCTAssertEqual(layer.animationKeys(), ["progress"])
        XCTAssertEqual(layer.customProperties["progress"], .number(1))
        // From the old value on screen (0) to the new model value (1) over 1 s.
        XCTAssertEqual(number(layer, "progress", at: 0.25), 0.25, accuracy: 1e-12)
        XCTAssertEqual(number(layer, "progress", at: 0.75), 0.75, accuracy: 1e-12)
        // A change to another key still finds the default: opacity animates (0.25 s).
        try clock.host.setValue(.number(0.5), forKey: "opacity", of: layer)
        XCTAssertEqual(layer.animationKeys(), ["progress", "opacity"])
    }
}
