import Foundation
import ArgumentParser

/// `kinema probe`: presentation values as JSON.
struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Print the presentation values of the scene's named layers at a scene time, as JSON.",
        discussion: """
            Layers are listed in tree order, a mask right after the layer it masks; without
            --layer every named layer is listed. A --layer that names no layer is an error
            (exit status 1). --animations prints instead every animation the scene added up to
            the time, in order, as timing rows: {"time", "animations": [{"index", "layer", "key",
            "keyPath", "kind", "origin" (file:line), "begin", "duration", "repeatCount",
            "repeatDuration", "autoreverses", "speed", "fillMode", "isRemovedOnCompletion",
            "activeDuration", "end", "endless", "settlingDuration" (springs), "stoppedAt",
            "finished", "running"}]} (times in scene seconds; infinite ones are null).

            Example:
              kinema probe Scenes/Welcome.lua --time 0.5 --layer card --layer title
            """)

    @OptionGroup var scene: SceneArgument
    @OptionGroup var input: EventsArgument
    @Option(help: "The scene time, in seconds.") var time: Double
    @Option(name: .customLong("layer"), help: ArgumentHelp("A layer (or view) name to list; repeat for several.", valueName: "name"))
    var layers: [String] = []
    @Flag(help: "Print the scene's animations as timing rows instead of layer values.") var animations = false

    func validate() throws {
        try ArgumentCheck.finite(time, "--time")
    }

    func run() throws {
        let events = try input.load()
        // Standard output carries the JSON, so what the scene prints goes to standard error.
        let session = try scene.openSession(time: time, input: events, onPrint: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        session.time = time
        if animations { return print(session.animationsJSON()) }
        let missing = session.missingLayers(layers)
        guard missing.isEmpty else { throw CommandFailure.scene(missing.map(\.description).joined(separator: "\n")) }
        print(session.probeJSON(layerNames: layers))
    }
}
