import Constraints
import Geometry

/// Auto Layout for one view tree: the active constraints of its views, their intrinsic sizes
/// and the fixed frames of the views that translate their autoresizing masks, kept in an
/// incremental Cassowary solver; a layout pass (`layout(_:)`) brings the solver up to date
/// with the tree (adding, removing, moving constants in place) and sets the solved frames.
///
/// Coordinates: every view has a solved rectangle (x, y, width, height) in the root's content
/// space, the sum of frame origins down the tree (bounds origins are left out, so a scroll
/// view's content keeps its constraints as it scrolls). An attribute of a constraint is read
/// in the space of the nearest common ancestor of its items, where that ancestor's own left
/// and top are 0, as UIKit reads them (so `centerY == 0.67 × superview.centerY` is two thirds
/// down the superview, wherever it is).
public final class LayoutEngine {
    var solver = Solver()
    /// What each view's frame is made of in the solver.
    var variables: [ObjectIdentifier: ViewVariables] = [:]
    /// The solver's constraint for each active layout constraint, and what it was made from.
    var solved: [ObjectIdentifier: SolvedConstraint] = [:]
    /// The fixed frames and intrinsic sizes, by view and kind.
    var implied: [ImpliedKey: Constraint] = [:]
    private var needsLayout = true
    /// Measures labels' and buttons' text (set by the scene).
    public var textMeasure: TextMeasuring?
    /// Hears UIKit's log messages: unsatisfiable constraints and the one broken to recover.
    public var log: ((String) -> Void)?

    public init() {}

    /// The next layout pass solves again.
    public func setNeedsLayout() { needsLayout = true }

    /// Whether a pass has anything to do.
    public var isDirty: Bool { needsLayout }


    /// How many solver constraints the tree has now (for tests and benchmarks).
    public var solverConstraintCount: Int { solved.count + implied.count }

    /// Brings the solver up to date with `root`'s tree and sets the frames of the views laid
    /// out by constraints. Frames that do not change are not set (inside an animation block
    /// only real changes animate).
    public func layout(_ root: View) {
        let active = Self.activeConstraints(under: root)
        let involved = involvedViews(of: active, root: root)
        syncVariables(involved, root: root)
        syncConstraints(active)
        applyFrames(involved)
        // Variables of views no longer involved go (the solver forgot them with their constraints).
        let keep = Set(involved.map(ObjectIdentifier.init)).union(active.flatMap { constraint in
            [constraint.firstItem, constraint.secondItem].compactMap { ($0 as? LayoutGuide).map(ObjectIdentifier.init) }
        })
        for (id, set) in variables where !keep.contains(id) { set.view?.isInvolvedInLayout = false }
        for view in involved { view.isInvolvedInLayout = true }
        variables = variables.filter { keep.contains($0.key) }
        // Setting the frames above marked the tree again; they are what was solved.
        needsLayout = false
    }

    /// UIView.hasAmbiguousLayout: whether `view`'s frame, laid out by constraints, could take
    /// other values that satisfy them all as well (false for a view the last pass did not solve).
    public func hasAmbiguousLayout(_ view: View) -> Bool {
        guard !view.translatesAutoresizingMaskIntoConstraints, let v = variables[ObjectIdentifier(view)], v.view === view else { return false }
        return [v.x, v.y, v.width, v.height].contains { solver.isAmbiguous($0) }
    }

    /// Sets the solved frame of every view laid out by constraints, parents first.
    private func applyFrames(_ views: [View]) {
        for view in views where !view.translatesAutoresizingMaskIntoConstraints && view.superview != nil {
            guard let parent = view.superview else { continue }
            let v = variableSet(of: view), p = variableSet(of: parent)
            let x = solver.value(of: v.x) - solver.value(of: p.x), y = solver.value(of: v.y) - solver.value(of: p.y)
            let width = max(solver.value(of: v.width), 0), height = max(solver.value(of: v.height), 0)
            guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else { continue }
            let current = Self.layoutFrame(of: view)
            let frame = Rect(x: x, y: y, width: width, height: height)
            guard !Self.nearlyEqual(current, frame) else { continue }
            // Bounds size and centre, as UIKit sets them (a transform stays as it is).
            if view.bounds.size != frame.size {
                var bounds = view.bounds
                bounds.size = frame.size
                view.bounds = bounds
            }
            let anchor = view.layer.anchorPoint
            view.center = Point(x: x + width * anchor.x, y: y + height * anchor.y)
        }
    }

