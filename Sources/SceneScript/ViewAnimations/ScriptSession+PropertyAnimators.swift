import CLua
import Views

/// `UIViewPropertyAnimator{ duration =, curve = | dampingRatio = | controlPoint1 =,
/// controlPoint2 = | timingParameters =, animations = }` and
/// `UIViewPropertyAnimator.runningPropertyAnimator{ withDuration =, delay =, options =,
/// animations =, completion = }`: animators whose blocks are recorded by the scene's
/// `ViewAnimationContext` and whose completions run as their own entries.
extension ScriptSession {
    static let animatorLabels = ["duration", "curve", "dampingRatio", "controlPoint1", "controlPoint2", "timingParameters",
                                 "animations"]
    static let runningAnimatorLabels = ["withDuration", "delay", "options", "animations", "completion"]
    static let animatorTypeName = "UIViewPropertyAnimator"

    static let animatorCall: ScriptFunction = { s, lua throws(ScriptFailure) in
        try s.makeAnimator(lua)
    }

    static let runningAnimatorCall: ScriptFunction = { s, lua throws(ScriptFailure) in
        try s.makeRunningAnimator(lua)
    }

    private func makeAnimator(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let name = Self.animatorTypeName
        guard var arguments = try labelledArguments(lua, at: 2, function: name, labels: Self.animatorLabels,
                                                    example: "\(name){ duration = 1, curve = \"easeOut\", animations = function() ... end }")
        else { throw .message("\(name) needs a duration, as in \(name){ duration = 1, curve = \"easeOut\", animations = function() ... end }") }
        let duration = try arguments.finite("duration")
        guard duration >= 0 else { throw .message("\(name): 'duration' must be 0 or more (got \(duration))") }
        let given = ["curve", "dampingRatio", "controlPoint1", "timingParameters"].filter { arguments.has($0) }
        guard given.count <= 1 else {
            throw .message("\(name): give one of 'curve', 'dampingRatio', 'controlPoint1' and 'controlPoint2', or 'timingParameters' (got "
                           + given.map { "'\($0)'" }.joined(separator: " and ") + ")")
        }
        let timing: AnimatorTimingParameters
        switch given.first {
        case "curve": timing = try animationCurve(try arguments.string("curve"), in: name, label: "curve").parameters
        case "dampingRatio":
            let ratio = try arguments.finite("dampingRatio")
            guard ratio > 0 else { throw .message("\(name): 'dampingRatio' must be more than 0 (got \(ratio))") }
            timing = .spring(SpringTimingParameters(dampingRatio: ratio))
        case "controlPoint1": timing = try controlPoints(&arguments, in: name)
        case "timingParameters":
            lua.rawGet(2, "timingParameters")
            defer { lua.pop() }
            guard let object = self.timing(at: -1, in: lua) else {
                throw .message("\(name): 'timingParameters' must be a UISpringTimingParameters or UICubicTimingParameters (got \(lua.typeName(at: -1)))")
            }
            timing = object.parameters
        default:
            if arguments.has("controlPoint2") { throw .message("\(name): 'controlPoint1' and 'controlPoint2' go together") }
            timing = .defaultCubic
        }
        let animator = makeAnimator(duration: duration, timing: timing)
        if let animations = try arguments.function("animations", required: false) {
            try reportingRefusals { try animator.addAnimations(animationsBlock(animations)) }
        }
        pushAnimator(animator, on: lua)
        return 1
    }

    /// UIViewPropertyAnimator.runningPropertyAnimator: started at once (after `delay`) with
    /// the curve `options` name; transition and direction options are ignored, as in UIKit.
    private func makeRunningAnimator(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let name = "UIViewPropertyAnimator.runningPropertyAnimator"
        var arguments = try ViewAnimationArguments(self, lua, function: name, labels: Self.runningAnimatorLabels,
                                                   example: "\(name){ withDuration = 0.5, animations = function() ... end }")
        try arguments.finish()
        let duration = try arguments.nonNegative("withDuration")
        let delay = try arguments.nonNegative("delay", default: 0)
        let names = try ViewAnimationOptionNames(arguments.names("options"), for: name, keyframes: false)
        let animations = try arguments.function("animations", required: true)!
        let completion = try arguments.function("completion", required: false)
        let curve = names.curve ?? .easeInOut
        let animator = makeAnimator(duration: duration, timing: .cubic(curve.timingFunction))
        if let completion { animator.addCompletion(positionCompletion(completion)) }
        try reportingRefusals {
            try animator.addAnimations(animationsBlock(animations))
            try animator.startAnimation(afterDelay: delay)
        }
        pushAnimator(animator, on: lua)
        return 1
    }

    /// An animator on the scene's clock whose blocks the scene's view animations record.
    private func makeAnimator(duration: Double, timing: AnimatorTimingParameters) -> PropertyAnimator {
        PropertyAnimator(duration: duration, timingParameters: timing, host: timeline.host) { [weak self] block in
            guard let self else { return [] }
            return try self.viewAnimations.recordForAnimator(duration: duration, block)
        }
    }

    /// A completion: `function(position)` with "end", "start" or "current", as its own entry.
    func positionCompletion(_ function: LuaFunctionReference) -> (AnimatingPosition) -> Void {
        completionBlock(function) { lua, position in lua.push(position.rawValue) }
    }

    func pushAnimator(_ animator: PropertyAnimator, on lua: Lua) {
        pushIdentity(of: animator, as: .propertyAnimator,
                     named: Self.animatorTypeName, on: lua)
    }

    /// The animator at `index`, if it is one.
    func animator(at index: Int32, in lua: Lua) -> PropertyAnimator? { object(at: index, in: lua) as? PropertyAnimator }
}
