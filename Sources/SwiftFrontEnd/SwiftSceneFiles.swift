import Foundation
import SwiftParser
import SwiftSyntax

/// The files of a Swift scene, in the order they run: a `.swift` file alone; a `.playground`'s
/// `Sources/*.swift` (declaring its types) then `Contents.swift` (in a playground with pages,
/// its first page's, as `contents.xcplayground` lists them; a page, `Name.xcplaygroundpage`,
/// opens on its own with its playground's sources); a folder's files (subfolders included),
/// `main.swift` or else the one file with top-level statements last.
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
        if folder.hasSuffix(".xcplaygroundpage") {
            // A page: its playground (two folders up, past Pages/) gives its sources.
            let page = folder + "/Contents.swift"
            guard FileManager.default.fileExists(atPath: page) else {
                throw SwiftSceneError(file: folder, line: 1, column: 1, message: "the playground page has no Contents.swift")
            }
            let playground = ((folder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            files = SwiftSceneFiles.swiftFiles(under: playground + "/Sources") + [page]
            return
        }
        if folder.hasSuffix(".playground") {
            var contents = folder + "/Contents.swift"
            if !FileManager.default.fileExists(atPath: contents), let first = SwiftSceneFiles.firstPage(of: folder) {
                contents = folder + "/Pages/\(first).xcplaygroundpage/Contents.swift"
            }
            guard FileManager.default.fileExists(atPath: contents) else {
                throw SwiftSceneError(file: folder, line: 1, column: 1, message: "the playground has no Contents.swift and no pages")
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

    /// The first page of a playground with pages: the first `<page name='...'/>` its
    /// `contents.xcplayground` lists, else the first `Pages/*.xcplaygroundpage` by name.
    static func firstPage(of playground: String) -> String? {
        if let manifest = try? String(contentsOfFile: playground + "/contents.xcplayground", encoding: .utf8),
           let range = manifest.range(of: #"<page\s+name\s*=\s*['"]([^'"]+)['"]"#, options: .regularExpression) {
            let tag = manifest[range]
            if let open = tag.firstIndex(where: { $0 == "'" || $0 == "\"" }) {
                let name = tag[tag.index(after: open)...].dropLast()
                if FileManager.default.fileExists(atPath: playground + "/Pages/\(name).xcplaygroundpage/Contents.swift") { return String(name) }
            }
        }
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: playground + "/Pages")) ?? []
        return pages.filter { $0.hasSuffix(".xcplaygroundpage") }.sorted().first.map { String($0.dropLast(".xcplaygroundpage".count)) }
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
