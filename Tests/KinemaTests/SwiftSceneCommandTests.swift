import Foundation
import Media
import Raster
import XCTest

/// Swift scenes through the `kinema` program: `translate` prints the Lua line for line,
/// `render` and `probe` run them, and errors read `File.swift:LINE:COL: message`.
final class SwiftSceneCommandTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    private let scene = """
        import UIKit
        import PlaygroundSupport

        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        stage.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        let half = 7 / 2
        print("half is \\(half)")
        PlaygroundPage.current.liveView = stage
        """

    func testTranslateKeepsTheSwiftLines() throws {
        let path = try folder.write(scene, to: "Stage.swift")
        let result = try KinemaProcess.run(["translate", path], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        // A marker line names the file, the next says where lines' statements start; Swift
        // line N is the N-th line after them.
        var lines = result.output.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "--@kinema-chunk \(path)")
        XCTAssertEqual(lines[1], "--@kinema-columns 1:1,2:1,4:1,5:1,6:1,7:1,8:1")
        lines.removeFirst(2)
        XCTAssertTrue(lines[3].hasPrefix("local stage = "), lines[3])
        XCTAssertEqual(lines[5], "local half = __s.idiv(7, 2)")
        XCTAssertEqual(lines[7], "scene.liveView = __s.join(stage)")
    }

    func testRenderAndProbeRunASwiftScene() throws {
        let path = try folder.write(scene, to: "Stage.swift")
        var result = try KinemaProcess.run(["render", path, "--time", "0", "-o", "stage.png"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "half is 3\n")
        let image = try PNGFile.read(path: folder.url.appendingPathComponent("stage.png").path)
        XCTAssertEqual([image.width, image.height], [40, 30], "the live view's frame sizes the scene")
        // (0.2, 0.4, 0.8) · 255 = (51, 102, 204).
        XCTAssertEqual(image[20, 15], Pixel(r: 51, g: 102, b: 204, a: 255))
        result = try KinemaProcess.run(["probe", path, "--time", "0", "--layer", "stage"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("\"name\": \"stage\""), result.output)
    }

    func testAHostedControllersWindowIsBlackAsAnAppsIs() throws {
        // UIViewController's own view has no background colour, and an app's UIWindow has
        // none either: what the red box does not cover is black, not the scene's white.
        let path = try folder.write("""
            import UIKit
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    box.backgroundColor = .red
                    view.addSubview(box)
                }
            }
            """, to: "Hosted.swift")
        let result = try KinemaProcess.run(["render", path, "--size", "40x30", "--time", "0", "-o", "hosted.png"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        let image = try PNGFile.read(path: folder.url.appendingPathComponent("hosted.png").path)
        XCTAssertEqual(image[5, 5], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(image[30, 20], Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    func testALongPressWithATargetAndSelectorRunsOnTheSceneClock() throws {
        let path = try folder.write("""
            import UIKit
            class ViewController: UIViewController {
                let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    view.addSubview(card)
                    let press = UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:)))
                    press.minimumPressDuration = 0.3
                    card.addGestureRecognizer(press)
                }
                @objc func pressed(_ sender: UILongPressGestureRecognizer) {
                    switch sender.state {
                    case .began: UIView.animate(withDuration: 0.2) { self.card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
                    case .ended, .cancelled: UIView.animate(withDuration: 0.2) { self.card.transform = .identity }
                    default: break
                    }
                    print(sender.state == .began ? "began" : "other", CACurrentMediaTime())
                }
            }
            """, to: "Press.swift")
        _ = try folder.write("1.0 down 150 150\n1.6 up 150 150\n", to: "press.events")
        // Down at 1.0 and held 0.3 s: it begins at 1.3 and ends at the release, 1.6.
        let checked = try KinemaProcess.run(["check", path, "--events", "press.events", "--until", "2"], in: folder.url)
        XCTAssertEqual(checked.status, 0, checked.errors)
        XCTAssertEqual(checked.output, "began 1.3\nother 1.6\n")
        // At 1.4 the 0.2 s ease-in-out shrink is half-way in time, so half-way in value: 0.95.
        let probed = try KinemaProcess.run(["probe", path, "--events", "press.events", "--time", "1.4", "--layer", "card"], in: folder.url)
        XCTAssertEqual(probed.status, 0, probed.errors)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(probed.output.utf8)) as? [String: Any])
        let layer = try XCTUnwrap((json["layers"] as? [[String: Any]])?.first)
        let transform = try XCTUnwrap(layer["transform"] as? [Double])
        XCTAssertEqual(transform[0], 0.95, accuracy: 1e-9)
        XCTAssertEqual(transform[5], 0.95, accuracy: 1e-9)
    }

    func testASliderScrubsAPropertyAnimatorAsTutorialsWriteIt() throws {
        let path = try folder.write("""
            import UIKit
            class ViewController: UIViewController {
                let box = UIView(frame: CGRect(x: 0, y: 20, width: 40, height: 40))
                let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
                var animator: UIViewPropertyAnimator!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    view.addSubview(box)
                    view.addSubview(slider)
                    animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                        self.box.frame.origin.x = 200
                    }
                    slider.addTarget(self, action: #selector(scrub(_:)), for: .valueChanged)
                }
                @objc func scrub(_ sender: UISlider) {
                    animator.fractionComplete = CGFloat(sender.value)
                }
            }
            """, to: "Scrub.swift")
        // The thumb starts at 20 + 14 = 34; 100 points of its 228 − 28 = 200 of travel is 0.5,
        // so the linear animator is half-way: the box's origin at 100, its centre at 120.
        _ = try folder.write("1.0 drag 34 115 134 115 0.5\n", to: "scrub.events")
        let probed = try KinemaProcess.run(["probe", path, "--events", "scrub.events", "--time", "2", "--layer", "box"], in: folder.url)
        XCTAssertEqual(probed.status, 0, probed.errors)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(probed.output.utf8)) as? [String: Any])
        let layer = try XCTUnwrap((json["layers"] as? [[String: Any]])?.first)
        XCTAssertEqual(layer["position"] as? [Double], [120, 40])
    }

    func testErrorsNameTheSwiftLineAndColumn() throws {
        let path = try folder.write("import UIKit\nlet x = 1\nfunc load() async {}\n", to: "Broken.swift")
        let result = try KinemaProcess.run(["check", path], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors.trimmingCharacters(in: .whitespacesAndNewlines),
                       "\(path):3:13: 'async' functions are not supported in Kinema scenes")
    }

    func testAKinemaStartedWithItsStandardInputOrOutputClosedStillHearsItsFrontEnd() throws {
        // Started with stdin or stdout closed, kinema gets 0 or 1 for its next file: the
        // front end's captured output must not be a descriptor the child's set-up replaces.
        let path = try folder.write("import UIKit\nlet x = 1\nfunc load() async {}\n", to: "Broken.swift")
        let errors = folder.url.appendingPathComponent("errors.txt")
        for closing in ["<&-", ">&-", "<&- >&-"] {
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", "exec \"$0\" check \"$1\" \(closing) 2>\"$2\"", try KinemaProcess.executable().path, path, errors.path]
            try shell.run()
            shell.waitUntilExit()
            XCTAssertEqual(shell.terminationStatus, 1, closing)
            XCTAssertEqual(try String(contentsOf: errors, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
                           "\(path):3:13: 'async' functions are not supported in Kinema scenes", closing)
        }
    }

    func testRootPicksOneOfSeveralViewControllers() throws {
        let path = try folder.write("""
            import UIKit
            class FirstController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); print("first") }
            }
            class SecondController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); print("second") }
            }
            """, to: "Two.swift")
        var result = try KinemaProcess.run(["check", path], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors.trimmingCharacters(in: .whitespacesAndNewlines), "\(path):1:1: the scene has several view controllers "
                       + "(FirstController, SecondController); choose the root with --root NAME, or name one ViewController")
        result = try KinemaProcess.run(["check", path, "--root", "SecondController"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "second\n")
        result = try KinemaProcess.run(["render", path, "--root", "Third", "--time", "0", "-o", "x.png"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("--root: the scene has no UIViewController subclass named 'Third' (it has FirstController, SecondController)"),
                      result.errors)
        let lua = try folder.write("print('lua')\n", to: "scene.lua")
        XCTAssertEqual(try KinemaProcess.run(["check", lua, "--root", "X"], in: folder.url).status, 2)
    }

    /// The repository's folder, for its bundled scenes.
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func positionX(_ output: String, of name: String) -> Double? {
        guard let range = output.range(of: "\"name\": \"\(name)\", \"type\": \"Layer\", \"position\": [") else { return nil }
        return Double(output[range.upperBound...].prefix { $0 != "," })
    }

    func testSeed003BasicsRunAsWritten() throws {
        let scene = Self.repository.appendingPathComponent("Scenes/Swift/AnimatorBasics.swift").path
        let result = try KinemaProcess.run(["probe", scene, "--time", "1.25", "--layer", "circle", "--layer", "square"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        // UIView.animate, 5 s, ease in and out from x 80 to 180: at a quarter of the time the
        // curve (0.42, 0, 0.58, 1) is at 0.12916 (its parameter s ≈ 0.22507 solves x(s) = 0.25).
        XCTAssertEqual(try XCTUnwrap(positionX(result.output, of: "circle")), 80 + 100 * 0.12916, accuracy: 0.01)
        // The 2.5 s linear animator: half way, 80 + 50.
        XCTAssertEqual(try XCTUnwrap(positionX(result.output, of: "square")), 130, accuracy: 1e-9)
    }

    func testSeed003InteractivePanScrubsTheAnimator() throws {
        let scene = Self.repository.appendingPathComponent("Scenes/Swift/InteractivePan.swift").path
        let events = Self.repository.appendingPathComponent("Scenes/Input/InteractivePan.events").path
        for (time, x) in [(0.4, 80.0), (1.0, 130.0), (1.4, 130.0), (3.0, 180.0)] {
            let result = try KinemaProcess.run(["probe", scene, "--events", events, "--time", "\(time)", "--layer", "circle"], in: folder.url)
            XCTAssertEqual(result.status, 0, result.errors)
            // Dragged 50 of the animator's 100 points: paused at fractionComplete 0.5 until let go
            // at 1.5 s, then on to its end.
            XCTAssertEqual(try XCTUnwrap(positionX(result.output, of: "circle")), x, accuracy: 1e-9, "at \(time) s")
        }
    }

    /// The value of `key` of the layer `name` in probe output.
    private func value(_ output: String, _ name: String, _ key: String) throws -> Any? {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let layers = try XCTUnwrap(json["layers"] as? [[String: Any]])
        return try XCTUnwrap(layers.first { $0["name"] as? String == name }, "no layer \(name)")[key]
    }

    /// The value of `key` (a number or a list of them) of the layer `name` in probe output.
    private func numbers(_ output: String, _ name: String, _ key: String) throws -> [Double] {
        let found = try value(output, name, key)
        return try XCTUnwrap(found as? [Double] ?? (found as? Double).map { [$0] }, "\(name).\(key)")
    }

    func testSeed003InterruptibleAnimatorIsCaughtAndScrubbedFromWhereItWas() throws {
        let scene = Self.repository.appendingPathComponent("Scenes/Swift/InterruptiblePan.swift").path
        let events = Self.repository.appendingPathComponent("Scenes/Input/InterruptiblePan.events").path
        var x: [Double: Double] = [:]
        for time in [1.0, 1.35, 1.45, 1.9, 3.0] {
            let result = try KinemaProcess.run(["probe", scene, "--events", events, "--time", "\(time)", "--layer", "circle"], in: folder.url)
            XCTAssertEqual(result.status, 0, result.errors)
            x[time] = try XCTUnwrap(positionX(result.output, of: "circle"))
        }
        // The first drag scrubs the new animator to 50/100: x 80 + 50. The second pan pauses
        // it where it has run to (progressWhenInterrupted) and 5 points of drag add 5/100, 5
        // points; held still until 2 s; let go, it ends 100 points from where it began.
        XCTAssertEqual(try XCTUnwrap(x[1.0]), 130, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(x[1.45]) - XCTUnwrap(x[1.35]), 5, accuracy: 1e-9)
        XCTAssertGreaterThan(try XCTUnwrap(x[1.35]), 130)
        XCTAssertEqual(try XCTUnwrap(x[1.9]), try XCTUnwrap(x[1.45]), accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(x[3.0]), 180, accuracy: 1e-9)
    }

    func testSeed002BellRunsAsWritten() throws {
        let scene = Self.repository.appendingPathComponent("Scenes/Swift/ShakeyBell").path
        let events = Self.repository.appendingPathComponent("Scenes/Input/ShakeyBell.events").path
        var result = try KinemaProcess.run(["probe", scene, "--time", "0.5"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        // Untapped: the intrinsic 48 × 48 pinned to the 375 × 144 header's trailing bottom
        // corner is centred at (351, 120); the 24-point image centred in it at (24, 24); the
        // badge's top is the image's (12), its leading edge 9 inside the image's trailing edge
        // (36): 16 × 16 from (27, 12), centred at (35, 20), its corners 16/2 = 8.
        XCTAssertEqual(try numbers(result.output, "shakeyBellView", "position"), [351, 120])
        XCTAssertEqual(try numbers(result.output, "shakeyBellView", "bounds"), [0, 0, 48, 48])
        XCTAssertEqual(try numbers(result.output, "imageView", "position"), [24, 24])
        XCTAssertEqual(try numbers(result.output, "buttonView", "position"), [35, 20])
        XCTAssertEqual(try numbers(result.output, "buttonView", "cornerRadius"), [8])
        result = try KinemaProcess.run(["probe", scene, "--events", events, "--time", "0.5"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        // Tapped at 0 s: hung from its top without moving, (24, 12); half-way through the
        // eased second is the fourth of seven keyframes, −π/8.
        XCTAssertEqual(try numbers(result.output, "imageView", "anchorPoint"), [0.5, 0])
        XCTAssertEqual(try numbers(result.output, "imageView", "position"), [24, 12])
        let transform = try numbers(result.output, "imageView", "transform")
        XCTAssertEqual(transform[0], cos(Double.pi / 8), accuracy: 1e-9)
        XCTAssertEqual(transform[1], -sin(Double.pi / 8), accuracy: 1e-9)
        XCTAssertEqual(try numbers(result.output, "buttonView", "position"), [35, 20])
    }

    func testSeed000LoginRunsAsWritten() throws {
        let scene = Self.repository.appendingPathComponent("Scenes/Swift/LoginAnimations").path
        let events = Self.repository.appendingPathComponent("Scenes/Input/LoginFormAnimations.events").path
        func probe(_ time: Double) throws -> String {
            let result = try KinemaProcess.run(["probe", scene, "--events", events, "--time", "\(time)", "--layer", "headingLabel",
                                                "--layer", "loginButton", "--layer", "cloud2ImageView", "--layer", "statusImageView"], in: folder.url)
            XCTAssertEqual(result.status, 0, result.errors)
            return result.output
        }
        // 1. Half-way through the heading's 0.5 s ease-in-out flight from x 187.5 − 375: 0.
        // 3. The button waits 30 points low (355), unseen, until 0.5 s.
        var output = try probe(0.25)
        XCTAssertEqual(try numbers(output, "headingLabel", "position"), [0, 104])
        XCTAssertEqual(try numbers(output, "loginButton", "position"), [187.5, 355])
        XCTAssertEqual(try numbers(output, "loginButton", "opacity"), [0])
        // 8. The second cloud (x 244, 110 wide, centre 299) drifts to x 375 at 30 s a width:
        // 131 points in 131 · 30/375 = 10.48 s, so at 4.2 s its centre is 299 + 131 · 4.2/10.48.
        output = try probe(4.2)
        XCTAssertEqual(try numbers(output, "cloud2ImageView", "position")[0], 299 + 131 * 4.2 / 10.48, accuracy: 1e-9)
        // 4.–6. Tapped at 4 s: the 1.5 s spring ends at 5.5 s and the banner curls down.
        output = try probe(6.0)
        XCTAssertEqual(try numbers(output, "statusImageView", "position"), [187.5, 325])
        XCTAssertEqual(try value(output, "statusImageView", "isHidden") as? Bool, false)
        // 7. After the four messages the form is reset: the button 245 wide at y 325, green again.
        output = try probe(16)
        XCTAssertEqual(try numbers(output, "loginButton", "bounds"), [0, 0, 245, 50])
        XCTAssertEqual(try numbers(output, "loginButton", "position"), [187.5, 325])
        XCTAssertEqual(try numbers(output, "loginButton", "backgroundColor"), [0.63, 0.84, 0.35, 1])
    }

    func testAPlaygroundRendersAndItsOrbitsTurn() throws {
        let playground = Self.repository.appendingPathComponent("Scenes/Swift/Orbits.playground").path
        let result = try KinemaProcess.run(["render", playground, "--time", "1", "-o", "orbits.png"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        let image = try PNGFile.read(path: folder.url.appendingPathComponent("orbits.png").path)
        XCTAssertEqual([image.width, image.height], [375, 667])
        let probe = try KinemaProcess.run(["probe", playground, "--time", "1", "--animations"], in: folder.url)
        XCTAssertEqual(probe.status, 0, probe.errors)
        // Three endless spins and the sun's pulse.
        XCTAssertEqual(probe.output.components(separatedBy: "\"endless\": true").count - 1, 4, probe.output)
    }
}
