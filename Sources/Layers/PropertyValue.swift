import Geometry
import Raster

/// A layer or view property's value, as key-value coding, scripts and probes see it.
public enum PropertyValue: Equatable {
    case number(Double)
    case bool(Bool)
    case string(String)
    case point(Point)
    case size(Size)
    case rect(Rect)
    /// A colour, or nil for none (a nil CGColor).
    case color(Color?)
    case transform(Transform3D)
    /// A 2D transform (UIView.transform).
    case affineTransform(AffineTransform)
    case path(Path?)
    case numbers([Double]?)
    case colors([Color]?)
    case image(Image?)
    case font(Font?)
    /// One case of an enumeration, spelled as Swift's case name (`"evenOdd"`).
    case name(String)
    /// A set of option names (`maskedCorners`).
    case names([String])

    public static func == (a: PropertyValue, b: PropertyValue) -> Bool {
        switch (a, b) {
        case let (.number(x), .number(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.point(x), .point(y)): return x == y
        case let (.size(x), .size(y)): return x == y
        case let (.rect(x), .rect(y)): return x == y
        case let (.color(x), .color(y)): return x == y
        case let (.transform(x), .transform(y)): return x == y
        case let (.affineTransform(x), .affineTransform(y)): return x == y
        case let (.path(x), .path(y)): return x == y
        case let (.numbers(x), .numbers(y)): return x == y
        case let (.colors(x), .colors(y)): return x == y
        case let (.image(x), .image(y)): return x === y
        case let (.font(x), .font(y)): return x == y
        case let (.name(x), .name(y)): return x == y
        case let (.names(x), .names(y)): return x == y
        default: return false
        }
    }
}

extension PropertyValue {
    /// The kind of property this value fits: how a custom layer property declared with it
    /// (`Layer.customProperties`) is checked. An enumeration name stands for itself alone.
    public var kind: PropertyKind {
        switch self {
        case .number: return .number
        case .bool: return .bool
        case .string: return .string
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .color: return .color(optional: true)
        case .transform: return .transform
        case .affineTransform: return .affineTransform
        case .path: return .path
        case .numbers: return .numbers
        case .colors: return .colors
        case .image: return .image
        case .font: return .font
        case .name(let n): return .name([n])
        case .names(let n): return .names(n)
        }
    }

    /// True when `other` is the same case: a value a custom property holding `self` accepts
    /// (any number for a number, any colour or none for a colour, any name for a name).
    public func isSameKind(as other: PropertyValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.bool, .bool), (.string, .string), (.point, .point), (.size, .size),
             (.rect, .rect), (.color, .color), (.transform, .transform), (.affineTransform, .affineTransform),
             (.path, .path), (.numbers, .numbers), (.colors, .colors), (.image, .image), (.font, .font),
             (.name, .name), (.names, .names):
            return true
        default:
            return false
        }
    }
}

/// What kind of value a property holds: how a script's value must be converted.
public enum PropertyKind: Equatable, Sendable {
    case number, bool, string, point, size, rect, transform, affineTransform, image, font
    /// `optional` is true when nil (no colour) is allowed.
    case color(optional: Bool)
    case path, numbers, colors
    /// One of the listed names.
    case name([String])
    /// A subset of the listed names.
    case names([String])

    /// How the kind is described in error messages ("a colour", "one of …").
    public var description: String {
        switch self {
        case .number: return "a number"
        case .bool: return "a boolean"
        case .string: return "a string"
        case .point: return "a point"
        case .size: return "a size"
        case .rect: return "a rect"
        case .transform: return "a transform"
        case .affineTransform: return "an affine transform"
        case .image: return "an image"
        case .font: return "a font"
        case .color: return "a colour"
        case .path: return "a path"
        case .numbers: return "a list of numbers"
        case .colors: return "a list of colours"
        case .name(let names): return "one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        case .names(let names): return "a list of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }
}

/// Why a key-value write was refused.
public enum PropertyError: Error, Equatable, CustomStringConvertible {
    case unknownKey(key: String, type: String)
    case wrongKind(key: String, expected: PropertyKind)
    case unknownName(key: String, value: String, valid: [String])
    /// A value of the right kind that the property still refuses (`tag = 6.97`).
    case refused(key: String, expectation: String)
    case readOnly(key: String)

    public var description: String {
        switch self {
        case let .unknownKey(key, type): return "\(type) has no property '\(key)'"
        case let .wrongKind(key, expected): return "'\(key)' must be \(expected.description)"
        case let .unknownName(key, value, valid):
            return "'\(value)' is not a valid \(key); use one of " + valid.map { "\"\($0)\"" }.joined(separator: ", ")
        case let .refused(key, expectation): return "'\(key)' must be \(expectation)"
        case let .readOnly(key): return "'\(key)' is read-only"
        }
    }
}
