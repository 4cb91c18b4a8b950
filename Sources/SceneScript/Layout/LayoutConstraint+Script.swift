import Views

/// `NSLayoutConstraint` objects in scripts: `firstItem`, `firstAttribute`, `relation`,
/// `secondItem`, `secondAttribute`, `multiplier` (read-only, as in UIKit) and `constant`,
/// `priority`, `isActive`, `identifier` (settable).
extension LayoutConstraint: ScriptObject {
    static let scriptTypeName = "NSLayoutConstraint"
    static let scriptKeys = ["firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier",
                             "constant", "priority", "isActive", "identifier"]

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "firstItem": session.pushLayoutItem(firstItem, on: lua)
        case "secondItem": session.pushLayoutItem(secondItem, on: lua)
        case "firstAttribute": lua.push(firstAttribute.rawValue)
        case "secondAttribute": lua.push(secondAttribute.rawValue)
        case "relation": lua.push(relation.rawValue)
        case "multiplier": lua.push(multiplier)
        case "constant": lua.push(constant)
        case "priority": lua.push(priority)
        case "isActive": lua.push(isActive)
        case "identifier": if let identifier { lua.push(identifier) } else { lua.pushNil() }
        default: throw unknownField(key)
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "constant":
            guard let value = lua.number(at: index), value.isFinite else {
                throw .message("'constant' must be a finite number (got \(lua.typeName(at: index)))")
            }
            constant = value
        case "priority":
            guard let value = lua.number(at: index), value > 0, value <= 1000 else {
                throw .message("'priority' must be a number from 1 to 1000, as UILayoutPriority is (got \(lua.number(at: index).map { String($0) } ?? lua.typeName(at: index)))")
            }
            priority = value
        case "isActive":
            guard let flag = lua.bool(at: index) else { throw .message("'isActive' must be true or false (got \(lua.typeName(at: index)))") }
            do throws(LayoutError) { try setActive(flag) } catch { throw .message(error.description) }
        case "identifier":
            guard lua.isNil(at: index) || lua.string(at: index) != nil else {
                throw .message("'identifier' must be a string (got \(lua.typeName(at: index)))")
            }
            identifier = lua.string(at: index)
        case "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier":
            throw .message("'\(key)' is read-only; make a new constraint (NSLayoutConstraint or an anchor's constraint)")
        default: throw unknownField(key)
        }
    }

    var scriptDescription: String { description }

    private func unknownField(_ key: String) -> ScriptFailure {
        .message(Suggestion.message("NSLayoutConstraint has no property '\(key)'", for: key, in: LayoutConstraint.scriptKeys))
    }
}

/// A layout anchor in scripts (`view.leadingAnchor`): its `constraint{...}` makes constraints.
final class LayoutAnchorObject: ScriptObject {
    static let scriptTypeName = "NSLayoutAnchor"
    let anchor: LayoutAnchor

    init(_ anchor: LayoutAnchor) { self.anchor = anchor }

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "item": session.pushLayoutItem(anchor.item, on: lua)
        case "attribute": lua.push(anchor.attribute.rawValue)
        default: throw .message(Suggestion.message("NSLayoutAnchor has no property '\(key)'", for: key, in: ["item", "attribute", "constraint"]))
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        throw .message("an anchor's '\(key)' is read-only")
    }

    var scriptDescription: String { "NSLayoutAnchor \(anchor.item.layoutName).\(anchor.attribute.rawValue)" }
}

/// `view.safeAreaLayoutGuide` and `view.layoutMarginsGuide`: their anchors and `owningView`.
extension LayoutGuide: ScriptObject {
    static let scriptTypeName = "UILayoutGuide"

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        if key == "owningView" { return session.pushView(owningView, on: lua) }
        guard let attribute = ScriptSession.anchorAttributes[key] else {
            throw .message(Suggestion.message("UILayoutGuide has no property '\(key)'", for: key,
                                              in: ["owningView"] + ScriptSession.anchorAttributes.keys.sorted()))
        }
        session.pushAnchor(LayoutAnchor(item: self, attribute: attribute), on: lua)
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        throw .message("a layout guide's '\(key)' is read-only")
    }

    var scriptDescription: String { "UILayoutGuide \(layoutName)" }
}
