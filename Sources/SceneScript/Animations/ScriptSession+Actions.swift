import Layers

/// Actions (CAAction) as scripts write them: an animation, `false` for NSNull (no action,
/// and the search stops), nil for none (the search goes on), or an instance of an
/// `NSObject` class with a `run(key, object, arguments)` method.
extension ScriptSession {
    func pushAction(_ action: LayerAction?, on lua: Lua) {
        switch action {
        case nil: lua.pushNil()
        case .none?: lua.push(false)
        case .animation(let animation)?: pushAnimation(animation, on: lua)
        case .custom(let custom)?:
            if let object = custom as? ScriptNSObject { pushObject(object, on: lua) } else { lua.pushNil() }
        }
    }

    /// The action at `index`, returned by `source` (named in the error for anything else).
    func action(at index: Int32, from source: String, in lua: Lua) throws(ScriptFailure) -> LayerAction? {
        if lua.isNil(at: index) { return nil }
        if lua.bool(at: index) == false { return LayerAction.none }
        if let animation = animation(at: index, in: lua) { return .animation(animation) }
        if let object = object(at: index, in: lua) as? ScriptNSObject { return .custom(object) }
        throw .message("\(source) must return an animation, an action object (an NSObject class with run(key, object, arguments)), false or nil (got \(lua.typeName(at: index)))")
    }
}
