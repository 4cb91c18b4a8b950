import Geometry
import Views

/// A gesture recogniser's fields as scripts see them: `state` ("began", "changed"…), `view`,
/// `isEnabled`, `name` and `action`; a long press's `minimumPressDuration` and
/// `allowableMovement` too.
extension GestureRecognizer: ScriptObject {
    static let scriptKeys = ["state", "view", "isEnabled", "name", "action"]
    static let longPressKeys = ["minimumPressDuration", "allowableMovement"]

    /// The fields of a recogniser of `type`.
    static func scriptKeys(of type: GestureRecognizer.Type) -> [String] {
        scriptKeys + (type is LongPressGestureRecognizer.Type ? longPressKeys : [])
    }

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        if let longPress = self as? LongPressGestureRecognizer {
            switch key {
            case "minimumPressDuration": return lua.push(longPress.minimumPressDuration)
            case "allowableMovement": return lua.push(longPress.allowableMovement)
            default: break
            }
        }
        switch key {
        case "state": lua.push(state.rawValue)
        case "view": session.pushView(view, on: lua)
        case "isEnabled": lua.push(isEnabled)
        case "name": if let name { lua.push(name) } else { lua.pushNil() }
        case "action":
            if let function = session.gestureActions[ObjectIdentifier(self)], function.owner === self {
                lua.pushReference(function.reference)
            } else {
                lua.pushNil()
            }
        default: throw unknownField(key)
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        if let longPress = self as? LongPressGestureRecognizer, GestureRecognizer.longPressKeys.contains(key) {
            guard let value = lua.number(at: index), value.isFinite, value >= 0 else {
                throw .message("'\(key)' must be a number of \(key == "allowableMovement" ? "points" : "seconds") from 0 up (got "
                               + (lua.number(at: index).map { "\($0)" } ?? lua.typeName(at: index)) + ")")
            }
            if key == "allowableMovement" { longPress.allowableMovement = value } else { longPress.minimumPressDuration = value }
            return
        }
        switch key {
        case "isEnabled":
            guard let flag = lua.bool(at: index) else { throw .message("'isEnabled' must be true or false (got \(lua.typeName(at: index)))") }
            isEnabled = flag
        case "name":
            guard lua.isNil(at: index) || lua.string(at: index) != nil else {
                throw .message("'name' must be a string (got \(lua.typeName(at: index)))")
            }
            name = lua.string(at: index)
        case "action": try session.setGestureAction(of: self, valueAt: index, on: lua)
        case "state" where session.instance(of: self) != nil:
            // A recogniser class sets its state (UIGestureRecognizerSubclass); "recognized" is "ended".
            let valid = GestureState.allCases.map(\.rawValue) + ["recognized"]
            guard let name = lua.string(at: index), let state = GestureState(rawValue: name == "recognized" ? "ended" : name) else {
                throw .message("'state' must be one of " + valid.map { "\"\($0)\"" }.joined(separator: ", ")
                               + " (got \(lua.string(at: index).map { "'\($0)'" } ?? lua.typeName(at: index)))")
            }
            setState(state)
        case "state", "view":
            throw .message("'\(key)' is read-only" + (key == "view" ? "; use view:addGestureRecognizer(g)" : ""))
        default: throw unknownField(key)
        }
    }

    var scriptDescription: String {
        let typeName = type(of: self).typeName
        guard let name, !name.isEmpty else { return typeName }
        return "\(typeName) '\(name)'"
    }

    private func unknownField(_ key: String) -> ScriptFailure {
        let methods = ScriptSession.gestureMethods(of: type(of: self)).map(\.0)
        return .message(Suggestion.message("\(type(of: self).typeName) has no property '\(key)'", for: key,
                                           in: GestureRecognizer.scriptKeys(of: type(of: self)) + methods))
    }
}
