import CLua
import Geometry
import Layers
import Views

/// Auto Layout in scripts: anchors (`view.leadingAnchor:constraint{ equalTo = other.leadingAnchor,
/// constant = 8 }`), `NSLayoutConstraint(item, attribute, relatedBy, toItem, attribute,
/// multiplier, constant)`, `NSLayoutConstraint.activate{...}`, the view's
/// `translatesAutoresizingMaskIntoConstraints`, `constraints`, guides and priorities
/// (`view:intrinsicContentSize()` is a method, which a class may override). The tree is laid out after every entry that changed it, and by `layoutIfNeeded()`
/// (inside an animation block the frames animate).
extension ScriptSession {
    /// The anchor keys of views and guides.
    static let anchorAttributes: [String: LayoutAttribute] = [
        "leadingAnchor": .leading, "trailingAnchor": .trailing, "leftAnchor": .left, "rightAnchor": .right,
        "topAnchor": .top, "bottomAnchor": .bottom, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY, "firstBaselineAnchor": .firstBaseline,
        "lastBaselineAnchor": .lastBaseline,
    ]

    /// The Auto Layout keys every view has beyond its key-value table.
    static let autoLayoutViewKeys = anchorAttributes.keys.sorted()
        + ["constraints", "safeAreaLayoutGuide", "layoutMarginsGuide", "layoutMargins"]

    static let autoLayoutNamespaces: [Namespace] = [
        Namespace(names: ["UILayoutPriority"], constants: true),
        Namespace(names: ["NSLayoutConstraint"], call: { s, lua throws(ScriptFailure) in try s.makeConstraint(lua) },
                  functions: [
                      ("activate", { s, lua throws(ScriptFailure) in try s.activateConstraints(lua, active: true) }),
                      ("deactivate", { s, lua throws(ScriptFailure) in try s.activateConstraints(lua, active: false) }),
                  ]),
    ]

    /// UILayoutPriority's constants, a table of numbers.
    static let layoutPriorities: [(String, Double)] = [
        ("required", 1000), ("defaultHigh", 750), ("dragThatCanResizeScene", 510), ("sceneSizeStayPut", 500),
        ("dragThatCannotResizeScene", 490), ("defaultLow", 250), ("fittingSizeLevel", 50),
    ]

    static let anchorMethods: [(String, ScriptFunction)] = [
        ("constraint", { s, lua throws(ScriptFailure) in
            guard let anchor = (s.object(at: 1, in: lua) as? LayoutAnchorObject)?.anchor else {
                throw .message("constraint is a method: call it with ':' (anchor:constraint{ equalTo = other })")
            }
            let made = try s.constraint(from: anchor, lua)
            s.pushLayoutConstraint(made, on: lua)
            return 1
        }),
    ]

