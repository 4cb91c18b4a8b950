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
    /// until the next press.
    public internal(set) var state = GestureState.possible
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

    // MARK: Driven by the router

    /// A press inside the view (or a view inside it) at `touch`'s start.
    func pointerDown(_ touch: PointerTrack) -> [GestureState] { [] }
    /// The pointer moved while pressed.
    func pointerMoved(_ touch: PointerTrack) -> [GestureState] { [] }
    /// The press ended.
    func pointerUp(_ touch: PointerTrack) -> [GestureState] { [] }

    /// Ends a gesture in progress as cancelled; true when it had begun (so the action hears it).
    func cancel() -> Bool {
        let wasActive = state == .began || state == .changed
        state = wasActive ? .cancelled : .failed
        return wasActive
    }
}
