import Geometry

/// UIPanGestureRecognizer: begins once the pointer has moved `hysteresis` points from where
/// it went down, reports `changed` on every move and `ended` on release. Its translation is
/// measured from where the pointer went down (SCENE_API.md), until `setTranslation` moves
/// that origin.
public final class PanGestureRecognizer: GestureRecognizer {
    /// How far the pointer must move before the pan begins: as far as a tap may wander, so a
    /// press is either a tap or a pan.
    public static let hysteresis = TapGestureRecognizer.allowableMovement

    override public class var typeName: String { "UIPanGestureRecognizer" }

    /// The scene point the translation is measured from.
    private var origin = Point.zero
    /// The pointer's velocity in scene points per second.
    private var sceneVelocity = Point.zero

    /// UIPanGestureRecognizer.translation(in:): how far the pointer has moved from the
    /// origin, in `view`'s coordinates (the scene's for nil).
    public func translation(in view: View?) -> Point {
        guard let view else { return sceneLocation - origin }
        return view.convert(sceneLocation, fromSceneUsing: \.modelGeometry)
            - view.convert(origin, fromSceneUsing: \.modelGeometry)
    }

    /// UIPanGestureRecognizer.setTranslation(_:in:): makes the translation `translation` now,
    /// so later moves add to it (handlers reset it to zero to read increments).
    public func setTranslation(_ translation: Point, in view: View?) {
        guard let view else { origin = sceneLocation - translation; return }
        let here = view.convert(sceneLocation, fromSceneUsing: \.modelGeometry)
        origin = view.convert(here - translation, toSceneUsing: \.modelGeometry) ?? (sceneLocation - translation)
    }

    /// UIPanGestureRecognizer.velocity(in:): points per second in `view`'s coordinates,
    /// measured over the last tenth of a second of motion.
    public func velocity(in view: View?) -> Point {
        guard let view else { return sceneVelocity }
        // The velocity is a direction: map it through the view's linear part over a short step.
        let step = 0.01
        let ahead = sceneLocation + sceneVelocity * step
        return (view.convert(ahead, fromSceneUsing: \.modelGeometry)
            - view.convert(sceneLocation, fromSceneUsing: \.modelGeometry)) * (1 / step)
    }

    override func pointerDown(_ touch: PointerTrack) -> [GestureState] {
        state = .possible
        origin = touch.start
        sceneLocation = touch.location
        sceneVelocity = .zero
        return []
    }

    override func pointerMoved(_ touch: PointerTrack) -> [GestureState] {
        switch state {
        case .possible:
            guard touch.start.distance(to: touch.location) >= PanGestureRecognizer.hysteresis else { return [] }
            update(from: touch)
            state = .began
            return [.began]
        case .began, .changed:
            update(from: touch)
            state = .changed
            return [.changed]
        default:
            return []
        }
    }

    override func pointerUp(_ touch: PointerTrack) -> [GestureState] {
        if state == .began || state == .changed { update(from: touch) }
        return releaseOfContinuousGesture()
    }

    private func update(from touch: PointerTrack) {
        sceneLocation = touch.location
        sceneVelocity = touch.velocity
    }
}
