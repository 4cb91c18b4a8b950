import Geometry
import Layers
import SceneScript
import XCTest

/// Images from `Assets/` next to the scene or next to its folder, and font requests.
final class AssetTests: XCTestCase {
    func testImagesNextToTheScene() throws {
        let fixture = SceneFixture()
        fixture.copyAssets()
        let runtime = try fixture.load("""
            local tile = Image("tile.png")
            local badge = UIImage{named = "badge"}
            print(tile.size, tile.scale, tile.name, badge.size, badge.scale, badge.name)
            print(Image("tile.png") == tile, UIImage("tile.png").cgImage == tile)
            view.layer:addSublayer(Layer{ name = "l", contents = tile })
            """)
        XCTAssertEqual(runtime.log, ["Size(4, 2)\t1\ttile.png\tSize(4, 3)\t2\tbadge@2x.png", "true\ttrue"])
        let contents = try XCTUnwrap(runtime.layer(named: "l")?.contents)
        XCTAssertEqual(contents.pixels.width, 4)
        XCTAssertEqual(contents.pixels[0, 0].r, 255)  // the left half is red
        XCTAssertEqual(contents.pixels[3, 1].b, 255)  // the right half is blue
        XCTAssertTrue(runtime.watchedPaths.contains(fixture.path("Assets/tile.png")))
        XCTAssertTrue(runtime.watchedPaths.contains(fixture.path("Assets/badge@2x.png")))
    }

    func testImagesNextToTheScenesFolder() throws {
        let fixture = SceneFixture()
        fixture.copyAssets()
        let runtime = try fixture.load("print(Image('tile').size.width)", as: "Scenes/x.lua")
        XCTAssertEqual(runtime.log, ["4"])
        XCTAssertTrue(runtime.watchedPaths.contains(fixture.path("Assets/tile.png")), "\(runtime.watchedPaths)")
    }

    func testMissingImagesAreWatchedWhereTheyShouldBe() throws {
        let fixture = SceneFixture()
        fixture.write("Scenes/x.lua", "Image('cloud.png')")
        let runtime = SceneRuntime(scenePath: fixture.path("Scenes/x.lua"))
        XCTAssertThrowsError(try runtime.load()) { error in
            XCTAssertEqual(error as? SceneError, SceneError(file: fixture.path("Scenes/x.lua"), line: 1,
                                                            message: "cannot find image 'cloud.png' in Assets/"))
        }
        XCTAssertTrue(runtime.watchedPaths.isSuperset(of: [fixture.path("Scenes/Assets/cloud.png"),
                                                           fixture.path("Assets/cloud.png")]))
        XCTAssertEqual(fixture.error("Image('../secret.png')")?.message,
                       "'../secret.png' is not an image name; images are named by their file in Assets/")
    }

    func testImagesLinkedFromOutsideTheAssetsFoldersAreRefused() throws {
        let fixture = SceneFixture(), outside = SceneFixture()
        fixture.copyAssets()
        outside.copyAssets()
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: fixture.path("Assets/secret.png"), withDestinationPath: outside.path("Assets/tile.png"))
        try manager.createSymbolicLink(atPath: fixture.path("Assets/passwd.png"), withDestinationPath: "/etc/passwd")
        XCTAssertEqual(fixture.error("local a = 1\nImage('secret.png')"),
                       SceneError(file: fixture.path("scene.lua"), line: 2,
                                  message: "image 'secret.png' is a link to a file outside the Assets/ folders"))
        XCTAssertEqual(fixture.error("Image('passwd')")?.message, "image 'passwd' is a link to a file outside the Assets/ folders")
        // A link that stays inside is followed.
        try manager.createSymbolicLink(atPath: fixture.path("Assets/alias.png"), withDestinationPath: fixture.path("Assets/tile.png"))
        XCTAssertEqual(try fixture.load("print(Image('alias.png').size.width)").log, ["4"])
    }

    func testAssetsFolderThroughALinkStillCounts() throws {
        // The folder itself may be a link (a shared assets folder): what is inside it is inside.
        let fixture = SceneFixture(), shared = SceneFixture()
        shared.copyAssets()
        try FileManager.default.createSymbolicLink(atPath: fixture.path("Assets"), withDestinationPath: shared.path("Assets"))
        XCTAssertEqual(try fixture.load("print(Image('tile.png').size.width)").log, ["4"])
    }

    func testFonts() throws {
        let runtime = try SceneFixture().load("""
            local f = Font("DejaVu Sans", 17, "bold")
            print(f.pointSize, f.familyName, f.fontName, f.style, f:withSize(30).pointSize)
            print(UIFont{name = "DejaVu Serif", size = 12}, UIFont.systemFont(13), UIFont.boldSystemFont{ofSize = 14})
            print(UIFont.italicSystemFont(9), UIFont.systemFont{ofSize = 11, weight = "light"}, Font{family = "A", size = 2})
            view.layer:addSublayer(TextLayer{ name = "t", font = "DejaVu Serif" })
            """)
        XCTAssertEqual(runtime.log, [
            "17\tDejaVu Sans\tDejaVu Sans bold\tbold\t30",
            #"Font("DejaVu Serif", 12.0, "regular")\#tFont("System", 13.0, "regular")\#tFont("System", 14.0, "bold")"#,
            #"Font("System", 9.0, "italic")\#tFont("System", 11.0, "light")\#tFont("A", 2.0, "regular")"#,
        ])
        // Core Animation's font may be a name; the layer's font keeps its size.
        XCTAssertEqual((runtime.layer(named: "t") as? TextLayer)?.font, Font(family: "DejaVu Serif", size: 36))
        let fixture = SceneFixture()
        XCTAssertEqual(fixture.error("UIFont.systemFont{ofSize = 12, weight = 'fat'}")?.message,
                       "'fat' is not a font weight; use one of \"ultraLight\", \"thin\", \"light\", \"regular\", \"medium\", \"semibold\", \"bold\", \"heavy\", \"black\"")
        XCTAssertEqual(fixture.error("Font('A', -1)")?.message, "Font: 'size' must be between 0 and 10000 points")
    }
}
