import Foundation
import SceneScript
import SwiftFrontEnd
import XCTest

/// Swift scenes written for one test, translated by the front end and run on the engine, as
/// `kinema` runs them (without the `kinema-swift` process between).
final class SwiftSceneRunner {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Writes `source` as `name` and returns its path.
    func write(_ source: String, named name: String = "Scene.swift") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The scene `source`, loaded (its error thrown) and run to `time`.
    func run(_ source: String, to time: Double = 0) throws -> SceneRuntime {
        try runScene(at: try write(source), to: time)
    }

    /// The Swift scene at `path` (a file, a folder, a playground), loaded and run to `time`.
    func runScene(at path: String, to time: Double = 0) throws -> SceneRuntime {
        let runtime = SceneRuntime(scenePath: path)
        runtime.translator = { path throws(SceneError) in
            do throws(SwiftSceneError) {
                return try SwiftTranslator.translateScene(at: path).map { TranslatedChunk(path: $0.file, lua: $0.translation.lua, columns: $0.translation.columns) }
            } catch {
                throw SceneError(file: error.file, line: error.line, column: error.column, message: error.message)
            }
        }
        try runtime.load()
        if time > 0 { try runtime.advance(to: time) }
        return runtime
    }

    /// What `source` prints when it loads.
    func printed(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do {
            return try run(source).log
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return []
        }
    }

    /// The error loading `source` gives, as `kinema` prints it.
    func error(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try run(source)
            XCTFail("the scene loaded", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }
}
