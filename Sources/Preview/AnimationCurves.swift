import Animation
import Geometry
import Layers

/// What the curve graphs draw of one animation, sampled: the value of each component of each
/// key path it animates over its active time (its layer's model value with this animation
/// alone applied, as `apply` writes it), its timing function's curve, and for a spring its
/// displacement and velocity with the figures that describe it. Pure values, so they can be
/// checked against the maths written out.
struct AnimationCurves {
    /// One line of a graph: (scene seconds, value) pairs.
    struct Series: Equatable {
        let name: String
        let points: [Point]
    }

    /// What a spring animation's spring is, in the terms designers use.
    struct SpringFacts: Equatable {
        /// Displacement (1 at the start, 0 at rest) and velocity (whole distances a second)
        /// over `0...settlingDuration` (at least one sample), as (seconds, value).
        let displacement: [Point]
        let velocity: [Point]
        let settlingDuration: Double
        /// How far past the target the first swing goes, in percent of the distance (0 when
        /// the spring does not overshoot).
        let overshootPercent: Double
        /// ζ = c / 2√(km), and the response 2π√(m/k) (SwiftUI's `response`, iOS 17's
        /// `perceptualDuration`).
        let dampingRatio: Double
        let response: Double
    }

    /// The scene seconds the value graph spans.
    let span: ClosedRange<Double>
    /// Each component of each animated key path.
    let values: [Series]
    /// The timing function as (fraction of time, fraction of progress) in the unit square;
    /// nil for a spring (its curve is `spring`) and for an animation with none (linear).
    let easing: [Point]?
    let spring: SpringFacts?

    /// How many samples each line takes.
    static let samples = 120
    /// How many cycles an endless animation's graph shows.
    static let endlessCycles = 2.0

    /// The curves of `animation`, added to `layer` as `record` logs it, up to scene time `now`
    /// (where an animation with no end of its own, a property animator's, stops being graphed).
    init(record: AnimationRecord, animation: LayerAnimation, layer: Layer?, now: Double) {
        let span = AnimationCurves.span(of: record, now: now)
        self.span = span
        values = layer.map { AnimationCurves.values(of: animation, on: $0, record: record, over: span) } ?? []
        if let spring = (animation as? SpringAnimation)?.spring {
            self.spring = AnimationCurves.facts(of: spring)
            easing = nil
        } else {
            spring = nil
            easing = animation.timingFunction.map { f in
                (0...AnimationCurves.samples).map { i in
                    let x = Double(i) / Double(AnimationCurves.samples)
                    return Point(x: x, y: f.value(at: x))
                }
            }
        }
    }

    /// From its begin to its end; to `endlessCycles` cycles past its begin when it repeats for
    /// ever; to where it stopped (or `now`) when it has no cycle (a driven animation).
    static func span(of record: AnimationRecord, now: Double) -> ClosedRange<Double> {
        let cycle = record.speed != 0 ? record.duration / abs(record.speed) * (record.autoreverses ? 2 : 1) : .infinity
        var end = record.end
        if !end.isFinite { end = cycle.isFinite && cycle > 0 ? record.begin + endlessCycles * cycle : (record.stoppedAt ?? now) }
        if let stop = record.stoppedAt, stop < end { end = stop }
        return record.begin...max(end, record.begin + 1e-3)
    }

