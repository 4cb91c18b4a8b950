import Layers

/// A layer's `delegate` from a script: a table whose `action(layer, key)` answers what a
/// property change does (CALayerDelegate.action(for:forKey:)): an animation to run, `false`
/// for no animation at all (NSNull: the search stops), or nil to let the layer's `actions`
/// and the default decide. As for animation delegates, the table's own `action` is called
/// without `self` and a class instance's (found through `__index`) as
/// `self:action(layer, key)`. An error in it surfaces from the change that asked.
final class ScriptLayerDelegate: ScriptTableObject, LayerDelegate {
    override class var ownFunctionsTakeSelf: Bool { false }

    func action(for layer: Layer, forKey key: String) -> LayerAction? {
        guard let session, session.pendingFailure == nil, hasMethod("action") else { return nil }
        var answer: LayerAction?
        session.pendingFailure = callMethod("action", pushArguments: { lua in
            session.pushLayer(layer, on: lua)
            lua.push(key)
            return 2
        }, readResult: { lua, index throws(ScriptFailure) in
            if lua.isNil(at: index) { return }
            if lua.bool(at: index) == false {
                answer = LayerAction.none
            } else if let animation = session.animation(at: index, in: lua) {
                answer = .animation(animation)
            } else {
                throw .message("a layer delegate's action(layer, key) must return an animation, false or nil (got \(lua.typeName(at: index)))")
            }
        })
        return answer
    }
}
