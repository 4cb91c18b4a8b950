import ArgumentParser
import Foundation

/// `kinema translate FILE.swift`: the Lua a Swift scene becomes, line for line where it can.
struct TranslateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translate",
        abstract: "Print the Lua a Swift scene becomes, its lines the Swift lines (a chunk per file).",
        discussion: """
            The Swift front end (kinema-swift) is built on first use. An error prints as \
            File.swift:LINE:COL: message, with exit status 1.

            Example:
              kinema translate Scenes/Swift/Basics.swift
            """)

    @Argument(help: ArgumentHelp("The Swift scene: a .swift file, a folder of them or a .playground.", valueName: "scene")) var path: String
    @Option(help: ArgumentHelp("The UIViewController subclass to host as the root, when the scene has several.", valueName: "controller"))
    var root: String?

    func run() throws {
        guard FileManager.default.fileExists(atPath: path) else { throw CommandFailure.usage("no such scene: \(path)") }
        guard SwiftFrontEndProgram.isSwiftScene(path) else { throw CommandFailure.usage("\(path) is not a Swift scene (a .swift file, a folder of them or a .playground)") }
        do {
            print(try SwiftFrontEndProgram.locate().translatedText(path, root: root), terminator: "")
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure.scene("\(error)")
        }
    }
}
