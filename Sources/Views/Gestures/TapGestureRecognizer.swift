/// UITapGestureRecognizer: a press and release that stays within `allowableMovement`
/// points of where it went down. It reports once, as `ended`, on release.
public final class TapGestureRecognizer: GestureRecognizer {
    /// How far the pointer may wander before the press stops being a tap (SCENE_API.md).
    public static let allowableMovement = 10.0

    override public class var typeName: String { "UITapGestureRecognizer" }

    override func pointerDown(_ touch: PointerTrack) -> [GestureState] {
        state = .possible
        sceneLocation = touch.location
        return []
    }

    override func pointerMoved(_ touch: PointerTrack) -> [GestureState] {
        guard state == .possible else { return [] }
        sceneLocation = touch.location
        if touch.maxDistance >= TapGestureRecognizer.allowableMovement { state = .failed }
        return []
    }

    override func pointerUp(_ touch: PointerTrack) -> [GestureState] {
        guard state == .possible else { return [] }
        sceneLocation = touch.location
        guard touch.maxDistance < TapGestureRecognizer.allowableMovement else {
            state = .failed
            return []
        }
        state = .ended
        return [.ended]
    }
}
