import Animation
import Geometry

/// CATransition: animates a layer from how it looked when the transition was added to how
/// it looks now — its contents, sublayers or any property changed after adding it (add the
/// transition first, then make the change, as Apple's guide does). Under the key
/// "transition".
public final class Transition: LayerAnimation {
    /// CATransitionType: the four public types, and the three Core Animation also knows by
    /// name that UIKit's view transitions use: `oglFlip` (a 3D flip about the centre, the
    /// side the subtype names coming forward), `pageCurl` (the old look curls away from the
    /// subtype's side, showing the new one under it) and `pageUnCurl` (the new look uncurls
    /// over the old one, the reverse of a curl).
    public enum Kind: String, CaseIterable, Sendable {
        case fade, moveIn, push, reveal, oglFlip, pageCurl, pageUnCurl
    }
    /// CATransitionSubtype: where the new content comes from (for a flip, the side that
    /// turns towards the viewer; for a curl, the side that lifts first).
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
