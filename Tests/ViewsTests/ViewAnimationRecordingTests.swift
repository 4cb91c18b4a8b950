import Animation
import Geometry
import Layers
import Raster
import Views
import XCTest

final class ViewAnimationRecordingTests: XCTestCase {
    func testFrameRecordsPositionAndBoundsWithTheirOldValues() throws {
        let scene = ViewAnimationScene()
        let changes = scene.context.record { scene.box.frame = Rect(x: 100, y: 20, width: 50, height: 80) }
        // The box was {0, 0, 100, 100}: centre (50, 50); now its centre is (125, 60).
        XCTAssertEqual(changes.map(\.keyPath), ["bounds", "position"])
        XCTAssertEqual(changes[0].before, .rect(Rect(x: 0, y: 0, width: 100, height: 100)))
        XCTAssertEqual(changes[0].after, .rect(Rect(x: 0, y: 0, width: 50, height: 80)))
        XCTAssertEqual(changes[1].before, .point(Point(x: 50, y: 50)))
        XCTAssertEqual(changes[1].after, .point(Point(x: 125, y: 60)))
        XCTAssertEqual(changes[1].presentationBefore, .point(Point(x: 50, y: 50)))
        XCTAssertTrue(changes.allSatisfy { $0.layer === scene.box.layer && $0.view === scene.box })
        // Applied to the model at once, and nothing animates.
        XCTAssertEqual(scene.box.center, Point(x: 125, y: 60))
        XCTAssertTrue(scene.box.layer.attachedAnimations.isEmpty)
    }

    func testViewPropertiesMapToLayerKeyPaths() {
        let scene = ViewAnimationScene()
        let changes = scene.context.record {
            scene.box.center.x = 70
            scene.box.alpha = 0.5
            scene.box.transform = AffineTransform(rotationAngle: 1)
            scene.box.backgroundColor = Color(red: 1, green: 0, blue: 0)
            scene.box.layer.cornerRadius = 12
            scene.box.isHidden = true  // not animatable: not recorded
        }
        XCTAssertEqual(changes.map(\.keyPath), ["backgroundColor", "cornerRadius", "opacity", "position", "transform"])
        XCTAssertEqual(changes[2].before, .number(1))
        XCTAssertEqual(changes[2].after, .number(0.5))
        XCTAssertEqual(changes[3].after, .point(Point(x: 70, y: 50)))
    }

    func testEveryAnimatableKeyOfViewLayersIsSeen() throws {
        let scene = ViewAnimationScene()
        let label = Label()
        scene.root.addSubview(label)
        for layer in [scene.box.layer, label.layer] {
            let keys = type(of: layer).properties.keys.filter(AnimationHost.implicitlyAnimatedKeys.contains)
                .filter { $0 != "fontSize" && $0 != "foregroundColor" }.sorted()
            XCTAssertTrue(keys.contains("position") && keys.contains("shadowPath"))
            for key in keys {
                let value = try XCTUnwrap(layer.value(forKey: key).flatMap(changed), key)
                let changes = scene.context.record { try? layer.setValue(value, forKey: key) }
                XCTAssertEqual(changes.map(\.keyPath), [key])
            }
        }
        // A label's text colour and font are drawn content in UIKit: not animated by blocks.
        let content = scene.context.record {
            label.textColor = Color(red: 1, green: 0, blue: 0)
            label.font = Font(family: "DejaVu Sans", size: 30)
        }
        XCTAssertTrue(content.isEmpty)
    }

    /// A value of the same kind as `value` but different.
    private func changed(_ value: PropertyValue) -> PropertyValue? {
        switch value {
        case .number(let n): return .number(n + 1)
        case .point(let p): return .point(Point(x: p.x + 1, y: p.y))
        case .size(let s): return .size(Size(width: s.width + 1, height: s.height))
        case .rect(let r): return .rect(Rect(x: r.minX, y: r.minY, width: r.width + 1, height: r.height))
        case .color(let c): return .color(c == .white ? .black : .white)
        case .transform(let t): return .transform(t.concatenating(.translation(1, 0, 0)))
        case .path: return .path(Path.rect(Rect(x: 0, y: 0, width: 5, height: 5)))
        default: return nil
        }
    }

    func testAValueSetBackIsNotAChange() {
        let scene = ViewAnimationScene()
        let changes = scene.context.record {
            scene.box.alpha = 0.3
            scene.box.alpha = 1
        }
        XCTAssertTrue(changes.isEmpty)
    }

    func testViewsOutsideTheRootAreNotWatched() {
        let scene = ViewAnimationScene()
        let loose = View()
        let changes = scene.context.record { loose.alpha = 0.5 }
        XCTAssertTrue(changes.isEmpty)
        XCTAssertEqual(loose.alpha, 0.5)
    }

