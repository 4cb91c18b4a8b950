import CLua
import Views

/// UIView.animate, animateKeyframes, addKeyframe, performWithoutAnimation and
/// setAnimationsEnabled: scripts' calls read into `ViewAnimationParameters` and run by the
/// scene's `ViewAnimationContext`, with the animations function called at once and the
/// completion as its own entry when the animations end.
extension ScriptSession {
    /// The scene's view animations, watching the scene's views.
    var viewAnimations: ViewAnimationContext { timeline.viewAnimations }

    static let animateLabels = ["withDuration", "delay", "options", "usingSpringWithDamping", "initialSpringVelocity",
                                "springDuration", "bounce", "animations", "completion"]
    static let animateKeyframesLabels = ["withDuration", "delay", "options", "animations", "completion"]
    static let addKeyframeLabels = ["withRelativeStartTime", "relativeDuration", "animations"]

    /// `UIView.animate{ withDuration =, delay =, options =, usingSpringWithDamping =,
    /// initialSpringVelocity =, animations =, completion = }`, iOS 17's `UIView.animate{
    /// springDuration =, bounce =, initialSpringVelocity =, ... }`, and the short
    /// `UIView.animate(duration, animations[, completion])`.
    func animateViews(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let name = "UIView.animate"
        if lua.type(at: 1) == LUA_TNUMBER {
            guard let duration = lua.number(at: 1), duration.isFinite else {
                throw .message("\(name): the duration must be a finite number (got \(describeNumber(at: 1, on: lua)))")
            }
            let animations = try positionalFunction(at: 2, of: name, on: lua, required: true)!
            let completion = try positionalFunction(at: 3, of: name, on: lua, required: false)
            try runBlock(ViewAnimationParameters(duration: duration), animations, completion, keyframes: false)
            return 0
        }
        var arguments = try ViewAnimationArguments(self, lua, function: name, labels: Self.animateLabels,
                                                   example: "UIView.animate{ withDuration = 0.5, animations = function() ... end }")
        let names = try ViewAnimationOptionNames(arguments.names("options"), for: name, keyframes: false)
        let delay = try arguments.nonNegative("delay", default: 0)
        let velocity = try arguments.finite("initialSpringVelocity", default: 0)
        var parameters: ViewAnimationParameters
        if arguments.has("springDuration") || arguments.has("bounce") {
            guard !arguments.has("withDuration"), !arguments.has("usingSpringWithDamping") else {
                throw .message("\(name): give either 'springDuration' and 'bounce' (iOS 17) or 'withDuration', not both")
            }
            let springDuration = try arguments.finite("springDuration", default: 0.5)
            guard springDuration > 0 else { throw .message("\(name): 'springDuration' must be more than 0 (got \(ValueDescription.n(springDuration)))") }
            let bounce = try arguments.finite("bounce", default: 0)
            guard bounce > -1, bounce <= 1 else { throw .message("\(name): 'bounce' must be more than -1 and at most 1 (got \(ValueDescription.n(bounce)))") }
            parameters = .spring(springDuration: springDuration, bounce: bounce, initialVelocity: velocity, delay: delay,
                                 options: names.options)
        } else {
            guard arguments.has("withDuration") else {
                try arguments.finish()
                throw .message("\(name) needs 'withDuration' (or iOS 17's 'springDuration')")
            }
            let duration = try arguments.finite("withDuration")
            if arguments.has("usingSpringWithDamping") {
                let ratio = try arguments.nonNegative("usingSpringWithDamping")
                parameters = .spring(duration: duration, delay: delay, dampingRatio: ratio, initialVelocity: velocity,
                                     options: names.options)
            } else {
                guard !arguments.has("initialSpringVelocity") else {
                    throw .message("\(name): 'initialSpringVelocity' needs 'usingSpringWithDamping' (or 'springDuration')")
                }
                parameters = ViewAnimationParameters(duration: duration, delay: delay, options: names.options)
            }
        }
        parameters.curve = names.curve
        let animations = try arguments.function("animations", required: true)!
        let completion = try arguments.function("completion", required: false)
        try arguments.finish()
        try runBlock(parameters, animations, completion, keyframes: false)
        return 0
    }