    private static func nearlyEqual(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    // MARK: Gathering

    /// Every active constraint held by a view of the tree, in tree order.
    static func activeConstraints(under root: View) -> [LayoutConstraint] {
        var out: [LayoutConstraint] = []
        var stack = [root]
        while let view = stack.popLast() {
            out += view.constraints.filter { !$0.isOrphaned }
            stack += view.subviews.reversed()
        }
        return out
    }

    /// The views the constraints relate, and every ancestor of theirs up to the root, parents first.
    private func involvedViews(of constraints: [LayoutConstraint], root: View) -> [View] {
        var seen: Set<ObjectIdentifier> = []
        var out: [View] = []
        func visit(_ view: View) {
            guard !seen.contains(ObjectIdentifier(view)) else { return }
            if let parent = view.superview { visit(parent) }
            seen.insert(ObjectIdentifier(view))
            out.append(view)
        }
        for constraint in constraints {
            if let first = constraint.firstItem { visit(first.owningView) }
            if let second = constraint.secondItem { visit(second.owningView) }
        }
        if out.isEmpty { return [] }
        visit(root)
        return out
    }

    // MARK: Variables and their implied constraints

    func variableSet(of guide: LayoutGuide) -> ViewVariables {
        if let known = variables[ObjectIdentifier(guide)], known.guide === guide { return known }
        let made = ViewVariables(guide: guide)
        variables[ObjectIdentifier(guide)] = made
        return made
    }

    func variableSet(of view: View) -> ViewVariables {
        if let known = variables[ObjectIdentifier(view)], known.view === view { return known }
        let made = ViewVariables(view: view)
        variables[ObjectIdentifier(view)] = made
        return made
    }

    /// Fixes the root and every view that translates its frame (relative to its superview),
    /// and gives views laid out by constraints their intrinsic sizes; drops what no longer applies.
    private func syncVariables(_ views: [View], root: View) {
        // In tree order, so the solver sees the same calls every run.
        var wanted: [(key: ImpliedKey, spec: ImpliedSpec)] = []
        for view in views {
            let v = variableSet(of: view)
            let id = ObjectIdentifier(view)
            func want(_ kind: ImpliedKey.Kind, _ expression: Expression, _ relation: Relation = .equal, _ priority: Double = 1000) {
                wanted.append((ImpliedKey(view: id, kind: kind), (expression, relation, priority)))
            }
            if view === root || view.superview == nil {
                want(.x, Expression(v.x))
                want(.y, Expression(v.y))
                want(.width, v.width - view.bounds.width)
                want(.height, v.height - view.bounds.height)
            } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
                let p = variableSet(of: parent), frame = Self.layoutFrame(of: view)
                want(.x, v.x - p.x - frame.minX)
                want(.y, v.y - p.y - frame.minY)
                want(.width, v.width - frame.width)
                want(.height, v.height - frame.height)
            } else {
                let size = view.intrinsicContentSize(measuring: textMeasure)
                if size.width >= 0, size.width.isFinite {
                    want(.hugWidth, v.width - size.width, .lessThanOrEqual, view.huggingPriority.horizontal)
                    want(.resistWidth, v.width - size.width, .greaterThanOrEqual, view.compressionResistance.horizontal)
                }
                if size.height >= 0, size.height.isFinite {
                    want(.hugHeight, v.height - size.height, .lessThanOrEqual, view.huggingPriority.vertical)
                    want(.resistHeight, v.height - size.height, .greaterThanOrEqual, view.compressionResistance.vertical)
                }
            }
        }
        let byKey = Dictionary(wanted, uniquingKeysWith: { _, last in last })
        for (key, old) in implied where byKey[key].map({ !Self.sameShape(old, $0) }) ?? true {
            try? solver.remove(old)
            implied[key] = nil
        }
        for (key, want) in wanted {
            if let existing = implied[key] {
                if solver.constant(of: existing) != want.expression.constant {
                    try? solver.updateConstant(of: existing, to: want.expression.constant)
                }
                continue
            }
            let made = Constraint(want.expression, want.relation, priority: Priority(Self.clampedPriority(want.priority)))
            if (try? solver.add(made)) != nil { implied[key] = made }
        }
    }

    /// An implied constraint is kept (and its constant moved) while its terms and priority stay.
    private static func sameShape(_ old: Constraint, _ new: ImpliedSpec) -> Bool {
        old.relation == new.relation && old.priority.rawValue == clampedPriority(new.priority)
            && old.expression.terms.map(\.coefficient) == new.expression.terms.map(\.coefficient)
            && zip(old.expression.terms, new.expression.terms).allSatisfy { $0.variable === $1.variable }
    }

    private static func clampedPriority(_ p: Double) -> Double { p.isFinite ? min(max(p, 1), 1000) : 1000 }

    /// A view's frame as Auto Layout sees it: its bounds size placed by its position and anchor
    /// point, whatever its transform.
    static func layoutFrame(of view: View) -> Rect {
        let size = view.bounds.size, position = view.center, anchor = view.layer.anchorPoint
        return Rect(x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y,
                    width: size.width, height: size.height)
    }
}
