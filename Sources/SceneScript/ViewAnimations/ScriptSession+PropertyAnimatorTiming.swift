import Animation
import CLua
import Geometry
import Views

/// `UISpringTimingParameters{ dampingRatio =, initialVelocity = }`, `{ mass =, stiffness =,
/// damping =, initialVelocity = }` or `()`, and `UICubicTimingParameters{ animationCurve = }`,
/// `{ controlPoint1 =, controlPoint2 = }` or `()`: the timing objects animators take.
extension ScriptSession {
    static let springTimingLabels = ["dampingRatio", "mass", "stiffness", "damping", "initialVelocity"]
    static let cubicTimingLabels = ["animationCurve", "controlPoint1", "controlPoint2"]

    static let springTimingCall: ScriptFunction = { s, lua throws(ScriptFailure) in
        s.pushTiming(try s.makeSpringTiming(lua), on: lua)
        return 1
    }

    static let cubicTimingCall: ScriptFunction = { s, lua throws(ScriptFailure) in
        s.pushTiming(try s.makeCubicTiming(lua), on: lua)
        return 1
    }

    private func makeSpringTiming(_ lua: Lua) throws(ScriptFailure) -> TimingParametersObject {
        let name = "UISpringTimingParameters"
        guard var arguments = try labelledArguments(lua, at: 2, function: name, labels: Self.springTimingLabels,
                                                    example: "\(name){ dampingRatio = 0.7, initialVelocity = {0, 0} }")
        else { return TimingParametersObject(.spring(SpringTimingParameters())) }
        let velocity = try timingVelocity(in: name, table: 2, on: lua)
        let physical = ["mass", "stiffness", "damping"].filter { arguments.has($0) }
        if arguments.has("dampingRatio") {
            guard physical.isEmpty else {
                throw .message("\(name): give either 'dampingRatio' or 'mass', 'stiffness' and 'damping', not both")
            }
            let ratio = try arguments.finite("dampingRatio")
            guard ratio > 0 else { throw .message("\(name): 'dampingRatio' must be more than 0 (got \(ratio))") }
            return TimingParametersObject(.spring(SpringTimingParameters(dampingRatio: ratio, initialVelocity: velocity)))
        }
        guard !physical.isEmpty else { return TimingParametersObject(.spring(SpringTimingParameters(dampingRatio: 4.56, initialVelocity: velocity))) }
        guard physical.count == 3 else {
            let missing = ["mass", "stiffness", "damping"].filter { !physical.contains($0) }.map { "'\($0)'" }.joined(separator: " and ")
            throw .message("\(name): 'mass', 'stiffness' and 'damping' go together (\(missing) missing)")
        }
        let mass = try arguments.finite("mass"), stiffness = try arguments.finite("stiffness")
        let damping = try arguments.finite("damping")
        guard mass > 0, stiffness > 0, damping >= 0 else {
            throw .message("\(name): 'mass' and 'stiffness' must be more than 0 and 'damping' 0 or more (got \(mass), \(stiffness), \(damping))")
        }
        return TimingParametersObject(.spring(SpringTimingParameters(mass: mass, stiffness: stiffness, damping: damping,
                                                                     initialVelocity: velocity)))
    }

    /// `initialVelocity` in the table at `table`: `{dx, dy}`, `{dx =, dy =}` or a point.
    private func timingVelocity(in name: String, table: Int32, on lua: Lua) throws(ScriptFailure) -> Velocity {
        lua.rawGet(table, "initialVelocity")
        defer { lua.pop() }
        if lua.isNil(at: -1) { return .zero }
        if lua.isTable(at: -1), object(at: -1, in: lua) == nil {
            let dx = lua.rawGet(-1, "dx") == LUA_TNUMBER ? lua.number(at: -1) : nil
            lua.pop()
            let dy = lua.rawGet(-1, "dy") == LUA_TNUMBER ? lua.number(at: -1) : nil
            lua.pop()
            if let dx, let dy, dx.isFinite, dy.isFinite { return Velocity(dx: dx, dy: dy) }
        }
        guard let p = point(at: -1, in: lua), p.x.isFinite, p.y.isFinite else {
            throw .message("\(name): 'initialVelocity' must be a vector, as in {dx = 0.5, dy = 0} or {0.5, 0} (got \(lua.typeName(at: -1)))")
        }
        return Velocity(dx: p.x, dy: p.y)
    }

    private func makeCubicTiming(_ lua: Lua) throws(ScriptFailure) -> TimingParametersObject {
        let name = "UICubicTimingParameters"
        guard var arguments = try labelledArguments(lua, at: 2, function: name, labels: Self.cubicTimingLabels,
                                                    example: "\(name){ animationCurve = \"easeOut\" }")
        else { return TimingParametersObject(.defaultCubic) }
        if arguments.has("animationCurve") {
            guard !arguments.has("controlPoint1"), !arguments.has("controlPoint2") else {
                throw .message("\(name): give either 'animationCurve' or 'controlPoint1' and 'controlPoint2', not both")
            }
            let curve = try animationCurve(try arguments.string("animationCurve"), in: name, label: "animationCurve")
            return TimingParametersObject(curve.parameters, curveName: curve.name)
        }
        return TimingParametersObject(try controlPoints(&arguments, in: name))
    }

