import Animation
import Layers

/// UIPercentDrivenInteractiveTransition: drives a transition's animations by hand. As UIKit
/// does, it pauses the container view's layer (speed 0) before the animator's
/// `animateTransition` runs, so the animations it adds begin paused, and `update(_:)` scrubs
/// them by setting the layer's `timeOffset` to `percent × duration`; all of it is layer time
/// on the scene clock, so scrubbing replays the same. `finish()` plays the rest at
/// `completionSpeed` (the animations end, their completions run and the animator completes
/// the transition); `cancel()` plays back to the start at `completionSpeed`, then puts the
/// model values the animator changed on views that were in the container back, removes the
/// transition's animations (their completions run, `finished` false) and the animator's
/// `completeTransition(!ctx.transitionWasCancelled)` leaves the screens as they were.
///
/// Everything under the container pauses with it (the scene's root for a presentation from a
/// view in it), as everything in UIKit's transition view does. Property animators made in
/// `animateTransition` run on their own timeline and are not driven. `completionCurve` is
/// stored; the rest plays in the animations' own curves at `completionSpeed`.
public final class PercentDrivenInteractiveTransition {
    /// How fast the rest plays after `finish()` or `cancel()` (UIKit's default 1).
    public var completionSpeed = 1.0
    /// UIKit's completionCurve (default easeInOut); stored only.
    public var completionCurve = ViewAnimationCurve.easeInOut
    /// Whether the transition starts paused, waiting for `update` (true), or playing.
    public var wantsInteractiveStart = true

    /// Where the transition is: not started, driven by hand, playing, or over.
    public enum State: Equatable, Sendable {
        case waiting, interactive, playing, finishing, cancelling, ended
    }
    public private(set) var state = State.waiting

    /// The transition's length: the animator's `transitionDuration`, or the longest of the
    /// animations `animateTransition` added.
    public private(set) var duration = 0.0
    private var lastPercent = 0.0
    private weak var context: TransitionContext?
    private var host: AnimationHost?
    private var container: Layer?
    private var savedTiming = MediaTiming()
    /// The container's local time when the transition started.
    private var base = 0.0
    /// The transition's animations, with the layers they run on.
    private var added: [(layer: Layer, animation: LayerAnimation)] = []
    private var modelBefore: ViewPropertySnapshot?
    /// Grows on every change of course, so a scheduled end of a cancel that was overtaken does nothing.
    private var generation = 0

    public init() {}

    /// How far the transition is, 0 to 1.
    public var percentComplete: Double {
        guard let container, let host, duration > 0, state != .ended, state != .waiting else { return lastPercent }
        return min(max((container.localTime(fromScene: host.now) - base) / duration, 0), 1)
    }

    // MARK: Starting

    /// UIViewControllerInteractiveTransitioning.startInteractiveTransition: runs the animator
    /// with the container paused.
    func start(_ context: TransitionContext, animator: TransitionAnimator, animations: ViewAnimationContext) throws {
        guard state == .waiting else {
            throw ScreenTransitions.Refusal(description: "this interaction controller is already driving a transition")
        }
        let host = animations.host, layer = context.containerView.layer
        self.context = context
        self.host = host
        container = layer
        context.interaction = self
        savedTiming = layer.timing
        base = layer.localTime(fromScene: host.now)
        let before = Set(Self.attachments(under: layer).map { ObjectIdentifier($0.animation) })
        modelBefore = animations.snapshot(of: context.containerView)
        state = .interactive
        setTime(base, speed: 0)
        do {
            try animator.animateTransition(using: context)
        } catch {
            // The animator failed: the container's time runs as before.
            restoreTiming()
            state = .ended
            throw error
        }
        added = Self.attachments(under: layer).filter { !before.contains(ObjectIdentifier($0.animation)) }
        duration = try animator.transitionDuration(using: context)
            ?? added.map { $0.animation.timing.beginTime + $0.animation.timing.activeDuration - base }.max() ?? 0
        guard state == .interactive else { return }
        if wantsInteractiveStart {
            setTime(base + lastPercent * duration, speed: 0)
        } else {
            state = .playing
            context.isInteractive = false
            setTime(base + lastPercent * duration, speed: 1)
        }
    }

    private static func attachments(under layer: Layer) -> [(layer: Layer, animation: LayerAnimation)] {
        layer.attachedAnimations.map { (layer, $0.animation) } + layer.sublayers.flatMap { attachments(under: $0) }
    }

    // MARK: Driving

    /// updateInteractiveTransition: shows the transition at `percent` (0 to 1), paused.
    public func update(_ percent: Double) {
        let percent = min(max(percent.isFinite ? percent : 0, 0), 1)
        lastPercent = percent
        guard state == .interactive || state == .playing else { return }
        state = .interactive
        context?.isInteractive = true
        setTime(base + percent * duration, speed: 0)
    }

    /// pauseInteractiveTransition: stops a playing transition where it is.
    public func pause() {
        guard state == .playing, let container, let host else { return }
        state = .interactive
        context?.isInteractive = true
        lastPercent = percentComplete
        setTime(container.localTime(fromScene: host.now), speed: 0)
    }

    /// finishInteractiveTransition: plays the rest at `completionSpeed`.
    public func finish() {
        guard state == .interactive || state == .playing, let container, let host else { return }
        state = .finishing
        context?.isInteractive = false
        setTime(container.localTime(fromScene: host.now), speed: speed)
    }

    /// cancelInteractiveTransition: plays back to the start at `completionSpeed`, then ends
    /// the animations with the model values back as they were.
    public func cancel() {
        guard state == .interactive || state == .playing, let container, let host else { return }
        state = .cancelling
        context?.isInteractive = false
        context?.transitionWasCancelled = true
        let now = container.localTime(fromScene: host.now)
        setTime(now, speed: -speed)
        let generation = generation
        host.schedule(host.now + max(now - base, 0) / speed) { [weak self] in
            guard let self, self.generation == generation, self.state == .cancelling else { return }
            self.endCancelled()
        }
    }

    private var speed: Double { completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1 }

    private func endCancelled() {
        lastPercent = 0
        restoreTiming()
        modelBefore?.restore()
        modelBefore = nil
        let added = self.added
        self.added = []
        for (layer, animation) in added {
            if let key = layer.attachedAnimations.first(where: { $0.animation === animation })?.key ?? nil {
                host?.removeAnimation(forKey: key, from: layer)
            }
        }
    }

    /// The transition completed (either way): the container's time runs as before.
    func contextDidComplete() {
        guard state != .ended else { return }
        lastPercent = context?.transitionWasCancelled == true ? 0 : 1
        restoreTiming()
        state = .ended
        added = []
        modelBefore = nil
    }

    private func restoreTiming() {
        guard let container, let host else { return }
        generation += 1
        container.timing = savedTiming
        host.layerTimingDidChange(container)
    }

    /// Sets the container's time to `local` now, running at `speed` from here on.
    private func setTime(_ local: Double, speed: Double) {
        guard let container, let host else { return }
        generation += 1
        container.timing.beginTime = container.superlayer?.localTime(fromScene: host.now) ?? host.now
        container.timing.speed = speed
        container.timing.timeOffset = local
        host.layerTimingDidChange(container)
    }
}
