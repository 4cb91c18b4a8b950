/// UILongPressGestureRecognizer: a press held `minimumPressDuration` seconds without moving
/// `allowableMovement` points from where it went down. It begins when that time is up (the
/// router's hold, on the scene clock), reports `changed` as the pointer then moves, however
/// far, and `ended` on release. A press that wanders or ends before its time fails. UIKit's
/// defaults, from Apple's documentation: half a second and 10 points.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the press must be held before the gesture begins.
    public var minimumPressDuration = 0.5
    /// How far the pointer may wander (points) before the gesture begins; as far as it goes,
    /// the gesture fails, as a tap does at the same distance.
    public var allowableMovement = TapGestureRecognizer.allowableMovement

    override public class var typeName: String { "UILongPressGestureRecognizer" }

    override func pointerDown(_ touch: PointerTrack) -> [GestureState] {
        state = .possible
        return []
    }

    override func pointerMoved(_ touch: PointerTrack) -> [GestureState] {
        switch state {
        case .possible:
            if touch.maxDistance >= allowableMovement { state = .failed }
            return []
        case .began, .changed:
            state = .changed
            return [.changed]
        default:
            return []
        }
    }

    override func pointerUp(_ touch: PointerTrack) -> [GestureState] { releaseOfContinuousGesture() }

    /// The press `touch` has been held until `time`: the gesture begins when its time is up
    /// and it may still.
    func held(_ touch: PointerTrack, until time: Double) -> [GestureState] {
        // A hair of slack: the hold is asked for at exactly the press's time plus the duration.
        guard state == .possible, time >= touch.startTime + minimumPressDuration - 1e-9,
              touch.maxDistance < allowableMovement else { return [] }
        sceneLocation = touch.location
        state = .began
        return [.began]
    }
}
