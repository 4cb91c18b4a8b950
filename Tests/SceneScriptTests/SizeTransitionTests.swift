import Geometry
import SceneScript
import Views
import XCTest

/// The window turning between portrait and landscape: `viewWillTransition(size, coordinator)`
/// and the coordinator's blocks, on the scene clock.
final class SizeTransitionTests: XCTestCase {
    private let fixture = SceneFixture()

    /// The CookAnimations view controller's rotation (Ray Wenderlich's iOS Animations, which seed
    /// 000 §21 follows): the background fades to 0.25 in landscape and 0.55 in portrait,
    /// alongside the turn.
    private static let scene = """
        local Home = class("Home", UIViewController)
        function Home:viewDidLoad()
          self.bgImage = UIView{ name = "bg", frame = self.view.bounds, alpha = 0.55 }
          self.view:addSubview(self.bgImage)
        end
        function Home:viewWillTransition(size, coordinator)
          UIViewController.viewWillTransition(self, size, coordinator)
          print("will turn", size.width, size.height, coordinator.transitionDuration)
          coordinator:animate(function(context)
            self.bgImage.alpha = (size.width > size.height) and 0.25 or 0.55
            self.bgImage.frame = CGRect(0, 0, size.width, size.height)
          end, function(context) print("turned", context.isCompleted, CACurrentMediaTime()) end)
        end
        scene.rootViewController = Home()
        """

    func testTurningTellsTheControllerAndAnimatesAlongside() throws {
        let runtime = try fixture.load(Self.scene)
        runtime.deliver(try InputEventFile.parse("1.0 resize 667 375", file: "e"))
        runtime.run(to: 1.2)
        XCTAssertEqual(runtime.log, ["will turn\t667\t375\t0.4"])
        XCTAssertEqual(runtime.size, Size(width: 667, height: 375))
        XCTAssertEqual(runtime.turnedSize, Size(width: 667, height: 375))
        // Half way through 0.4 s of ease in and out the fade is half way: 0.55 − 0.3 / 2 = 0.4.
        XCTAssertEqual(try runtime.presented("bg").opacity, 0.4, accuracy: 1e-6)
        XCTAssertEqual(try runtime.presented("root").bounds.width, (375 + 667) / 2, accuracy: 1e-6)
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log.last, "turned\ttrue\t1.4")
        XCTAssertEqual(try runtime.presented("bg").opacity, 0.25, accuracy: 1e-9)
        XCTAssertEqual(try runtime.presented("bg").bounds.width, 667)
    }

    func testBadResizeLinesAreRefused() {
        XCTAssertThrowsError(try InputEventFile.parse("1 resize 0 100", file: "e.txt")) { error in
            XCTAssertTrue("\(error)".contains("e.txt:1: 'resize' takes a width and a height from 1 to 16384 points"), "\(error)")
        }
        XCTAssertThrowsError(try InputEventFile.parse("1 resize 100", file: "e.txt"))
    }
}