    /// The value of each component at `samples + 1` times across `span`, each sample applied to
    /// a fresh copy of the model layer (an additive animation adds to the model value).
    static func values(of animation: LayerAnimation, on layer: Layer, record: AnimationRecord,
                       over span: ClosedRange<Double>) -> [Series] {
        let keyPaths = animation.animatedKeyPaths
        guard !keyPaths.isEmpty, keyPaths.count <= 8 else { return [] }
        let accessors = keyPaths.map { KeyPathAccessor($0, of: layer) }
        var columns: [[String: [Point]]] = Array(repeating: [:], count: keyPaths.count)
        var order: [[String]] = Array(repeating: [], count: keyPaths.count)
        // Filled both ways, so the graph reaches the values at its very begin and end.
        var filled = animation.timing
        filled.fillMode = .both
        for i in 0...samples {
            let t = span.lowerBound + (span.upperBound - span.lowerBound) * Double(i) / Double(samples)
            // The animation's parent is its layer: scene time in that layer's time, shifted so
            // the record's begin is the animation's own.
            let parent = animation.timing.beginTime + (layer.localTime(fromScene: t) - layer.localTime(fromScene: record.begin))
            guard let basic = filled.basicLocalTime(parent: parent) else { continue }
            let copy = layer.makeCopy()
            animation.apply(at: basic, iteration: 0, to: copy)
            for (k, accessor) in accessors.enumerated() {
                guard let value = accessor?.get(copy) else { continue }
                for (name, component) in components(of: value) {
                    if columns[k][name] == nil { order[k].append(name) }
                    columns[k][name, default: []].append(Point(x: t, y: component))
                }
            }
        }
        return keyPaths.indices.flatMap { k in
            order[k].map { name in Series(name: name.isEmpty ? keyPaths[k] : keyPaths[k] + "." + name, points: columns[k][name] ?? []) }
        }
    }

    /// A value's components, named as Swift names them ("" for a number).
    static func components(of value: AnimatedValue) -> [(String, Double)] {
        guard case let .interpolable(animatable, shape) = value else { return [] }
        switch (animatable, shape) {
        case (.scalar(let n), _): return [("", n)]
        case (.vector(let v), .point) where v.count == 2: return [("x", v[0]), ("y", v[1])]
        case (.vector(let v), .size) where v.count == 2: return [("width", v[0]), ("height", v[1])]
        case (.vector(let v), .rect) where v.count == 4: return [("x", v[0]), ("y", v[1]), ("width", v[2]), ("height", v[3])]
        case (.vector(let v), .color) where v.count == 4: return [("red", v[0]), ("green", v[1]), ("blue", v[2]), ("alpha", v[3])]
        case (.vector(let v), _): return v.prefix(8).enumerated().map { ("\($0.offset)", $0.element) }
        case (.transform(let t), _):
            guard let d = DecomposedTransform(t) else { return [] }
            return [("translation.x", d.translationX), ("translation.y", d.translationY), ("scale.x", d.scaleX),
                    ("scale.y", d.scaleY), ("rotation.z", d.rotationZ)]
        case (.path, _): return []
        }
    }

    static func facts(of spring: Spring) -> SpringFacts {
        let settling = spring.settlingDuration
        let end = settling.isFinite && settling > 0 ? settling : 1
        var displacement: [Point] = [], velocity: [Point] = []
        for i in 0...samples {
            let t = end * Double(i) / Double(samples)
            displacement.append(Point(x: t, y: 1 - spring.fraction(at: t)))
            velocity.append(Point(x: t, y: spring.velocity(at: t)))
        }
        return SpringFacts(displacement: displacement, velocity: velocity, settlingDuration: settling,
                           overshootPercent: overshoot(of: spring) * 100, dampingRatio: spring.dampingRatio,
                           response: spring.perceptualDuration)
    }

    /// How far past its target the spring's first swing goes (a fraction of the distance):
    /// the progress at the first time the velocity reaches 0 after moving towards the target.
    /// Found by stepping then bisecting the velocity's sign change, not by formula, so it holds
    /// for any initial velocity; with none it is e^(−ζπ/√(1−ζ²)).
    static func overshoot(of spring: Spring) -> Double {
        guard spring.isPhysical, spring.dampingRatio < 1 else { return 0 }
        let settling = spring.settlingDuration
        guard settling.isFinite, settling > 0 else { return 0 }
        let step = settling / 4000
        var t = step
        // Skip a start moving away from the target, then find where it stops moving towards it.
        while t < settling, spring.velocity(at: t) <= 0 { t += step }
        while t < settling, spring.velocity(at: t) > 0 { t += step }
        guard t < settling else { return 0 }
        var lo = t - step, hi = t
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if spring.velocity(at: mid) > 0 { lo = mid } else { hi = mid }
        }
        return max(spring.fraction(at: (lo + hi) / 2) - 1, 0)
    }
}
