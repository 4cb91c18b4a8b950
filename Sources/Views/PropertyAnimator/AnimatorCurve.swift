import Animation

/// Timing parameters made concrete for one run of a property animator: the progress (0 at
/// the start, 1 at the end, beyond 1 while a spring overshoots) `τ` seconds into a run
/// that lasts `span` seconds. A cubic run stretches its curve over `span`; a spring run
/// follows the spring in real time and counts as done (progress exactly 1) after `span`.
struct AnimatorCurve {
    enum Shape {
        case cubic(TimingFunction)
        /// One spring per axis: they differ only in initial velocity (`dx`, `dy`).
        case spring(x: Spring, y: Spring)
    }

    let shape: Shape
    /// How long the run lasts, in seconds.
    let span: Double

    /// `parameters` for a run meant to last `duration` seconds with `extraVelocity` (whole
    /// distances per second) added to the parameters' own initial velocity. A spring given
    /// by mass, stiffness and damping lasts until it settles, whatever `duration` says.
    init(_ parameters: AnimatorTimingParameters, duration: Double, extraVelocity: Velocity = .zero) {
        switch parameters {
        case .cubic(let function):
            shape = .cubic(function)
            span = max(duration, 0)
        case .spring(let spring):
            let velocity = spring.initialVelocity + extraVelocity
            let x = spring.spring(duration: duration, velocity: velocity.dx)
            let y = spring.spring(duration: duration, velocity: velocity.dy)
            shape = .spring(x: x, y: y)
            switch spring.form {
            case .dampingRatio: span = max(duration, 0)
            case .physical:
                let settling = max(x.settlingDuration, y.settlingDuration)
                span = settling.isFinite ? settling : max(duration, 0)
            }
        }
    }

    /// The progress on `axis` at `τ` seconds into the run: 0 before it, 1 from `span` on.
    func progress(at τ: Double, axis: Axis) -> Double {
        guard τ > 0 else { return 0 }
        guard τ < span else { return 1 }
        switch shape {
        case .cubic(let function): return function.value(at: τ / span)
        case let .spring(x, y): return (axis == .x ? x : y).fraction(at: τ)
        }
    }

    /// d progress / dτ on `axis`, per second; 0 outside the run.
    func velocity(at τ: Double, axis: Axis) -> Double {
        guard τ >= 0, τ < span else { return 0 }
        switch shape {
        case .cubic(let function): return function.slope(at: τ / span) / span
        case let .spring(x, y): return (axis == .x ? x : y).velocity(at: τ)
        }
    }

    /// The earliest τ in `0...span` at which the progress on the x axis reaches `target`
    /// (clamped to 0...1): where a run must pick up to show `target` without a jump.
    func time(reaching target: Double) -> Double {
        guard span > 0, target > 0 else { return 0 }
        let goal = min(target, 1)
        // Step until the progress first reaches the goal, then bisect within that step.
        let steps = 256
        var lo = 0.0
        for i in 1...steps {
            let hi = span * Double(i) / Double(steps)
            if progress(at: hi, axis: .x) >= goal || i == steps {
                var a = lo, b = hi
                for _ in 0..<60 {
                    let mid = (a + b) / 2
                    if progress(at: mid, axis: .x) >= goal { b = mid } else { a = mid }
                }
                return b
            }
            lo = hi
        }
        return span
    }
}