    /// `view:addConstraint(c)`, `addConstraints{...}`, `removeConstraint(c)`, `removeConstraints{...}`.
    private static let constraintHoldingMethods: [(String, ScriptFunction)] = [
        ("addConstraint", false, true), ("addConstraints", true, true), ("removeConstraint", false, false), ("removeConstraints", true, false),
    ].map { name, many, adding in
        (name, { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, name, lua)
            let constraints = many ? try s.layoutConstraints(at: 2, name, lua) : [try s.layoutConstraint(at: 2, name, lua)]
            for constraint in constraints {
                if adding { view.addConstraint(constraint) } else { view.removeConstraint(constraint) }
            }
            return 0
        })
    }

    static let autoLayoutViewMethods: [(String, ScriptFunction)] = constraintHoldingMethods + [
        ("hasAmbiguousLayout", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "hasAmbiguousLayout", lua)
            s.configureLayout(of: view)
            lua.push(view.hasAmbiguousLayout)
            return 1
        }),
        ("setNeedsLayout", { s, lua throws(ScriptFailure) in
            try s.receiver(View.self, "setNeedsLayout", lua).setNeedsLayout()
            return 0
        }),
        ("setContentHuggingPriority", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "setContentHuggingPriority", lua)
            let (priority, axis) = try s.priorityAndAxis(lua, "setContentHuggingPriority")
            view.setContentHuggingPriority(priority, for: axis)
            return 0
        }),
        ("setContentCompressionResistancePriority", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "setContentCompressionResistancePriority", lua)
            let (priority, axis) = try s.priorityAndAxis(lua, "setContentCompressionResistancePriority")
            view.setContentCompressionResistancePriority(priority, for: axis)
            return 0
        }),
        ("contentHuggingPriority", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "contentHuggingPriority", lua)
            lua.push(view.contentHuggingPriority(for: try s.axis(at: 2, "contentHuggingPriority", lua)))
            return 1
        }),
        ("contentCompressionResistancePriority", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "contentCompressionResistancePriority", lua)
            lua.push(view.contentCompressionResistancePriority(for: try s.axis(at: 2, "contentCompressionResistancePriority", lua)))
            return 1
        }),
    ]

    // MARK: Properties

    func autoLayoutViewProperty(_ view: View, _ key: String, on lua: Lua) {
        if let attribute = Self.anchorAttributes[key] { return pushAnchor(LayoutAnchor(item: view, attribute: attribute), on: lua) }
        switch key {
        case "constraints":
            lua.newTable(arrayCount: Int32(clamping: view.constraints.count))
            for (i, constraint) in view.constraints.enumerated() {
                pushLayoutConstraint(constraint, on: lua)
                lua.rawSet(-2, index: i + 1)
            }
        case "safeAreaLayoutGuide": pushLayoutItem(view.safeAreaLayoutGuide, on: lua)
        case "layoutMarginsGuide": pushLayoutItem(view.layoutMarginsGuide, on: lua)
        default: pushInsets(view.layoutMargins, on: lua)
        }
    }

    func setAutoLayoutViewProperty(_ view: View, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        guard key == "layoutMargins" else { throw .message("'\(key)' is read-only") }
        view.layoutMargins = try insets(at: index, key: key, on: lua)
        view.setNeedsLayout()
    }

    // MARK: Making constraints

    /// `anchor:constraint{ equalTo | greaterThanOrEqualTo | lessThanOrEqualTo = other, multiplier =, constant = }`,
    /// `anchor:constraint{ equalToConstant | greaterThanOrEqualToConstant | lessThanOrEqualToConstant = n }`,
    /// or `anchor:constraint(other, constant)`.
    private func constraint(from anchor: LayoutAnchor, _ lua: Lua) throws(ScriptFailure) -> LayoutConstraint {
        let usage = "constraint takes the other anchor or a constant, as in a.leadingAnchor:constraint{ equalTo = b.leadingAnchor, constant = 8 } or a.widthAnchor:constraint{ equalToConstant = 100 }"
        var relation = LayoutRelation.equal, other: LayoutAnchor?, multiplier = 1.0, constant = 0.0
        if lua.isTable(at: 2), object(at: 2, in: lua) == nil {
            let relations: [(String, LayoutRelation, Bool)] = [
                ("equalTo", .equal, false), ("greaterThanOrEqualTo", .greaterThanOrEqual, false), ("lessThanOrEqualTo", .lessThanOrEqual, false),
                ("equalToConstant", .equal, true), ("greaterThanOrEqualToConstant", .greaterThanOrEqual, true),
                ("lessThanOrEqualToConstant", .lessThanOrEqual, true),
            ]
            try Arguments.checkLabels(in: 2, are: relations.map(\.0) + ["multiplier", "constant"], of: "constraint", on: lua)
            var found = 0
            for (label, kind, isConstant) in relations {
                lua.rawGet(2, label)
                defer { lua.pop() }
                guard !lua.isNil(at: lua.top) else { continue }
                found += 1
                relation = kind
                if isConstant {
                    guard let n = lua.number(at: lua.top), n.isFinite else { throw .message("constraint: '\(label)' must be a finite number") }
                    constant = n
                } else {
                    guard let a = (object(at: lua.top, in: lua) as? LayoutAnchorObject)?.anchor else {
                        throw .message("constraint: '\(label)' must be an anchor, as in other.leadingAnchor (got \(lua.typeName(at: lua.top)))")
                    }
                    other = a
                }
            }
            guard found == 1 else { throw .message(usage) }
            for (label, target) in [("multiplier", 0), ("constant", 1)] {
                lua.rawGet(2, label)
                defer { lua.pop() }
                guard !lua.isNil(at: lua.top) else { continue }
                guard let n = lua.number(at: lua.top), n.isFinite else { throw .message("constraint: '\(label)' must be a finite number") }
                if target == 0 { multiplier = n } else { constant += n }
            }
        } else if let a = (object(at: 2, in: lua) as? LayoutAnchorObject)?.anchor {
            other = a
            if !lua.isNil(at: 3) {
                guard let n = lua.number(at: 3), n.isFinite else { throw .message(usage) }
                constant = n
            }
        } else {
            throw .message(usage)
        }
        if let other, !anchor.canRelate(to: other) {
            throw .message("constraint: \(anchor.attribute.rawValue) and \(other.attribute.rawValue) cannot be related (sizes go with sizes, x with x, y with y)")
        }
        if other == nil, !anchor.attribute.isSize {
            throw .message("constraint: only a width or height anchor can equal a constant (\(anchor.attribute.rawValue) is a position)")
        }
        return anchor.constraint(relation, to: other, multiplier: multiplier, constant: constant)
    }

    /// `NSLayoutConstraint(item, attribute, relatedBy, toItem, attribute, multiplier, constant)`
    /// (Swift's labels name `attribute` twice, so the arguments are positional).
    private func makeConstraint(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let usage = "NSLayoutConstraint takes (item, attribute, relatedBy, toItem, attribute, multiplier, constant), as in NSLayoutConstraint(label, \"centerY\", \"equal\", view, \"centerY\", 1, 0)"
        guard lua.top == 8 else { throw .message(usage) }
        guard let first = layoutItem(at: 2, in: lua) else { throw .message(usage + " (the item is not a view)") }
        let firstAttribute = try named(LayoutAttribute.self, at: 3, "attribute", lua)
        let relation = try named(LayoutRelation.self, at: 4, "relatedBy", lua)
        let second = layoutItem(at: 5, in: lua)
        guard second != nil || lua.isNil(at: 5) else { throw .message(usage + " (toItem is not a view)") }
        let secondAttribute = try named(LayoutAttribute.self, at: 6, "attribute", lua)
        guard let multiplier = lua.number(at: 7), let constant = lua.number(at: 8) else { throw .message(usage) }
        let made = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                    attribute: secondAttribute, multiplier: multiplier, constant: constant)
        do throws(LayoutError) { try made.check() } catch { throw .message(error.description) }
        pushLayoutConstraint(made, on: lua)
        return 1
    }

    /// `NSLayoutConstraint.activate{ c1, c2, ... }` (or deactivate).
    private func activateConstraints(_ lua: Lua, active: Bool) throws(ScriptFailure) -> Int32 {
        let name = active ? "activate" : "deactivate"
        // A static function called with a dot: the list is the first argument.
        let constraints = try layoutConstraints(at: 1, "NSLayoutConstraint." + name, lua)
        do throws(LayoutError) {
            if active { try LayoutConstraint.activate(constraints) } else { LayoutConstraint.deactivate(constraints) }
        } catch { throw .message(error.description) }
        for constraint in constraints { if let view = constraint.firstItem?.owningView { configureLayout(of: view) } }
        return 0
    }

    private func layoutConstraint(at index: Int32, _ function: String, _ lua: Lua) throws(ScriptFailure) -> LayoutConstraint {
        guard let constraint = object(at: index, in: lua) as? LayoutConstraint else {
            throw .message("\(function) takes a constraint (got \(lua.typeName(at: index)))")
        }
        return constraint
    }

    private func layoutConstraints(at index: Int32, _ function: String, _ lua: Lua) throws(ScriptFailure) -> [LayoutConstraint] {
        guard lua.isTable(at: index), object(at: index, in: lua) == nil else {
            throw .message("\(function) takes a list of constraints, as in \(function){ a, b } (got \(lua.typeName(at: index)))")
        }
        var out: [LayoutConstraint] = []
        var i = 1
        while lua.rawGet(index, index: i) != LUA_TNIL {
            defer { lua.pop() }
            guard let constraint = object(at: lua.top, in: lua) as? LayoutConstraint else {
                throw .message("\(function): item \(i) is not a constraint (got \(lua.typeName(at: lua.top)))")
            }
            out.append(constraint)
            i += 1
        }
        lua.pop()
        return out
    }

    private func named<T: RawRepresentable & CaseIterable>(_ type: T.Type, at index: Int32, _ label: String,
                                                           _ lua: Lua) throws(ScriptFailure) -> T where T.RawValue == String {
        let valid = T.allCases.map(\.rawValue)
        guard let name = lua.string(at: index), lua.type(at: index) == LUA_TSTRING else {
            throw .message("NSLayoutConstraint: '\(label)' must be one of " + valid.map { "\"\($0)\"" }.joined(separator: ", ") + " (got \(lua.typeName(at: index)))")
        }
        guard let value = T(rawValue: name) else {
            throw .message(Suggestion.message("NSLayoutConstraint: '\(name)' is not a \(label == "relatedBy" ? "relation" : "layout attribute")", for: name, in: valid))
        }
        return value
    }

    private func priorityAndAxis(_ lua: Lua, _ function: String) throws(ScriptFailure) -> (Double, LayoutAxis) {
        guard let priority = lua.number(at: 2), priority > 0, priority <= 1000 else {
            throw .message("\(function) takes a priority from 1 to 1000 and an axis, as in view:\(function)(251, \"horizontal\")")
        }
        return (priority, try axis(at: 3, function, lua))
    }

    private func axis(at index: Int32, _ function: String, _ lua: Lua) throws(ScriptFailure) -> LayoutAxis {
        guard let name = lua.string(at: index), let axis = LayoutAxis(rawValue: name) else {
            throw .message("\(function): the axis must be \"horizontal\" or \"vertical\" (got \(lua.string(at: index).map { "'\($0)'" } ?? lua.typeName(at: index)))")
        }
        return axis
    }

    // MARK: Pushing

    func pushAnchor(_ anchor: LayoutAnchor, on lua: Lua) {
        pushNewHandle(for: LayoutAnchorObject(anchor), as: .layoutAnchor, named: LayoutAnchorObject.scriptTypeName, on: lua)
    }

    func pushLayoutConstraint(_ constraint: LayoutConstraint, on lua: Lua) {
        pushIdentity(of: constraint, as: .layoutConstraint, named: LayoutConstraint.scriptTypeName, on: lua)
    }

    /// A view, or a layout guide.
    func pushLayoutItem(_ item: LayoutItem?, on lua: Lua) {
        switch item {
        case let view as View: pushView(view, on: lua)
        case let guide as LayoutGuide: pushIdentity(of: guide, as: .layoutGuide, named: LayoutGuide.scriptTypeName, on: lua)
        default: lua.pushNil()
        }
    }

    private func layoutItem(at index: Int32, in lua: Lua) -> LayoutItem? {
        object(at: index, in: lua) as? LayoutItem
    }

    // MARK: Layout passes

    /// Gives the engine of `view`'s tree the scene's text measure and log.
    func configureLayout(of view: View) {
        guard let engine = view.layoutEngine, engine.textMeasure == nil else { return }
        engine.textMeasure = ScriptTextMeasure(graphics: graphics, scale: screenScale)
        engine.log = { [weak self] line in self?.appendLog(line) }
    }

    /// Lays out the scene's tree when a change since the last pass asks for it (the end of
    /// every entry, as UIKit lays out at the end of the run loop's turn).
    func layOutPendingConstraints() {
        let root = settings.root
        guard let engine = root.layoutEngine else { return }
        configureLayout(of: root)
        if engine.isDirty { engine.layout(root.treeRoot) }
    }
}
