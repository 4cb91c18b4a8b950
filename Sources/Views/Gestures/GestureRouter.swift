import Geometry
import Layers

/// Turns pointer events into gestures, as UIKit's event dispatch does for one finger: a
/// press hit-tests the scene's views on what is on screen; the nearest pan, the nearest tap
/// and the nearest long-press recogniser on the hit view or its ancestors (and the nearest
/// control, whose press wins over taps further up, or else the nearest view whose class
/// handles touches) then follow that press until it ends. One gesture at a time, as UIKit
/// allows by default: a long press that begins fails the tap and the pan, and a pan that
/// begins fails the long press. Typed text and keys go to the first responder.
public final class GestureRouter {
    /// The press in progress.
    private var track: PointerTrack?
    /// The recognisers following it.
    private var recognizers: [GestureRecognizer] = []
    /// The touch of the press, as controls and views see it.
    private var touch: Touch?
    /// The control following it.
    private var control: Control?
    /// The view whose class takes the touches, when no control does.
    private var responder: View?

    /// Views that take no touches for now: those a view animation without
    /// `allowUserInteraction` is running on, as the scene's animation context says.
    public var ignoresView: (View) -> Bool = { _ in false }
    /// The scene's first responder: typed text and keys go to it.
    public let keyboard = KeyboardFocus()
    /// Asks for `holdElapsed` at a scene time: when a long press following a press may begin.
    public var onHold: ((Double) -> Void)?

    public init() {}

    /// An error thrown by a gesture's action or a control's or view's handler, and what it cancelled.
    public struct Failure {
        public let error: any Error
        /// The type name of the recogniser it cancelled ("UIPanGestureRecognizer"), or of
        /// the control or view whose handler threw ("Button").
        public let source: String
    }

    /// Feeds `event` (scene points, scene time) to the gestures over `root`, where
    /// `presentation` gives each layer's look now. Actions run here, in order; the errors
    /// they throw are returned, each having cancelled its gesture.
    public func handle(_ event: InputEvent, root: View, presentation: (Layer) -> Layer) -> [Failure] {
        var errors: [Failure] = []
        switch event.kind {
        case .down:
            if track != nil { cancelAll(&errors) }
            let newTrack = PointerTrack(start: event.location, time: event.time)
            track = newTrack
            let hit = root.hitTest(event.location, presentation: presentation, ignores: ignoresView)
            follow(hit)
            let newTouch = Touch(at: event.location, time: event.time, view: hit)
            touch = newTouch
            if let control { run(control, &errors) { try control.touchBegan(newTouch) } }
            deliverTouch(newTouch, .began, &errors)
            for recognizer in recognizers { deliver(recognizer.receive(.began, newTrack, newTouch), of: recognizer, &errors) }
            if let longPress = recognizers.lazy.compactMap({ $0 as? LongPressGestureRecognizer }).first {
                onHold?(event.time + max(0, longPress.minimumPressDuration))
            }
        case .move:
            // Moved in place: a copy would copy its samples on every move.
            track?.move(to: event.location, at: event.time)
            guard let current = track else { return errors }
            touch?.move(to: event.location, at: event.time, phase: .moved)
            dropDisabled(&errors)
            for recognizer in recognizers {
                guard let touch else { break }
                let states = recognizer.receive(.moved, current, touch)
                // A pan that begins takes the press: the control or view under it lets go,
                // as UIKit cancels the touches of the view under a recognised gesture.
                if states.contains(.began) {
                    cancelTouch(&errors)
                    if recognizer is PanGestureRecognizer { failPossible(where: { $0 is LongPressGestureRecognizer }) }
                }
                deliver(states, of: recognizer, &errors)
            }
            if let control, let touch { run(control, &errors) { try control.touchMoved(touch) } }
            if let touch { deliverTouch(touch, .moved, &errors) }
        case .up:
            track?.move(to: event.location, at: event.time)
            guard let current = track else { return errors }
            touch?.move(to: event.location, at: event.time, phase: .ended)
            dropDisabled(&errors)
            if let touch {
                for recognizer in recognizers { deliver(recognizer.receive(.ended, current, touch), of: recognizer, &errors) }
            }
            if let control, let touch { run(control, &errors) { try control.touchEnded(touch) } }
            if let touch { deliverTouch(touch, .ended, &errors) }
            track = nil
            touch = nil
            recognizers = []
            control = nil
            responder = nil
        case .scroll:
            // The nearest scroll view under the pointer that can move that way takes the wheel.
            var view = root.hitTest(event.location, presentation: presentation, ignores: ignoresView)
            while let v = view {
                if let scroll = v as? ScrollView, scroll.isScrollEnabled, scroll.canScroll(by: event.delta) {
                    scroll.scroll(by: event.delta)
                    break
                }
                view = v.superview
            }
        case .resize:
            break  // the scene turns itself (`ViewAnimationContext.transition`)
        case .type:
            guard let field = keyboard.firstResponder else { break }
            run(field, &errors) { try field.insertText(event.text) }
        case .key:
            guard let field = keyboard.firstResponder, let key = event.key else { break }
            run(field, &errors) {
                switch key {
                case .backspace: try field.deleteBackward()
                case .return: try field.pressReturn()
                case .escape: try field.resignFirstResponder()
                }
            }
        }
        return errors
    }

