import Animation
import Layers

/// The properties of animations as scripts read and write them (`anim.duration = 2`), with
/// Core Animation's names. Values are checked as they are set, so a mistake is reported at
/// its line: a misspelt key path, a value of the wrong kind, a negative duration.
extension ScriptSession {
    static let commonAnimationKeys = mediaTimingKeys + ["timingFunction", "isRemovedOnCompletion", "delegate"]
    static let propertyAnimationKeys = ["keyPath", "isAdditive", "isCumulative"]
    static let basicAnimationKeys = ["fromValue", "toValue", "byValue"]
    static let springKeys = ["mass", "stiffness", "damping", "initialVelocity", "settlingDuration"]
    static let transitionKeys = ["type", "subtype", "startProgress", "endProgress"]
    static let keyframeKeys = ["values", "path", "keyTimes", "timingFunctions", "calculationMode", "rotationMode",
                               "tensionValues", "continuityValues", "biasValues"]

    /// Every property name of `animation`'s type.
    static func propertyNames(of animation: LayerAnimation) -> [String] {
        var names = commonAnimationKeys
        if animation is PropertyAnimation { names += propertyAnimationKeys }
        if animation is BasicAnimation { names += basicAnimationKeys }
        if animation is SpringAnimation { names += springKeys }
        if animation is KeyframeAnimation { names += keyframeKeys }
        if animation is AnimationGroup { names.append("animations") }
        if animation is Transition { names += transitionKeys }
        return names
    }

    // MARK: Pushing

    func pushAnimation(_ animation: LayerAnimation?, on lua: Lua) {
        guard let animation else { return lua.pushNil() }
        let name = type(of: animation).typeName
        pushIdentity(of: animation, as: .animation(named: name), named: name, on: lua)
    }

    func animation(at index: Int32, in lua: Lua) -> LayerAnimation? { object(at: index, in: lua) as? LayerAnimation }

    // MARK: Reading

    func animationProperty(_ animation: LayerAnimation, _ key: String, on lua: Lua) throws(ScriptFailure) {
        if pushTiming(animation.timing, key, on: lua) { return }
        switch (animation, key) {
        case (_, "timingFunction"): pushTimingFunction(animation.timingFunction, on: lua)
        case (_, "isRemovedOnCompletion"): lua.push(animation.isRemovedOnCompletion)
        case (_, "delegate"):
            pushTable(of: animation.delegate as? ScriptAnimationDelegate, on: lua)
        case (let a as PropertyAnimation, "keyPath"): if let k = a.keyPath { lua.push(k) } else { lua.pushNil() }
        case (let a as PropertyAnimation, "isAdditive"): lua.push(a.isAdditive)
        case (let a as PropertyAnimation, "isCumulative"): lua.push(a.isCumulative)
        case (let a as BasicAnimation, "fromValue"): pushAnimationValue(a.fromValue, on: lua) { a.fromValue = $0 }
        case (let a as BasicAnimation, "toValue"): pushAnimationValue(a.toValue, on: lua) { a.toValue = $0 }
        case (let a as BasicAnimation, "byValue"): pushAnimationValue(a.byValue, on: lua) { a.byValue = $0 }
        case (let a as SpringAnimation, "mass"): lua.push(a.spring.mass)
        case (let a as SpringAnimation, "stiffness"): lua.push(a.spring.stiffness)
        case (let a as SpringAnimation, "damping"): lua.push(a.spring.damping)
        case (let a as SpringAnimation, "initialVelocity"): lua.push(a.spring.initialVelocity)
        case (let a as SpringAnimation, "settlingDuration"): lua.push(a.settlingDuration)
        case (let a as KeyframeAnimation, _) where ScriptSession.keyframeKeys.contains(key): pushKeyframeProperty(a, key, on: lua)
        case (let a as AnimationGroup, "animations"): pushItems(a.animations, on: lua) { pushAnimation($0, on: lua) }
        case (let a as Transition, "type"): lua.push(a.type.rawValue)
        case (let a as Transition, "subtype"): lua.push(a.subtype.rawValue)
        case (let a as Transition, "startProgress"): lua.push(a.startProgress)
        case (let a as Transition, "endProgress"): lua.push(a.endProgress)
        default: throw unknownAnimationProperty(key, of: animation)
        }
    }

