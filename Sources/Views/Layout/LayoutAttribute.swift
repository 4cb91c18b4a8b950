/// NSLayoutConstraint.Attribute: a position or a size of a view's frame (its alignment
/// rectangle), left to right (leading is left, trailing right).
public enum LayoutAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    /// No attribute: the second item of a constant size (`width == 100`).
    case notAnAttribute

    /// Whether it lies along x (left, width…) rather than y.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return true
        default: return false
        }
    }

    /// Whether it is a size rather than a position.
    public var isSize: Bool { self == .width || self == .height }
}

/// NSLayoutConstraint.Relation.
public enum LayoutRelation: String, CaseIterable, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual

    /// The symbol UIKit's descriptions use.
    var symbol: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// NSLayoutConstraint.Axis.
public enum LayoutAxis: String, CaseIterable, Sendable {
    case horizontal, vertical
}
