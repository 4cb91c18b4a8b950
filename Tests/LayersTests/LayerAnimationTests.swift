import Animation
import Geometry
@testable import Layers
import Raster
import XCTest

/// Animations on layers, checked against values worked out by hand.
final class LayerAnimationTests: XCTestCase {
    /// A host whose scheduled actions are kept, to run in time order by `run(until:)`.
    final class Clock {
        var events: [(time: Double, order: Int, action: () -> Void)] = []
        var order = 0
        lazy var host = AnimationHost { [unowned self] time, action in
            self.events.append((time, self.order, action))
            self.order += 1
        }
        /// Runs everything due by `t` in (time, order) and leaves the host at `t`.
        func run(until t: Double) {
            while let next = events.enumerated().filter({ $0.element.time <= t })
                .min(by: { ($0.element.time, $0.element.order) < ($1.element.time, $1.element.order) }) {
                events.remove(at: next.offset)
                host.now = next.element.time
                next.element.action()
            }
            host.now = t
        }
    }

    private func scene() -> (root: Layer, layer: Layer) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        let layer = Layer()
        layer.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        root.addSublayer(layer)
        return (root, layer)
    }

    func testALinearBasicAnimationAndItsRemovalSnapBack() {
        let clock = Clock()
        let (_, layer) = scene()
        layer.opacity = 0.8
        clock.host.add(basic("opacity", from: .number(0), to: .number(1)), to: layer, forKey: "fade")
        XCTAssertEqual(number(layer, "opacity", at: 0.5), 0.25, accuracy: 1e-12)
        XCTAssertEqual(number(layer, "opacity", at: 1.5), 0.75, accuracy: 1e-12)
        clock.run(until: 2.5)
        // Removed on completion: the model value shows again, and the model never changed.
        XCTAssertEqual(layer.animationKeys(), [])
        XCTAssertEqual(number(layer, "opacity", at: 2.5), 0.8)
        XCTAssertEqual(layer.opacity, 0.8)
    }

    func testFillForwardsKeepsTheEndWhenNotRemoved() {
        let clock = Clock()
        let (_, layer) = scene()
        let a = basic("opacity", from: .number(0), to: .number(0.5))
        a.timing.fillMode = .forwards
        a.isRemovedOnCompletion = false
        clock.host.add(a, to: layer, forKey: nil)
        clock.run(until: 10)
        XCTAssertEqual(number(layer, "opacity", at: 10), 0.5)
    }

    func testBeginTimeZeroMeansWhenAddedAndTimingFunctionsCurveIt() {
        let clock = Clock()
        let (_, layer) = scene()
        clock.run(until: 1)
        let a = basic("opacity", from: .number(0), to: .number(1))
        a.timingFunction = .easeIn
        clock.host.add(a, to: layer, forKey: nil)
        // Not started before 1; half-way at t = 2: easeIn (0.42, 0, 1, 1) at x = 0.5 gives
        // y = 0.3153568… (Bézier solved for x = 0.5 with mpmath to 30 digits).
        XCTAssertEqual(number(layer, "opacity", at: 0.5), 1)
        XCTAssertEqual(number(layer, "opacity", at: 2), 0.3153568, accuracy: 1e-6)
    }

    func testFromToByCases() {
        let (_, layer) = scene()   // position (100, 100), opacity 1
        let clock = Clock()
        clock.host.add(basic("position.x", by: .number(40)), to: layer, forKey: "a")
        XCTAssertEqual(number(layer, "position.x", at: 1), 120, accuracy: 1e-9)     // 100 → 140
        clock.host.add(basic("position.y", to: .number(0)), to: layer, forKey: "b")
        XCTAssertEqual(number(layer, "position.y", at: 1), 50, accuracy: 1e-9)      // 100 → 0
        clock.host.add(basic("cornerRadius", from: .number(10), by: .number(10)), to: layer, forKey: "c")
        XCTAssertEqual(number(layer, "cornerRadius", at: 1), 15, accuracy: 1e-9)    // 10 → 20
        clock.host.add(basic("borderWidth", to: .number(8), by: .number(4)), to: layer, forKey: "d")
        XCTAssertEqual(number(layer, "borderWidth", at: 1), 6, accuracy: 1e-9)      // 4 → 8
    }

    func testAdditiveAnimationsAddToTheValueUnderneath() {
        // UIKit's retargeting: from (old − new) to 0, added to the new model value.
        let (_, layer) = scene()
        let clock = Clock()
        let a = basic("position.x", from: .number(-50), to: .number(0))
        a.isAdditive = true
        clock.host.add(a, to: layer, forKey: nil)
        XCTAssertEqual(number(layer, "position.x", at: 1), 75, accuracy: 1e-9)
    }

    func testRotationZToTwoPiTurnsAFullCircle() {
        let (_, layer) = scene()
        let clock = Clock()
        clock.host.add(basic("transform.rotation.z", from: .number(0), to: .number(2 * .pi), duration: 4), to: layer, forKey: nil)
        // A quarter of the way: π/2, so m11 = cos = 0 and m12 = sin = 1.
        let t = layer.presentation(at: 1).transform
        XCTAssertEqual(t.m11, 0, accuracy: 1e-9)
        XCTAssertEqual(t.m12, 1, accuracy: 1e-9)
        // Three quarters: 3π/2, which a matrix interpolation could never reach from 0.
        let u = layer.presentation(at: 3).transform
        XCTAssertEqual(u.m12, -1, accuracy: 1e-9)
    }

    func testTransformScaleAndTranslationFields() {
        let (_, layer) = scene()
        let clock = Clock()
        clock.host.add(basic("transform.scale", from: .number(1), to: .number(3)), to: layer, forKey: "s")
        clock.host.add(basic("transform.translation.x", from: .number(0), to: .number(20)), to: layer, forKey: "t")
        let t = layer.presentation(at: 1).transform
        XCTAssertEqual(t.m11, 2, accuracy: 1e-9)
        XCTAssertEqual(t.m22, 2, accuracy: 1e-9)
        XCTAssertEqual(t.m41, 10, accuracy: 1e-9)
    }

    func testALayerGrowsFromAZeroScale() {
        let (_, layer) = scene()
        let clock = Clock()
        // The whole transform, from CATransform3DMakeScale(0, 0, 1) to the identity over 2 s.
        clock.host.add(basic("transform", from: .transform(.scale(0, 0, 1)), to: .transform(.identity)), to: layer, forKey: "grow")
        for (t, s) in [(0.5, 0.25), (1, 0.5), (1.5, 0.75)] {
            let m = layer.presentation(at: t).transform
            XCTAssertEqual(m.m11, s, accuracy: 1e-12)
            XCTAssertEqual(m.m22, s, accuracy: 1e-12)
            XCTAssertEqual(m.m33, 1, accuracy: 1e-12)
        }
        // transform.scale from 0 on a model transform that is itself scale 0 moved 30 right:
        // the key path sets the scales of that transform and keeps its translation, and
        // transform.translation.x reads 30 from it (to 60: 45 half way).
        let (_, hidden) = scene()
        var model = Transform3D.scale(0, 0, 1)
        model.m41 = 30
        hidden.transform = model
        clock.host.add(basic("transform.scale", from: .number(0), to: .number(1)), to: hidden, forKey: "s")
        clock.host.add(basic("transform.translation.x", to: .number(60)), to: hidden, forKey: "x")
        let half = hidden.presentation(at: 1).transform
        var expected = Transform3D.scale(0.5, 0.5, 0.5)
        expected.m41 = 45
        for (a, e) in zip(half.fields, expected.fields) { XCTAssertEqual(a, e, accuracy: 1e-12) }
        XCTAssertEqual(number(hidden, "transform.scale", at: 0.5), 0.25, accuracy: 1e-12)
    }

    func testKeyframesWithKeyTimes() {
        let (_, layer) = scene()
        let clock = Clock()
        let k = KeyframeAnimation()
        k.keyPath = "opacity"
        k.values = [.number(0), .number(1), .number(0.5)]
        k.keyTimes = [0, 0.25, 1]
        k.timing.duration = 4
        clock.host.add(k, to: layer, forKey: nil)
        XCTAssertEqual(number(layer, "opacity", at: 0.5), 0.5, accuracy: 1e-9)   // half of the first segment
        XCTAssertEqual(number(layer, "opacity", at: 2.5), 0.75, accuracy: 1e-9)  // half of the second
    }

    func testCriticallyDampedSpring() {
        // mass 1, stiffness 100, damping 20: ζ = 1, ω = 10, x(t) = 1 − (1 + ωt)·e^(−ωt).
        let (_, layer) = scene()
        let clock = Clock()
        let s = SpringAnimation()
        s.keyPath = "position.x"
        s.fromValue = .number(0)
        s.toValue = .number(100)
        s.spring = Spring(mass: 1, stiffness: 100, damping: 20)
        s.timing.duration = s.settlingDuration
        clock.host.add(s, to: layer, forKey: nil)
        XCTAssertEqual(number(layer, "position.x", at: 0.1), 100 * (1 - 2 * exp(-1.0)), accuracy: 1e-6)
        XCTAssertEqual(number(layer, "position.x", at: 0.3), 100 * (1 - 4 * exp(-3.0)), accuracy: 1e-6)
    }

    func testLayerSpeedRunsItsAnimationsFaster() {
        let (_, layer) = scene()
        layer.timing.speed = 2
        let clock = Clock()
        clock.host.add(basic("opacity", from: .number(0), to: .number(1)), to: layer, forKey: nil)
        XCTAssertEqual(number(layer, "opacity", at: 0.5), 0.5, accuracy: 1e-9)
    }

    func testConvertTimeMatchesApplesNumbers() {
        // CA_SEMANTICS §1.20: mid(begin 2, speed 3, offset 0.25) ⊂ root; leaf(begin 1, speed 2, offset 0.5) ⊂ mid.
        let root = Layer(), mid = Layer(), leaf = Layer()
        mid.timing.beginTime = 2; mid.timing.speed = 3; mid.timing.timeOffset = 0.25
        leaf.timing.beginTime = 1; leaf.timing.speed = 2; leaf.timing.timeOffset = 0.5
        root.addSublayer(mid)
        mid.addSublayer(leaf)
        XCTAssertEqual(leaf.convertTime(10, from: mid), 18.5, accuracy: 1e-12)
        XCTAssertEqual(leaf.convertTime(10, from: root), 47, accuracy: 1e-12)
        XCTAssertEqual(leaf.convertTime(10, to: mid), 5.75, accuracy: 1e-12)
        XCTAssertEqual(leaf.convertTime(10, to: root), 23.0 / 6, accuracy: 1e-12)
    }

    final class Recorder: AnimationDelegate {
        var log: [String] = []
        let clock: Clock
        init(_ clock: Clock) { self.clock = clock }
        func animationDidStart(_ animation: LayerAnimation) { log.append("start \(clock.host.now)") }
        func animationDidStop(_ animation: LayerAnimation, finished: Bool) { log.append("stop \(clock.host.now) \(finished)") }
    }

    func testDelegatesHearStartAndStopAtTheirTimes() {
        let clock = Clock()
        let (_, layer) = scene()
        let recorder = Recorder(clock)
        let a = basic("opacity", from: .number(0), to: .number(1))
        a.timing.beginTime = 1
        a.delegate = recorder
        clock.host.add(a, to: layer, forKey: "x")
        clock.run(until: 5)
        XCTAssertEqual(recorder.log, ["start 1.0", "stop 3.0 true"])
        // Replacing an animation stops the old one unfinished, now.
        let b = basic("opacity", from: .number(0), to: .number(1))
        b.delegate = recorder
        clock.host.add(b, to: layer, forKey: "y")
        clock.host.add(basic("opacity", to: .number(0)), to: layer, forKey: "y")
        XCTAssertEqual(recorder.log.last, "stop 5.0 false")
    }

    func testAKeptAnimationStopsOnceAtItsEndAndNotAgainWhenRemoved() {
        // Core Animation calls animationDidStop once per added animation: one kept after its
        // end (isRemovedOnCompletion false, fill forwards) finished at its end, and removing or
        // replacing it later says nothing more.
        let clock = Clock()
        let (_, layer) = scene()
        let recorder = Recorder(clock)
        func kept(_ key: String) {
            let a = basic("opacity", from: .number(0), to: .number(1), duration: 1)
            a.isRemovedOnCompletion = false
            a.timing.fillMode = .forwards
            a.delegate = recorder
            clock.host.add(a, to: layer, forKey: key)
        }
        kept("byKey"); kept("all"); kept("replaced")
        clock.run(until: 2)
        XCTAssertEqual(recorder.log, ["start 0.0", "start 0.0", "start 0.0", "stop 1.0 true", "stop 1.0 true", "stop 1.0 true"])
        XCTAssertEqual(layer.animationKeys(), ["byKey", "all", "replaced"])
        recorder.log = []
        clock.host.removeAnimation(forKey: "byKey", from: layer)
        clock.host.add(basic("opacity", to: .number(0)), to: layer, forKey: "replaced")
        clock.host.removeAllAnimations(from: layer)
        clock.run(until: 3)
        XCTAssertEqual(recorder.log, [])
        // Pausing and resuming the layer after the end schedules no second stop either.
        kept("again")
        clock.run(until: 4.5)
        layer.timing.speed = 0
        clock.host.layerTimingDidChange(layer)
        layer.timing.speed = 1
        clock.host.layerTimingDidChange(layer)
        clock.run(until: 6)
        XCTAssertEqual(recorder.log, ["start 3.0", "stop 4.0 true"])
        // One removed before its end still stops unfinished, once.
        recorder.log = []
        kept("early")
        clock.host.removeAnimation(forKey: "early", from: layer)
        clock.run(until: 8)
        XCTAssertEqual(recorder.log, ["stop 6.0 false"])
    }

    func testPausingAndResumingALayerMovesItsAnimationsEnd() {
        // Apple's recipe (Core Animation Programming Guide, "Pausing and Resuming Animations"):
        // pause with speed 0 and timeOffset = the local time; resume with speed 1, timeOffset 0
        // and beginTime = the time since the pause.
        let clock = Clock()
        let (_, layer) = scene()
        let recorder = Recorder(clock)
        let a = basic("opacity", from: .number(0), to: .number(1), duration: 1)
        a.delegate = recorder
        clock.host.add(a, to: layer, forKey: "fade")
        clock.run(until: 0.5)
        let paused = layer.localTime(fromScene: 0.5)
        layer.timing.speed = 0
        layer.timing.timeOffset = paused
        clock.host.layerTimingDidChange(layer)
        clock.run(until: 3)
        // Paused half-way: still on the layer, showing 0.5, and not stopped at its old end (1 s).
        XCTAssertEqual(recorder.log, ["start 0.0"])
        XCTAssertEqual(number(layer, "opacity", at: 3), 0.5, accuracy: 1e-9)
        layer.timing.speed = 1
        layer.timing.timeOffset = 0
        layer.timing.beginTime = 0
        layer.timing.beginTime = layer.localTime(fromScene: 3) - paused
        clock.host.layerTimingDidChange(layer)
        // Resumed at 3 s with half of its second left: it ends at 3.5 s.
        clock.run(until: 3.25)
        XCTAssertEqual(number(layer, "opacity", at: 3.25), 0.75, accuracy: 1e-9)
        clock.run(until: 4)
        XCTAssertEqual(recorder.log, ["start 0.0", "stop 3.5 true"])
    }

    func testTransactionCompletionWaitsForTheLongestAnimation() {
        let clock = Clock()
        let (_, layer) = scene()
        var done: Double?
        clock.host.transactions.begin()
        clock.host.transactions.completionBlock = { done = clock.host.now }
        clock.host.add(basic("opacity", to: .number(0), duration: 1), to: layer, forKey: "a")
        clock.host.add(basic("cornerRadius", to: .number(9), duration: 3), to: layer, forKey: "b")
        clock.host.commitTransaction()
        clock.run(until: 2.9)
        XCTAssertNil(done)
        clock.run(until: 10)
        XCTAssertEqual(done, 3)
    }

    func testTransactionCompletionWaitsForAPausedAnimationAndNotForARemovedOne() {
        let clock = Clock()
        let (_, layer) = scene()
        var done: Double?
        clock.host.transactions.begin()
        clock.host.transactions.completionBlock = { done = clock.host.now }
        clock.host.add(basic("opacity", to: .number(0), duration: 1), to: layer, forKey: "a")
        clock.host.add(basic("cornerRadius", to: .number(9), duration: 5), to: layer, forKey: "b")
        clock.host.commitTransaction()
        // Paused at 0.5 s and resumed at 2 s: "a" ends at 2.5 s. "b" is removed at 3 s.
        clock.run(until: 0.5)
        layer.timing.speed = 0
        layer.timing.timeOffset = 0.5
        clock.host.layerTimingDidChange(layer)
        clock.run(until: 2)
        layer.timing.speed = 1
        layer.timing.timeOffset = 0
        layer.timing.beginTime = 1.5
        clock.host.layerTimingDidChange(layer)
        clock.run(until: 2.9)
        XCTAssertNil(done)
        clock.host.removeAnimation(forKey: "b", from: layer)
        clock.run(until: 3)
        XCTAssertEqual(done, 2.9)
    }

    func testImplicitAnimationsOnStandaloneLayersOnly() throws {
        let clock = Clock()
        let (root, layer) = scene()
        defer { withExtendedLifetime(root) {} }
        try clock.host.setValue(.number(0.2), forKey: "opacity", of: layer)
        // Animates from the value on screen (1) to the new model value over 0.25 s.
        XCTAssertEqual(layer.opacity, 0.2)
        XCTAssertEqual(number(layer, "opacity", at: 0.125), 0.6, accuracy: 1e-9)
        // A root layer, an NSNull action, disabled actions and `path` do not animate.
        try clock.host.setValue(.number(0.5), forKey: "opacity", of: root)
        XCTAssertEqual(root.animationKeys(), [])
        layer.actions["cornerRadius"] = LayerAction.none
        try clock.host.setValue(.number(5), forKey: "cornerRadius", of: layer)
        XCTAssertNil(layer.animation(forKey: "cornerRadius"))
        clock.host.transactions.begin()
        clock.host.transactions.disableActions = true
        try clock.host.setValue(.number(3), forKey: "borderWidth", of: layer)
        clock.host.commitTransaction()
        XCTAssertNil(layer.animation(forKey: "borderWidth"))
        let shape = ShapeLayer()
        layer.addSublayer(shape)
        try clock.host.setValue(.path(Path.rect(Rect(x: 0, y: 0, width: 5, height: 5))), forKey: "path", of: shape)
        XCTAssertNil(shape.animation(forKey: "path"))
        // `frame` animates position and bounds.
        try clock.host.setValue(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), forKey: "frame", of: layer)
        XCTAssertEqual(Set(layer.animationKeys()), ["opacity", "position", "bounds"])
    }

    func testAFilledGroupHoldsItsChildrensEndValues() {
        let clock = Clock()
        let (_, layer) = scene()
        let group = AnimationGroup()
        group.animations = [basic("opacity", from: .number(0), to: .number(0.5), duration: 1)]
        group.timing.duration = 1
        group.timing.fillMode = .forwards
        group.isRemovedOnCompletion = false
        clock.host.add(group, to: layer, forKey: nil)
        clock.run(until: 3)
        // The child has no fill of its own; the group's forwards fill still shows its end.
        XCTAssertEqual(number(layer, "opacity", at: 1), 0.5, accuracy: 1e-12)
        XCTAssertEqual(number(layer, "opacity", at: 3), 0.5, accuracy: 1e-12)
    }

    final class PeekingDelegate: LayerDelegate {
        let host: AnimationHost
        var seen: Double?
        init(host: AnimationHost) { self.host = host }
        func action(for layer: Layer, forKey key: String) -> LayerAction? {
            seen = host.presentation(of: layer).opacity
            return nil
        }
    }

    func testTheScreenShowsTheOldValueWhileTheActionIsLookedUp() throws {
        let clock = Clock()
        let (root, layer) = scene()
        defer { withExtendedLifetime(root) {} }
        let delegate = PeekingDelegate(host: clock.host)
        layer.delegate = delegate
        try clock.host.setValue(.number(0.3), forKey: "opacity", of: layer)
        XCTAssertEqual(delegate.seen, 1)
        XCTAssertEqual(clock.host.presentation(of: layer).opacity, 1, accuracy: 1e-12)  // the implicit animation starts at 1
    }

    func testTheNumberFastPathMatchesTheGeneralPath() {
        // position.x takes the plain-number path; shadowOffset.width, a number field too,
        // takes the general one. Every from/to/by case, additive or not, must agree.
        let values: [PropertyValue?] = [nil, .number(-20), .number(35)]
        for from in values { for to in values { for by in values { for additive in [false, true] {
            let clock = Clock()
            let layer = Layer()
            layer.position = Point(x: 7, y: 0)
            layer.shadowOffset = Size(width: 7, height: 0)
            for keyPath in ["position.x", "shadowOffset.width"] {
                let a = basic(keyPath, from: from, to: to, by: by)
                a.isAdditive = additive
                a.isCumulative = true
                a.timing.repeatCount = 2
                clock.host.add(a, to: layer, forKey: keyPath)
            }
            for t in [0.3, 1.1, 2.7] {
                let presented = layer.presentation(at: t)
                XCTAssertEqual(presented.position.x, presented.shadowOffset.width, accuracy: 1e-9,
                               "from \(String(describing: from)) to \(String(describing: to)) by \(String(describing: by)) additive \(additive) at \(t)")
            }
        } } } }
    }

    func testACumulativeAnimationFarIntoTimeStaysFinite() {
        // Repeat 10^20 of a 1 s animation: past Int's range, the repeat count saturates at about
        // 9.2e18 rather than trapping, so the value is 10 × that (not 10^21).
        let clock = Clock()
        let layer = Layer()
        let a = basic("position.x", from: .number(0), to: .number(10))
        a.isCumulative = true
        a.timing.duration = 1
        a.timing.repeatCount = .infinity
        clock.host.add(a, to: layer, forKey: "march")
        for t in [1e20, 1e300, Double.greatestFiniteMagnitude] {
            let x = layer.presentation(at: t).position.x
            XCTAssertTrue(x.isFinite && x >= 9.2e19, "t = \(t): \(x)")
        }
        XCTAssertEqual(layer.presentation(at: 2.5).position.x, 25, accuracy: 1e-9, "two repeats done, half the third")
    }

    func testPresentationTreeLeavesTheModelAlone() {
        let clock = Clock()
        let (root, layer) = scene()
        clock.host.add(basic("position.x", to: .number(0)), to: layer, forKey: nil)
        let presented = root.presentationTree(at: 1)
        XCTAssertEqual(presented.sublayers[0].position.x, 50, accuracy: 1e-9)
        XCTAssertTrue(presented.sublayers[0].modelLayer === layer)
        XCTAssertEqual(layer.position.x, 100)
    }
}
