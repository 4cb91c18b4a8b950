import Foundation
import XCTest

/// The Swift twins under `Scenes/Swift/` give the same probe values as the Lua scenes they
/// twin, through `kinema probe` on both, with the same input replayed: every layer the Lua
/// scene names, at moments before, during and after its animations.
final class SwiftTwinTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    private static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    /// Each twin's name and the moments to compare (seconds).
    private static let twins: [(name: String, times: [Double])] = [
        ("CornerCurves", [0, 0.7, 2.6]),
        ("BasicAnimations", [0.5, 1.5, 3.2]),
        ("ViewAnimateAndFlip", [1.0, 2.0, 3.0]),
        ("DecomposedSpin", [1.0, 2.6, 6.0]),
        ("KeyframeShakeAndSine", [0.1, 0.25, 7.7]),
        ("SpringFolderBox", [0.7, 1.0, 2.6]),
    ]

    private func probe(_ scene: URL, at time: Double, layers: [String], events: URL?) throws -> [String: Any] {
        var arguments = ["probe", scene.path, "--time", String(time)]
        if let events { arguments += ["--events", events.path] }
        for layer in layers { arguments += ["--layer", layer] }
        let result = try KinemaProcess.run(arguments, in: folder.url)
        XCTAssertEqual(result.status, 0, "\(scene.lastPathComponent): \(result.errors)")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    private func layers(_ probe: [String: Any]) -> [[String: Any]] { probe["layers"] as? [[String: Any]] ?? [] }

    func testTwinsProbeAsTheirLuaScenes() throws {
        for twin in Self.twins {
            let lua = Self.scenes.appendingPathComponent(twin.name + ".lua")
            let swift = Self.scenes.appendingPathComponent("Swift/" + twin.name + ".swift")
            let eventsFile = Self.scenes.appendingPathComponent("Input/" + twin.name + ".events")
            let events = FileManager.default.fileExists(atPath: eventsFile.path) ? eventsFile : nil
            // The layers the Lua scene names (its root is the window's, which a hosted
            // controller's view sits in).
            let names = layers(try probe(lua, at: 0, layers: [], events: events)).compactMap { $0["name"] as? String }.filter { $0 != "root" }
            XCTAssertFalse(names.isEmpty, twin.name)
            for time in twin.times {
                let expected = layers(try probe(lua, at: time, layers: names, events: events))
                let actual = layers(try probe(swift, at: time, layers: names, events: events))
                XCTAssertEqual(actual.count, expected.count, "\(twin.name) at \(time)")
                for (a, e) in zip(actual, expected) {
                    for (key, value) in e {
                        assertEqual(a[key], value, "\(twin.name) at \(time) s: \(e["name"] ?? "?").\(key)")
                    }
                }
            }
        }
    }

    /// Numbers equal to 1e-9 (the twins compute the same values in another order of
    /// operations at most), everything else exactly.
    private func assertEqual(_ actual: Any?, _ expected: Any, _ message: String) {
        switch (actual, expected) {
        case (let a as [Any], let e as [Any]):
            XCTAssertEqual(a.count, e.count, message)
            for (x, y) in zip(a, e) { assertEqual(x, y, message) }
        case (let a as NSNumber, let e as NSNumber):
            XCTAssertEqual(a.doubleValue, e.doubleValue, accuracy: 1e-9, message)
        case (is NSNull, is NSNull):
            break
        case (let a as String, let e as String):
            XCTAssertEqual(a, e, message)
        default:
            XCTFail("\(message): \(String(describing: actual)) is not \(expected)")
        }
    }
}
