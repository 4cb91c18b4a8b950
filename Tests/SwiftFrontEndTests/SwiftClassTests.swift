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
}
