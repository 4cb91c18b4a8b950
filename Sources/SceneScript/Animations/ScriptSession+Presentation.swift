import Layers

/// `layer:presentation()`: a read-only copy of the layer as it appears now.
extension ScriptSession {
    func pushPresentation(of layer: Layer?, at time: Double, on lua: Lua) {
        guard let layer else { return lua.pushNil() }
        pushNewHandle(for: PresentationLayer(of: layer, at: time, host: timeline.host), as: .presentation,
                      named: PresentationLayer.typeName, on: lua)
    }

    static let presentationMethods: [(String, ScriptFunction)] = [
        ("model", { s, lua throws(ScriptFailure) in
            s.pushLayer(try s.receiver(PresentationLayer.self, "model", lua).model, on: lua)
            return 1
        }),
    ]

    func presentationProperty(_ p: PresentationLayer, _ key: String, on lua: Lua) throws(ScriptFailure) {
        switch key {
        case "sublayers": pushItems(p.model.sublayers, on: lua) { pushPresentation(of: $0, at: p.time, on: lua) }
        case "superlayer": pushPresentation(of: p.model.superlayer, at: p.time, on: lua)
        case "mask": pushPresentation(of: p.model.mask, at: p.time, on: lua)
        default:
            if try layerTimeProperty(p.layer, key, on: lua) { return }
            guard let value = p.layer.value(forKey: key) else { throw unknownProperty(key, of: p.model, on: lua) }
            push(value, on: lua) { _, _ throws(ScriptFailure) in throw ScriptSession.presentationIsReadOnly }
        }
    }

    static let presentationIsReadOnly = ScriptFailure.message(
        "a presentation layer is read-only: it shows the layer as it appears now; change the layer itself")
}
