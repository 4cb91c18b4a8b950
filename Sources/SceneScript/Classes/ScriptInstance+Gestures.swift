import Views

/// Gesture recogniser classes (`class("InstantPan", UIPanGestureRecognizer)`): their
/// `touchesBegan/Moved/Ended/Cancelled(touches, event)`, which may call the recogniser's own
/// as `super` (`UIPanGestureRecognizer.touchesBegan(self, touches, event)`) and set
/// `self.state`, and `reset()`.
extension ScriptInstance: GestureOverrides {
    func touches(_ touch: Touch, phase: Touch.Phase, of recognizer: GestureRecognizer, engine: () -> Void) -> Bool {
        guard let session else { return false }
        return withoutActuallyEscaping(engine) { engine in
            session.engineTouches.append((recognizer, engine))
            defer { session.engineTouches.removeLast() }
            return callReportingLater(ScriptInstance.touchesMethod(phase), pushArguments: { lua in
                session.pushTouches(touch, on: lua)
                lua.pushNil()  // the UIEvent
                return 2
            })
        }
    }

    func reset(_ recognizer: GestureRecognizer) { _ = callReportingLater("reset") }

    /// `touchesBegan`, `touchesMoved`… for a touch's phase.
    static func touchesMethod(_ phase: Touch.Phase) -> String {
        switch phase {
        case .began: return "touchesBegan"
        case .moved, .stationary: return "touchesMoved"
        case .ended: return "touchesEnded"
        case .cancelled: return "touchesCancelled"
        }
    }
}

extension GestureRecognizer: ScriptBound {
    var scriptType: ScriptType { .gesture(type(of: self)) }
}

extension ScriptSession {
    /// What a recogniser class reaches as `super`: UIGestureRecognizer's touch methods (the
    /// recogniser's own handling of the touch) and `reset()`, which does nothing of its own.
    static let gestureHookDefaults: [(String, ScriptFunction)] = ["touchesBegan", "touchesMoved", "touchesEnded",
                                                                  "touchesCancelled"].map { name in
        (name, { s, lua throws(ScriptFailure) in
            let recognizer = try s.receiver(GestureRecognizer.self, name, lua)
            s.engineTouches.last(where: { $0.recognizer === recognizer })?.engine()
            return 0
        })
    } + [doesNothing("reset", on: GestureRecognizer.self)]
}