    /// Pushes `fromValue`/`toValue`/`byValue`; a struct value read from it writes back
    /// (`anim.toValue.x = 5`).
    private func pushAnimationValue(_ value: PropertyValue?, on lua: Lua, store: @escaping (PropertyValue) -> Void) {
        guard let value else { return lua.pushNil() }
        push(value, on: lua) { newValue, _ throws(ScriptFailure) in store(newValue) }
    }

    func pushNumbers(_ numbers: [Double]?, on lua: Lua) {
        guard let numbers else { return lua.pushNil() }
        pushItems(numbers, on: lua) { lua.push($0) }
    }

    func pushItems<T>(_ items: [T], on lua: Lua, _ pushItem: (T) -> Void) {
        lua.newTable(arrayCount: Int32(clamping: items.count))
        for (i, item) in items.enumerated() {
            pushItem(item)
            lua.rawSet(-2, index: i + 1)
        }
    }

    // MARK: Writing

    func setAnimationProperty(_ animation: LayerAnimation, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        let index = lua.absolute(index)
        if try setTiming(&animation.timing, key, valueAt: index, on: lua) { return }
        switch (animation, key) {
        case (_, "timingFunction"):
            animation.timingFunction = lua.isNil(at: index) ? nil : try timingFunction(at: index, for: "'timingFunction'", on: lua)
        case (_, "isRemovedOnCompletion"): animation.isRemovedOnCompletion = try bool(at: index, key, on: lua)
        case (_, "delegate"): animation.delegate = try animationDelegate(at: index, on: lua)
        case (let a as PropertyAnimation, "keyPath"):
            if lua.isNil(at: index) {
                a.keyPath = nil
            } else {
                try checkNameLength(at: index, "'keyPath'", in: lua)
                guard let keyPath = lua.string(at: index) else {
                    throw .message("'keyPath' must be a string such as \"position.x\" (got \(lua.typeName(at: index)))")
                }
                _ = try kind(ofKeyPath: keyPath)
                a.keyPath = keyPath
            }
        case (let a as PropertyAnimation, "isAdditive"): a.isAdditive = try bool(at: index, key, on: lua)
        case (let a as PropertyAnimation, "isCumulative"): a.isCumulative = try bool(at: index, key, on: lua)
        case (let a as BasicAnimation, "fromValue"): a.fromValue = try optionalValue(at: index, of: a, key, on: lua)
        case (let a as BasicAnimation, "toValue"): a.toValue = try optionalValue(at: index, of: a, key, on: lua)
        case (let a as BasicAnimation, "byValue"): a.byValue = try optionalValue(at: index, of: a, key, on: lua)
        case (let a as SpringAnimation, "mass"):
            a.spring.mass = try springNumber(at: index, key, "a finite number more than 0", on: lua) { $0 > 0 }
        case (let a as SpringAnimation, "stiffness"):
            a.spring.stiffness = try springNumber(at: index, key, "a finite number more than 0", on: lua) { $0 > 0 }
        case (let a as SpringAnimation, "damping"):
            a.spring.damping = try springNumber(at: index, key, "a finite number, 0 or more", on: lua) { $0 >= 0 }
        case (let a as SpringAnimation, "initialVelocity"):
            a.spring.initialVelocity = try springNumber(at: index, key, "a finite number", on: lua) { _ in true }
        case (is SpringAnimation, "settlingDuration"):
            throw .message("'settlingDuration' is read-only: it is worked out from mass, stiffness, damping and initialVelocity")
        case (let a as KeyframeAnimation, _) where ScriptSession.keyframeKeys.contains(key):
            try setKeyframeProperty(a, key, valueAt: index, on: lua)
        case (let a as AnimationGroup, "animations"):
            let children = try animations(at: index, on: lua)
            if let problem = a.problem(adopting: children) { throw .message(ScriptSession.groupNesting(problem)) }
            a.animations = children
        case (let a as Transition, "type"):
            a.type = try name(at: index, key, Transition.Kind.allCases.map { ($0.rawValue, $0) }, on: lua)
        case (let a as Transition, "subtype"):
            a.subtype = try name(at: index, key, Transition.Direction.allCases.map { ($0.rawValue, $0) }, on: lua)
        case (let a as Transition, "startProgress"): a.startProgress = try progress(at: index, key, on: lua)
        case (let a as Transition, "endProgress"): a.endProgress = try progress(at: index, key, on: lua)
        default: throw unknownAnimationProperty(key, of: animation)
        }
    }

