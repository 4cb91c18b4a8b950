import Animation
import Layers

/// Core Animation animations: a random catalogued animation type on a key path the layer's
/// type animates (or a made-up one), its catalogued properties set to values of the key
/// path's kind and to random timings.
extension SceneGenerator {
    mutating func addAnimation(to layer: Object) {
        let animation = declareAnimation(for: layer, depth: 0)
        let key = chance(0.9) ? Self.quoted(name("key")) : "nil"
        // Adding checks that the values fit together (as many key times as values).
        tainted = chance(0.5)
        write("\(layer.name):add(\(animation), \(key))")
    }

    /// Declares a local animation for `layer` and returns its name; a group's members are
    /// declared before it.
    private mutating func declareAnimation(for layer: Object, depth: Int) -> String {
        let constructor = pick(fuzz.animations)
        let properties = constructor.type.properties.map(\.name)
        // Members first: a group's line names them.
        let members = properties.contains("animations") && depth < 2
            ? (0..<int(0...3)).map { _ in declareAnimation(for: layer, depth: depth + 1) } : []
        let animation = name("anim")
        lua.line("local \(animation) = \(constructor.global)()")
        var kind = PropertyKind.number
        if properties.contains("keyPath") {
            // The key path first: the values are read as its kind.
            let paths = fuzz.keyPaths(of: layer.type)
            if !paths.isEmpty, chance(0.93) {
                let path = pick(paths)
                kind = path.kind
                lua.line("\(animation).keyPath = \(Self.quoted(path.path))")
            } else {
                tainted = true
                write("\(animation).keyPath = \(Self.quoted(pick(["fuzzProperty", "position.w", "", "transform.rotation.q", "bounds.size.depth"])))")
            }
        }
        if properties.contains("duration"), chance(0.8) { write("\(animation).duration = \(number(0...2))") }
        for property in properties where property != "keyPath" && chance(0.35) {
            let target = "\(animation).\(property)"
            switch property {
            case "animations": write("\(target) = {\(members.joined(separator: ", "))}")
            case "fromValue", "toValue", "byValue":
                write("\(target) = \(chance(0.05) ? wrongValue(not: kind) : value(kind))")
            case "values": write("\(target) = \(list(int(0...6)) { $0.value(kind) })")
            case "keyTimes", "tensionValues", "continuityValues", "biasValues":
                write("\(target) = \(list(int(0...6)) { $0.number(0...1) })")
            case "path": write("\(target) = \(path())")
            case "timingFunction": write("\(target) = \(timingFunction())")
            case "timingFunctions": write("\(target) = \(list(int(0...5)) { $0.timingFunction() })")
            case "beginTime", "timeOffset", "duration", "repeatDuration":
                write("\(target) = \(chance(0.2) ? "CACurrentMediaTime() + \(number(0...2))" : number(0...2))")
            case "speed": write("\(target) = \(number(-2...3))")
            case "repeatCount": write("\(target) = \(chance(0.3) ? "math.huge" : number(0...4))")
            case "fillMode": write("\(target) = \(Self.quoted(pick(FillMode.allCases).rawValue))")
            case "calculationMode": write("\(target) = \(Self.quoted(pick(CalculationMode.allCases).rawValue))")
            case "rotationMode": write("\(target) = \(Self.quoted(pick(KeyframeAnimation.RotationMode.allCases).rawValue))")
            case "type": write("\(target) = \(Self.quoted(pick(Transition.Kind.allCases).rawValue))")
            case "subtype": write("\(target) = \(Self.quoted(pick(Transition.Direction.allCases).rawValue))")
            case "delegate" where lua.depth < 2: delegate(of: animation)
            default: risky("\(target) = \(chance(0.7) ? number(0...2) : anyValue())")
            }
        }
        return animation
    }

    /// `animationDidStart` and `animationDidStop` functions doing random things.
    private mutating func delegate(of animation: String) {
        let started = callback("started", parameters: "anim")
        let stopped = callback("stopped", parameters: "anim, finished")
        lua.line("\(animation).delegate = { animationDidStart = \(started), animationDidStop = \(stopped) }")
    }

    /// A timing function by name or control points.
    mutating func timingFunction() -> String {
        chance(0.7) ? Self.quoted(pick(TimingFunction.names))
            : "CAMediaTimingFunction(\(number(0...1)), \(number(-1...2)), \(number(0...1)), \(number(-1...2)))"
    }

    /// Declares a local function of `parameters` with one to three random statements and
    /// returns its name. A parameter named `argument` is taken to be what the engine hands
    /// callbacks (`handedType`), and called.
    mutating func callback(_ prefix: String, parameters: String = "", body: ((inout SceneGenerator) -> Void)? = nil) -> String {
        let function = name(prefix)
        let outer = tainted
        defer { tainted = outer }
        lua.open("local function \(function)(\(parameters))")
        let handed = parameters.split(separator: ",").map { $0.filter { $0 != " " } }.contains("argument")
        if handed {
            let argument = Object(name: "argument", type: handedType())
            objects.append(argument)
            for _ in 0..<int(0...4) { callMethod(on: argument) }
        }
        if let body { body(&self) }
        for _ in 0..<int(1...3) { statement() }
        if handed { objects.removeLast() }
        lua.close("end")
        return function
    }
}
