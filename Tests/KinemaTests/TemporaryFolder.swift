import Foundation

/// A fresh folder under the system's temporary directory, for one test.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("kinema-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder and returns the file's path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let path = url.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
