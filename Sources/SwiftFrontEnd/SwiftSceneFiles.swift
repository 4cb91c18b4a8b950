import Foundation
import SwiftParser
import SwiftSyntax

/// The files of a Swift scene, in the order they run: a `.swift` file alone; a `.playground`'s
/// `Sources/*.swift` (declaring its types) then `Contents.swift`; a folder's files (subfolders
/// included), `main.swift` or else the one file with top-level statements last.
public struct SwiftSceneFiles: Equatable, Sendable {
    /// The files, the entry last.
    public let files: [String]

    /// The files of the scene at `path`, or an error naming what is missing or ambiguous.
    public init(scene path: String) throws(SwiftSceneError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw SwiftSceneError(file: path, line: 1, column: 1, message: "no such Swift scene")
        }
        guard isFolder.boolValue else {
            files = [path]
            return
        }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        if folder.hasSuffix(".playground") {
            let contents = folder + "/Contents.swift"
            guard FileManager.default.fileExists(atPath: contents) else {
                throw SwiftSceneError(file: folder, line: 1, column: 1,
                                      message: "the playground has no Contents.swift (its page code); a playground with pages is not supported yet")
            }
            files = SwiftSceneFiles.swiftFiles(under: folder + "/Sources") + [contents]
            return
        }
        let all = SwiftSceneFiles.swiftFiles(under: folder)
        guard !all.isEmpty else { throw SwiftSceneError(file: folder, line: 1, column: 1, message: "the folder has no .swift files") }
        if let main = all.first(where: { ($0 as NSString).lastPathComponent == "main.swift" }) {
            files = all.filter { $0 != main } + [main]
            return
        }
        let entries = all.filter(SwiftSceneFiles.hasTopLevelStatements)
        guard entries.count <= 1 else {
            throw SwiftSceneError(file: folder, line: 1, column: 1, message: "more than one file has top-level code ("
                                  + entries.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ") + "); name the entry main.swift")
        }
        files = all.filter { !entries.contains($0) } + entries
    }

    /// The `.swift` files under `folder`, sorted, subfolders included.
    static func swiftFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let name = walker.nextObject() as? String {
            if name.hasSuffix(".swift") { found.append(folder + "/" + name) }
        }
        return found.sorted()
    }

    /// Whether the file has statements outside declarations (the entry of a folder).
    static func hasTopLevelStatements(_ path: String) -> Bool {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
        return Parser.parse(source: text).statements.contains { item in
            if case .decl = item.item { return false }
            return true
        }
    }
}
