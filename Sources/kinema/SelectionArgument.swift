import ArgumentParser
import Preview

/// `--select NAME` and `--animation N`: what the inspector and the curve graphs show, for
/// `render` and `bench`.
struct SelectionArgument: ParsableArguments {
    @Option(help: ArgumentHelp("Select the layer with this name for the inspector and the curve graphs.", valueName: "name"))
    var select: String?
    @Option(help: ArgumentHelp("Select the animation numbered N (its index in `probe --animations`) for the curve graphs.",
                               valueName: "N"))
    var animation: Int?

    /// Selects in `session` at its current time; a failure naming the layer or the number
    /// that is not there.
    func apply(to session: PreviewSession) throws {
        if let select, !session.selectLayer(named: select) {
            throw CommandFailure.scene(session.missingLayers([select]).map(\.description).joined(separator: "\n"))
        }
        if let animation {
            guard session.animationRecords.contains(where: { $0.index == animation }) else {
                throw CommandFailure.usage("--animation \(animation): the scene has added \(session.animationRecords.count) animations by "
                                           + "t = \(session.time) (numbered from 0, as `probe --animations` lists them)")
            }
            session.selectAnimation(animation)
        }
    }
}
