import Foundation
import Geometry
import Layers
import Raster
import SceneScript
import XCTest

/// Swift scenes on the engine: views, layers and animations under their Swift names, classes
/// with overrides, and objects named after the variables that hold them.
final class SwiftSceneTests: XCTestCase {
    private var runner: SwiftSceneRunner!

    override func setUpWithError() throws { runner = try SwiftSceneRunner() }
    override func tearDown() { runner.remove() }

    private func layer(_ name: String, in runtime: SceneRuntime, at time: Double) throws -> Layer {
        var found: Layer?
        func visit(_ layer: Layer) {
            if layer.name == name, found == nil { found = layer }
            layer.sublayers.forEach(visit)
        }
        visit(runtime.root.layer.presentationTree(at: time))
        return try XCTUnwrap(found, "no layer named \(name)")
    }

    /// A playground as tutorials write it: the live view built, animated and shown last.
    static let playground = """
        import UIKit
        import PlaygroundSupport

        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        container.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        box.backgroundColor = .red
        container.addSubview(box)

        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: {
            box.center.x += 200
        }, completion: nil)

        UIView.animate(withDuration: 0.5) {
            box.alpha = 0.5
        }

        PlaygroundPage.current.liveView = container
        """

    func testAPlaygroundAnimatesItsLiveView() throws {
        let runtime = try runner.run(Self.playground, to: 1)
        XCTAssertEqual(runtime.size, Size(width: 375, height: 667), "the live view's frame sizes the scene")
        let box = try layer("box", in: runtime, at: 1)
        // Linear over 1 s from 0.5 s: at 1 s half way from x 70 to 270.
        XCTAssertEqual(box.position.x, 170, accuracy: 1e-9)
        XCTAssertEqual(box.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(box.backgroundColor, Color(red: 1, green: 0, blue: 0), "`.red` is UIColor.red")
        let early = try layer("box", in: runtime, at: 0.25)
        XCTAssertEqual(early.position.x, 70, accuracy: 1e-9, "held during the delay")
        XCTAssertNotNil(try layer("container", in: runtime, at: 0))
    }

    func testAClassWithOverridesAndStoredProperties() throws {
        let runtime = try runner.run("""
            import UIKit

            class BadgeView: UIView {
                let dot = CALayer()
                var count = 3

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    dot.backgroundColor = UIColor.blue.cgColor
                    layer.addSublayer(dot)
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                override func layoutSubviews() {
                    super.layoutSubviews()
                    dot.frame = bounds.insetBy(dx: 10, dy: 10)
                }

                func grow() {
                    count += 1
                    alpha = 0.25 * CGFloat(count)
                }
            }

            let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
            badge.grow()
            view.addSubview(badge)
            """)
        runtime.root.layoutIfNeeded()
        let dot = try layer("dot", in: runtime, at: 0)
        // Laid out inset by 10 from 60 × 40: 40 × 20 at (30, 20).
        XCTAssertEqual(dot.bounds.size, Size(width: 40, height: 20))
        XCTAssertEqual(dot.position, Point(x: 30, y: 20))
        // count 3 + 1 = 4, alpha 0.25 · 4 = 1.
        XCTAssertEqual(try layer("badge", in: runtime, at: 0).opacity, 1, accuracy: 1e-12)
    }

    func testTheBundledPlaygroundRuns() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: repository.appendingPathComponent("Scenes/Swift/FirstPlayground.swift"), encoding: .utf8)
        let runtime = try runner.run(source, to: 4)
        // The card sprang 80 points down (its centre from y 180 to 260) and turned by π/12.
        let card = try layer("card", in: runtime, at: 4)
        XCTAssertEqual(card.position.y, 260, accuracy: 0.01)
        XCTAssertEqual(atan2(card.transform.m12, card.transform.m11), Double.pi / 12, accuracy: 1e-3)
        // The first dot bounces 60 up and back every second, for ever: at 4 s it is down.
        let dot = try layer("dot", in: runtime, at: 4)
        XCTAssertEqual(dot.position.y, 436, accuracy: 1e-6)
        XCTAssertEqual(runtime.animationRecords.filter { $0.keyPath == "position.y" }.count, 5)
    }

    func testObjectsNoVariableHoldsAreNamedByTypeAndNamesTakenAgainGetANumber() throws {
        let runtime = try runner.run("""
            import UIKit
            import PlaygroundSupport
            class Card: UIView {}
            let stage = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            stage.addSubview(UIView())
            stage.addSubview(UIView())
            stage.layer.addSublayer(CAShapeLayer())
            stage.addSubview(Card())
            for _ in 0..<3 {
                let dot = CALayer()
                stage.layer.addSublayer(dot)
            }
            let spares = [UIView()]
            let held = spares[0]
            stage.addSubview(held)
            let mine = CALayer()
            mine.name = "chosen"
            stage.layer.addSublayer(mine)
            let outline = CAShapeLayer()
            stage.layer.mask = outline
            PlaygroundPage.current.liveView = stage
            """)
        var names: [String] = []
        func visit(_ layer: Layer) {
            names.append(layer.name ?? "-")
            if let mask = layer.mask { visit(mask) }
            layer.sublayers.forEach(visit)
        }
        visit(runtime.root.layer)
        // Unheld objects take their Swift type's name (a scene class its own), the second of a
        // name `#2`; an object read from an array takes the name it is assigned to; a name the
        // code sets is kept; the mask is named as it is set.
        XCTAssertEqual(names, ["root", "stage", "outline", "UIView", "UIView#2", "CAShapeLayer", "Card", "dot", "dot#2", "dot#3", "held", "chosen"])
    }

    func testAHostedControllersViewIsNamedView() throws {
        let runtime = try runner.run("""
            import UIKit
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
                }
            }
            """)
        XCTAssertEqual(runtime.root.layer.sublayers.map(\.name), ["view"])
        XCTAssertEqual(runtime.root.layer.sublayers[0].sublayers.map(\.name), ["UIView"])
    }

    func testImplicitMembersOfFontsAndButtonTypes() throws {
        // `.boldSystemFont(ofSize:)` is a UIFont where `font` wants one; UIButton(type:) keeps its type.
        XCTAssertEqual(runner.printed("""
            import UIKit
            let label = UILabel()
            label.font = .boldSystemFont(ofSize: 20)
            let button = UIButton(type: .custom)
            print(label.font.pointSize, button.buttonType)
            """), ["20.0 custom"])
    }

    func testTheBundledPlaygroundWithPagesRunsItsPages() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let playground = repository.appendingPathComponent("Scenes/Swift/Basics.playground").path
        // Springs (the first page): the card's 2 s linear slide of 400 points is at 0.2 × 400
        // after 1 s; after it ends its completion fades it over 0.5 s, to 0.3 by 3 s. The ball's
        // spring (1.5 s from 0.2 s) has it at rest 300 points lower, y 400, by 1.7 s.
        var runtime = try runner.runScene(at: playground, to: 1)
        XCTAssertEqual(try layer("card", in: runtime, at: 1).transform.m42, 200, accuracy: 1e-9)
        runtime = try runner.runScene(at: playground, to: 1.7)
        XCTAssertEqual(try layer("ball", in: runtime, at: 1.7).position.y, 400, accuracy: 1e-6)
        runtime = try runner.runScene(at: playground, to: 3)
        XCTAssertEqual(try layer("card", in: runtime, at: 3).opacity, 0.3, accuracy: 1e-9)
        // Strokes, opened by its page folder: strokeEnd runs linearly (0.25 at 0.5 s) and the dot,
        // paced along the circle of radius 120 from its top, is a quarter round at 0.5 s.
        runtime = try runner.runScene(at: playground + "/Pages/Strokes.xcplaygroundpage", to: 1)
        XCTAssertEqual(try XCTUnwrap(layer("ring", in: runtime, at: 0.5) as? ShapeLayer).strokeEnd, 0.25, accuracy: 1e-9)
        let dot = try layer("dot", in: runtime, at: 0.5).position
        XCTAssertEqual(dot.x, 187.5 + 120, accuracy: 1e-6)
        XCTAssertEqual(dot.y, 333.5, accuracy: 1e-6)
    }

    func testCommonUIKitAndCoreAnimationCallsRunAsWritten() throws {
        // A sampler of calls tutorials make: transitions, a running animator's completion, a
        // transaction's completion (a view's layer has no implicit animation, so at once),
        // springs, emitters, keyframes with NSValue, 3D transforms, convert(_:to:), sizeToFit.
        try FileManager.default.createSymbolicLink(at: runner.folder.appendingPathComponent("Assets"),
                                                   withDestinationURL: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                                                       .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets"))
        let runtime = try runner.run("""
            import UIKit
            import PlaygroundSupport
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            PlaygroundPage.current.liveView = view
            let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            let b = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            view.addSubview(a)
            UIView.transition(from: a, to: b, duration: 0.5, options: .transitionFlipFromLeft, completion: nil)
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.4, delay: 0, options: [.curveEaseOut], animations: {
                b.alpha = 0.5
            }, completion: { position in
                print("done", position == .end)
            })
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setCompletionBlock { print("transaction done") }
            b.layer.opacity = 0.2
            CATransaction.commit()
            let spring = CASpringAnimation(keyPath: "transform.scale")
            spring.fromValue = 0.5
            spring.toValue = 1
            spring.damping = 10
            spring.duration = spring.settlingDuration
            b.layer.add(spring, forKey: nil)
            let emitter = CAEmitterLayer()
            emitter.emitterPosition = CGPoint(x: 187, y: 0)
            emitter.emitterShape = .line
            emitter.emitterSize = CGSize(width: 375, height: 1)
            let cell = CAEmitterCell()
            cell.birthRate = 10
            cell.lifetime = 5
            cell.velocity = 100
            cell.scale = 0.1
            cell.contents = UIImage(named: "flake1")?.cgImage
            emitter.emitterCells = [cell]
            view.layer.addSublayer(emitter)
            let shape = CAShapeLayer()
            shape.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 8).cgPath
            let presented = b.layer.presentation()?.opacity ?? -1
            print(presented >= 0)
            let t = CATransform3DRotate(CATransform3DIdentity, .pi / 4, 0, 1, 0)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            b.layer.transform = CATransform3DConcat(t, perspective)
            let g = UIPanGestureRecognizer(target: nil, action: nil)
            let anim = CAKeyframeAnimation(keyPath: "position")
            anim.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 10, y: 10))]
            anim.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
            anim.keyTimes = [0, 1]
            a.layer.add(anim, forKey: "k")
            let group = CAAnimationGroup()
            group.animations = [anim]
            let color = UIColor.systemBlue.withAlphaComponent(0.5)
            let font = UIFont.systemFont(ofSize: 14, weight: .semibold)
            let label = UILabel()
            label.numberOfLines = 0
            label.sizeToFit()
            view.layoutIfNeeded()
            a.layer.shadowColor = UIColor.black.cgColor
            a.layer.shadowOffset = CGSize(width: 0, height: 2)
            a.layer.shadowOpacity = 0.3
            a.layer.shadowPath = UIBezierPath(rect: a.bounds).cgPath
            a.transform = CGAffineTransform(scaleX: 0.5, y: 0.5).rotated(by: .pi)
            a.transform = .identity
            let ctr = a.convert(a.bounds.origin, to: view)
            print(ctr.x)
            """, to: 2)
        // The animator ends at 0.4 s with .end; the origin of `a` is (10, 10) in the root.
        XCTAssertEqual(runtime.log, ["true", "10.0", "transaction done", "done true"])
    }

    func testSizeToFitTakesTheContentsSizeAndKeepsTheOrigin() {
        // A label fits its text (wider than nothing, as tall as a line); a plain view has no
        // intrinsic size and keeps its own.
        XCTAssertEqual(runner.printed("""
            import UIKit
            let label = UILabel(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
            label.text = "Hello, sizeToFit"
            label.sizeToFit()
            let plain = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
            plain.sizeToFit()
            print(label.frame.origin.x, label.frame.origin.y, label.frame.width > 50, label.frame.height > 10, plain.frame.width, plain.frame.height)
            """), ["5.0 6.0 true true 30.0 40.0"])
    }

    func testPlaygroundExecutionControlIsAccepted() throws {
        // Tutorials keep a playground running and end it; a scene runs while it is shown.
        let runtime = try runner.run("""
            import UIKit
            import PlaygroundSupport
            PlaygroundPage.current.needsIndefiniteExecution = true
            let stage = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
            PlaygroundPage.current.liveView = stage
            PlaygroundPage.current.finishExecution()
            print("shown")
            """)
        XCTAssertEqual(runtime.log, ["shown"])
        XCTAssertEqual(runtime.root.layer.sublayers.map(\.name), ["stage"])
    }

    func testAControllerInANavigationControllerHearsItAppear() throws {
        // As UINavigationController forwards its appearance to its top view controller.
        let runtime = try runner.run("""
            import UIKit
            import PlaygroundSupport
            class Main: UIViewController {
                override func viewDidLoad() { print("loaded") }
                override func viewWillAppear(_ animated: Bool) { print("will appear") }
                override func viewDidAppear(_ animated: Bool) { print("did appear") }
            }
            let nav = UINavigationController(rootViewController: Main())
            PlaygroundPage.current.liveView = nav
            """)
        XCTAssertEqual(runtime.log, ["loaded", "will appear", "did appear"])
    }
}