    func testLayoutInsideARecordingIsRecorded() {
        let scene = ViewAnimationScene()
        let child = View()
        scene.box.addSubview(child)
        child.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        scene.box.layout = { box in child.frame = Rect(x: box.bounds.width - 10, y: 0, width: 10, height: 10) }
        scene.box.bounds.size.width = 60
        let changes = scene.context.record { scene.box.layoutIfNeeded() }
        // The child's centre moves from (5, 5) to (60 − 10 + 5, 5) = (55, 5).
        XCTAssertEqual(changes.count, 1)
        XCTAssertTrue(changes[0].layer === child.layer)
        XCTAssertEqual(changes[0].after, .point(Point(x: 55, y: 5)))
    }

    func testNestedRecordingsKeepTheirChangesApart() {
        let scene = ViewAnimationScene()
        var inner: [ViewPropertyChange] = []
        let outer = scene.context.record {
            scene.box.alpha = 0.5
            inner = scene.context.record { scene.box.center.y = 80 }
            scene.box.layer.cornerRadius = 4
        }
        XCTAssertEqual(outer.map(\.keyPath), ["opacity", "cornerRadius"])  // in the order they changed
        XCTAssertEqual(inner.map(\.keyPath), ["position"])
        XCTAssertEqual(inner[0].before, .point(Point(x: 50, y: 50)))
    }

    func testAKeyChangedBeforeAndAfterANestedRecordingKeepsItsFirstOldValue() {
        let scene = ViewAnimationScene()
        let outer = scene.context.record {
            scene.box.alpha = 0.5
            _ = scene.context.record { scene.box.alpha = 0.2 }
            scene.box.alpha = 0.1
        }
        XCTAssertEqual(outer.count, 1)
        XCTAssertEqual(outer[0].before, .number(1))
        XCTAssertEqual(outer[0].after, .number(0.1))
        XCTAssertFalse(scene.context.isRecording)
    }

    func testPresentationBeforeIsWhatIsOnScreen() {
        let scene = ViewAnimationScene()
        let slide = BasicAnimation()
        slide.keyPath = "position.x"
        slide.fromValue = .number(0)
        slide.toValue = .number(100)
        slide.timing.duration = 1
        slide.timingFunction = .linear
        scene.host.add(slide, to: scene.box.layer, forKey: "slide")
        scene.clock.advance(to: 0.5)
        let changes = scene.context.record { scene.box.center.x = 300 }
        // Half-way through a linear 0 → 100: x is 50 on screen; the model was 50 as well, y 50.
        XCTAssertEqual(changes[0].presentationBefore, .point(Point(x: 50, y: 50)))
        scene.clock.advance(to: 0.75)
        let again = scene.context.record { scene.box.center.y = 0 }
        // 0.75 of the way: x 75 on screen over the model's 300; y is the model's 50.
        XCTAssertEqual(again[0].presentationBefore, .point(Point(x: 75, y: 50)))
        XCTAssertEqual(again[0].before, .point(Point(x: 300, y: 50)))
    }

    func testAThrowingClosureEndsTheRecording() {
        struct Stop: Error {}
        let scene = ViewAnimationScene()
        XCTAssertThrowsError(try scene.context.record { () throws(Stop) in
            scene.box.alpha = 0.5
            throw Stop()
        })
        XCTAssertFalse(scene.context.isRecording)
        XCTAssertEqual(scene.box.alpha, 0.5)
    }
}

/// A root view 375 × 667 holding `box` at {0, 0, 100, 100}, with a view animation context on
/// an animation host run by a small clock.
final class ViewAnimationScene {
    let clock = ViewAnimationTestClock()
    let root = View()
    let box = View()
    var host: AnimationHost { clock.host }
    let context: ViewAnimationContext

    init() {
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        box.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(box)
        context = ViewAnimationContext(host: clock.host, rootView: root)
    }

    /// The box's layer as it looks now.
    var shown: Layer { box.layer.presentation(at: clock.now) }
}

/// Runs what the animation host schedules, in time order (then in the order scheduled).
final class ViewAnimationTestClock {
    private(set) var now = 0.0
    private var events: [(time: Double, order: Int, action: () -> Void)] = []
    private var scheduled = 0
    private(set) lazy var host = AnimationHost { [unowned self] time, action in
        events.append((max(time, now), scheduled, action))
        scheduled += 1
    }

    /// Runs every event due by `t` and moves there.
    func advance(to t: Double) {
        while let next = events.indices.filter({ events[$0].time <= t })
            .min(by: { (events[$0].time, events[$0].order) < (events[$1].time, events[$1].order) }) {
            let event = events.remove(at: next)
            now = event.time
            host.now = now
            event.action()
        }
        now = t
        host.now = t
    }
}
