import Animation
import Geometry

/// CABasicAnimation: from one value to another along the timing function.
open class BasicAnimation: PropertyAnimation {
    public var fromValue: PropertyValue?
    public var toValue: PropertyValue?
    public var byValue: PropertyValue?

    override open class var typeName: String { "CABasicAnimation" }

    override open func copy() -> LayerAnimation {
        let c = super.copy() as! BasicAnimation
        c.fromValue = fromValue; c.toValue = toValue; c.byValue = byValue
        return c
    }

    /// The start and end values, from Apple's table of the eight cases ("Setting
    /// Interpolation Values"): a missing end is the value underneath (`current`).
    func endpoints(current: AnimatedValue) -> (from: AnimatedValue, to: AnimatedValue) {
        let from = fromValue.map(AnimatedValue.init), to = toValue.map(AnimatedValue.init)
        let by = byValue.map(AnimatedValue.init)
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (current, t)
        case let (nil, nil, b?): return (current, current.adding(b))
        case (nil, nil, nil): return (current, current)
        }
    }

    /// The progress from `from` to `to` at local time `t`.
    func progress(at t: Double) -> Double { curvedFraction(t) }

    override open func apply(at t: Double, iteration: Int, to presentation: Layer) {
        guard let current = accessor(for: presentation)?.get(presentation) else { return }
        let (from, to) = endpoints(current: current)
        var value = from.interpolated(to: to, progress(at: t))
        if isCumulative, iteration > 0 {
            value = value.adding(to.subtracting(from).scaled(by: Double(iteration)))
        }
        write(value, to: presentation)
    }
}

/// CASpringAnimation: a basic animation whose progress follows a damped spring in real
/// (local) time; `duration` only clips it.
public final class SpringAnimation: BasicAnimation {
    public var spring = Spring()

    override public class var typeName: String { "CASpringAnimation" }

    /// CASpringAnimation.settlingDuration: how long the spring takes to come to rest.
    public var settlingDuration: Double { spring.settlingDuration }

    override public func copy() -> LayerAnimation {
        let c = super.copy() as! SpringAnimation
        c.spring = spring
        return c
    }

    override func progress(at t: Double) -> Double { spring.fraction(at: t) }
}
