import Animation
import Geometry
import Raster

/// A property value while it animates. Kinds that interpolate become Animation's
/// `AnimatableValue` with a note of how to turn them back; the rest (booleans, names,
/// images, fonts, strings) switch from one value to the next half-way.
public enum AnimatedValue: Equatable {
    case interpolable(AnimatableValue, ValueShape)
    case discrete(PropertyValue)

    /// Which property kind an interpolable value came from.
    public enum ValueShape: Equatable, Sendable {
        case number, point, size, rect, color, transform, affineTransform, path, numbers
        /// `count` colours of four components each.
        case colors(count: Int)
    }

    public init(_ value: PropertyValue) {
        switch value {
        case .number(let n): self = .interpolable(.scalar(n), .number)
        case .point(let p): self = .interpolable(.vector([p.x, p.y]), .point)
        case .size(let s): self = .interpolable(.vector([s.width, s.height]), .size)
        case .rect(let r): self = .interpolable(.vector([r.origin.x, r.origin.y, r.size.width, r.size.height]), .rect)
        case .color(let c):
            // No colour animates as transparent black, as a nil CGColor does.
            let c = c ?? .clear
            self = .interpolable(.vector([c.red, c.green, c.blue, c.alpha]), .color)
        case .transform(let t): self = .interpolable(.transform(t), .transform)
        case .affineTransform(let t): self = .interpolable(.transform(Transform3D(affine: t)), .affineTransform)
        case .path(let p?): self = .interpolable(.path(p), .path)
        case .numbers(let n?): self = .interpolable(.vector(n), .numbers)
        case .colors(let c?):
            self = .interpolable(.vector(c.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }), .colors(count: c.count))
        default: self = .discrete(value)
        }
    }

    /// The property value again.
    public var propertyValue: PropertyValue {
        switch self {
        case .discrete(let v): return v
        case let .interpolable(value, shape):
            switch (value, shape) {
            case (.scalar(let n), .number): return .number(n)
            case (.vector(let v), .point) where v.count == 2: return .point(Point(x: v[0], y: v[1]))
            case (.vector(let v), .size) where v.count == 2: return .size(Size(width: v[0], height: v[1]))
            case (.vector(let v), .rect) where v.count == 4: return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
            case (.vector(let v), .color) where v.count == 4:
                return .color(Color(red: v[0], green: v[1], blue: v[2], alpha: v[3]))
            case (.transform(let t), .transform): return .transform(t)
            case (.transform(let t), .affineTransform): return .affineTransform(t.affine)
            case (.path(let p), .path): return .path(p)
            case (.vector(let v), .numbers): return .numbers(v)
            case (.vector(let v), .colors(let count)) where v.count == 4 * count:
                return .colors((0..<count).map { Color(red: v[4 * $0], green: v[4 * $0 + 1], blue: v[4 * $0 + 2], alpha: v[4 * $0 + 3]) })
            case (.scalar(let n), _): return .number(n)
            default: return .number(.nan)
            }
        }
    }

    /// The value `f` of the way from `self` to `other`; values that cannot interpolate switch at one half.
    public func interpolated(to other: AnimatedValue, _ f: Double) -> AnimatedValue {
        if case let .interpolable(a, shape) = self, case let .interpolable(b, otherShape) = other, shape == otherShape {
            return .interpolable(Interpolation.interpolate(a, b, f), shape)
        }
        return f < 0.5 ? self : other
    }

    /// `self + other` (additive animations, `byValue`); `self` when they cannot add.
    public func adding(_ other: AnimatedValue) -> AnimatedValue {
        guard case let .interpolable(a, shape) = self, case let .interpolable(b, otherShape) = other,
              shape == otherShape else { return self }
        return .interpolable(Interpolation.add(a, b), shape)
    }

    /// `self − other`; `self` when they cannot subtract.
    public func subtracting(_ other: AnimatedValue) -> AnimatedValue {
        guard case let .interpolable(a, shape) = self, case let .interpolable(b, otherShape) = other,
              shape == otherShape else { return self }
        return .interpolable(Interpolation.subtract(a, b), shape)
    }

    /// `self × n`; `self` when it cannot scale.
    public func scaled(by n: Double) -> AnimatedValue {
        guard case let .interpolable(a, shape) = self else { return self }
        return .interpolable(Interpolation.scale(a, by: n), shape)
    }
}
