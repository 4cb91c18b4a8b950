import Animation
import Geometry

/// How one axis of a scroll view moves on its own after a drag or an animated offset change,
/// as a function of the time since it started: a flick decelerating (and, where it runs into
/// an edge, bouncing back from it or stopping there), a spring back to an edge or a page, or
/// an ease to a new offset.
struct ScrollAxisMotion {
    enum Phase {
        /// Decelerating; at `edgeTime` (when it would cross `edge`) it turns into a bounce back
        /// to the edge, or stops there when the scroll view does not bounce.
        case decelerating(ScrollDeceleration, edge: Double?, edgeTime: Double?, bounces: Bool)
        case bouncing(ScrollBounce)
        /// `setContentOffset(_:animated: true)`.
        case easing(from: Double, to: Double, duration: Double)
    }

    /// The scene time the phase started at.
    private(set) var start: Double
    private(set) var phase: Phase

    /// A flick from `offset` at `velocity` (points per second) within `limits`, coming to
    /// rest at `target` (the projection, or where the delegate moved it).
    static func flick(from offset: Double, velocity: Double, target: Double, rate: Double, limits: ClosedRange<Double>,
                      bounces: Bool, at time: Double) -> ScrollAxisMotion {
        let natural = ScrollDeceleration(start: offset, velocity: velocity, rate: rate)
        let deceleration = abs(natural.restingOffset - target) < 1e-9
            ? natural : ScrollDeceleration(start: offset, restingAt: target, rate: rate)
        let rest = deceleration.restingOffset
        let edge: Double? = rest < limits.lowerBound ? limits.lowerBound : rest > limits.upperBound ? limits.upperBound : nil
        let edgeTime = edge.flatMap { deceleration.time(reaching: $0) }
        return ScrollAxisMotion(start: time, phase: .decelerating(deceleration, edge: edge, edgeTime: edgeTime, bounces: bounces))
    }

    /// A spring from `offset` (moving at `velocity`) to `rest`.
    static func bounce(from offset: Double, to rest: Double, velocity: Double, at time: Double) -> ScrollAxisMotion {
        ScrollAxisMotion(start: time, phase: .bouncing(ScrollBounce(from: offset, to: rest, velocity: velocity)))
    }

    /// The offset at scene time `time` and whether the motion has come to rest there (within
    /// `threshold` points). Crossing into the next phase moves `start` and `phase` on.
    mutating func advance(to time: Double, threshold: Double) -> (offset: Double, settled: Bool) {
        let t = time - start
        switch phase {
        case .decelerating(let deceleration, let edge, let edgeTime, let bounces):
            if let edge, let edgeTime, t >= edgeTime {
                guard bounces else { return (edge, true) }
                self = .bounce(from: edge, to: edge, velocity: deceleration.velocity(at: edgeTime), at: start + edgeTime)
                return advance(to: time, threshold: threshold)
            }
            if let edge, edgeTime == nil {
                // Already past the edge and moving on out: bounce from here.
                self = .bounce(from: deceleration.start, to: edge, velocity: deceleration.velocity, at: start)
                return advance(to: time, threshold: threshold)
            }
            if t >= deceleration.duration(threshold: threshold) { return (deceleration.restingOffset, true) }
            return (deceleration.offset(at: t), false)
        case .bouncing(let bounce):
            if bounce.hasSettled(at: t, threshold: threshold) { return (bounce.rest, true) }
            return (bounce.offset(at: t), false)
        case .easing(let from, let to, let duration):
            guard duration > 0, t < duration else { return (to, true) }
            return (from + (to - from) * TimingFunction.easeInEaseOut.value(at: t / duration), false)
        }
    }

    /// The resting offset, when the motion runs to its end undisturbed.
    var destination: Double {
        switch phase {
        case .decelerating(let deceleration, let edge, _, _): return edge ?? deceleration.restingOffset
        case .bouncing(let bounce): return bounce.rest
        case .easing(_, let to, _): return to
        }
    }
}
