import Foundation
import SceneScript
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift scene lowered to Lua: the Lua, whose lines are the Swift lines (so a runtime
/// error's line is the Swift line).
public struct SwiftTranslation: Sendable {
    public let lua: String
}

/// The Swift front end: parses a Swift scene with SwiftParser and lowers it to the Lua the
/// engine runs, on the same registration tables (`ScriptCatalogue`) Lua scenes use. A syntax
/// error gives SwiftParser's diagnostic; a construct outside the supported set an error naming
/// it, before anything runs.
public enum SwiftTranslator {
    /// The deepest nesting of expressions and statements translated: deeper source (10,000
    /// parentheses) is an error, not a stack overflow.
    public static let maximumDepth = 200

    /// Translates `source`, the text of the Swift file `file` (as errors name it).
    public static func translate(source: String, file: String) throws(SwiftSceneError) -> SwiftTranslation {
        var text = source
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumDepth) }
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        if let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first {
            let place = diagnostic.location(converter: converter)
            var message = diagnostic.message
            if let fix = diagnostic.fixIts.first { message += " (fix-it: \(fix.message.message))" }
            throw SwiftSceneError(file: file, line: place.line, column: place.column, message: message)
        }
        let lowering = Lowering(file: file, converter: converter)
        do {
            try lowering.lowerFile(tree)
        } catch let error as SwiftSceneError {
            throw error
        } catch {
            throw SwiftSceneError(file: file, line: 1, column: 1, message: "\(error)")
        }
        return SwiftTranslation(lua: lowering.out.text)
    }
}
