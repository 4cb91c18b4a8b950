import CLua
import LuaShim

/// Script entries: the load, and every callback the clock runs later (a timer, a
/// completion block, an animation delegate). Each runs inside its own implicit transaction,
/// as Core Animation wraps each turn of the run loop in one, and an error in a callback is
/// collected with its `file:line:` instead of stopping the scene.
extension ScriptSession {
    /// Runs the scene file as the first entry, at time 0, with no implicit animations.
    func loadScene() throws(SceneError) {
        let transactions = timeline.host.transactions
        transactions.begin()
        timeline.entryDepth = transactions.depth
        defer { closeTransactions(downTo: 0) }
        try load()
        timeline.isLoaded = true
    }

    /// Runs the events due up to scene time `t` and moves the clock there, for at most
    /// `limits.catchUpSeconds` of real time or until `interruption` gives a reason.
    func advance(to t: Double) {
        let start = ContinuousClock.now
        let limit = limits.catchUpSeconds
        let shownLimit = limit.rounded() == limit && limit < 1e6 ? "\(Int(limit))" : "\(limit)"
        let stopReason = { [interruption] () -> String? in
            let elapsed = (ContinuousClock.now - start) / .seconds(1)
            if let reason = interruption?(elapsed) { return reason }
            guard elapsed > limit else { return nil }
            return "running the events up to t = \(t) took more than \(shownLimit) s of real time "
                + "(does a timer, transition or completion keep scheduling more?)"
        }
        for problem in timeline.clock.advance(to: t, stopReason: stopReason) {
            timeline.errors.append(chunkNames.sceneError(from: (problem.origin ?? "") + problem.message, defaultFile: scenePath))
        }
    }

    /// Runs `body` (which calls Lua) as one entry; a failure it returns is collected.
    func runEntry(_ body: () -> ScriptFailure?) {
        guard host.state != nil else { return }
        let transactions = timeline.host.transactions
        let base = transactions.depth
        let outerEntryDepth = timeline.entryDepth
        transactions.begin()
        timeline.entryDepth = transactions.depth
        let failure = body()
        // UIKit lays out at the end of the run loop's turn: whatever the entry changed of the
        // constraints is solved before the frame is drawn.
        layOutPendingConstraints()
        closeTransactions(downTo: base)
        timeline.entryDepth = outerEntryDepth
        if let failure { timeline.errors.append(sceneError(from: failure)) }
    }

    /// Runs `body` as an entry now when no Lua code is running, else as an event at the
    /// current time, so a callback never starts in the middle of the code that caused it
    /// (Core Animation too tells delegates later, never inside `removeAnimation`).
    func runEntrySoon(_ body: @escaping (ScriptSession) -> ScriptFailure?) {
        if host.isInsideLua {
            timeline.clock.schedule(at: timeline.clock.now) { [weak self] in
                guard let self else { return }
                self.runEntry { body(self) }
            }
        } else {
            runEntry { body(self) }
        }
    }

    /// Commits open transactions until `depth` remain, scheduling their completion blocks
    /// (a script that forgot a `commit()` has its transactions closed at the entry's end).
    func closeTransactions(downTo depth: Int) {
        let transactions = timeline.host.transactions
        while transactions.depth > depth { commitTransaction() }
    }

    /// Commits the innermost transaction; its completion block runs once its animations stop.
    func commitTransaction() {
        timeline.host.commitTransaction()
    }
}
