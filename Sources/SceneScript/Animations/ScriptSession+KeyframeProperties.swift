import Animation
import Layers

/// The properties of `CAKeyframeAnimation`: `values` (read as the key path's kind), `path`,
/// `keyTimes`, `timingFunctions`, `calculationMode`, `rotationMode` and the cubic spline's
/// `tensionValues`, `continuityValues` and `biasValues`. Whether they fit together (as many
/// key times as values) is checked when the animation is added, when all are known.
extension ScriptSession {
    func pushKeyframeProperty(_ a: KeyframeAnimation, _ key: String, on lua: Lua) {
        switch key {
        case "values":
            guard let values = a.values else { return lua.pushNil() }
            pushItems(values, on: lua) { push($0, on: lua, writeBack: nil) }
        case "path": if let path = a.path { pushBox(.path(path), on: lua) } else { lua.pushNil() }
        case "keyTimes": pushNumbers(a.keyTimes, on: lua)
        case "timingFunctions":
            guard let functions = a.timingFunctions else { return lua.pushNil() }
            pushItems(functions, on: lua) { pushTimingFunction($0, on: lua) }
        case "calculationMode": lua.push(a.calculationMode.rawValue)
        case "rotationMode": if let mode = a.rotationMode { lua.push(mode.rawValue) } else { lua.pushNil() }
        case "tensionValues": pushNumbers(a.tensionValues, on: lua)
        case "continuityValues": pushNumbers(a.continuityValues, on: lua)
        default: pushNumbers(a.biasValues, on: lua)
        }
    }

    func setKeyframeProperty(_ a: KeyframeAnimation, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        let isNil = lua.isNil(at: index)
        switch key {
        case "values":
            guard !isNil else { a.values = nil; return }
            a.values = try list(at: index, key, on: lua) { i, n throws(ScriptFailure) in
                try animationValue(at: i, keyPath: a.keyPath, label: "values[\(n)]", on: lua)
            }
        case "path":
            guard !isNil else { a.path = nil; return }
            guard let path = path(at: index, in: lua) else { throw .message("'path' must be a path (got \(lua.typeName(at: index)))") }
            a.path = path
        case "keyTimes": a.keyTimes = isNil ? nil : try numbers(at: index, key, on: lua)
        case "timingFunctions":
            a.timingFunctions = isNil ? nil : try timingFunctions(at: index, for: "'timingFunctions'", on: lua)
        case "calculationMode":
            a.calculationMode = try name(at: index, key, CalculationMode.allCases.map { ($0.rawValue, $0) }, on: lua)
        case "rotationMode":
            a.rotationMode = isNil ? nil : try name(at: index, key, KeyframeAnimation.RotationMode.allCases.map { ($0.rawValue, $0) }, on: lua)
        case "tensionValues": a.tensionValues = isNil ? nil : try numbers(at: index, key, on: lua)
        case "continuityValues": a.continuityValues = isNil ? nil : try numbers(at: index, key, on: lua)
        default: a.biasValues = isNil ? nil : try numbers(at: index, key, on: lua)
        }
    }
}