    /// A curve from `controlPoint1` and `controlPoint2`, both required.
    func controlPoints(_ arguments: inout Arguments, in name: String) throws(ScriptFailure) -> AnimatorTimingParameters {
        guard arguments.has("controlPoint1"), arguments.has("controlPoint2") else {
            throw .message("\(name): 'controlPoint1' and 'controlPoint2' go together")
        }
        let c1 = try arguments.point("controlPoint1"), c2 = try arguments.point("controlPoint2")
        guard [c1.x, c1.y, c2.x, c2.y].allSatisfy(\.isFinite) else {
            throw .message("\(name): the control points must be finite")
        }
        return .cubic(TimingFunction(controlPoints: c1.x, c1.y, c2.x, c2.y))
    }

    /// The labelled table that is the last argument, at `index`, its labels checked; nil when
    /// there is none or it is empty (all defaults). `example` shows the form.
    func labelledArguments(_ lua: Lua, at index: Int32, function: String, labels: [String],
                           example: String) throws(ScriptFailure) -> Arguments? {
        if lua.top < index { return nil }
        guard lua.top == index, lua.isTable(at: index), object(at: index, in: lua) == nil else {
            throw .message("\(function) takes a table of Swift's argument labels, like \(example) (got \(lua.typeName(at: min(index, lua.top))))")
        }
        let arguments = Arguments(self, lua, function: function, from: index, labels: labels)
        guard arguments.isLabelled else {
            try Arguments.checkLabels(in: index, are: labels, of: function, on: lua)
            return nil  // an empty table
        }
        try arguments.finish()
        return arguments
    }

    /// UIView.AnimationCurve by name ("easeInOut", "easeIn", "easeOut", "linear").
    func animationCurve(_ name: String, in function: String, label: String) throws(ScriptFailure) -> (parameters: AnimatorTimingParameters, name: String) {
        guard let parameters = AnimatorTimingParameters(curveName: name) else {
            let valid = AnimatorTimingParameters.curveNames
            throw .message(Suggestion.message("\(function): '\(label)' must be one of " + valid.map { "\"\($0)\"" }.joined(separator: ", ")
                                              + " (got \"\(name)\")", for: name, in: valid))
        }
        return (parameters, name)
    }

    func pushTiming(_ timing: TimingParametersObject, on lua: Lua) {
        let name = timing.typeName
        pushIdentity(of: timing, as: .timingParameters(spring: name == TimingParametersObject.springTypeName), named: name, on: lua)
    }

    /// The timing object at `index`, if it is one.
    func timing(at index: Int32, in lua: Lua) -> TimingParametersObject? { object(at: index, in: lua) as? TimingParametersObject }
}

/// A UICubicTimingParameters or UISpringTimingParameters a script holds.
final class TimingParametersObject: ScriptObject {
    let parameters: AnimatorTimingParameters
    /// The UIView.AnimationCurve it was made from, if any.
    let curveName: String?

    init(_ parameters: AnimatorTimingParameters, curveName: String? = nil) {
        self.parameters = parameters
        self.curveName = curveName
    }

    static let cubicTypeName = "UICubicTimingParameters"
    static let springTypeName = "UISpringTimingParameters"

    var typeName: String {
        if case .spring = parameters { return Self.springTypeName }
        return Self.cubicTypeName
    }

    static let cubicKeys = ["timingCurveType", "animationCurve", "controlPoint1", "controlPoint2"]
    static let springKeys = ["timingCurveType", "dampingRatio", "initialVelocity"]

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch (parameters, key) {
        case (.cubic, "timingCurveType"): lua.push(curveName == nil ? "cubic" : "builtin")
        case (.spring, "timingCurveType"): lua.push("builtin")
        case (.cubic, "animationCurve"): if let curveName { lua.push(curveName) } else { lua.pushNil() }
        // As UIKit, a curve made from a name reports zero control points.
        case (.cubic(let f), "controlPoint1"): session.pushBox(.point(curveName == nil ? Point(x: f.c1x, y: f.c1y) : .zero), on: lua)
        case (.cubic(let f), "controlPoint2"): session.pushBox(.point(curveName == nil ? Point(x: f.c2x, y: f.c2y) : .zero), on: lua)
        case (.spring(let s), "dampingRatio"):
            switch s.form {
            case .dampingRatio(let ratio): lua.push(ratio)
            case let .physical(mass, stiffness, damping): lua.push(damping / (2 * (stiffness * mass).squareRoot()))
            }
        case (.spring(let s), "initialVelocity"):
            lua.newTable()
            lua.push(s.initialVelocity.dx)
            lua.rawSet(-2, "dx")
            lua.push(s.initialVelocity.dy)
            lua.rawSet(-2, "dy")
        default:
            let keys = typeName == Self.springTypeName ? Self.springKeys : Self.cubicKeys
            throw .message(Suggestion.message("\(typeName) has no property '\(key)'", for: key, in: keys))
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        throw .message("\(typeName) is read-only: make a new one to change '\(key)'")
    }

    var scriptDescription: String { typeName }
}
