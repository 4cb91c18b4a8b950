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
        XCTAssertTrue(names.contains("drawer"), "\(names)")
        XCTAssertFalse(names.contains("view"), "\(names)")
    }
}
