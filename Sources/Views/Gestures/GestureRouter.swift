import Geometry
import Layers

/// Turns pointer events into gestures, as UIKit's event dispatch does for one finger: a
/// press hit-tests the scene's views on what is on screen; the nearest pan and the nearest
/// tap recogniser on the hit view or its ancestors (and the nearest button, whose press
/// wins over taps further up) then follow that press until it ends.
public final class GestureRouter {
    /// The press in progress.
    private var track: PointerTrack?
    /// The recognisers following it.
    private var recognizers: [GestureRecognizer] = []
    /// The button following it.
    private var control: Button?

    /// Views that take no touches for now: those a view animation without
    /// `allowUserInteraction` is running on, as the scene's animation context says.
    public var ignoresView: (View) -> Bool = { _ in false }

    public init() {}

    /// An error thrown by a gesture's action or a button's handler, and what it cancelled.
    public struct Failure {
        public let error: any Error
        /// The type name of the recogniser it cancelled ("UIPanGestureRecognizer"), or
        /// "Button" for a button's handler.
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
            follow(root.hitTest(event.location, presentation: presentation, ignores: ignoresView))
            control?.beginTracking()
            for recognizer in recognizers { deliver(recognizer.pointerDown(newTrack), of: recognizer, &errors) }
        case .move:
            guard var current = track else { return errors }
            current.move(to: event.location, at: event.time)
            track = current
            dropDisabled(&errors)
            for recognizer in recognizers {
                let states = recognizer.pointerMoved(current)
                // A pan that begins takes the press: the button under it lets go, as UIKit
                // cancels the touches of the view under a recognised gesture.
                if states.contains(.began), let button = control {
                    button.cancelTracking()
                    control = nil
                }
                deliver(states, of: recognizer, &errors)
            }
            control?.continueTracking(inside: isInside(control, current.location))
        case .up:
            guard var current = track else { return errors }
            current.move(to: event.location, at: event.time)
            dropDisabled(&errors)
            for recognizer in recognizers { deliver(recognizer.pointerUp(current), of: recognizer, &errors) }
            if let button = control, button.endTracking(inside: isInside(button, current.location)) {
                do { try button.onTap?(button) } catch { errors.append(Failure(error: error, source: Button.typeName)) }
            }
            track = nil
            recognizers = []
            control = nil
        }
        return errors
    }

    /// Chooses who follows a press on `hit`.
    private func follow(_ hit: View?) {
        recognizers = []
        control = nil
        var pan: GestureRecognizer?, tap: GestureRecognizer?
        var view = hit
        while let v = view {
            for recognizer in v.gestureRecognizers where recognizer.isEnabled {
                if recognizer is PanGestureRecognizer, pan == nil { pan = recognizer }
                if recognizer is TapGestureRecognizer, tap == nil, control == nil { tap = recognizer }
            }
            // A button takes the taps of the views above it.
            if let button = v as? Button, control == nil, tap == nil, button.isEnabled { control = button }
            view = v.superview
        }
        recognizers = [tap, pan].compactMap { $0 }
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
        control?.cancelTracking()
        control = nil
        track = nil
    }

    private func isInside(_ button: Button?, _ scenePoint: Point) -> Bool {
        guard let button else { return false }
        let p = button.convert(scenePoint, fromSceneUsing: \.modelGeometry)
        return button.bounds.insetBy(dx: -Button.trackingSlop, dy: -Button.trackingSlop).contains(p)
    }
}
