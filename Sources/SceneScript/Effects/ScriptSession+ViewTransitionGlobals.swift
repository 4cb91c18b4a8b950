import Views

/// `UIView.transition{ with = view, duration =, options = {"transitionFlipFromLeft"}, animations =,
/// completion = }` and `UIView.transition{ from =, to =, duration =, options =, completion = }`.
extension ScriptSession {
    static let viewTransitionFunctions: [(String, ScriptFunction)] = [
        ("transition", { s, lua throws(ScriptFailure) in try s.transitionViews(lua) }),
    ]

    static let transitionLabels = ["with", "from", "to", "duration", "options", "animations", "completion"]

    /// Runs either form of UIView.transition: a transition on `with` around the changes its
    /// animations function makes, or `to` replacing `from` with the transition on their superview.
    private func transitionViews(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let name = "UIView.transition"
        var arguments = try ViewAnimationArguments(self, lua, function: name, labels: Self.transitionLabels,
                                                   example: "UIView.transition{ with = view, duration = 0.5, options = {\"transitionFlipFromLeft\"}, animations = function() ... end }")
        let optionNames = try arguments.names("options")
        let names = try ViewAnimationOptionNames(optionNames, for: name, keyframes: false)
        let styles = ViewTransitionStyle.allCases.filter { optionNames.contains($0.rawValue) }
        guard styles.count <= 1 else {
            throw .message("\(name): options name two transitions, '\(styles[0].rawValue)' and '\(styles[1].rawValue)'")
        }
        let style = styles.first ?? .transitionNone
        let duration = try arguments.finite("duration")
        let completion = try arguments.function("completion", required: false)
        let done = completion.map { completionBlock($0) { (lua, finished: Bool) in lua.push(finished) } }
        let curve = names.curve ?? .easeInOut
        if arguments.has("with") {
            guard !arguments.has("from"), !arguments.has("to") else {
                throw .message("\(name): give either 'with' (and 'animations') or 'from' and 'to', not both")
            }
            let view = try transitionView("with", lua)
            let animations = try arguments.function("animations", required: false)
            try arguments.finish()
            try viewAnimations.transition(with: view, duration: duration, style: style, curve: curve, options: names.options,
                                          animations: { () throws(ScriptFailure) in
                                              if let animations { try runAnimations(animations) }
                                          }, completion: done)
            return 0
        }
        guard arguments.has("from"), arguments.has("to") else {
            try arguments.finish()
            throw .message("\(name) needs 'with' (the view to transition) or 'from' and 'to' (the views to swap)")
        }
        guard !arguments.has("animations") else {
            throw .message("\(name): the 'from'/'to' form takes no 'animations'; the change is the swap itself")
        }
        let from = try transitionView("from", lua), to = try transitionView("to", lua)
        try arguments.finish()
        guard from.superview != nil else {
            throw .message("\(name): the 'from' view has no superview (the transition runs on its superview)")
        }
        guard to !== from, !(from.superview.map { $0 === to || $0.isDescendant(of: to) } ?? false) else {
            throw .message("\(name): 'to' must be another view, not 'from' or one of its superviews")
        }
        viewAnimations.transition(from: from, to: to, duration: duration, style: style, curve: curve, options: names.options,
                                  showHideTransitionViews: optionNames.contains("showHideTransitionViews"), completion: done)
        return 0
    }

    /// The view under `label` in the argument table.
    private func transitionView(_ label: String, _ lua: Lua) throws(ScriptFailure) -> View {
        lua.rawGet(1, label)
        defer { lua.pop() }
        guard let view = view(at: -1, in: lua) else {
            throw .message("UIView.transition: '\(label)' must be a view (got \(lua.typeName(at: -1)))")
        }
        return view
    }
}
