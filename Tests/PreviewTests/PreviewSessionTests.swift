import Foundation
import Geometry
import Preview
import Raster
import XCTest

/// The headless session: loading, reloading with the last good scene kept, probes, and
/// every bundled scene rendering.
final class PreviewSessionTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func writeScene(_ source: String, name: String = "x.lua") throws -> String {
        let path = folder.appendingPathComponent("Scenes/\(name)").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private static let redSquare = """
    scene.size = {40, 30}
    scene.backgroundColor = "#ffffff"
    scene.root.layer:addSublayer(Layer{ name = "box", frame = {10, 5, 20, 20}, backgroundColor = "#ff0000" })
    """

    func testRendersTheSceneAtItsSizeAndScale() throws {
        let session = PreviewSession(scenePath: try writeScene(Self.redSquare))
        XCTAssertNil(session.reload())
        XCTAssertEqual(session.sceneSize, Size(width: 40, height: 30))
        let image = session.renderImage(scale: 2)
        XCTAssertEqual(image.width, 80)
        XCTAssertEqual(image.height, 60)
        XCTAssertEqual(image[40, 30], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(image[5, 5], Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    func testAFailedReloadKeepsTheLastGoodSceneWithTheErrorOverIt() throws {
        let path = try writeScene(Self.redSquare)
        let session = PreviewSession(scenePath: path)
        XCTAssertNil(session.reload())
        _ = try writeScene("scene.size = {40, 30}\nlocal x = = 1\n")
        let error = try XCTUnwrap(session.reload())
        XCTAssertEqual(error.line, 2)
        XCTAssertTrue(error.description.hasPrefix("\(path):2: "), error.description)
        // The old scene is still there: the bottom of the red box shows below the banner,
        // which runs along the top (at most 60% of the height: 18 of 30 points).
        let image = session.renderImage(scale: 4)
        XCTAssertEqual(image[80, 92], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertNotEqual(image[80, 30], Pixel(r: 255, g: 0, b: 0, a: 255))
        _ = try writeScene(Self.redSquare.replacingOccurrences(of: "#ff0000", with: "#0000ff"))
        XCTAssertNil(session.reload())
        XCTAssertNil(session.error)
        XCTAssertEqual(session.renderImage(scale: 1)[20, 15], Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    func testSizeOverrideReplacesTheScenesSize() throws {
        let session = PreviewSession(scenePath: try writeScene(Self.redSquare),
                                     options: SessionOptions(sizeOverride: Size(width: 100, height: 50)))
        session.reload()
        XCTAssertEqual(session.sceneSize, Size(width: 100, height: 50))
        XCTAssertEqual(session.renderImage(scale: 1).width, 100)
    }

    func testProbeReportsNamedLayersAsCLIDescribes() throws {
        let session = PreviewSession(scenePath: try writeScene(Self.redSquare))
        session.reload()
        let json = session.probeJSON(layerNames: [])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["size"] as? [Double], [40, 30])
        let layers = try XCTUnwrap(object["layers"] as? [[String: Any]])
        // Tree order: the root view's layer first, then the box.
        XCTAssertEqual(layers.map { $0["name"] as? String }, ["root", "box"])
        let box = layers[1]
        XCTAssertEqual(box["name"] as? String, "box")
        XCTAssertEqual(box["type"] as? String, "Layer")
        XCTAssertEqual(box["position"] as? [Double], [20, 15])
        XCTAssertEqual(box["bounds"] as? [Double], [0, 0, 20, 20])
        XCTAssertEqual(box["backgroundColor"] as? [Double], [1, 0, 0, 1])
        XCTAssertEqual(box["transform"] as? [Double], [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        XCTAssertEqual(session.probeJSON(layerNames: ["nope"]).contains("\"box\""), false)
    }

    func testProbeListsMasksRightAfterTheLayersTheyMask() throws {
        let session = PreviewSession(scenePath: try writeScene("""
            scene.size = {40, 30}
            local box = Layer{ name = "box", frame = {10, 5, 20, 20}, backgroundColor = "#ff0000" }
            local cover = Layer{ name = "cover", frame = {2, 3, 10, 10}, backgroundColor = "#000000" }
            cover:addSublayer(Layer{ name = "coverDot", frame = {1, 1, 2, 2} })
            box.mask = cover
            box:addSublayer(Layer{ name = "inner", frame = {0, 0, 4, 4} })
            scene.root.layer:addSublayer(box)
            """))
        XCTAssertNil(session.reload())
        func probe(_ names: [String]) throws -> [[String: Any]] {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(session.probeJSON(layerNames: names).utf8)) as? [String: Any])
            return try XCTUnwrap(object["layers"] as? [[String: Any]])
        }
        // The mask (no superlayer) follows the layer it masks, its own sublayers with it, and
        // the masked layer's sublayers come after.
        XCTAssertEqual(try probe([]).map { $0["name"] as? String }, ["root", "box", "cover", "coverDot", "inner"])
        let cover = try XCTUnwrap(try probe(["cover"]).first)
        XCTAssertEqual(cover["position"] as? [Double], [7, 8])
        XCTAssertEqual(session.missingLayers(["cover", "coverDot"]), [])
    }

    func testMissingProbeLayersAreErrorsThatSuggestTheNearestName() throws {
        let path = try writeScene(Self.redSquare)
        let session = PreviewSession(scenePath: path)
        XCTAssertNil(session.reload())
        XCTAssertEqual(session.missingLayers(["bx", "box", "elephant", "bx"]).map(\.description), [
            "\(path): no layer named 'bx'; did you mean 'box'?",
            "\(path): no layer named 'elephant'",
        ])
        XCTAssertEqual(session.missingLayers(["box", "root"]), [])
    }

    func testPrintedLinesReachTheConsoleOnceEvenWhenScrubbingBack() throws {
        let session = PreviewSession(scenePath: try writeScene("""
            print("loaded")
            delay(1, function() print("one second") end)
            delay(2, function() print("two seconds") end)
            """))
        var lines: [String] = []
        session.onPrint = { lines.append($0) }
        session.reload()
        session.time = 1.5
        XCTAssertEqual(lines, ["loaded", "one second"])
        session.time = 0.5   // replays from the start: nothing new
        session.time = 1.2
        XCTAssertEqual(lines, ["loaded", "one second"])
        session.time = 3
        XCTAssertEqual(lines, ["loaded", "one second", "two seconds"])
        session.reload()     // the file again: its lines again
        XCTAssertEqual(lines.suffix(3), ["loaded", "one second", "two seconds"])
    }

    func testAnEmitterThinnedToTheCapIsReportedOnce() throws {
        let session = PreviewSession(scenePath: try writeScene("""
            scene.size = {100, 100}
            local cell = EmitterCell{ birthRate = 1e9, lifetime = 2, velocity = 10 }
            scene.root.layer:addSublayer(EmitterLayer{ name = "storm", frame = {0, 0, 100, 100}, emitterCells = {cell} })
            """))
        var warnings: [String] = []
        session.onWarning = { warnings.append($0) }
        session.reload()
        session.time = 1
        _ = session.renderImage(scale: 1)
        _ = session.renderImage(scale: 1)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("emitter 'storm' would make more than 10000 particles") ?? false,
                      String(describing: warnings))
    }

    func testTimeMovesTheSceneBothWays() throws {
        let session = PreviewSession(scenePath: try writeScene("""
            scene.size = {100, 100}
            local box = Layer{ name = "box", frame = {0, 0, 10, 10} }
            scene.root.layer:addSublayer(box)
            box:add(CABasicAnimation{ keyPath = "position.x", fromValue = 0, toValue = 100, duration = 4 }, "move")
            delay(2, function() box.backgroundColor = "#00ff00" end)
            """))
        session.reload()
        func x(at t: Double) throws -> Double {
            session.time = t
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(session.probeJSON(layerNames: ["box"]).utf8)) as? [String: Any])
            let layer = try XCTUnwrap((object["layers"] as? [[String: Any]])?.first)
            return try XCTUnwrap(layer["position"] as? [Double])[0]
        }
        XCTAssertEqual(try x(at: 1), 25, accuracy: 1e-9)
        XCTAssertEqual(try x(at: 3), 75, accuracy: 1e-9)
        XCTAssertEqual(try x(at: 0.5), 12.5, accuracy: 1e-9)   // backwards: replayed from the start
        XCTAssertEqual(try x(at: 5), 5, accuracy: 1e-9)        // removed: the model's x (frame origin 0 → centre 5)
    }

    func testWatchesTheSceneEvenWhenItFails() throws {
        let path = try writeScene("error('boom')")
        let session = PreviewSession(scenePath: path)
        XCTAssertNotNil(session.reload())
        XCTAssertTrue(session.watchedPaths.contains(path))
    }

    func testTheAnimationsProbeIsJSONOfTimingRows() throws {
        let session = PreviewSession(scenePath: try writeScene(Self.redSquare + """

            local spin = CABasicAnimation{ keyPath = "transform.rotation.z", toValue = 6.28, duration = 1, repeatCount = math.huge }
            scene.root.layer.sublayers[1]:add(spin, "spin")
            """, name: "rows.lua"))
        XCTAssertNil(session.reload())
        session.time = 0.5
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(session.animationsJSON().utf8)) as? [String: Any])
        XCTAssertEqual(json["time"] as? Double, 0.5)
        let rows = try XCTUnwrap(json["animations"] as? [[String: Any]])
        XCTAssertEqual(rows.count, 1)
        XCTAssertEqual(rows[0]["layer"] as? String, "box")
        XCTAssertEqual(rows[0]["key"] as? String, "spin")
        XCTAssertEqual(rows[0]["endless"] as? Bool, true)
        XCTAssertTrue(rows[0]["end"] is NSNull, "an endless end is null")
        XCTAssertEqual(rows[0]["running"] as? Bool, true)
        XCTAssertTrue(rows[0]["block"] is NSNull, "the scene added it itself")
    }

