/// NSLayoutConstraint: `firstItem.firstAttribute relation secondItem.secondAttribute ×
/// multiplier + constant`, at a priority (1...1000, 1000 required). Made inactive; activating
/// it (`isActive = true`, `activate`) adds it to the nearest common ancestor of its items (that
/// view's `constraints`), and the next layout pass solves it. `constant` may change at any time
/// and is re-solved in place; so may the priority of an optional constraint. It holds its
/// items weakly, as UIKit does: a view's constraints never keep it alive, and a constraint
/// whose view is gone relates nothing.
public final class LayoutConstraint: CustomStringConvertible {
    private weak var first: (any LayoutItem)?
    private weak var second: (any LayoutItem)?
    /// The first item, while it exists.
    public var firstItem: LayoutItem? { first }
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    /// The second item (nil for a constant size, or once it is gone).
    public var secondItem: LayoutItem? { second }
    /// Whether it was made with a second item.
    private let relatesTwo: Bool
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    public var constant: Double {
        didSet { if constant != oldValue { container?.layoutEngine?.setNeedsLayout() } }
    }
    /// 1...1000; 1000 is required.
    public var priority = 1000.0 {
        didSet { if priority != oldValue { container?.layoutEngine?.setNeedsLayout() } }
    }
    public var identifier: String?
    /// The view whose `constraints` hold it while active.
    public internal(set) weak var container: View?

    public init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0) {
        first = item
        firstAttribute = attribute
        self.relation = relation
        second = secondAttribute == .notAnAttribute ? nil : toItem
        relatesTwo = second != nil
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether it takes part in layout. Activating it finds its container (the nearest
    /// common ancestor of its items); it throws when the items share none or the attributes
    /// cannot be related, as UIKit raises.
    public var isActive: Bool { container != nil }

    /// `isActive = active`.
    public func setActive(_ active: Bool) throws(LayoutError) {
        if active { try activate() } else { deactivate() }
    }

    /// NSLayoutConstraint.activate(_:).
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for constraint in constraints { try constraint.activate() }
    }

    /// NSLayoutConstraint.deactivate(_:).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// Whether an item it relates is gone.
    public var isOrphaned: Bool { first == nil || (relatesTwo && second == nil) }

    private func activate() throws(LayoutError) {
        guard container == nil else { return }
        try check()
        guard let first = firstItem?.owningView else { throw .invalid(description + ": its first item is gone") }
        guard let second = secondItem?.owningView else { return first.addConstraint(self) }
        guard let common = first.nearestCommonAncestor(with: second) else { throw .noCommonAncestor(description) }
        common.addConstraint(self)
    }

    private func deactivate() {
        container?.removeConstraint(self)
    }

    /// Throws UIKit's refusals: mixed axes, a position against a constant, non-finite numbers.
    public func check() throws(LayoutError) {
        guard multiplier.isFinite, constant.isFinite, multiplier != 0 || secondItem == nil else {
            throw .invalid(description + ": the multiplier and constant must be finite numbers (and the multiplier not 0)")
        }
        guard priority > 0, priority <= 1000 else { throw .invalid(description + ": a priority must be from 1 to 1000") }
        if firstAttribute == .notAnAttribute { throw .invalid(description + ": the first attribute cannot be notAnAttribute") }
        guard !isOrphaned, let firstItem else { throw .invalid(description + ": an item it relates is gone") }
        guard let secondItem else {
            if !firstAttribute.isSize {
                throw .invalid(description + ": a constraint cannot make a location (\(firstAttribute.rawValue)) equal to a constant")
            }
            return
        }
        let first = LayoutAnchor(item: firstItem, attribute: firstAttribute)
        guard first.canRelate(to: LayoutAnchor(item: secondItem, attribute: secondAttribute)) else {
            throw .invalid(description + ": \(firstAttribute.rawValue) and \(secondAttribute.rawValue) cannot be related")
        }
    }

    /// Whether an item of the constraint is `view` or inside it.
    func involves(subtreeOf view: View) -> Bool {
        [firstItem?.owningView, secondItem?.owningView].contains { item in
            guard let item else { return false }
            return item === view || item.isDescendant(of: view)
        }
    }

    /// As UIKit describes one: `<NSLayoutConstraint title.centerX == container.centerX + 20 (active)>`.
    public var description: String {
        var text = "<NSLayoutConstraint \(identifier.map { "'\($0)' " } ?? "")\(firstItem?.layoutName ?? "(gone)").\(firstAttribute.rawValue) \(relation.symbol) "
        if relatesTwo {
            text += (multiplier == 1 ? "" : "\(Self.number(multiplier))*") + "\(secondItem?.layoutName ?? "(gone)").\(secondAttribute.rawValue)"
            if constant != 0 { text += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))" }
        } else {
            text += Self.number(constant)
        }
        if priority < 1000 { text += " @\(Self.number(priority))" }
        return text + (isActive ? " (active)>" : ">")
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// Why a constraint could not be activated.
public enum LayoutError: Error, CustomStringConvertible {
    case noCommonAncestor(String)
    case invalid(String)

    public var description: String {
        switch self {
        case .noCommonAncestor(let constraint):
            return "unable to activate \(constraint): its items have no common ancestor (add both views to the same tree first)"
        case .invalid(let message): return message
        }
    }
}
