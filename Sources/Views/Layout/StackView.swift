import Geometry
import Layers

/// UIStackView: lays out its arranged subviews in a row or a column with Auto Layout
/// constraints of its own, as UIKit's does: along the axis by `distribution` and `spacing`,
/// across it by `alignment`. Hidden arranged subviews are left out (hiding one inside an
/// animation block and calling `layoutIfNeeded()` animates the others closing the gap).
public final class StackView: View {
    /// UIStackView.Distribution.
    public enum Distribution: String, CaseIterable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIStackView.Alignment (`top` is `leading` and `bottom` `trailing` for a row, as in UIKit).
    public enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    public private(set) var arrangedSubviews: [View] = []
    public var axis = LayoutAxis.horizontal { didSet { rebuild() } }
    public var spacing = 0.0 { didSet { rebuild() } }
    public var distribution = Distribution.fill { didSet { rebuild() } }
    public var alignment = Alignment.fill { didSet { rebuild() } }
    /// The constraints the stack made for its arranged subviews, and its spacers.
    private var generated: [LayoutConstraint] = []
    private var spacers: [LayoutGuide] = []

    public init() {
        super.init(layerType: Layer.self)
    }

    override public class var typeName: String { "StackView" }

    override public class var properties: [String: ViewProperty] { table }
    private static let table: [String: ViewProperty] = baseProperties.merging([
        "axis": .named(\StackView.axis),
        "spacing": .number(\StackView.spacing),
        "distribution": .named(\StackView.distribution),
        "alignment": .named(\StackView.alignment),
    ]) { $1 }

    /// UIStackView.addArrangedSubview(_:): also a subview, laid out by the stack.
    @discardableResult
    public func addArrangedSubview(_ view: View) -> Bool { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// A view that cannot be a subview of the stack (the stack itself or one of its
    /// ancestors) is not arranged: the call returns false.
    @discardableResult
    public func insertArrangedSubview(_ view: View, at index: Int) -> Bool {
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return false }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        rebuild()
        return true
    }

    /// UIStackView.removeArrangedSubview(_:): no longer laid out, though still a subview.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        rebuild()
    }

    /// A subview removed from the stack is no longer arranged either.
    override func subviewWillBeRemoved(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        rebuild()
    }

    func arrangedSubviewVisibilityChanged(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) { rebuild() }
    }

    /// Replaces the stack's constraints with those for its arrangement now.
    private func rebuild() {
        LayoutConstraint.deactivate(generated)
        let shown = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        generated = alongConstraints(of: shown) + acrossConstraints(of: shown)
        // The stack is their common ancestor, so activating cannot fail.
        try? LayoutConstraint.activate(generated)
    }

    /// `item`'s start, end or length along the axis.
    private func leading(_ item: LayoutItem) -> LayoutAnchor { LayoutAnchor(item: item, attribute: axis == .horizontal ? .leading : .top) }
    private func trailing(_ item: LayoutItem) -> LayoutAnchor { LayoutAnchor(item: item, attribute: axis == .horizontal ? .trailing : .bottom) }
    private func length(_ item: LayoutItem) -> LayoutAnchor { LayoutAnchor(item: item, attribute: axis == .horizontal ? .width : .height) }

    /// Along the axis: the first at the stack's start, the last at its end, and between them
    /// the spacing (at least the spacing, equal for all, with `equalSpacing`); with
    /// `fillEqually` every length equal to the first's. `fillProportionally` and
    /// `equalCentering` are laid out as `fill` and `equalSpacing` (not UIKit's own).
    private func alongConstraints(of views: [View]) -> [LayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        var out = [leading(first).constraint(.equal, to: leading(self)), trailing(last).constraint(.equal, to: trailing(self))]
        let spaced = distribution == .equalSpacing || distribution == .equalCentering
        while spacers.count < max(views.count - 1, 0) {
            let guide = LayoutGuide(identifier: "UISV-distributing")
            addLayoutGuide(guide)
            spacers.append(guide)
        }
        for (i, pair) in zip(views, views.dropFirst()).enumerated() {
            if spaced {
                let gap = spacers[i]
                out += [leading(gap).constraint(.equal, to: trailing(pair.0)), trailing(gap).constraint(.equal, to: leading(pair.1)),
                        length(gap).constraint(.greaterThanOrEqual, toConstant: spacing)]
                if i > 0 { out.append(length(gap).constraint(.equal, to: length(spacers[0]))) }
            } else {
                out.append(leading(pair.1).constraint(.equal, to: trailing(pair.0), constant: spacing))
            }
        }
        if distribution == .fillEqually {
            out += views.dropFirst().map { length($0).constraint(.equal, to: length(first)) }
        }
        return out
    }

    /// Across the axis, by `alignment`; the stack hugs its tallest (widest) view unless
    /// something sizes it (UIKit's "canvas fit" at priority 49).
    private func acrossConstraints(of views: [View]) -> [LayoutConstraint] {
        let row = axis == .horizontal
        let start: LayoutAttribute = row ? .top : .leading, end: LayoutAttribute = row ? .bottom : .trailing
        let center: LayoutAttribute = row ? .centerY : .centerX, size: LayoutAttribute = row ? .height : .width
        func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(item: item, attribute: attribute) }
        var out: [LayoutConstraint] = []
        let first = views.first
        for view in views {
            switch alignment {
            case .fill:
                out += [anchor(view, start).constraint(.equal, to: anchor(self, start)), anchor(view, end).constraint(.equal, to: anchor(self, end))]
            case .leading, .top:
                out += [anchor(view, start).constraint(.equal, to: anchor(self, start)), anchor(view, end).constraint(.lessThanOrEqual, to: anchor(self, end))]
            case .trailing, .bottom:
                out += [anchor(view, end).constraint(.equal, to: anchor(self, end)), anchor(view, start).constraint(.greaterThanOrEqual, to: anchor(self, start))]
            case .center:
                out += [anchor(view, center).constraint(.equal, to: anchor(self, center)), anchor(view, start).constraint(.greaterThanOrEqual, to: anchor(self, start))]
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = row ? (alignment == .firstBaseline ? .firstBaseline : .lastBaseline) : start
                if let first, view !== first { out.append(anchor(view, baseline).constraint(.equal, to: anchor(first, baseline))) }
                out += [anchor(view, start).constraint(.greaterThanOrEqual, to: anchor(self, start)),
                        anchor(view, end).constraint(.lessThanOrEqual, to: anchor(self, end))]
            }
        }
        if alignment != .fill, !views.isEmpty {
            let fit = anchor(self, size).constraint(.equal, toConstant: 0)
            fit.priority = 49
            out.append(fit)
        }
        return out
    }
}
