import Views

/// Input on the scene clock: each event runs at its time as its own entry, where the gesture
/// router turns the pointer into gestures and runs their actions, and gives typing and keys
/// to the first responder. A press a long press follows is looked at again when its time is
/// up, as an entry of its own too.
extension ScriptSession {
    /// Schedules `events`; one already past runs at the current time.
    func schedule(_ events: [InputEvent]) {
        let clock = timeline.clock
        for event in events {
            // An events file's line is where a limit the input runs into is reported.
            let origin = event.source.map { source in "\(chunkNames.register(source.file).dropFirst()):\(source.line): " }
            clock.schedule(at: event.time, origin: origin) { [weak self] in self?.dispatch(event) }
        }
    }

    private func dispatch(_ event: InputEvent) {
        runEntry {
            let now = timeline.clock.now
            var arrived = event
            arrived.time = now
            if arrived.kind == .resize {
                turn(to: arrived.size)
                return report([])
            }
            return report(timeline.gestures.handle(arrived, root: settings.root) { $0.presentation(at: now) })
        }
    }

    /// The router's hold for a long press, at `time` on the scene clock.
    func scheduleHold(at time: Double) {
        timeline.clock.schedule(at: time) { [weak self] in
            guard let self else { return }
            self.runEntry { self.report(self.timeline.gestures.holdElapsed(at: self.timeline.clock.now)) }
        }
    }

    /// Keeps the errors gesture actions and handlers threw, each saying what it cancelled, and
    /// hands on (clearing it) the error a view or control class's touch handling threw, which
    /// the router cannot take.
    private func report(_ failures: [GestureRouter.Failure]) -> ScriptFailure? {
        defer { pendingFailure = nil }
        for failure in failures {
            var error = sceneError(from: failure.error as? ScriptFailure ?? .message("\(failure.error)"))
            error.message += failure.source == Button.typeName ? " (in the button's onTap)"
                : failure.source == Control.typeName ? " (in the control's actions)"
                : failure.source == TextField.typeName ? " (in the text field's delegate or actions)"
                : " (the \(failure.source) was cancelled)"
            timeline.errors.append(error)
        }
        return pendingFailure
    }
}
