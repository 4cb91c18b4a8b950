import Foundation
import Geometry
import Layers
import SceneScript
import XCTest

/// Classes as UIKit code writes them: a view controller hosted as the root in UIKit's order,
/// observed and computed properties, extensions of engine types, and `#selector` targets.
final class SwiftClassTests: XCTestCase {
    private var runner: SwiftSceneRunner!

    override func setUpWithError() throws { runner = try SwiftSceneRunner() }
    override func tearDown() { runner.remove() }

    func testAViewControllerIsTheRootAndItsPropertiesObserve() throws {
        let runtime = try runner.run("""
            import UIKit

            extension UIView {
                func dim() { alpha = 0.5 }
            }

            class ViewController: UIViewController {
                let square = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
                var taps = 0 {
                    didSet { print("taps went from \\(oldValue) to \\(taps)") }
                }
                var label: String { "taps: \\(taps)" }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(square)
                    square.dim()
                    let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
                    square.addGestureRecognizer(tap)
                    taps = 1
                    print(label)
                }

                @objc func tapped() {
                    taps += 1
                }
            }
            """)
        // viewDidLoad ran (the view loaded as the root), didSet ran outside init, the computed
        // property read the new value, and the extension dimmed the square.
        XCTAssertEqual(runtime.log, ["taps went from 0 to 1", "taps: 1"])
        var square: Layer?
        func visit(_ layer: Layer) {
            if layer.name == "square" { square = layer }
            layer.sublayers.forEach(visit)
        }
        visit(runtime.root.layer)
        XCTAssertEqual(try XCTUnwrap(square).opacity, 0.5)
    }

    func testALazyPropertyIsMadeOnFirstReadAndNamedAfterIt() throws {
        let runtime = try runner.run("""
            import UIKit

            class ViewController: UIViewController {
                lazy var drawer: UIView = {
                    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
                    view.backgroundColor = .orange
                    print("made the drawer")
                    return view
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("loaded")
                    view.addSubview(drawer)
                    drawer.alpha = 0.5
                }
            }
            """)
        // Made when viewDidLoad first reads it, once; named for the property, not the closure's local.
        XCTAssertEqual(runtime.log, ["loaded", "made the drawer"])
        let names = runtime.root.layer.sublayers.flatMap { [$0.name ?? ""] + $0.sublayers.map { $0.name ?? "" } }
        // The hosted controller's view is its stored property `view`.
        XCTAssertEqual(names, ["view", "drawer"])
    }

    func testProtocolDefaultsAndDelegates() throws {
        let runtime = try runner.run("""
            import UIKit

            protocol Shakeable {
                func shake()
            }

            extension Shakeable where Self: UIView {
                func shake() {
                    let animation = CAKeyframeAnimation(keyPath: "position.x")
                    animation.values = [0, 10, -10, 0]
                    animation.duration = 0.3
                    animation.isAdditive = true
                    layer.add(animation, forKey: "shake")
                    print("shaking", tag)
                }
                func describe() -> String { "view \\(tag)" }
            }

            class Watcher: NSObject, CAAnimationDelegate {
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                    print("stopped", flag)
                }
            }

            class Bell: UIView, Shakeable {
                func describe() -> String { "a bell" }
            }

            let bell = Bell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            bell.tag = 7
            view.addSubview(bell)
            bell.shake()
            print(bell.describe())
            let watcher = Watcher()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 0.5
            fade.delegate = watcher
            bell.layer.add(fade, forKey: "fade")
            """, to: 1)
        // The default shake ran on the bell (tag 7); the bell's own describe wins over the
        // default; the delegate heard the fade stop, finished, at 0.5 s.
        XCTAssertEqual(runtime.log, ["shaking 7", "a bell", "stopped true"])
        XCTAssertEqual(runtime.animationRecords.map(\.key), ["shake", "fade"])
    }