    /// `UIView.animateKeyframes{ withDuration =, delay =, options =, animations =, completion = }`.
    func animateKeyframes(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let name = "UIView.animateKeyframes"
        var arguments = try ViewAnimationArguments(self, lua, function: name, labels: Self.animateKeyframesLabels,
                                                   example: "UIView.animateKeyframes{ withDuration = 1.5, animations = function() ... end }")
        let names = try ViewAnimationOptionNames(arguments.names("options"), for: name, keyframes: true)
        var parameters = ViewAnimationParameters(duration: try arguments.finite("withDuration"),
                                                 delay: try arguments.nonNegative("delay", default: 0),
                                                 options: names.options, curve: names.curve)
        parameters.calculationMode = names.calculationMode
        let animations = try arguments.function("animations", required: true)!
        let completion = try arguments.function("completion", required: false)
        try arguments.finish()
        try runBlock(parameters, animations, completion, keyframes: true)
        return 0
    }

    /// `UIView.addKeyframe{ withRelativeStartTime =, relativeDuration =, animations = }` or
    /// `UIView.addKeyframe(start, duration, animations)`, inside `animateKeyframes` only.
    func addKeyframe(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let name = "UIView.addKeyframe"
        let start: Double, duration: Double, animations: LuaFunctionReference
        if lua.type(at: 1) == LUA_TNUMBER {
            start = try relativeTime(lua.number(at: 1), "withRelativeStartTime", at: 1, on: lua)
            duration = try relativeTime(lua.number(at: 2), "relativeDuration", at: 2, on: lua)
            animations = try positionalFunction(at: 3, of: name, on: lua, required: true)!
        } else {
            var arguments = try ViewAnimationArguments(self, lua, function: name, labels: Self.addKeyframeLabels,
                                                       example: "UIView.addKeyframe{ withRelativeStartTime = 0, relativeDuration = 0.5, animations = function() ... end }")
            start = try relativeTime(arguments.finite("withRelativeStartTime"), "withRelativeStartTime", at: nil, on: lua)
            duration = try relativeTime(arguments.finite("relativeDuration"), "relativeDuration", at: nil, on: lua)
            animations = try arguments.function("animations", required: true)!
            try arguments.finish()
        }
        let context = viewAnimations
        guard context.acceptsKeyframes else {
            throw .message("\(name) can only be called inside the animations function of UIView.animateKeyframes")
        }
        try context.addKeyframe(relativeStartTime: start, relativeDuration: duration) { () throws(ScriptFailure) in
            try runAnimations(animations)
        }
        return 0
    }

    /// `UIView.performWithoutAnimation(fn)`.
    func performWithoutAnimation(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let function = try positionalFunction(at: 1, of: "UIView.performWithoutAnimation", on: lua, required: true)!
        try viewAnimations.performWithoutAnimation { () throws(ScriptFailure) in try runAnimations(function) }
        return 0
    }

    /// `UIView.setAnimationsEnabled(enabled)`.
    func setAnimationsEnabled(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard let enabled = lua.bool(at: 1) else {
            throw .message("UIView.setAnimationsEnabled takes true or false (got \(lua.typeName(at: 1)))")
        }
        viewAnimations.areAnimationsEnabled = enabled
        return 0
    }

    // MARK: Running blocks

    /// Runs an animate or animateKeyframes block: `animations` now, `completion(finished)` as
    /// its own entry when the block's animations end.
    private func runBlock(_ parameters: ViewAnimationParameters, _ animations: LuaFunctionReference,
                          _ completion: LuaFunctionReference?, keyframes: Bool) throws(ScriptFailure) {
        let done = completion.map { completionBlock($0) { (lua, finished: Bool) in lua.push(finished) } }
        let context = viewAnimations
        if keyframes {
            try context.animateKeyframes(parameters, animations: { () throws(ScriptFailure) in try runAnimations(animations) },
                                         completion: done)
        } else {
            try context.animate(parameters, animations: { () throws(ScriptFailure) in try runAnimations(animations) },
                                completion: done)
        }
        try throwPendingFailure()  // from a layout the `layoutSubviews` option ran
    }

    /// The function at argument `index`, or nil when it is nil and not `required`.
    private func positionalFunction(at index: Int32, of name: String, on lua: Lua,
                                    required: Bool) throws(ScriptFailure) -> LuaFunctionReference? {
        if lua.isNil(at: index), !required { return nil }
        guard lua.isFunction(at: index) else {
            throw .message("\(name): argument \(index) must be a function (got \(lua.typeName(at: index)))")
        }
        return functionReference(at: index, on: lua)
    }

    /// A keyframe's relative time: a number in 0...1.
    private func relativeTime(_ value: Double?, _ label: String, at index: Int32?, on lua: Lua) throws(ScriptFailure) -> Double {
        guard let value, value >= 0, value <= 1 else {
            let got = index.map { describeNumber(at: $0, on: lua) } ?? value.map(ValueDescription.n) ?? "nothing"
            throw .message("UIView.addKeyframe: '\(label)' must be a number from 0 to 1 (got \(got))")
        }
        return value
    }
}
