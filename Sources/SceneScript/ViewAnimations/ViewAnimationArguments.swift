import Animation
import CLua
import Views

/// The labelled table of a UIView animation call (`UIView.animate{ withDuration = 1, ... }`):
/// numbers through `Arguments`, and the functions and option names it holds.
struct ViewAnimationArguments {
    private var arguments: Arguments
    private let lua: Lua
    let function: String

    /// Reads the table at argument 1; `example` shows the call's form in the message when the
    /// argument is not such a table.
    init(_ session: ScriptSession, _ lua: Lua, function: String, labels: [String], example: String) throws(ScriptFailure) {
        arguments = Arguments(session, lua, function: function, labels: labels)
        self.lua = lua
        self.function = function
        guard arguments.isLabelled, lua.top == 1 else {
            throw .message("\(function) takes a table of Swift's argument labels, like \(example) (got \(lua.typeName(at: 1)))")
        }
    }

    func has(_ label: String) -> Bool { arguments.has(label) }

    /// A finite number; `fallback` when the label is missing.
    mutating func finite(_ label: String, default fallback: Double? = nil) throws(ScriptFailure) -> Double {
        try arguments.finite(label, default: fallback)
    }

    /// A finite number that is not negative.
    mutating func nonNegative(_ label: String, default fallback: Double? = nil) throws(ScriptFailure) -> Double {
        let value = try arguments.finite(label, default: fallback)
        guard value >= 0 else { throw .message("\(function): '\(label)' must be 0 or more (got \(ValueDescription.n(value)))") }
        return value
    }

    /// The function under `label`, or nil when it is missing and not `required`.
    mutating func function(_ label: String, required: Bool) throws(ScriptFailure) -> LuaFunctionReference? {
        try arguments.function(label, required: required)
    }

    /// The names under `label`: one string, or a list of them (nil and `{}` are none).
    func names(_ label: String) throws(ScriptFailure) -> [String] {
        lua.rawGet(1, label)
        defer { lua.pop() }
        if lua.isNil(at: -1) { return [] }
        if let name = lua.type(at: -1) == LUA_TSTRING ? lua.string(at: -1) : nil { return [name] }
        guard lua.isTable(at: -1) else {
            throw .message("\(function): '\(label)' must be a name or a list of names (got \(lua.typeName(at: -1)))")
        }
        var names: [String] = []
        for i in 0..<lua.length(at: -1) {
            lua.rawGet(-1, index: i + 1)
            defer { lua.pop() }
            guard lua.type(at: -1) == LUA_TSTRING, let name = lua.string(at: -1) else {
                throw .message("\(function): '\(label)' must list names (item \(i + 1) is \(lua.typeName(at: -1)))")
            }
            names.append(name)
        }
        return names
    }

    /// Fails on labels the function does not take, with the nearest one it does.
    func finish() throws(ScriptFailure) { try arguments.finish() }
}