    func testProbedAnimationsNameTheUIKitCallThatMadeThem() throws {
        let session = PreviewSession(scenePath: try writeScene(Self.redSquare + """

            local card = UIView{ frame = {0, 0, 10, 10} }
            view:addSubview(card)
            UIView.animate(0.5, function() card.alpha = 0 end)
            """, name: "block.lua"))
        XCTAssertNil(session.reload())
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(session.animationsJSON().utf8)) as? [String: Any])
        let block = try XCTUnwrap((json["animations"] as? [[String: Any]])?.first?["block"] as? [String: Any])
        XCTAssertEqual(block["title"] as? String, "UIView.animate")
        XCTAssertEqual(block["id"] as? Int, 1)
        // The red square's three lines (the empty line of the literal ends its last), then the
        // card's two and the call on line 6.
        XCTAssertEqual(block["origin"] as? String, session.scenePath + ":6")
    }

    func testAnEndlessAnimationMakesTheSceneRunForEver() throws {
        let still = PreviewSession(scenePath: try writeScene(Self.redSquare))
        XCTAssertNil(still.reload())
        XCTAssertFalse(still.runsForever)
        let spinning = PreviewSession(scenePath: try writeScene(Self.redSquare + """

            local spin = CABasicAnimation{ keyPath = "transform.rotation.z", toValue = 6.28, duration = 1, repeatCount = math.huge }
            scene.root.layer.sublayers[1]:add(spin, "spin")
            """, name: "spin.lua"))
        XCTAssertNil(spinning.reload())
        XCTAssertTrue(spinning.runsForever)
    }

    func testTheWindowTurningTurnsTheSceneAndReplays() throws {
        let session = PreviewSession(scenePath: try writeScene(Self.redSquare), options: SessionOptions(sizeOverride: Size(width: 40, height: 60)))
        XCTAssertNil(session.reload())
        session.time = 1
        session.resize(to: Size(width: 60, height: 40))
        XCTAssertEqual(session.sceneSize, Size(width: 60, height: 40), "the turn outranks --size")
        session.time = 2
        XCTAssertEqual(session.renderImage(scale: 1).width, 60)
        // Scrubbing back before the turn shows the portrait scene; forward again, the turn replays.
        session.time = 0.5
        XCTAssertEqual(session.sceneSize, Size(width: 40, height: 60))
        session.time = 3
        XCTAssertEqual(session.sceneSize, Size(width: 60, height: 40))
    }

    /// Every scene that ships loads without error and draws something.
    func testEveryBundledSceneLoadsAndRenders() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scenes = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenes").path)
            .filter { $0.hasSuffix(".lua") }
        XCTAssertTrue(scenes.contains("Welcome.lua"))
        for name in scenes {
            let session = PreviewSession(scenePath: root.appendingPathComponent("Scenes/\(name)").path)
            XCTAssertNil(session.reload(), "\(name) failed to load")
            let image = session.renderImage(scale: 1)
            let distinct = Set(image.pixels.prefix(200_000).map { "\($0.r),\($0.g),\($0.b)" })
            XCTAssertGreaterThan(distinct.count, 10, "\(name) draws next to nothing")
        }
    }
}
