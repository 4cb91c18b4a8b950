import Animation
import Geometry

/// CATransition: animates a layer from how it looked when the transition was added to how
/// it looks now — its contents, sublayers or any property changed after adding it (add the
/// transition first, then make the change, as Apple's guide does). Under the key
/// "transition".
public final class Transition: LayerAnimation {
    /// CATransitionType.
    public enum Kind: String, CaseIterable, Sendable {
        case fade, moveIn, push, reveal
    }
    /// CATransitionSubtype: where the new content comes from.
    public enum Direction: String, CaseIterable, Sendable {
        case fromRight, fromLeft, fromTop, fromBottom
    }

    public var type = Kind.fade
    public var subtype = Direction.fromLeft
    /// Where in the transition it starts and ends, 0...1.
    public var startProgress = 0.0
    public var endProgress = 1.0
    /// The layer's presentation when the transition was added: what it transitions from.
    public internal(set) var before: Layer?

    override public class var typeName: String { "CATransition" }

    override public func copy() -> LayerAnimation {
        let c = super.copy() as! Transition
        c.type = type; c.subtype = subtype; c.startProgress = startProgress; c.endProgress = endProgress
        c.before = before
        return c
    }

    override public func apply(at t: Double, iteration: Int, to presentation: Layer) {
        guard let before else { return }
        let d = timing.duration
        let f = d > 0 ? min(max(t / d, 0), 1) : 1
        let curved = timingFunction?.value(at: f) ?? f
        let start = min(max(startProgress, 0), 1), end = min(max(endProgress, 0), 1)
        presentation.transitionState = TransitionState(before: before, kind: type, direction: subtype,
                                                       progress: start + (end - start) * curved)
    }
}

/// A transition under way on a presentation layer, for the compositor.
public struct TransitionState {
    /// How the layer looked before (a presentation subtree with no superlayer).
    public let before: Layer
    public let kind: Transition.Kind
    public let direction: Transition.Direction
    /// 0 shows only the old look, 1 only the new.
    public let progress: Double

    /// How far the old and the new content are moved, as fractions of the layer's size
    /// (x, y), and how opaque each is.
    public var placement: (old: (dx: Double, dy: Double, opacity: Double), new: (dx: Double, dy: Double, opacity: Double)) {
        let p = progress
        // The unit vector the new content travels along: from the named side inwards.
        let (ux, uy): (Double, Double) = switch direction {
        case .fromRight: (-1, 0)
        case .fromLeft: (1, 0)
        case .fromTop: (0, 1)
        case .fromBottom: (0, -1)
        }
        switch kind {
        case .fade: return ((0, 0, 1 - p), (0, 0, p))
        case .moveIn: return ((0, 0, 1), (-ux * (1 - p), -uy * (1 - p), 1))
        case .push: return ((ux * p, uy * p, 1), (-ux * (1 - p), -uy * (1 - p), 1))
        case .reveal: return ((ux * p, uy * p, 1), (0, 0, 1))
        }
    }
}
