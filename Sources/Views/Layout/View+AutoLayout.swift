import Geometry
import Layers

extension View: LayoutItem {
    public var owningView: View { self }
    public var guideInsets: EdgeInsets? { nil }
    /// The view's name, or its type when it has none.
    public var layoutName: String { name.map { "'\($0)'" } ?? type(of: self).typeName }

    public var leadingAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .right) }
    public var topAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .width) }
    public var heightAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .height) }
    public var centerXAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .lastBaseline) }

    /// UIView.addConstraint(_:): this view holds `constraint` (activating it).
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.container !== self else { return }
        constraint.container?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.container = self
        treeLayoutEngine(making: true)?.setNeedsLayout()
    }

    /// UIView.removeConstraint(_:): deactivates `constraint` if this view holds it.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.container === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.container = nil
        treeLayoutEngine(making: false)?.setNeedsLayout()
    }

    /// The nearest view that is `self` or `other` or an ancestor of both.
    public func nearestCommonAncestor(with other: View) -> View? {
        var ancestors: Set<ObjectIdentifier> = []
        var node: View? = self
        while let n = node { ancestors.insert(ObjectIdentifier(n)); node = n.superview }
        node = other
        while let n = node {
            if ancestors.contains(ObjectIdentifier(n)) { return n }
            node = n.superview
        }
        return nil
    }

    /// The root of this view's tree.
    public var treeRoot: View {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// The solver of this view's tree (made when `making` and none exists yet).
    @discardableResult
    func treeLayoutEngine(making: Bool) -> LayoutEngine? {
        let root = treeRoot
        if root.ownLayoutEngine == nil, making { root.ownLayoutEngine = LayoutEngine() }
        return root.ownLayoutEngine
    }

    /// The layout engine of the tree, if any constraint was ever added to it.
    public var layoutEngine: LayoutEngine? { treeLayoutEngine(making: false) }

    /// UIView.hasAmbiguousLayout, after a layout pass: more than one frame satisfies the
    /// constraints equally well (a debugging aid, as in UIKit).
    public var hasAmbiguousLayout: Bool {
        if let engine = layoutEngine, engine.isDirty { engine.layout(treeRoot) }
        return layoutEngine?.hasAmbiguousLayout(self) ?? false
    }

    /// UIView.setNeedsLayout(): the next layout pass solves the tree's constraints again.
    public func setNeedsLayout() { layoutEngine?.setNeedsLayout() }

    /// UIView.invalidateIntrinsicContentSize().
    public func invalidateIntrinsicContentSize() { layoutEngine?.setNeedsLayout() }

    /// UIView.intrinsicContentSize, as the tree's text measure gives it for text: −1 on an
    /// axis without one (UIView.noIntrinsicMetric).
    public var intrinsicContentSize: Size { intrinsicContentSize(measuring: layoutEngine?.textMeasure) }

    /// The engine type's own intrinsic size, measuring text with `measure`: what a class
    /// overriding `intrinsicContentSize` reaches as `super`.
    public func engineIntrinsicContentSize(measuring measure: TextMeasuring?) -> Size {
        ownIntrinsicContentSize(measuring: measure)
    }

    /// The size a view class's override gives, else the engine type's own.
    public func intrinsicContentSize(measuring measure: TextMeasuring?) -> Size {
        if let size = overrides?.intrinsicContentSize(of: self) { return size }
        return ownIntrinsicContentSize(measuring: measure)
    }

    public func contentHuggingPriority(for axis: LayoutAxis) -> Double {
        axis == .horizontal ? huggingPriority.horizontal : huggingPriority.vertical
    }
    public func setContentHuggingPriority(_ priority: Double, for axis: LayoutAxis) {
        if axis == .horizontal { huggingPriority.horizontal = priority } else { huggingPriority.vertical = priority }
        setNeedsLayout()
    }
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Double {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }
    public func setContentCompressionResistancePriority(_ priority: Double, for axis: LayoutAxis) {
        if axis == .horizontal { compressionResistance.horizontal = priority } else { compressionResistance.vertical = priority }
        setNeedsLayout()
    }
}
