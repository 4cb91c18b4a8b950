import Foundation
import Preview
import XCTest

/// Scene files written for one test, in a `Scenes` folder of their own that `remove` deletes.
final class ScratchScenes {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-scenes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
    }

    /// A session on `source` written as `Scenes/NAME`, loaded (a load error fails the test).
    func session(_ source: String, named name: String = "t.lua", file: StaticString = #filePath, line: UInt = #line) throws -> PreviewSession {
        let path = folder.appendingPathComponent("Scenes/\(name)").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(scenePath: path)
        XCTAssertNil(session.reload(), file: file, line: line)
        return session
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
