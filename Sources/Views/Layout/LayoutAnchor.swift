import Geometry

/// NSLayoutAnchor: one attribute of a view (or a layout guide), from which constraints are
/// made as UIKit's anchors make them: `a.leadingAnchor.constraint(equalTo: b.leadingAnchor,
/// constant: 8)`, `a.widthAnchor.constraint(equalToConstant: 100)`.
public struct LayoutAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    public init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self relation other × multiplier + constant` (inactive, as UIKit returns it).
    public func constraint(_ relation: LayoutRelation, to other: LayoutAnchor?, multiplier: Double = 1,
                           constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                         attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self relation constant` (a size anchor's `constraint(equalToConstant:)`).
    public func constraint(_ relation: LayoutRelation, toConstant constant: Double) -> LayoutConstraint {
        constraint(relation, to: nil, constant: constant)
    }

    /// Whether UIKit lets the two anchors be related: sizes with sizes, x positions with x
    /// positions, y positions with y positions.
    public func canRelate(to other: LayoutAnchor) -> Bool {
        if attribute.isSize || other.attribute.isSize { return attribute.isSize && other.attribute.isSize }
        return attribute.isHorizontal == other.attribute.isHorizontal
    }
}

/// What constraints relate: a view, or a layout guide of one (its safe area or margins).
public protocol LayoutItem: AnyObject {
    /// The view the item belongs to (the view itself for a view).
    var owningView: View { get }
    /// A guide's rectangle as insets from its owning view's bounds (nil for a view, whose
    /// frame is solved).
    var guideInsets: EdgeInsets? { get }
    /// How descriptions name it.
    var layoutName: String { get }
}
