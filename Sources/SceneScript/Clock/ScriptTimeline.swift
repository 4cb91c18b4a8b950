import Layers
import Views

/// What a session keeps of time: the clock, the animation host that runs on it, whether
/// the scene has finished loading, the errors its callbacks raised, and the script objects
/// that layers hold only weakly.
final class ScriptTimeline {
    let clock: SceneClock
    let host: AnimationHost
    /// UIView.animate and its family: the view animation blocks and the recording of changes
    /// to the scene's views.
    let viewAnimations: ViewAnimationContext
    /// False while the scene file runs: changes then take effect at once, as if made before
    /// the view appeared; afterwards a standalone layer's changes animate implicitly.
    var isLoaded = false
    /// Every error a callback raised (or a clock limit), in the order they happened.
    var errors: [SceneError] = []
    /// How many transactions were open when the running script entry began: a script's
    /// `CATransaction.commit()` may close only the ones it opened.
    var entryDepth = 0
    /// Presents, dismisses, pushes and pops view controllers.
    let screens: ScreenTransitions
    /// Follows the pointer from press to release and runs the gestures it makes.
    let gestures = GestureRouter()
    /// Delegates scripts gave layers (`layer.delegate = {...}`), which layers hold weakly.
    var layerDelegates: [ObjectIdentifier: ScriptLayerDelegate] = [:]
    /// The display links in the run loop, fired once a frame by one clock event.
    let displayLinks = DisplayLinkFrames()

    init(limits: ScriptLimits, rootView: View) {
        clock = SceneClock(eventsPerInstant: limits.eventsPerInstant, eventsInAll: limits.eventsInAll)
        let clock = self.clock
        host = AnimationHost(schedule: { [unowned clock] time, action in clock.schedule(at: time, action) })
        clock.onTick = { [unowned host] time in host.now = time }
        viewAnimations = ViewAnimationContext(host: host, rootView: rootView)
        screens = ScreenTransitions(animations: viewAnimations)
        gestures.ignoresView = { [unowned viewAnimations] view in viewAnimations.isInteractionBlocked(view) }
    }
}
