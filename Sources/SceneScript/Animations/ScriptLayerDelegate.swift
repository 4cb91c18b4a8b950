import CLua
import Layers

/// A layer's `delegate` from a script: a table whose `action(layer, key)` answers what a
/// property change does (CALayerDelegate.action(for:forKey:)): an animation to run, `false`
/// for no animation at all (NSNull: the search stops), or nil to let the layer's `actions`
/// and the default decide. An error in it surfaces from the change that asked.
final class ScriptLayerDelegate: LayerDelegate {
    private weak var session: ScriptSession?
    let table: LuaFunctionReference

    init(session: ScriptSession, table: LuaFunctionReference) {
        self.session = session
        self.table = table
    }

    func action(for layer: Layer, forKey key: String) -> LayerAction? {
        guard let session, session.pendingFailure == nil, session.field("action", of: table) == LUA_TFUNCTION else { return nil }
        var answer: LayerAction?
        let failure = session.callLua(pushFunction: { lua in
            lua.pushReference(table.reference)
            lua.rawGet(-1, "action")
            lua.remove(at: -2)
        }, pushArguments: { lua in
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
        session.pendingFailure = failure
        return answer
    }
}
