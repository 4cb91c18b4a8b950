import CLua
import Views

/// Visual effects as globals: `UIBlurEffect("dark")` or `UIBlurEffect{ style = "dark" }`,
/// `UIVibrancyEffect(blur)` or `UIVibrancyEffect{ blurEffect = blur }`, and the view that
/// shows them, `UIVisualEffectView{ effect = ..., frame = ... }` or `UIVisualEffectView(effect)`
/// (also `VisualEffectView`).
extension ScriptSession {
    static let effectNamespaces: [Namespace] = [
        Namespace(names: ["UIBlurEffect"], call: { s, lua throws(ScriptFailure) in
            s.pushEffect(.blur(try s.blurStyle(lua, function: "UIBlurEffect", label: "style")), on: lua)
            return 1
        }),
        Namespace(names: ["UIVibrancyEffect"], call: { s, lua throws(ScriptFailure) in
            try s.makeVibrancyEffect(lua)
        }),
        // UIVisualEffectView(effect) reads as UIVisualEffectView{ effect = effect }; the rest is
        // every view type's constructor.
        Namespace(names: ["VisualEffectView", "UIVisualEffectView"], call: { s, lua throws(ScriptFailure) in
            s.labelPositionalEffect(lua)
            return try ScriptSession.construct(s, lua)
        }),
    ]

    /// The blur style at argument 2 (after the namespace table): a name, or a table with `label`.
    private func blurStyle(_ lua: Lua, function: String, label: String) throws(ScriptFailure) -> BlurStyle {
        let usage = "\(function) takes a style, as in \(function)(\"dark\") or \(function){ \(label) = \"dark\" }"
        guard lua.top == 2 else { throw .message(usage) }
        if lua.isTable(at: 2) {
            lua.rawGet(2, label)
            defer { lua.pop() }
            try Arguments.checkLabels(in: 2, are: [label], of: function, on: lua)
            return try blurStyle(at: lua.top, function: function, on: lua)
        }
        return try blurStyle(at: 2, function: function, on: lua)
    }

    private func blurStyle(at index: Int32, function: String, on lua: Lua) throws(ScriptFailure) -> BlurStyle {
        let valid = BlurStyle.allCases.map(\.rawValue)
        guard lua.type(at: index) == LUA_TSTRING, let name = lua.string(at: index) else {
            throw .message("\(function): the style must be one of " + valid.map { "\"\($0)\"" }.joined(separator: ", ")
                + " (got \(lua.typeName(at: index)))")
        }
        guard let style = BlurStyle(rawValue: name) else {
            let message = "\(function): '\(name)' is not a blur style"
            let suggested = Suggestion.message(message, for: name, in: valid)
            throw .message(suggested != message ? suggested
                : message + "; use one of " + valid.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        return style
    }

    /// `UIVibrancyEffect(blurEffect)` or `UIVibrancyEffect{ blurEffect = ... }`.
    private func makeVibrancyEffect(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let function = "UIVibrancyEffect"
        let usage = "\(function) takes a blur effect, as in \(function)(UIBlurEffect(\"dark\")) or \(function){ blurEffect = blur }"
        guard lua.top == 2 else { throw .message(usage) }
        var index: Int32 = 2
        if effect(at: 2, in: lua) == nil, lua.isTable(at: 2) {
            try Arguments.checkLabels(in: 2, are: ["blurEffect"], of: function, on: lua)
            lua.rawGet(2, "blurEffect")
            index = lua.top
        }
        guard case .blur(let style)? = effect(at: index, in: lua) else {
            throw .message("\(usage) (got \(effectDescription(at: index, in: lua)))")
        }
        pushEffect(.vibrancy(style), on: lua)
        return 1
    }

    /// Turns the argument of `UIVisualEffectView(effect)` into `{ effect = effect }`.
    private func labelPositionalEffect(_ lua: Lua) {
        guard lua.top == 2, effect(at: 2, in: lua) != nil else { return }
        lua.newTable()
        lua.pushCopy(of: 2)
        lua.rawSet(-2, "effect")
        lua.remove(at: 2)
    }

    // MARK: Effect values

    /// The effect the handle at `index` holds, if it is one.
    func effect(at index: Int32, in lua: Lua) -> VisualEffect? { (object(at: index, in: lua) as? EffectBox)?.effect }

    /// The effect at `index` for an `effect` property: an effect or nil.
    func effectValue(at index: Int32, in lua: Lua) throws(ScriptFailure) -> VisualEffect? {
        if lua.isNil(at: index) { return nil }
        guard let effect = effect(at: index, in: lua) else {
            throw .message("'effect' must be a UIBlurEffect, a UIVibrancyEffect or nil (got \(effectDescription(at: index, in: lua)))")
        }
        return effect
    }

    func pushEffect(_ effect: VisualEffect?, on lua: Lua) {
        guard let effect else { return lua.pushNil() }
        let box = EffectBox.canonical(effect)
        pushIdentity(of: box, as: .effect(named: box.typeName), named: box.typeName, on: lua)
    }

    private func effectDescription(at index: Int32, in lua: Lua) -> String {
        (object(at: index, in: lua)).map { "\(type(of: $0))" } ?? lua.typeName(at: index)
    }
}

/// A visual effect as Lua holds it: UIBlurEffect and UIVibrancyEffect are objects in UIKit,
/// with no properties to read. There is one box per effect, so the same effect is the same
/// Lua value (`blur.effect == dark`).
final class EffectBox: ScriptObject, Sendable {
    let effect: VisualEffect

    private init(_ effect: VisualEffect) { self.effect = effect }

    /// The box of `effect`.
    static func canonical(_ effect: VisualEffect) -> EffectBox {
        switch effect {
        case .blur(let style): return blurBoxes[style]!
        case .vibrancy(let style): return vibrancyBoxes[style]!
        }
    }

    private static let blurBoxes = Dictionary(uniqueKeysWithValues: BlurStyle.allCases.map { ($0, EffectBox(.blur($0))) })
    private static let vibrancyBoxes = Dictionary(uniqueKeysWithValues: BlurStyle.allCases.map { ($0, EffectBox(.vibrancy($0))) })

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        throw .message("\(typeName) has no property '\(key)' (an effect is only given to a UIVisualEffectView)")
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        throw .message("\(typeName) values cannot be changed; make a new one")
    }

    /// `UIBlurEffect(dark)`, `UIVibrancyEffect(light)`.
    var scriptDescription: String {
        switch effect {
        case .blur(let style), .vibrancy(let style): return "\(typeName)(\(style.rawValue))"
        }
    }

    /// "UIBlurEffect" or "UIVibrancyEffect", also its metatable.
    var typeName: String {
        switch effect {
        case .blur: return "UIBlurEffect"
        case .vibrancy: return "UIVibrancyEffect"
        }
    }
}
