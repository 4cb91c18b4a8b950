import Foundation
import SceneScript
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift scene lowered to Lua: the Lua, whose lines are the Swift lines (so a runtime
/// error's line is the Swift line).
public struct SwiftTranslation: Sendable {
    public let lua: String
    /// The Swift column of the first statement on each line that starts one, by line.
    public let columns: [Int: Int]
}

/// The Swift front end: parses a Swift scene with SwiftParser and lowers it to the Lua the
/// engine runs, on the same registration tables (`ScriptCatalogue`) Lua scenes use. A syntax
/// error gives SwiftParser's diagnostic; a construct outside the supported set an error naming
/// it, before anything runs.
public enum SwiftTranslator {
    /// The deepest nesting of expressions and statements translated: deeper source (10,000
    /// parentheses) is an error, not a stack overflow.
    public static let maximumDepth = 200

    /// Translates the Swift scene at `path` (a file, a folder or a playground): one translation
    /// per file, the entry last. The other files' top-level declarations are globals, so the
    /// files see one another's, as one module's files do. `root` names the `UIViewController`
    /// subclass to host when the scene has several (`--root`).
    public static func translateScene(at path: String, root: String? = nil) throws(SwiftSceneError) -> [(file: String, translation: SwiftTranslation)] {
        let files = try SwiftSceneFiles(scene: path).files
        var parsed: [(file: String, tree: SourceFileSyntax, converter: SourceLocationConverter)] = []
        for file in files {
            let text: String
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: file))
                guard let decoded = String(data: data, encoding: .utf8) else {
                    throw SwiftSceneError(file: file, line: 1, column: 1, message: "the file is not UTF-8 text")
                }
                text = decoded
            } catch let error as SwiftSceneError {
                throw error
            } catch {
                throw SwiftSceneError(file: file, line: 1, column: 1, message: "cannot read the file: \(error.localizedDescription)")
            }
            let result = try parse(text, file: file)
            parsed.append((file, result.tree, result.converter))
        }
        // Every file's declarations, known to every file.
        let gathering = Lowering(file: path, converter: parsed[0].converter)
        for file in parsed { try run { try gathering.gatherDeclarations(file.tree.statements) } }
        for file in parsed { gathering.gatherExtensionMembers(file.tree.statements) }
        for file in parsed { gathering.gatherSignatures(file.tree.statements) }
        return try parsed.enumerated().map { index, file throws(SwiftSceneError) in
            let lowering = Lowering(file: file.file, converter: file.converter)
            lowering.share(gathering)
            lowering.chosenRoot = root
            try run { try lowering.lowerFile(file.tree, isEntry: index == parsed.count - 1) }
            return (file.file, SwiftTranslation(lua: lowering.out.text, columns: lowering.out.columns))
        }
    }

    private static func parse(_ source: String, file: String) throws(SwiftSceneError) -> (tree: SourceFileSyntax, converter: SourceLocationConverter) {
        var text = source
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumDepth) }
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        if let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first {
            let place = diagnostic.location(converter: converter)
            var message = diagnostic.message
            if let fix = diagnostic.fixIts.first { message += " (fix-it: \(fix.message.message))" }
            throw SwiftSceneError(file: file, line: place.line, column: place.column, message: message)
        }
        return (tree, converter)
    }

    /// Runs a lowering step, its errors as scene errors.
    private static func run(_ body: () throws -> Void) throws(SwiftSceneError) {
        do {
            try body()
        } catch let error as SwiftSceneError {
            throw error
        } catch {
            throw SwiftSceneError(file: "", line: 1, column: 1, message: "\(error)")
        }
    }
}