    // MARK: Reading values

    /// A transition's progress: a number in 0...1.
    private func progress(at index: Int32, _ key: String, on lua: Lua) throws(ScriptFailure) -> Double {
        guard let n = lua.number(at: index), n >= 0, n <= 1 else {
            throw .message("'\(key)' must be a number from 0 to 1 (got \(lua.typeName(at: index)))")
        }
        return n
    }

    private func bool(at index: Int32, _ key: String, on lua: Lua) throws(ScriptFailure) -> Bool {
        guard let b = lua.bool(at: index) else { throw .message("'\(key)' must be a boolean (got \(lua.typeName(at: index)))") }
        return b
    }

    private func springNumber(at index: Int32, _ key: String, _ rule: String, on lua: Lua,
                              _ allowed: (Double) -> Bool) throws(ScriptFailure) -> Double {
        guard let n = lua.number(at: index), n.isFinite, allowed(n) else {
            throw .message("'\(key)' must be \(rule) (got \(describeNumber(at: index, on: lua)))")
        }
        return n
    }

    private func optionalValue(at index: Int32, of a: PropertyAnimation, _ key: String, on lua: Lua) throws(ScriptFailure) -> PropertyValue? {
        lua.isNil(at: index) ? nil : try animationValue(at: index, keyPath: a.keyPath, label: key, on: lua)
    }

    func name<T>(at index: Int32, _ key: String, _ names: [(String, T)], on lua: Lua) throws(ScriptFailure) -> T {
        let valid = names.map(\.0)
        guard let given = lua.string(at: index) else {
            throw .message("'\(key)' must be one of " + valid.map { "\"\($0)\"" }.joined(separator: ", ") + " (got \(lua.typeName(at: index)))")
        }
        guard let value = names.first(where: { $0.0 == given })?.1 else {
            throw .message(PropertyError.unknownName(key: key, value: given, valid: valid).description)
        }
        return value
    }

    func numbers(at index: Int32, _ key: String, on lua: Lua) throws(ScriptFailure) -> [Double] {
        try list(at: index, key, on: lua) { i, n throws(ScriptFailure) in
            guard let x = lua.number(at: i), x.isFinite else {
                throw .message("'\(key)' must be a list of finite numbers (item \(n) is \(describeNumber(at: i, on: lua)))")
            }
            return x
        }
    }

    /// The items of the list at `index`, read by `item` (given the item's stack index and
    /// its number from 1).
    func list<T>(at index: Int32, _ key: String, on lua: Lua,
                         _ item: (Int32, Int) throws(ScriptFailure) -> T) throws(ScriptFailure) -> [T] {
        guard lua.isTable(at: index) else { throw .message("'\(key)' must be a list (got \(lua.typeName(at: index)))") }
        var items: [T] = []
        for n in 1..<(lua.length(at: index) + 1) {
            lua.rawGet(index, index: n)
            defer { lua.pop() }
            items.append(try item(lua.top, n))
        }
        return items
    }

    private func animations(at index: Int32, on lua: Lua) throws(ScriptFailure) -> [LayerAnimation] {
        if lua.isNil(at: index) { return [] }
        return try list(at: index, "animations", on: lua) { i, n throws(ScriptFailure) in
            guard let child = animation(at: i, in: lua) else {
                throw .message("'animations' must be a list of animations (item \(n) is \(lua.typeName(at: i)))")
            }
            return child
        }
    }

    private func animationDelegate(at index: Int32, on lua: Lua) throws(ScriptFailure) -> AnimationDelegate? {
        try delegateTable(at: index, "delegate", expected: "a table with animationDidStart(anim) and animationDidStop(anim, finished) functions",
                          on: lua).map { ScriptAnimationDelegate(session: self, table: $0) }
    }

    func unknownAnimationProperty(_ key: String, of animation: LayerAnimation) -> ScriptFailure {
        let names = ScriptSession.propertyNames(of: animation) + ScriptSession.animationMethods.map(\.0)
        return .message(Suggestion.message("\(type(of: animation).typeName) has no property '\(key)'", for: key, in: names))
    }
}
