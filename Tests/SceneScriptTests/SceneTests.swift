import Geometry
import Layers
import Raster
import SceneScript
import Views
import XCTest

/// The `scene` global, and whole scenes loaded end to end.
final class SceneTests: XCTestCase {
    func testDefaults() throws {
        let runtime = try SceneFixture().load("", as: "Bouncing Ball.lua")
        XCTAssertEqual(runtime.size, Size(width: 375, height: 667))
        XCTAssertEqual(SceneRuntime.defaultSize, Size(width: 375, height: 667))
        XCTAssertEqual(runtime.backgroundColor, .white)
        XCTAssertEqual(runtime.title, "Bouncing Ball")
        XCTAssertEqual(runtime.duration, 1, "nothing scheduled: the 1 s minimum")
        XCTAssertEqual(runtime.root.frame, Rect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertTrue(runtime.root.subviews.isEmpty)
    }

    func testSettings() throws {
        let runtime = try SceneFixture().load("""
            scene.size = {720, 540}
            scene.backgroundColor = "#10131f"
            scene.title = "Welcome"
            scene.duration = 2.5
            print(scene.size.width, scene.title, scene.duration, scene.backgroundColor, scene.root == view)
            """)
        XCTAssertEqual(runtime.size, Size(width: 720, height: 540))
        XCTAssertEqual(runtime.root.frame, Rect(x: 0, y: 0, width: 720, height: 540))
        XCTAssertEqual(runtime.backgroundColor, Color(red: 16 / 255, green: 19 / 255, blue: 31 / 255))
        XCTAssertEqual(runtime.title, "Welcome")
        XCTAssertEqual(runtime.duration, 2.5)
        XCTAssertEqual(runtime.log.first?.hasPrefix("720\tWelcome\t2.5\tColor("), true)
        XCTAssertEqual(runtime.log.first?.hasSuffix("true"), true)
        XCTAssertEqual(try SceneFixture().load("scene.backgroundColor = nil").backgroundColor, .clear)
    }

    func testBadSettings() {
        let fixture = SceneFixture()
        XCTAssertEqual(fixture.error("scene.size = {0, 10}")?.message, "scene.size must be between 1 and 16384 points a side")
        XCTAssertEqual(fixture.error("scene.size.width = 1e9")?.message, "scene.size must be between 1 and 16384 points a side")
        XCTAssertEqual(fixture.error("scene.size = 'big'")?.message, "scene.size must be a size such as {375, 667} (got string)")
        XCTAssertEqual(fixture.error("scene.duration = -1")?.message,
                       "scene.duration must be a number of seconds, 0 or more (got number)")
        XCTAssertEqual(fixture.error("scene.root = View{}")?.message, "scene.root is read-only; add views to it with addSubview")
        XCTAssertEqual(fixture.error("scene.title = 5")?.message, "scene.title must be a string (got number)")
    }

    func testLoadingAgainStartsAfresh() throws {
        let fixture = SceneFixture()
        let runtime = try fixture.load("view:addSubview(View{})\nprint('loaded')")
        let firstRoot = runtime.root
        try runtime.load()
        XCTAssertFalse(runtime.root === firstRoot)
        XCTAssertEqual(runtime.root.subviews.count, 1)
        XCTAssertEqual(runtime.log, ["loaded"])
    }

    func testCommittedGalleryScene() throws {
        let path = SceneFixture.committedScenes + "/Gallery.lua"
        let runtime = SceneRuntime(scenePath: path)
        try runtime.load()
        XCTAssertEqual(runtime.title, "Gallery")
        XCTAssertEqual(runtime.size, Size(width: 320, height: 240))
        XCTAssertEqual(runtime.log, ["gallery has 2 views and 4 layers"])
        XCTAssertEqual(runtime.watchedPaths, [path, SceneFixture.committedScenes + "/lib/palette.lua",
                                              SceneFixture.committedScenes + "/Assets/tile.png"])
        let card = try XCTUnwrap(runtime.root.subviews.first)
        XCTAssertEqual(card.backgroundColor, Color(red: 1, green: 149 / 255, blue: 0))  // systemOrange #FF9500
        let title = try XCTUnwrap(card.subviews.first as? Label)
        XCTAssertEqual(title.font, Font.system(size: 20, style: "bold"))
        let tile = try XCTUnwrap(runtime.root.subviews.last as? ImageView)
        XCTAssertEqual(tile.frame, Rect(x: 238, y: 59, width: 4, height: 2))
        let ring = try XCTUnwrap(runtime.layer(named: "ring") as? ShapeLayer)
        XCTAssertEqual(ring.fillColor, .clear)
        XCTAssertEqual(ring.strokeEnd, 0.75)
        XCTAssertEqual(ring.path?.elements.first, .move(Point(x: 100, y: 60)))
        let panel = try XCTUnwrap(runtime.layer(named: "panel") as? GradientLayer)
        XCTAssertEqual(panel.frame.size.height, 80, accuracy: 1e-9)
        XCTAssertEqual(runtime.layer(named: "stage")?.sublayerTransform.m34, -1.0 / 500)
    }

    func testBundledWelcomeSceneLoads() throws {
        // Scenes/Welcome.lua at the top of the repository, with its images in ../Assets.
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let path = repository + "/Scenes/Welcome.lua"
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("no bundled Welcome scene") }
        let runtime = SceneRuntime(scenePath: path, imageScale: 2)
        try runtime.load()
        XCTAssertNotNil(runtime.layer(named: "card"))
        XCTAssertEqual((runtime.layer(named: "mark")?.contents?.scale), 2)
        XCTAssertTrue(runtime.watchedPaths.contains(repository + "/Assets/landscape.svg"), "\(runtime.watchedPaths)")
    }
}
