import Foundation
import Geometry
import Layers
import SceneScript
import SwiftFrontEnd
import XCTest

/// Swift scenes of several files: a playground's Sources before its Contents.swift, a folder's
/// files before its entry, and what is missing or ambiguous.
final class SwiftSceneFilesTests: XCTestCase {
    private var runner: SwiftSceneRunner!

    override func setUpWithError() throws { runner = try SwiftSceneRunner() }
    override func tearDown() { runner.remove() }

    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheBundledPlaygroundTurnsItsOrbits() throws {
        let playground = Self.repository.appendingPathComponent("Scenes/Swift/Orbits.playground").path
        XCTAssertEqual(try SwiftSceneFiles(scene: playground).files.map { ($0 as NSString).lastPathComponent }, ["OrbitView.swift", "Contents.swift"])
        let runtime = try runner.runScene(at: playground, to: 0.375)
        var planets: [Layer] = []
        func visit(_ layer: Layer) {
            // The three classes' `planet`s: planet, planet#2, planet#3.
            if layer.name?.hasPrefix("planet") == true { planets.append(layer) }
            layer.sublayers.forEach(visit)
        }
        // Kept: the copies' superlayers are weak.
        let shown = runtime.root.layer.presentationTree(at: 0.375)
        visit(shown)
        XCTAssertEqual(planets.count, 3)
        // The first orbit (110 wide, 1.5 s a turn) is a quarter turn on at 0.375 s: its planet,
        // which started at the orbit's right, is below the sun, 55 points down: (187.5, 388.5).
        let corners = try XCTUnwrap(planets[0].outlineInRoot)
        let centre = Point(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
        XCTAssertEqual(centre.x, 187.5, accuracy: 1e-6)
        XCTAssertEqual(centre.y, 388.5, accuracy: 1e-6)
        withExtendedLifetime(shown) {}
    }

    func testAFoldersEntryIsMainOrTheFileWithTopLevelCode() throws {
        let folder = runner.folder.appendingPathComponent("Multi")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Views"), withIntermediateDirectories: true)
        try "import UIKit\nfunc greeting() -> String { \"hello from \\(Badge.name)\" }\n"
            .write(to: folder.appendingPathComponent("Views/Helpers.swift"), atomically: true, encoding: .utf8)
        try "struct Badge { static let name = \"Badge\" }\n".write(to: folder.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        try "print(greeting())\n".write(to: folder.appendingPathComponent("Scene.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try SwiftSceneFiles(scene: folder.path).files.map { ($0 as NSString).lastPathComponent },
                       ["Badge.swift", "Helpers.swift", "Scene.swift"])
        XCTAssertEqual(try runner.runScene(at: folder.path).log, ["hello from Badge"])
        // A second file with top-level code makes the entry ambiguous; main.swift settles it.
        try "print(\"other\")\n".write(to: folder.appendingPathComponent("Other.swift"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SwiftSceneFiles(scene: folder.path)) { error in
            XCTAssertTrue("\(error)".contains("more than one file has top-level code (Other.swift, Scene.swift)"), "\(error)")
        }
        try FileManager.default.moveItem(at: folder.appendingPathComponent("Scene.swift"), to: folder.appendingPathComponent("main.swift"))
        XCTAssertEqual(try SwiftSceneFiles(scene: folder.path).files.last.map { ($0 as NSString).lastPathComponent }, "main.swift")
    }

    func testAPlaygroundWithoutContentsAndAFileThatIsNotUTF8AreClearErrors() throws {
        let playground = runner.folder.appendingPathComponent("Empty.playground")
        try FileManager.default.createDirectory(at: playground, withIntermediateDirectories: true)
        XCTAssertThrowsError(try SwiftSceneFiles(scene: playground.path)) { error in
            XCTAssertTrue("\(error)".hasSuffix("Empty.playground:1:1: the playground has no Contents.swift and no pages"), "\(error)")
        }
        let bad = runner.folder.appendingPathComponent("Bad.swift")
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE]).write(to: bad)
        XCTAssertThrowsError(try SwiftTranslator.translateScene(at: bad.path)) { error in
            XCTAssertEqual("\(error)", "\(bad.path):1:1: the file is not UTF-8 text")
        }
    }

    func testAnExtensionInAnEarlierFileWaitsForItsClass() throws {
        let folder = runner.folder.appendingPathComponent("Extended")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Sorted, Additions.swift runs before Card.swift, whose class it extends.
        try "import UIKit\nextension Card {\n    func greet() { print(\"hello from\", title) }\n}\n"
            .write(to: folder.appendingPathComponent("Additions.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\nclass Card: UIView {\n    var title = \"card\"\n    override init(frame: CGRect) {\n        super.init(frame: frame)\n        greet()\n    }\n    required init?(coder: NSCoder) { fatalError() }\n}\nlet card = Card(frame: .zero)\n"
            .write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try runner.runScene(at: folder.path).log, ["hello from card"])
    }

    func testAPlaygroundWithPagesOpensItsFirstPageAndAPageOpensAlone() throws {
        let playground = runner.folder.appendingPathComponent("Book.playground")
        let manager = FileManager.default
        for page in ["Intro", "Zeta"] {
            try manager.createDirectory(at: playground.appendingPathComponent("Pages/\(page).xcplaygroundpage"), withIntermediateDirectories: true)
            try "print(\"\(page)\", greet())\n".write(to: playground.appendingPathComponent("Pages/\(page).xcplaygroundpage/Contents.swift"),
                                                     atomically: true, encoding: .utf8)
        }
        try manager.createDirectory(at: playground.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try "public func greet() -> String { \"hi\" }\n".write(to: playground.appendingPathComponent("Sources/Helper.swift"), atomically: true, encoding: .utf8)
        // The manifest lists Zeta first, so it is the first page.
        try "<?xml version='1.0'?>\n<playground version='6.0'>\n<pages>\n<page name='Zeta'/>\n<page name='Intro'/>\n</pages>\n</playground>\n"
            .write(to: playground.appendingPathComponent("contents.xcplayground"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try runner.runScene(at: playground.path).log, ["Zeta hi"])
        XCTAssertEqual(try runner.runScene(at: playground.appendingPathComponent("Pages/Intro.xcplaygroundpage").path).log, ["Intro hi"])
        // Without the manifest, the first page by name.
        try manager.removeItem(at: playground.appendingPathComponent("contents.xcplayground"))
        XCTAssertEqual(try runner.runScene(at: playground.path).log, ["Intro hi"])
    }

    func testAPlaygroundFindsImagesInItsOwnResourcesAndAssets() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let cloud = repository.appendingPathComponent("Assets/cloud.svg")
        for folder in ["Resources", "Assets"] {
            let playground = runner.folder.appendingPathComponent("Images\(folder).playground")
            try FileManager.default.createDirectory(at: playground.appendingPathComponent(folder), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: cloud, to: playground.appendingPathComponent("\(folder)/dot.svg"))
            try "import UIKit\nlet v = UIImageView(image: UIImage(named: \"dot\"))\nprint(v.image != nil)\n"
                .write(to: playground.appendingPathComponent("Contents.swift"), atomically: true, encoding: .utf8)
            XCTAssertEqual(try runner.runScene(at: playground.path).log, ["true"], folder)
        }
    }
}
