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
        let path = try write(source)
        let runtime = SceneRuntime(scenePath: path)
        runtime.translator = { path throws(SceneError) in
            let text: String
            do { text = try String(contentsOfFile: path, encoding: .utf8) } catch { throw SceneError(file: path, message: "\(error)") }
            do throws(SwiftSceneError) {
                return try SwiftTranslator.translate(source: text, file: path).lua
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
