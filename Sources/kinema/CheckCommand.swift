import ArgumentParser

/// `kinema check`: load and run the timeline, report errors, draw nothing.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Load the scene, run its timeline and report every error; nothing is drawn.",
        discussion: """
            Errors are printed as path:line: message, one a line; the exit status is 1 when there is any.

            Example:
              kinema check Scenes/Welcome.lua --until 3
            """)

    @OptionGroup var scene: SceneArgument
    @OptionGroup var input: EventsArgument
    @Option(help: "The scene time to run to, in seconds (default: the scene's duration).") var until: Double?

    func validate() throws {
        if let until { try ArgumentCheck.finite(until, "--until") }
    }

    func run() throws {
        let events = try input.load()
        let session = try scene.openSession(input: events, allowingErrors: true)
        let errors = session.check(until: until)
        guard errors.isEmpty else { throw CommandFailure.scene(errors.map(\.description).joined(separator: "\n")) }
    }
}