    func testOverriddenPropertiesTheEngineAsksForAndExtensionMethodsCalledFromInit() throws {
        let runtime = try runner.run("""
            import UIKit
            import PlaygroundSupport

            class Ring: UIView {
                override class var layerClass: AnyClass { CAShapeLayer.self }
                override var intrinsicContentSize: CGSize {
                    return CGSize(width: 30, height: 20)
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setUp()
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            extension Ring {
                func setUp() { print("set up", layer is CAShapeLayer) }
            }

            let stage = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let ring = Ring()
            ring.translatesAutoresizingMaskIntoConstraints = false
            stage.addSubview(ring)
            NSLayoutConstraint.activate([
                ring.leadingAnchor.constraint(equalTo: stage.leadingAnchor, constant: 10),
                ring.topAnchor.constraint(equalTo: stage.topAnchor)
            ])
            stage.layoutIfNeeded()
            PlaygroundPage.current.liveView = stage
            """)
        // The extension's method runs from init; the ring's layer is a shape layer; Auto
        // Layout sizes it by its intrinsic 30 × 20, 10 points in: centred at (25, 10).
        XCTAssertEqual(runtime.log, ["set up true"])
        let ring = try XCTUnwrap(runtime.root.layer.sublayers.first?.sublayers.first)
        XCTAssertTrue(ring is ShapeLayer)
        XCTAssertEqual(ring.bounds.size, Size(width: 30, height: 20))
        XCTAssertEqual(ring.position, Point(x: 25, y: 10))
    }

    func testExtensionsGiveEngineTypesStaticAndComputedPropertiesAndInitializers() throws {
        let runtime = try runner.run("""
            import UIKit
            extension UIColor {
                static let brand = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
                static var accent: UIColor { return UIColor(white: 0.25, alpha: 1) }
                convenience init(gray: CGFloat) { self.init(white: gray, alpha: 1) }
            }
            extension CGRect {
                init(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) { self.init(x: x, y: y, width: w, height: h) }
                var center: CGPoint { return CGPoint(x: midX, y: midY) }
            }
            extension UIView {
                var width: CGFloat {
                    get { frame.width }
                    set { frame.size.width = newValue }
                }
                func describeWidth() -> String { "width \\(width)" }
            }
            let v = UIView(frame: CGRect(10, 20, 100, 50))
            v.backgroundColor = .brand
            let label = UILabel(frame: .zero)
            label.textColor = .accent
            label.backgroundColor = UIColor(gray: 0.5)
            print(v.frame.center.x, v.frame.center.y, v.width)
            v.width = 60
            print(v.frame.width, v.describeWidth(), label.width)
            """)
        // The rect (10, 20, 100, 50) is centred at (60, 45); the setter writes through
        // frame.size back to the view; a label is a view, so it has `width` too.
        XCTAssertEqual(runtime.log, ["60.0 45.0 100.0", "60.0 width 60.0 0.0"])
    }

    func testConvenienceInitializersManagedPropertiesAndFallthrough() throws {
        let runtime = try runner.run("""
            import UIKit
            import PlaygroundSupport
            @IBDesignable class Gauge: CALayer {
                @NSManaged var progress: CGFloat
                @IBInspectable var tint: UIColor = .red
                var label = "gauge"
                override init() { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
                convenience init(progress: CGFloat) {
                    self.init()
                    self.progress = progress
                }
            }
            let gauge = Gauge(progress: 0.25)
            print(gauge.progress, gauge.label)
            switch 2 {
            case 2: print("two"); fallthrough
            case 3: print("three")
            default: print("other")
            }
            let fill = CABasicAnimation(keyPath: "progress")
            fill.fromValue = 0
            fill.toValue = 1
            fill.duration = 1
            gauge.add(fill, forKey: nil)
            let stage = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            stage.layer.addSublayer(gauge)
            PlaygroundPage.current.liveView = stage
            """, to: 0.5)
        // The convenience init runs the designated one (stored properties set) and then its own
        // body; `fallthrough` runs the next case's body; the managed property animates linearly.
        XCTAssertEqual(runtime.log, ["0.25 gauge", "two", "three"])
        let shown = runtime.root.layer.presentationTree(at: 0.5)
        let gauge = try XCTUnwrap(shown.sublayers.first?.sublayers.first)
        XCTAssertEqual(gauge.value(forKey: "progress").flatMap { if case .number(let n) = $0 { return n } else { return nil } } ?? -1, 0.5, accuracy: 1e-9)
    }
}
