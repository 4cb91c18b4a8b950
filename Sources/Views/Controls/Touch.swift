import Geometry

/// UITouch: one finger (here the pointer) on the screen, as the views and controls that
/// follow it see it. Locations are kept in scene points and converted on request.
public final class Touch {
    /// UITouch.Phase.
    public enum Phase: String, CaseIterable, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// Where the touch is now and where it was before the last move, in scene points.
    public internal(set) var sceneLocation: Point
    public internal(set) var previousSceneLocation: Point
    /// Scene time of the last change, in seconds.
    public internal(set) var timestamp: Double
    public internal(set) var phase: Phase
    /// The view the touch went down in (the hit view).
    public internal(set) weak var view: View?

    init(at location: Point, time: Double, view: View?) {
        sceneLocation = location
        previousSceneLocation = location
        timestamp = time
        phase = .began
        self.view = view
    }

    /// UITouch.location(in:): the location in `view`'s bounds coordinates (the scene's for nil).
    public func location(in view: View?) -> Point {
        view?.convert(sceneLocation, fromSceneUsing: \.modelGeometry) ?? sceneLocation
    }

    /// UITouch.previousLocation(in:).
    public func previousLocation(in view: View?) -> Point {
        view?.convert(previousSceneLocation, fromSceneUsing: \.modelGeometry) ?? previousSceneLocation
    }

    func move(to location: Point, at time: Double, phase: Phase) {
        previousSceneLocation = sceneLocation
        sceneLocation = location
        timestamp = time
        self.phase = phase
    }
}
