import Foundation
import Preview
import SceneScript
import Views
import XCTest

/// A closed session lets go of everything its scene made. A reference cycle through the
/// scene's Lua state (a value read from a property holding the session that owns the state)
/// kept every scene alive, so each save in the previewer leaked the scene before it.
/// (`SceneFuzzer` checks the same of every generated scene.)
final class SessionLifetimeTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testEveryBundledSceneIsLetGoWhenItsSessionCloses() throws {
        let scenes = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Scenes").path)
            .filter { $0.hasSuffix(".lua") }.sorted()
        XCTAssertGreaterThan(scenes.count, 30)
        for name in scenes {
            weak var session: PreviewSession?
            weak var firstRoot: View?
            weak var root: View?
            do {
                let path = repository.appendingPathComponent("Scenes/\(name)").path
                let eventsPath = repository.appendingPathComponent("Scenes/Input/\(name.dropLast(4)).events").path
                let input = try FileManager.default.fileExists(atPath: eventsPath)
                    ? InputEventFile.parse(String(contentsOfFile: eventsPath, encoding: .utf8), file: eventsPath) : []
                let open = PreviewSession(scenePath: path, options: SessionOptions(input: input, screenScale: 1))
                session = open
                XCTAssertNil(open.reload(), name)
                firstRoot = open.root
                for t in [0.5, open.duration / 2, open.duration] {
                    open.time = t
                    _ = open.renderImage(scale: 1)
                }
                XCTAssertNil(open.reload(), name)  // the previewer's save: the scene before must go
                XCTAssertNil(firstRoot, "\(name): a reload kept the scene before it alive")
                open.time = 0.25  // scrubbing back runs the scene again
                _ = open.renderImage(scale: 1)
                root = open.root
            }
            XCTAssertNil(session, "\(name): the session outlived its last use")
            XCTAssertNil(root, "\(name): the scene outlived its closed session")
        }
    }
}
