import Constraints
import Geometry

extension LayoutEngine {
    /// Adds the constraints that became active, removes those that did not stay, and moves the
    /// constants (and priorities) that changed.
    func syncConstraints(_ active: [LayoutConstraint]) {
        let keep = Set(active.map(ObjectIdentifier.init))
        for (id, entry) in solved where !keep.contains(id) || entry.source == nil {
            if let made = entry.made { try? solver.remove(made) }
            solved[id] = nil
        }
        for constraint in active {
            let id = ObjectIdentifier(constraint)
            if let entry = solved[id], entry.source === constraint {
                if entry.priority != constraint.priority || entry.shape != Shape(of: constraint) || entry.made == nil {
                    if let made = entry.made { try? solver.remove(made) }
                    solved[id] = nil
                } else {
                    if entry.constant != constraint.constant, let made = entry.made {
                        do throws(SolverError) {
                            try solver.updateConstant(of: made, to: entry.base - constraint.constant)
                            solved[id] = entry.with(constant: constraint.constant)
                        } catch {
                            // The solver kept the old constant: the constraint is broken until it changes again.
                            report(constraint, error)
                            try? solver.remove(made)
                            solved[id] = entry.with(constant: constraint.constant, made: .some(nil))
                        }
                    }
                    continue
                }
            }
            add(constraint)
        }
    }

    private func add(_ constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard let (expression, relation) = expression(of: constraint) else { return }
        let priority = min(max(constraint.priority.isFinite ? constraint.priority : 1000, 1), 1000)
        let made = Constraint(expression, relation, priority: Priority(priority))
        do throws(SolverError) {
            try solver.add(made)
            solved[id] = (SolvedConstraint(source: constraint, made: made, base: expression.constant + constraint.constant,
                                          constant: constraint.constant, priority: constraint.priority, shape: Shape(of: constraint)))
        } catch {
            report(constraint, error)
            // Broken: kept active, left out of the solver until it changes, as UIKit does.
            solved[id] = (SolvedConstraint(source: constraint, made: nil, base: expression.constant + constraint.constant,
                                          constant: constraint.constant, priority: constraint.priority, shape: Shape(of: constraint)))
        }
    }

    /// UIKit's message for a constraint that cannot be satisfied, naming the others involved.
    private func report(_ constraint: LayoutConstraint, _ error: SolverError) {
        guard case .unsatisfiable(_, let conflicts) = error else {
            log?("[LayoutConstraints] \(constraint) cannot be used: \(error)")
            return
        }
        let others = conflicts.compactMap { made in
            solved.values.first { $0.made === made }?.source.map(\.description) ?? impliedDescription(of: made)
        }
        log?("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
             + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
             + (others + [constraint.description]).map { "\t\t\($0)" }.joined(separator: "\n")
             + "\n\tWill attempt to recover by breaking constraint \n\t\t\(constraint)")
    }

    /// How the log names a constraint the engine implied (a fixed frame or an intrinsic size).
    private func impliedDescription(of made: Constraint) -> String? {
        guard let key = implied.first(where: { $0.value === made })?.key,
              let view = variables[key.view]?.view else { return nil }
        switch key.kind {
        case .x, .y, .width, .height:
            return "<NSAutoresizingMaskLayoutConstraint \(view.layoutName).\(key.kind) (its frame, as translatesAutoresizingMaskIntoConstraints keeps it)>"
        default:
            return "<NSContentSizeLayoutConstraint \(view.layoutName).\(key.kind)>"
        }
    }

    /// The solver's form of `constraint`: first − multiplier × second − constant, related to 0,
    /// every attribute read in its items' nearest common ancestor's space.
    func expression(of constraint: LayoutConstraint) -> (Expression, Relation)? {
        guard let firstItem = constraint.firstItem else { return nil }
        let first = firstItem.owningView
        let container = constraint.secondItem.map { first.nearestCommonAncestor(with: $0.owningView) } ?? first.superview ?? first
        guard let container else { return nil }
        var lhs = attribute(constraint.firstAttribute, of: firstItem, in: container)
        if let second = constraint.secondItem {
            lhs = lhs - attribute(constraint.secondAttribute, of: second, in: container) * constraint.multiplier
        }
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return (lhs - constraint.constant, relation)
    }

