import Layers

/// The fields of the objects this folder adds to Lua: animations, timing functions and
/// presentation layers (the metamethods in ScriptSession+Metatables.swift come here for them).
extension ScriptSession {
    func timeObjectField(_ key: String, on lua: Lua) throws(ScriptFailure) {
        switch object(at: 1, in: lua) {
        case let animation as LayerAnimation: try animationProperty(animation, key, on: lua)
        case let box as TimingFunctionBox: try timingFunctionField(box, key, on: lua)
        case let presentation as PresentationLayer: try presentationProperty(presentation, key, on: lua)
        default: throw .message("this value no longer exists")
        }
    }

    func setTimeObjectField(_ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        switch object(at: 1, in: lua) {
        case let animation as LayerAnimation: try setAnimationProperty(animation, key, valueAt: index, on: lua)
        case is TimingFunctionBox: throw .message("\(TimingFunctionBox.typeName) values cannot be changed; make a new one")
        case is PresentationLayer: throw ScriptSession.presentationIsReadOnly
        default: throw .message("this value no longer exists")
        }
    }

    func timeObjectDescription(at index: Int32, in lua: Lua) -> String? {
        switch object(at: index, in: lua) {
        case let animation as LayerAnimation:
            let typeName = type(of: animation).typeName
            if let keyPath = (animation as? PropertyAnimation)?.keyPath { return "\(typeName)('\(keyPath)')" }
            return typeName
        case let box as TimingFunctionBox: return box.description
        case let presentation as PresentationLayer: return presentation.description
        default: return nil
        }
    }
}
