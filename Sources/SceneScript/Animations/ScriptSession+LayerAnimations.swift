import Animation
import Layers

/// The animation methods of layers: `layer:add(anim, "key")`, `animation(forKey)`,
/// `animationKeys()`, `removeAnimation(forKey)`, `removeAllAnimations()`, `presentation()`
/// and `convertTime(t, {from = other})`.
extension ScriptSession {
    static let layerAnimationMethods: [(String, ScriptFunction)] = [
        ("add", { s, lua throws(ScriptFailure) in try s.addAnimation(lua) }),
        ("animation", { s, lua throws(ScriptFailure) in
            let layer = try s.receiver(Layer.self, "animation", lua)
            s.pushAnimation(layer.animation(forKey: try s.key(at: 2, for: "animation", on: lua)), on: lua)
            return 1
        }),
        ("animationKeys", { s, lua throws(ScriptFailure) in
            let layer = try s.receiver(Layer.self, "animationKeys", lua)
            s.pushItems(layer.animationKeys(), on: lua) { lua.push($0) }
            return 1
        }),
        ("removeAnimation", { s, lua throws(ScriptFailure) in
            let layer = try s.receiver(Layer.self, "removeAnimation", lua)
            s.timeline.host.removeAnimation(forKey: try s.key(at: 2, for: "removeAnimation", on: lua), from: layer)
            return 0
        }),
        ("removeAllAnimations", { s, lua throws(ScriptFailure) in
            s.timeline.host.removeAllAnimations(from: try s.receiver(Layer.self, "removeAllAnimations", lua))
            return 0
        }),
        ("presentation", { s, lua throws(ScriptFailure) in
            let layer = try s.receiver(Layer.self, "presentation", lua)
            s.pushPresentation(of: layer, at: s.timeline.clock.now, on: lua)
            return 1
        }),
        ("convertTime", { s, lua throws(ScriptFailure) in try s.convertTime(lua) }),
    ]

    // MARK: Adding

    private func addAnimation(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let layer = try receiver(Layer.self, "add", lua)
        guard let animation = animation(at: 2, in: lua) else {
            throw .message("add: expected an animation, as in layer:add(CABasicAnimation(\"opacity\"), \"fade\") (got \(lua.typeName(at: 2)))")
        }
        let key: String? = lua.isNil(at: 3) ? nil : try self.key(at: 3, for: "add", on: lua)
        switch AnimationGroup.problem(in: animation) {
        case .cycle?: throw .message("add: " + ScriptSession.groupNesting(.cycle))
        case .tooDeep?: throw .message("add: " + ScriptSession.groupNesting(.tooDeep))
        case .tooMany?:
            throw .message("add: the animation holds more than \(AnimationGroup.maxAnimations) animations (a group counts each time it is shared)")
        case nil: break
        }
        try check(animation, for: layer)
        let added = timeline.host.add(animation, to: layer, forKey: key)
        copyValues(into: added, on: lua)
        return 0
    }

    /// The error for a group inside itself or nested too deep (`AnimationGroup.problem`).
    static func groupNesting(_ problem: TreeEditProblem) -> String {
        switch problem {
        case .cycle: "a CAAnimationGroup cannot contain itself, directly or through the groups in it"
        case .tooDeep: "CAAnimationGroups would nest more than \(AnimationGroup.maxNesting) levels deep"
        }
    }

    private func key(at index: Int32, for method: String, on lua: Lua) throws(ScriptFailure) -> String {
        try checkNameLength(at: index, "\(method): the key", in: lua)
        guard let key = lua.string(at: index) else {
            throw .message("\(method): the key must be a string (got \(lua.typeName(at: index)))")
        }
        return key
    }

    /// Checks that `animation` can run on `layer`: its key path names a value of the layer's
    /// type, its values are of that value's kind, and its keyframes line up.
    func check(_ animation: LayerAnimation, for layer: Layer) throws(ScriptFailure) {
        let typeName = type(of: animation).typeName
        if let group = animation as? AnimationGroup {
            for child in group.animations { try check(child, for: layer) }
            return
        }
        guard let property = animation as? PropertyAnimation else { return }
        guard let keyPath = property.keyPath else {
            throw .message("\(typeName) has no keyPath; give it one, as in \(typeName)(\"opacity\")")
        }
        let layerType = type(of: layer)
        guard let accessor = KeyPathAccessor(keyPath, of: layer) else {
            throw .message(Suggestion.message("unknown key path '\(keyPath)' for \(layerType.typeName)", for: keyPath,
                                              in: ScriptSession.keyPaths(of: layerType)))
        }
        func checkValue(_ value: PropertyValue?, _ label: String) throws(ScriptFailure) {
            guard let value, !ScriptSession.value(value, fits: accessor.kind) else { return }
            throw .message("\(typeName): '\(label)' must be \(accessor.kind.description) for '\(keyPath)' (got \(ScriptSession.kindName(of: value)))")
        }
        if let basic = property as? BasicAnimation {
            try checkValue(basic.fromValue, "fromValue")
            try checkValue(basic.toValue, "toValue")
            try checkValue(basic.byValue, "byValue")
        }
        if let keyframes = property as? KeyframeAnimation {
            for (i, value) in (keyframes.values ?? []).enumerated() { try checkValue(value, "values[\(i + 1)]") }
            if keyframes.path != nil, accessor.kind != .point {
                throw .message("\(typeName): a path animates a point, and '\(keyPath)' is \(accessor.kind.description)")
            }
            do throws(KeyframeError) { try keyframes.validate() } catch { throw .message("\(typeName): \(error)") }
            if let count = keyframes.discreteKeyframesWithTooFewKeyTimes { warnAboutDiscreteKeyTimes(count, path: keyframes.path != nil) }
        }
    }

    /// Says, once per line of the scene, that a discrete keyframe animation has as many key
    /// times as keyframes, which Core Animation takes without a word.
    private func warnAboutDiscreteKeyTimes(_ count: Int, path: Bool) {
        let what = path ? "the \(count) keyframes of its path" : "\(count) values"
        let rule = path ? "keyframes + 1" : "values.count + 1"
        let message = (host.currentThread?.whereRunning() ?? "") + "warning: discrete keyframe animation has \(count) keyTimes for "
            + "\(what); Core Animation expects \(count + 1) (\(rule)); holding the last value from the last key time"
        if !log.contains(message) { appendLog(message) }
    }

    /// "a point", "a number"…: the kind of a value, for messages.
    static func kindName(of value: PropertyValue) -> String {
        switch value {
        case .number: return "a number"
        case .bool: return "a boolean"
        case .string, .name, .names: return "a string"
        case .point: return "a point"
        case .size: return "a size"
        case .rect: return "a rect"
        case .color: return "a colour"
        case .transform: return "a transform"
        case .affineTransform: return "an affine transform"
        case .path: return "a path"
        case .numbers: return "a list of numbers"
        case .colors: return "a list of colours"
        case .image: return "an image"
        case .font: return "a font"
        }
    }
}
