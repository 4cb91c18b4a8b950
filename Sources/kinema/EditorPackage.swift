import Foundation
import SceneScript

/// The Swift scenes of a scenes folder as the targets of the editor package `kinema api
/// --swift-stubs` writes: each `.swift` file at the top (a scene of its own), each folder of
/// `.swift` files, and each playground: its `Sources/` (a module), its `Contents.swift` and
/// each page's. SwiftPM reads nothing inside a `.playground` folder, so each playground and
/// page is reached through a link in `KinemaStubs/Playgrounds`, and the playground gets a
/// `compile_commands.json` that gives SourceKit-LSP its files' own settings.
struct EditorPackage {
    /// A link to make in `KinemaStubs/Playgrounds`: its name and where it points, from there.
    struct Link: Equatable {
        let name: String
        let destination: String
    }

    /// A playground's files and the modules they are, for its `compile_commands.json`.
    struct Playground {
        let folder: URL
        /// Its `Contents.swift` files (its own, its pages') with each one's module.
        var entries: [(file: String, module: String)] = []
        /// Its `Sources/*.swift` and their module, when it has some.
        var sources: [String] = []
        var sourcesModule: String?
    }

    private(set) var targets: [SwiftStubs.SceneTarget] = []
    private(set) var links: [Link] = []
    private(set) var playgrounds: [Playground] = []
    private var names = Set(SwiftStubModule.allCases.map(\.name))

    /// The scenes of the folder `root`.
    init(scanning root: URL) throws {
        let files = FileManager.default
        let entries = try files.contentsOfDirectory(atPath: root.path)
            .filter { !$0.hasPrefix(".") && $0 != SwiftStubs.stubsFolder && $0 != "Package.swift" }.sorted()
        let folders = entries.filter { EditorPackage.isFolder(root.appendingPathComponent($0)) }
        for entry in entries {
            let url = root.appendingPathComponent(entry)
            if entry.hasSuffix(".playground"), folders.contains(entry) {
                addPlayground(url)
            } else if entry.hasSuffix(".swift"), !folders.contains(entry) {
                // Its target's folder is the package's: SwiftPM is kept out of the subfolders.
                targets.append(.init(name: unique(SwiftStubs.moduleName(ofScene: entry)), path: ".", sources: [entry], exclude: folders))
            } else if folders.contains(entry), !EditorPackage.swiftFiles(under: url).isEmpty {
                targets.append(.init(name: unique(SwiftStubs.moduleName(ofScene: entry)), path: entry))
            }
        }
    }

    private mutating func addPlayground(_ url: URL) {
        let module = unique(SwiftStubs.moduleName(ofScene: url.lastPathComponent))
        let linked = SwiftStubs.stubsFolder + "/" + SwiftStubs.playgroundLinksFolder + "/"
        var playground = Playground(folder: url)
        playground.sources = EditorPackage.swiftFiles(under: url.appendingPathComponent("Sources"))
        if !playground.sources.isEmpty {
            let sources = unique(module + "_Sources")
            playground.sourcesModule = sources
            targets.append(.init(name: sources, path: linked + module + "/Sources", isLibrary: true))
        }
        var pages: [(module: String, file: URL)] = []
        let contents = url.appendingPathComponent("Contents.swift")
        if FileManager.default.fileExists(atPath: contents.path) { pages.append((module, contents)) }
        links.append(Link(name: module, destination: "../../" + url.lastPathComponent))
        let pagesFolder = url.appendingPathComponent("Pages")
        for page in ((try? FileManager.default.contentsOfDirectory(atPath: pagesFolder.path)) ?? []).sorted()
        where page.hasSuffix(".xcplaygroundpage") {
            let file = pagesFolder.appendingPathComponent(page).appendingPathComponent("Contents.swift")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            let name = unique(module + "_" + SwiftStubs.moduleName(ofScene: page))
            links.append(Link(name: name, destination: "../../" + url.lastPathComponent + "/Pages/" + page))
            pages.append((name, file))
        }
        for (name, file) in pages {
            targets.append(.init(name: name, path: linked + name, sources: ["Contents.swift"], importing: playground.sourcesModule))
            playground.entries.append((file.path, name))
        }
        playgrounds.append(playground)
    }

    /// `name`, or `name_`, `name__`… when a module already has it.
    private mutating func unique(_ name: String) -> String {
        var name = name
        while names.contains(name) { name += "_" }
        names.insert(name)
        return name
    }

    private static func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }

    /// The `.swift` files under `folder` (absolute paths, sorted).
    static func swiftFiles(under folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}
