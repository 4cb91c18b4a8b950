import Animation
import CLua

/// `CAMediaTimingFunction("easeOut")`, `CAMediaTimingFunction{ name = "easeOut" }` and
/// `CAMediaTimingFunction(0.5, 0, 0.5, 1)` (the control points); wherever a timing
/// function is expected a name alone works too (`timingFunction = "easeIn"`).
extension ScriptSession {
    static let makeTimingFunction: ScriptFunction = { s, lua throws(ScriptFailure) in
        try s.makeTimingFunction(lua)
    }

    private func makeTimingFunction(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let function = TimingFunctionBox.typeName
        if lua.top == 2, lua.type(at: 2) == LUA_TSTRING {
            pushTimingFunction(try timingFunction(at: 2, for: function, on: lua), on: lua)
            return 1
        }
        var args = Arguments(self, lua, function: function, from: 2, labels: ["name", "controlPoints"])
        if args.isLabelled, args.has("name") {
            let name = try args.string("name")
            try args.finish()
            pushTimingFunction(try named(name, for: function), on: lua)
            return 1
        }
        let points: [Double]
        if args.isLabelled {
            lua.rawGet(2, "controlPoints")
            defer { lua.pop() }
            points = try controlPoints(inListAt: lua.top, on: lua)
            try args.finish()
        } else {
            guard lua.top == 5 else {
                throw .message("\(function) takes a name (\"easeIn\") or four control point numbers c1x, c1y, c2x, c2y")
            }
            points = try (0..<4).map { i throws(ScriptFailure) in try args.finite(["c1x", "c1y", "c2x", "c2y"][i]) }
        }
        guard (0...1).contains(points[0]), (0...1).contains(points[2]) else {
            throw .message("\(function): the control points' x values (c1x, c2x) must be between 0 and 1")
        }
        pushTimingFunction(TimingFunction(controlPoints: points[0], points[1], points[2], points[3]), on: lua)
        return 1
    }

    private func controlPoints(inListAt index: Int32, on lua: Lua) throws(ScriptFailure) -> [Double] {
        var points: [Double] = []
        if lua.isTable(at: index), lua.length(at: index) == 4 {
            for i in 1...4 {
                lua.rawGet(index, index: i)
                defer { lua.pop() }
                if let n = lua.number(at: -1), n.isFinite { points.append(n) }
            }
        }
        guard points.count == 4 else {
            throw .message("\(TimingFunctionBox.typeName): 'controlPoints' must be four finite numbers {c1x, c1y, c2x, c2y}")
        }
        return points
    }

    private func named(_ name: String, for function: String) throws(ScriptFailure) -> TimingFunction {
        guard let named = TimingFunction(name: name) else {
            throw .message(Suggestion.message("\(function): '\(name)' is not a timing function name; use one of "
                                              + TimingFunction.names.map { "\"\($0)\"" }.joined(separator: ", "),
                                              for: name, in: TimingFunction.names))
        }
        return named
    }

    /// The timing function at `index`: a CAMediaTimingFunction or a name.
    func timingFunction(at index: Int32, for function: String, on lua: Lua) throws(ScriptFailure) -> TimingFunction {
        if let box = object(at: index, in: lua) as? TimingFunctionBox { return box.function }
        if let name = lua.string(at: index) { return try named(name, for: function) }
        throw .message("\(function): expected a timing function name such as \"easeIn\" or a CAMediaTimingFunction (got \(lua.typeName(at: index)))")
    }

    /// A list of timing functions (`timingFunctions = {"easeIn", "linear"}`).
    func timingFunctions(at index: Int32, for function: String, on lua: Lua) throws(ScriptFailure) -> [TimingFunction] {
        guard lua.isTable(at: index) else {
            throw .message("\(function) must be a list of timing functions (got \(lua.typeName(at: index)))")
        }
        var functions: [TimingFunction] = []
        for i in 0..<lua.length(at: index) {
            lua.rawGet(index, index: i + 1)
            defer { lua.pop() }
            functions.append(try timingFunction(at: lua.top, for: "\(function)[\(i + 1)]", on: lua))
        }
        return functions
    }

    func pushTimingFunction(_ function: TimingFunction?, on lua: Lua) {
        guard let function else { return lua.pushNil() }
        pushNewHandle(for: TimingFunctionBox(function), as: .timingFunction, named: TimingFunctionBox.typeName, on: lua)
    }

    /// `tf.c1x`…`tf.c2y` and `tf.name` (nil for a curve made from control points).
    func timingFunctionField(_ box: TimingFunctionBox, _ key: String, on lua: Lua) throws(ScriptFailure) {
        let f = box.function
        switch key {
        case "c1x": lua.push(f.c1x)
        case "c1y": lua.push(f.c1y)
        case "c2x": lua.push(f.c2x)
        case "c2y": lua.push(f.c2y)
        case "name": if let name = f.name { lua.push(name) } else { lua.pushNil() }
        default:
            throw .message(Suggestion.message("\(TimingFunctionBox.typeName) has no field '\(key)'", for: key,
                                              in: TimingFunctionBox.fields))
        }
    }
}