    /// `attribute` of `item` in `container`'s space (whose own left and top are 0).
    private func attribute(_ attribute: LayoutAttribute, of item: LayoutItem, in container: View) -> Expression {
        let view = item.owningView
        let c = variableSet(of: container)
        var left: Expression, top: Expression, width: Expression, height: Expression
        if let guide = item as? LayoutGuide, guide.isSolved {
            // A free guide is solved in the tree's space like a view.
            let g = variableSet(of: guide)
            left = g.x - c.x
            top = g.y - c.y
            width = Expression(g.width)
            height = Expression(g.height)
        } else {
            let v = variableSet(of: view)
            left = view === container ? Expression(0) : v.x - c.x
            top = view === container ? Expression(0) : v.y - c.y
            width = Expression(v.width)
            height = Expression(v.height)
        }
        if let insets = item.guideInsets {
            left = left + insets.left
            top = top + insets.top
            width = width - (insets.left + insets.right)
            height = height - (insets.top + insets.bottom)
        }
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return left + width
        case .top: return top
        case .bottom: return top + height
        case .width: return width
        case .height: return height
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        case .firstBaseline, .lastBaseline:
            guard item.guideInsets == nil, let offset = baselineOffset(of: view, last: attribute == .lastBaseline) else {
                return top + height
            }
            // A label's text is centred vertically: its baseline sits at half the height, less
            // half the text's height, plus the font's ascent.
            return top + height * 0.5 + offset
        case .notAnAttribute: return Expression(0)
        }
    }

    /// For a label: where its first (or last) baseline lies from its vertical centre; nil for
    /// other views, whose baselines are their bottoms.
    private func baselineOffset(of view: View, last: Bool) -> Double? {
        guard let label = view as? Label, let measure = textMeasure else { return nil }
        let metrics = measure.lineMetrics(of: label.font)
        let text = measure.size(of: label.text.isEmpty ? " " : label.text, font: label.font, wrapWidth: nil)
        let textHeight = max(text.height, metrics.height)
        let first = -textHeight / 2 + metrics.ascent
        return last ? first + max(textHeight - metrics.height, 0) : first
    }
}

/// What decides a constraint's terms: re-made when any of it changes.
struct Shape: Equatable {
    let multiplier: Double
    let container: ObjectIdentifier?
    init(of constraint: LayoutConstraint) {
        multiplier = constraint.multiplier
        container = constraint.container.map(ObjectIdentifier.init)
    }
}

/// A layout constraint as the solver holds it. `made` is nil while it is broken (it could not
/// be satisfied); `base` is the solver constant for a layout constant of 0 plus that constant.
struct SolvedConstraint {
    weak var source: LayoutConstraint?
    let made: Constraint?
    let base: Double
    let constant: Double
    let priority: Double
    let shape: Shape

    func with(constant: Double, made: Constraint?? = .none) -> SolvedConstraint {
        SolvedConstraint(source: source, made: made ?? self.made, base: base, constant: constant, priority: priority, shape: shape)
    }
}

/// A constraint the engine implies for a view: a fixed frame's side or an intrinsic size.
struct ImpliedKey: Hashable {
    enum Kind { case x, y, width, height, hugWidth, resistWidth, hugHeight, resistHeight }
    let view: ObjectIdentifier
    let kind: Kind
}

/// What an implied constraint is made of: its expression, related to 0 by `relation`, at `priority`.
typealias ImpliedSpec = (expression: Expression, relation: Relation, priority: Double)

/// A view's (or a free guide's) four solver variables.
final class ViewVariables {
    weak var view: View?
    weak var guide: LayoutGuide?
    let x: Variable, y: Variable, width: Variable, height: Variable
    init(view: View) {
        self.view = view
        (x, y, width, height) = ViewVariables.made(named: view.layoutName)
    }
    init(guide: LayoutGuide) {
        self.guide = guide
        (x, y, width, height) = ViewVariables.made(named: guide.layoutName)
    }
    private static func made(named name: String) -> (Variable, Variable, Variable, Variable) {
        (Variable(name + ".minX"), Variable(name + ".minY"), Variable(name + ".width"), Variable(name + ".height"))
    }
}
