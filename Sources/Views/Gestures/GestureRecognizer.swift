import Geometry

/// UIGestureRecognizer.State.
public enum GestureState: String, CaseIterable, Sendable {
    case possible, began, changed, ended, cancelled, failed
}

/// UIGestureRecognizer: watches the pointer over its view (and the views inside it) and
/// calls `action` when it recognises its gesture. The `GestureRouter` feeds it pointer
/// events on the scene clock; subclasses decide what they mean.
open class GestureRecognizer {
    /// Where the gesture is: `possible` until recognised, then `began`/`changed`/`ended`
    /// (a pan) or `ended` (a tap), or `cancelled` and `failed`. It keeps its last state
    /// until the next press. A recogniser class sets it (`setState`), as UIKit's subclasses do.
    public internal(set) var state = GestureState.possible
    /// The overrides of a recogniser class written in a scene (nil otherwise).
    public var overrides: GestureOverrides?
    /// The states reported to the action while the router feeds one event.
    private var reported: [GestureState] = []
    /// The view it was added to.
    public internal(set) weak var view: View?
    /// A disabled recogniser ignores the pointer (and cancels a gesture in progress).
    public var isEnabled = true
    public var name: String?
    /// Runs for every state the gesture reports. An error it throws cancels the gesture.
    public var action: ((GestureRecognizer) throws -> Void)?
    /// The pointer's latest position, in scene points.
    public internal(set) var sceneLocation = Point.zero

    public init(action: ((GestureRecognizer) throws -> Void)? = nil) {
        self.action = action
    }

    /// The type name scripts use ("UITapGestureRecognizer"…).
    open class var typeName: String { "UIGestureRecognizer" }

    /// UIGestureRecognizer.location(in:): the pointer in `view`'s coordinates (the scene's
    /// for nil), through the views' model geometry as UIKit converts.
    public func location(in view: View?) -> Point {
        view?.convert(sceneLocation, fromSceneUsing: \.modelGeometry) ?? sceneLocation
    }

    /// Sets `state` from a recogniser class (UIGestureRecognizerSubclass): began, changed,
    /// ended and cancelled each call the action, as in UIKit.
    public func setState(_ newState: GestureState) {
        state = newState
        if [.began, .changed, .ended, .cancelled].contains(newState) { reported.append(newState) }
    }

    // MARK: Driven by the router

    /// Feeds one event to the recogniser (through its class's touch methods when it has
    /// them) and returns the states its action hears, in order.
    func receive(_ phase: Touch.Phase, _ track: PointerTrack, _ touch: Touch) -> [GestureState] {
        reported = []
        let engine = { [self] in
            switch phase {
            case .began: reported += pointerDown(track)
            case .moved, .stationary: reported += pointerMoved(track)
            case .ended: reported += pointerUp(track)
            case .cancelled: if cancel() { reported.append(.cancelled) }
            }
        }
        if phase == .began, state != .possible {
            overrides?.reset(self)
            state = .possible
        }
        // Where the touch is, whether or not a class's touch method calls its super.
        sceneLocation = touch.sceneLocation
        if overrides?.touches(touch, phase: phase, of: self, engine: engine) != true { engine() }
        defer { reported = [] }
        return reported
    }

    /// A press inside the view (or a view inside it) at `touch`'s start. UIGestureRecognizer's
    /// own recognises nothing (`receive` has already followed the pointer); subclasses do.
    func pointerDown(_ touch: PointerTrack) -> [GestureState] { [] }
    /// The pointer moved while pressed.
    func pointerMoved(_ touch: PointerTrack) -> [GestureState] { [] }
    /// The press ended.
    func pointerUp(_ touch: PointerTrack) -> [GestureState] { [] }

    /// The release of a continuous gesture (a pan, a long press): `ended` once it has begun,
    /// else it fails.
    func releaseOfContinuousGesture() -> [GestureState] {
        switch state {
        case .began, .changed:
            state = .ended
            return [.ended]
        case .possible:
            state = .failed
            return []
        default:
            return []
        }
    }

    /// Ends a gesture in progress as cancelled; true when it had begun (so the action hears it).
    func cancel() -> Bool {
        let wasActive = state == .began || state == .changed
        state = wasActive ? .cancelled : .failed
        return wasActive
    }
}