    /// The press has been held until `time` (as `onHold` asked): a long press following it
    /// begins if it still may, failing the tap and the pan and taking the press from the
    /// control or view under it. Returns the errors its action throws, as `handle` does.
    public func holdElapsed(at time: Double) -> [Failure] {
        var errors: [Failure] = []
        guard let track else { return errors }
        for case let longPress as LongPressGestureRecognizer in recognizers where longPress.isEnabled {
            let states = longPress.held(track, until: time)
            guard states.contains(.began) else { continue }
            failPossible(where: { $0 is TapGestureRecognizer || $0 is PanGestureRecognizer })
            cancelTouch(&errors)
            deliver(states, of: longPress, &errors)
        }
        return errors
    }

    /// Those following the press that `shouldFail` picks and that have not begun fail: another
    /// gesture has begun.
    private func failPossible(where shouldFail: (GestureRecognizer) -> Bool) {
        recognizers.removeAll { recognizer in
            guard shouldFail(recognizer), recognizer.state == .possible else { return false }
            recognizer.state = .failed
            return true
        }
    }

    /// Chooses who follows a press on `hit`.
    private func follow(_ hit: View?) {
        recognizers = []
        control = nil
        responder = nil
        var pan: GestureRecognizer?, tap: GestureRecognizer?, longPress: GestureRecognizer?, others: [GestureRecognizer] = []
        var view = hit
        while let v = view {
            for recognizer in v.gestureRecognizers where recognizer.isEnabled {
                switch recognizer {
                case is PanGestureRecognizer: if pan == nil { pan = recognizer }
                case is TapGestureRecognizer: if tap == nil, control == nil { tap = recognizer }
                case is LongPressGestureRecognizer: if longPress == nil { longPress = recognizer }
                // Recognisers of the scene's own (UIGestureRecognizer classes) all follow.
                default: others.append(recognizer)
                }
            }
            // A control takes the taps of the views above it.
            if let c = v as? Control, control == nil, responder == nil, tap == nil, c.isEnabled { control = c }
            if control == nil, responder == nil, v.overrides != nil { responder = v }
            view = v.superview
        }
        recognizers = [tap, pan, longPress].compactMap { $0 } + others
    }

    /// Gives `touch` to the view classes that take touches, from the responder up until one
    /// overrides the method for `phase` (UIView's own passes touches to its superview).
    private func deliverTouch(_ touch: Touch, _ phase: Touch.Phase, _ errors: inout [Failure]) {
        var view = responder
        while let v = view {
            if v.overrides?.touches(touch, phase: phase, of: v) == true { return }
            view = v.superview
        }
    }

    /// Runs a control's tracking step, keeping the error it throws.
    private func run(_ control: Control, _ errors: inout [Failure], _ step: () throws -> Void) {
        do { try step() } catch { errors.append(Failure(error: error, source: type(of: control).typeName)) }
    }

    /// The press is taken from the control and the views following it (a gesture began).
    private func cancelTouch(_ errors: inout [Failure]) {
        if let control { run(control, &errors) { try control.touchCancelled() } }
        if let touch {
            touch.move(to: touch.sceneLocation, at: touch.timestamp, phase: .cancelled)
            deliverTouch(touch, .cancelled, &errors)
        }
        control = nil
        responder = nil
    }

    /// Runs `recognizer`'s action for each state it reported; an error cancels it.
    private func deliver(_ states: [GestureState], of recognizer: GestureRecognizer, _ errors: inout [Failure]) {
        for _ in states {
            do {
                try recognizer.action?(recognizer)
            } catch {
                errors.append(Failure(error: error, source: type(of: recognizer).typeName))
                cancel(recognizer, &errors)
                return
            }
        }
    }

    /// Cancels `recognizer`; one that had begun hears it once more, as `cancelled`.
    private func cancel(_ recognizer: GestureRecognizer, _ errors: inout [Failure]) {
        recognizers.removeAll { $0 === recognizer }
        guard recognizer.cancel() else { return }
        do {
            try recognizer.action?(recognizer)
        } catch {
            errors.append(Failure(error: error, source: type(of: recognizer).typeName))
        }
    }

    private func dropDisabled(_ errors: inout [Failure]) {
        for recognizer in recognizers where !recognizer.isEnabled { cancel(recognizer, &errors) }
    }

    private func cancelAll(_ errors: inout [Failure]) {
        for recognizer in recognizers { cancel(recognizer, &errors) }
        cancelTouch(&errors)
        touch = nil
        track = nil
    }
}
