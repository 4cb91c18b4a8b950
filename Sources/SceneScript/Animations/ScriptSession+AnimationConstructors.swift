import Layers

/// `CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 2 }`,
/// `CABasicAnimation("position")`, `CAKeyframeAnimation`, `CASpringAnimation`,
/// `CAAnimationGroup`, `CATransition`, and the `CAMediaTimingFunction` and `CATransaction` tables.
extension ScriptSession {
    static let animationTypes: [String: LayerAnimation.Type] = [
        "CABasicAnimation": BasicAnimation.self, "CAKeyframeAnimation": KeyframeAnimation.self,
        "CASpringAnimation": SpringAnimation.self, "CAAnimationGroup": AnimationGroup.self,
        "CATransition": Transition.self,
    ]

    static let animationNamespaces: [Namespace] =
        animationTypes.keys.sorted().map { Namespace(names: [$0], call: constructAnimation) } + [
            Namespace(names: [TimingFunctionBox.typeName], call: makeTimingFunction),
            Namespace(names: ["CATransaction"], call: nil, functions: transactionFunctions),
        ]

    private static let constructAnimation: ScriptFunction = { s, lua throws(ScriptFailure) in
        try s.constructAnimation(lua)
    }

    private func constructAnimation(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard let typeName = namespaceName(at: 1, in: lua), let animationType = ScriptSession.animationTypes[typeName] else {
            return 0
        }
        let animation = animationType.init()
        if lua.top >= 2 {
            let usage = ScriptFailure.message("\(typeName) takes a table of properties, as in \(typeName){ "
                + (animation is PropertyAnimation ? "keyPath = \"opacity\", " : "") + "duration = 1 }"
                + (animation is PropertyAnimation ? ", or a key path, as in \(typeName)(\"opacity\")" : ""))
            guard lua.top == 2 else { throw usage }
            if lua.isTable(at: 2), object(at: 2, in: lua) == nil {
                try apply(propertiesAt: 2, to: animation, typeName: typeName, on: lua)
            } else if animation is PropertyAnimation, lua.string(at: 2) != nil {
                try setAnimationProperty(animation, "keyPath", valueAt: 2, on: lua)
            } else {
                throw usage
            }
        }
        pushAnimation(animation, on: lua)
        return 1
    }

    /// Sets the table's properties with `keyPath` first, since it decides how the values
    /// read, and the rest in name order, so Lua's table order never matters.
    private func apply(propertiesAt table: Int32, to animation: LayerAnimation, typeName: String, on lua: Lua) throws(ScriptFailure) {
        var keys = try lua.stringKeys(of: table) { key in
            ScriptFailure.message("\(typeName){...} takes property names as keys (found a \(lua.typeName(at: key)) key)")
        }
        keys.sort { a, b in a == "keyPath" || (b != "keyPath" && a < b) }
        for key in keys {
            lua.rawGet(table, key)
            defer { lua.pop() }
            try setAnimationProperty(animation, key, valueAt: lua.top, on: lua)
        }
    }
}
