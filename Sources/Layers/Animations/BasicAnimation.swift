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

    /// The same as the general path for number-valued key paths, in plain numbers; false when
    /// a value is not a number, so the general path reports nothing different.
    private func applyNumbers(_ field: ScalarAccess, at t: Double, iteration: Int, to presentation: Layer) -> Bool {
        func number(_ v: PropertyValue?) -> Double?? {
            guard let v else { return .some(nil) }
            if case .number(let n) = v { return .some(n) }
            return nil
        }
        guard let from = number(fromValue), let to = number(toValue), let by = number(byValue) else { return false }
        let current = field.get(presentation)
        let start: Double, end: Double
        switch (from, to, by) {
        case let (f?, t?, _): (start, end) = (f, t)
        case let (f?, nil, b?): (start, end) = (f, f + b)
        case let (nil, t?, b?): (start, end) = (t - b, t)
        case let (f?, nil, nil): (start, end) = (f, current)
        case let (nil, t?, nil): (start, end) = (current, t)
        case let (nil, nil, b?): (start, end) = (current, current + b)
        case (nil, nil, nil): (start, end) = (current, current)
        }
        var value = start + (end - start) * progress(at: t)
        if isCumulative, iteration > 0 { value += (end - start) * Double(iteration) }
        field.set(presentation, isAdditive ? current + value : value)
        return true
    }

    /// The progress from `from` to `to` at local time `t`.
    func progress(at t: Double) -> Double { curvedFraction(t) }

    override open func apply(at t: Double, iteration: Int, to presentation: Layer) {
        guard let accessor = accessor(for: presentation) else { return }
        if let scalar = accessor.scalar, applyNumbers(scalar, at: t, iteration: iteration, to: presentation) { return }
        // With both ends given the value there now is not needed, and reading a transform field
        // decomposes the matrix.
        let (from, to): (AnimatedValue, AnimatedValue)
        if let fromValue, let toValue {
            (from, to) = (AnimatedValue(fromValue), AnimatedValue(toValue))
        } else {
            guard let current = accessor.get(presentation) else { return }
            (from, to) = endpoints(current: current)
        }
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
