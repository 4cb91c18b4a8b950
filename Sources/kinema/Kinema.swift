import ArgumentParser
import Foundation

/// The `kinema` command: `kinema SCENE` previews, the subcommands render, probe, export, bench, check and api.
@main
struct Kinema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinema",
        abstract: "Core Animation scenes written in Lua: preview them live, render, probe and check them.",
        discussion: """
            `kinema SCENE` is `kinema preview SCENE`. Exit status: 0 success, 1 the scene has an \
            error (printed as path:line: message), 2 bad arguments or a missing file.

            Example:
              kinema Scenes/Welcome.lua
            """,
        subcommands: [PreviewCommand.self, RenderCommand.self, ProbeCommand.self, ExportCommand.self, TranslateCommand.self,
                      BenchCommand.self, CheckCommand.self, ApiCommand.self],
        defaultSubcommand: PreviewCommand.self)

    /// Parses and runs the command, mapping failures to the documented exit statuses.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data((failure.message + "\n").utf8))
            Foundation.exit(failure.status)
        } catch {
            // ArgumentParser exits 64 for usage errors; the contract says 2.
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
