extension SwiftStubs {
    /// The folder of a scenes folder that holds the stub modules' sources
    /// (`KinemaStubs/UIKit/UIKit.swift`) and the links to its playgrounds.
    public static let stubsFolder = "KinemaStubs"
    /// The folder inside `stubsFolder` where `kinema api --swift-stubs` links each playground and
    /// playground page (`KinemaStubs/Playgrounds/Orbits` → `../../Orbits.playground`): SwiftPM
    /// reads no sources inside a folder named `.playground`.
    public static let playgroundLinksFolder = "Playgrounds"

    /// One target of the editor package: a scene (an executable, its top-level code the
    /// scene's) or a playground's `Sources/` (a library its pages import).
    public struct SceneTarget: Sendable, Equatable {
        public let name: String
        /// The folder, relative to the package.
        public let path: String
        /// The files, relative to `path`; nil for every `.swift` file under it.
        public let sources: [String]?
        /// Paths under `path` SwiftPM is not to look into.
        public let exclude: [String]
        /// The target that is a module this one imports without saying so (a playground's
        /// `Sources/`, as Xcode has it), nil for none.
        public let importing: String?
        public let isLibrary: Bool

        public init(name: String, path: String, sources: [String]? = nil, exclude: [String] = [], importing: String? = nil, isLibrary: Bool = false) {
            self.name = name
            self.path = path
            self.sources = sources
            self.exclude = exclude
            self.importing = importing
            self.isLibrary = isLibrary
        }
    }

    /// A Swift scene's module name, from its file or folder name (`Orbits` for
    /// `Scenes/Orbits.playground`): letters, digits and `_`, never a stub module's name. A
    /// playground's `Sources/` are the module `NAME_Sources`, which its `Contents.swift` imports.
    public static func moduleName(ofScene path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let base = file.contains(".") ? String(file[..<file.lastIndex(of: ".")!]) : file
        var name = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first.map({ $0.isNumber }) ?? true { name = "_" + name }
        return SwiftStubModule.allCases.contains { $0.name == name } ? name + "Scene" : name
    }

    /// The files `kinema api --swift-stubs DIR` writes: `Package.swift` with `scenes` as its
    /// targets, and each module's source under `stubsFolder`.
    public static func editorFiles(scenes: [SceneTarget], catalogue: ScriptCatalogue = .kinema) -> [GeneratedFile] {
        [GeneratedFile(name: "Package.swift", text: manifest(scenes: scenes))]
            + sources(catalogue: catalogue).map { GeneratedFile(name: "\(stubsFolder)/\($0.module.name)/\($0.module.name).swift", text: $0.text) }
    }

    /// A package whose library targets are the stub modules and whose other targets are
    /// `scenes`, for SourceKit-LSP to complete and check the scenes with. It lists the scenes
    /// rather than finding them when read: SwiftPM keeps a manifest's result while its text
    /// stays the same.
    static func manifest(scenes: [SceneTarget]) -> String {
        func list(_ items: [String]) -> String { "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        let modules = SwiftStubModule.allCases.map { module in
            "    .target(name: \"\(module.name)\", dependencies: \(list(module.dependencies.map(\.name))), "
                + "path: \"\(stubsFolder)/\(module.name)\", swiftSettings: stubFlags),\n"
        }.joined()
        let targets = scenes.map { scene in
            let importing = scene.importing.map { " + [.target(name: \"\($0)\")]" } ?? ""
            let settings = scene.importing.map { "stubFlags + [.unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"\($0)\"])]" }
                ?? "stubFlags"
            return "    .\(scene.isLibrary ? "target" : "executableTarget")(name: \"\(scene.name)\", dependencies: scenes\(importing), "
                + "path: \"\(scene.path)\"" + (scene.exclude.isEmpty ? "" : ", exclude: \(list(scene.exclude))")
                + (scene.sources.map { ", sources: \(list($0))" } ?? "") + ", swiftSettings: \(settings)),\n"
        }.joined()
        return """
            // swift-tools-version:5.9
            // Kinema's scene API as Swift modules (UIKit, QuartzCore, CoreGraphics, PlaygroundSupport and
            // ObjectiveC, in \(stubsFolder)/), and the Swift scenes of this folder as targets that use them, so
            // SourceKit-LSP (VS Code's Swift extension, Neovim's sourcekit-lsp) completes and type-checks them:
            // each .swift file here, each folder of .swift files (its entry named main.swift), and each
            // playground and playground page, linked in \(stubsFolder)/\(playgroundLinksFolder) (a playground's own
            // files take their settings from its compile_commands.json). Generated by `kinema api --swift-stubs`;
            // run it again after adding or removing a scene, or after updating Kinema. The modules are for the
            // editor: they type-check, they do not link (Kinema runs the scenes). `kinema check --typecheck SCENE`
            // checks a scene the same way.
            import PackageDescription

            // @objc and #selector type-check against the ObjectiveC module.
            let stubFlags: [SwiftSetting] = [.unsafeFlags(\(list(SwiftStubModule.compilerFlags)))]
            let scenes: [Target.Dependency] = ["UIKit", "PlaygroundSupport"]

            let package = Package(name: "KinemaScenes", targets: [
            \(modules)\(targets)])

            """
    }
}
