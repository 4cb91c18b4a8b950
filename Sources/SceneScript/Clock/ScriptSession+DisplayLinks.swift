import CLua

/// `CADisplayLink(target, "step")`, `CADisplayLink{ target = t, selector = "step" }` or
/// `CADisplayLink(function(link) ... end)`; `link:add(RunLoop.main, "common")` (or
/// `link:add{ to = RunLoop.main, forMode = "common" }`), `link:remove(...)`,
/// `link:invalidate()`. See `ScriptDisplayLink` for the frame rule.
extension ScriptSession {
    static let displayLinkNamespaces: [Namespace] = [
        Namespace(names: [ScriptDisplayLink.typeName], call: { s, lua throws(ScriptFailure) in try s.makeDisplayLink(lua) }),
        Namespace(names: [ScriptRunLoop.typeName], constants: true),
    ]

    static let displayLinkMethods: [(String, ScriptFunction)] = [
        ("add", { s, lua throws(ScriptFailure) in
            let link = try s.receiver(ScriptDisplayLink.self, "add", lua)
            try s.runLoopArguments("add", "to", lua)
            guard !link.isInvalidated else {
                throw .message("add: this CADisplayLink was invalidated; make a new one")
            }
            guard !link.isAdded else { return 0 }
            link.isAdded = true
            let frames = s.timeline.displayLinks
            if !frames.links.contains(where: { $0 === link }) { frames.links.append(link) }
            link.onResume = { [weak s] link in s?.wake(link) }
            if !link.isPaused { s.wake(link) }
            return 0
        }),
        ("remove", { s, lua throws(ScriptFailure) in
            let link = try s.receiver(ScriptDisplayLink.self, "remove", lua)
            try s.runLoopArguments("remove", "from", lua)
            link.isAdded = false
            return 0
        }),
        ("invalidate", { s, lua throws(ScriptFailure) in
            try s.receiver(ScriptDisplayLink.self, "invalidate", lua).invalidate()
            return 0
        }),
    ]

    func pushDisplayLink(_ link: ScriptDisplayLink, on lua: Lua) {
        pushIdentity(of: link, as: .displayLink, named: ScriptDisplayLink.typeName, on: lua)
    }

    func pushRunLoop(on lua: Lua) {
        pushIdentity(of: timeline.displayLinks.runLoop, as: .runLoop, named: ScriptRunLoop.typeName, on: lua)
    }

    private func makeDisplayLink(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let usage = "CADisplayLink takes a target and the name of its method, as in CADisplayLink(self, \"step\") "
            + "or CADisplayLink{ target = self, selector = \"step\" }, or a function: CADisplayLink(function(link) ... end)"
        var targetIndex: Int32 = 2, selectorIndex: Int32 = 3
        if lua.top == 2, lua.isFunction(at: 2) {
            let link = ScriptDisplayLink(action: .function(functionReference(at: 2, on: lua)))
            pushDisplayLink(link, on: lua)
            return 1
        } else if lua.top == 2, lua.isTable(at: 2), object(at: 2, in: lua) == nil {
            try Arguments.checkLabels(in: 2, are: ["target", "selector", "action"], of: "CADisplayLink", on: lua)
            lua.rawGet(2, "target")
            targetIndex = lua.top
            if lua.rawGet(2, "selector") == LUA_TNIL {
                lua.pop()
                lua.rawGet(2, "action")
            }
            selectorIndex = lua.top
        } else if lua.top != 3 {
            throw .message(usage)
        }
        guard let name = lua.string(at: selectorIndex) else {
            throw .message(usage + " (the selector is \(lua.typeName(at: selectorIndex)))")
        }
        guard let target = try targetObject(at: targetIndex, "CADisplayLink", lua) else {
            throw .message("CADisplayLink: the selector '\(name)' needs a target whose method it is")
        }
        pushDisplayLink(ScriptDisplayLink(action: .method(name, target)), on: lua)
        return 1
    }

    /// Checks `(runLoop, mode)` or `{ [label] = runLoop, forMode = mode }` from argument 2.
    private func runLoopArguments(_ method: String, _ label: String, _ lua: Lua) throws(ScriptFailure) {
        var loopIndex: Int32 = 2, modeIndex: Int32 = 3
        if lua.top == 2, lua.isTable(at: 2), object(at: 2, in: lua) == nil {
            try Arguments.checkLabels(in: 2, are: [label, "forMode"], of: method, on: lua)
            lua.rawGet(2, label)
            lua.rawGet(2, "forMode")
            loopIndex = lua.top - 1
            modeIndex = lua.top
        }
        // `.main`, as Swift writes it where a run loop is expected, is the main run loop.
        guard object(at: loopIndex, in: lua) is ScriptRunLoop || lua.string(at: loopIndex) == "main" else {
            throw .message("\(method): the run loop is RunLoop.main, as in link:\(method)(RunLoop.main, \"common\") "
                           + "(got \(lua.typeName(at: loopIndex)))")
        }
        guard let mode = lua.string(at: modeIndex), ScriptRunLoop.modes.contains(mode) else {
            let given = lua.string(at: modeIndex).map { "'\($0)'" } ?? lua.typeName(at: modeIndex)
            throw .message(Suggestion.message("\(method): \(given) is not a run loop mode", for: lua.string(at: modeIndex) ?? "",
                                              in: ScriptRunLoop.modes)
                           + " (modes: \"common\", \"default\", \"tracking\")")
        }
    }

    /// Makes sure a running link fires at the first frame after now.
    private func wake(_ link: ScriptDisplayLink) {
        link.nextFrame = ScriptDisplayLink.frame(after: timeline.clock.now)
        scheduleDisplayLinkFrame(link.nextFrame)
    }

    private func scheduleDisplayLinkFrame(_ k: Int) {
        let frames = timeline.displayLinks
        if let pending = frames.pendingFrame, pending <= k { return }
        frames.pendingFrame = k
        timeline.clock.schedule(at: ScriptDisplayLink.time(ofFrame: k)) { [weak self] in self?.runDisplayLinkFrame(k) }
    }

    /// Frame k: calls every running link due then, in the order they were added, in one entry
    /// (one implicit transaction, as one turn of the run loop); a link whose call fails is
    /// invalidated and its error collected. Then schedules the next frame any link is due at.
    private func runDisplayLinkFrame(_ k: Int) {
        let frames = timeline.displayLinks
        guard frames.pendingFrame == k else { return }
        frames.pendingFrame = nil
        frames.links.removeAll { !$0.isAdded || $0.isInvalidated }
        let due = frames.links.filter { $0.isRunning && $0.nextFrame <= k }
        if !due.isEmpty {
            runEntry {
                for link in due where link.isRunning {
                    link.beginFrame(k)
                    guard let failure = callDisplayLink(link) else { continue }
                    link.invalidate()
                    timeline.errors.append(sceneError(from: failure))
                }
                return nil
            }
        }
        if let next = frames.links.lazy.filter(\.isRunning).map(\.nextFrame).min() {
            scheduleDisplayLinkFrame(max(next, k + 1))
        }
    }

    private func callDisplayLink(_ link: ScriptDisplayLink) -> ScriptFailure? {
        switch link.action {
        case .function(let function)?:
            return host.call(function.reference) { lua in
                self.pushDisplayLink(link, on: lua)
                return 1
            }
        case .method(let name, let target)?:
            return callMethod(name, of: target, purpose: "the display link") { lua in self.pushDisplayLink(link, on: lua) }
        case nil:
            return nil
        }
    }
}
