import Geometry
import CLua
import Layers
import Views

/// The tree-editing methods of layers and views: `addSublayer`, `insertSubview(v, {at = 0})`…
/// Called as `layer:addSublayer(other)` or `layer.addSublayer(layer, other)`.
extension ScriptSession {
    static let layerMethods: [(String, ScriptFunction)] = [
        ("addSublayer", { s, lua throws(ScriptFailure) in try s.addSublayer(lua) }),
        ("insertSublayer", { s, lua throws(ScriptFailure) in try s.insertSublayer(lua) }),
        ("removeFromSuperlayer", { s, lua throws(ScriptFailure) in
            try s.receiver(Layer.self, "removeFromSuperlayer", lua).removeFromSuperlayer()
            return 0
        }),
    ]

    static let viewMethods: [(String, ScriptFunction)] = [
        ("addSubview", { s, lua throws(ScriptFailure) in try s.addSubview(lua) }),
        ("insertSubview", { s, lua throws(ScriptFailure) in try s.insertSubview(lua) }),
        ("removeFromSuperview", { s, lua throws(ScriptFailure) in
            try s.receiver(View.self, "removeFromSuperview", lua).removeFromSuperview()
            return 0
        }),
        ("bringSubviewToFront", { s, lua throws(ScriptFailure) in try s.moveSubview(lua, toFront: true) }),
        ("sendSubviewToBack", { s, lua throws(ScriptFailure) in try s.moveSubview(lua, toFront: false) }),
        ("layoutIfNeeded", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "layoutIfNeeded", lua)
            s.configureLayout(of: view)
            view.layoutIfNeeded()
            try s.throwPendingFailure()
            return 0
        }),
        ("viewWithTag", { s, lua throws(ScriptFailure) in try s.viewWithTag(lua) }),
        // UIView.sizeToFit(): the size that fits its content (a label's text, an image), its
        // origin kept; a view without an intrinsic size on an axis keeps that side.
        ("sizeToFit", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "sizeToFit", lua)
            s.configureLayout(of: view)
            // Measured as the tree's layout measures text, or as the session does off the tree.
            let measure = view.layoutEngine?.textMeasure ?? ScriptTextMeasure(graphics: s.graphics, scale: s.screenScale)
            let fitting = view.intrinsicContentSize(measuring: measure)
            let frame = view.frame
            view.frame = Rect(x: frame.origin.x, y: frame.origin.y, width: fitting.width >= 0 ? fitting.width : frame.size.width,
                              height: fitting.height >= 0 ? fitting.height : frame.size.height)
            try s.throwPendingFailure()
            return 0
        }),
    ]

    /// The methods scripts can call on `view`: those of every view, and its type's own.
    static func methods(of view: View) -> [(String, ScriptFunction)] {
        viewMethods + [endEditingMethod] + convertMethods + gestureViewMethods + (view is Control ? controlMethods + controlHookDefaults : [])
            + (view is Button ? buttonMethods : []) + (view is Label ? labelDrawingMethods : [])
            + effectViewMethods(of: view) + (view is ScrollView ? scrollViewMethods : []) + autoLayoutViewMethods
            + (view is StackView ? stackViewMethods : [])
            + (view is TextField ? textFieldMethods : []) + (view is ActivityIndicatorView ? activityIndicatorMethods : [])
            + (view is Slider ? sliderMethods : [])
            + viewHookDefaults
            // A slider's `value` is its property, as in UIKit (`value(forKey:)` is NSObject's, which scenes reach on other views).
            + keyValueMethods.filter { !(view is Slider && $0.0 == "value") }
    }

    /// The object a method was called on (argument 1), or an error that shows how to call it.
    func receiver<T: AnyObject>(_ type: T.Type, _ method: String, _ lua: Lua) throws(ScriptFailure) -> T {
        guard let object = object(at: 1, in: lua) as? T else {
            throw .message("\(method) is a method: call it with ':' (object:\(method)(...))")
        }
        return object
    }

    // MARK: Layers

    private func addSublayer(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let parent = try receiver(Layer.self, "addSublayer", lua)
        try addSublayer(try argumentLayer(2, "addSublayer", lua), to: parent, method: "addSublayer")
        return 0
    }

    func addSublayer(_ layer: Layer, to parent: Layer, method: String) throws(ScriptFailure) {
        try checkInsertion(layer, into: parent, method: method)
        parent.addSublayer(layer)
    }

    private func insertSublayer(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let parent = try receiver(Layer.self, "insertSublayer", lua)
        let layer = try argumentLayer(2, "insertSublayer", lua)
        try checkInsertion(layer, into: parent, method: "insertSublayer")
        let destination = try place(lua, "insertSublayer", below: "below", above: "above")
        switch destination {
        case .index(let i): parent.insertSublayer(layer, at: i)
        case .below(let other), .above(let other):
            guard let sibling = other as? Layer, sibling.superlayer === parent else {
                throw .message("insertSublayer: the layer to insert next to must be a sublayer of this layer")
            }
            if case .below = destination {
                parent.insertSublayer(layer, below: sibling)
            } else {
                parent.insertSublayer(layer, above: sibling)
            }
        }
        return 0
    }

    private func argumentLayer(_ index: Int32, _ method: String, _ lua: Lua) throws(ScriptFailure) -> Layer {
        guard let layer = layer(at: index, in: lua) else {
            throw .message("\(method): expected a layer (got \(lua.typeName(at: index)))" + methodHint(index, method, lua))
        }
        return layer
    }

    private func checkInsertion(_ layer: Layer, into parent: Layer, method: String) throws(ScriptFailure) {
        guard layer.superlayer !== parent else { return }
        switch parent.problem(placing: layer) {
        case .cycle?: throw .message("\(method): a layer cannot be added to itself or to one of its sublayers (or their masks)")
        case .tooDeep?: throw .message(ScriptSession.tooDeep(method))
        case nil: return
        }
    }

    /// The error for a tree edit past `Layer.maxTreeDepth`.
    static func tooDeep(_ method: String) -> String {
        "\(method): the layer tree would be more than \(Layer.maxTreeDepth) levels deep (sublayers, subviews and masks count)"
    }

    // MARK: Views

    private func addSubview(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let parent = try receiver(View.self, "addSubview", lua)
        let view = try argumentView(2, "addSubview", lua)
        try checkInsertion(view, into: parent, method: "addSubview")
        parent.addSubview(view)
        return 0
    }

    private func insertSubview(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let parent = try receiver(View.self, "insertSubview", lua)
        let view = try argumentView(2, "insertSubview", lua)
        try checkInsertion(view, into: parent, method: "insertSubview")
        let destination = try place(lua, "insertSubview", below: "belowSubview", above: "aboveSubview")
        switch destination {
        case .index(let i): parent.insertSubview(view, at: i)
        case .below(let other), .above(let other):
            guard let sibling = other as? View, sibling.superview === parent else {
                throw .message("insertSubview: the view to insert next to must be a subview of this view")
            }
            if case .below = destination {
                parent.insertSubview(view, belowSubview: sibling)
            } else {
                parent.insertSubview(view, aboveSubview: sibling)
            }
        }
        return 0
    }

    /// Where `insertSublayer`/`insertSubview` puts its argument: argument 3 is an index
    /// (from 0, as Swift's `at:`) or a table with one of `at`, `below`, `above` (or the
    /// view method's labels).
    private enum Place {
        case index(Int)
        case below(AnyObject)
        case above(AnyObject)
    }

    private func place(_ lua: Lua, _ method: String, below: String, above: String) throws(ScriptFailure) -> Place {
        let usage = "\(method) needs a place: {at = 0}, {\(below) = other} or {\(above) = other}"
        if let n = lua.number(at: 3) { return .index(try position(n, method)) }
        guard lua.isTable(at: 3) else { throw .message(usage) }
        let labels = lua.keyNames(of: 3)
        guard labels.count == 1, let label = labels.first else { throw .message(usage) }
        guard ["at", below, above].contains(label) else {
            throw .message(Suggestion.message("\(method) has no argument '\(label)'", for: label, in: ["at", below, above]))
        }
        lua.rawGet(3, label)
        defer { lua.pop() }
        if label == "at" {
            guard let n = lua.number(at: -1) else { throw .message("\(method): 'at' must be a number") }
            return .index(try position(n, method))
        }
        guard let other = object(at: -1, in: lua) else {
            throw .message("\(method): '\(label)' must be a \(method == "insertSubview" ? "view" : "layer")")
        }
        return label == below ? .below(other) : .above(other)
    }

    private func moveSubview(_ lua: Lua, toFront: Bool) throws(ScriptFailure) -> Int32 {
        let method = toFront ? "bringSubviewToFront" : "sendSubviewToBack"
        let parent = try receiver(View.self, method, lua)
        let view = try argumentView(2, method, lua)
        guard view.superview === parent else { throw .message("\(method): the view is not a subview of this view") }
        if toFront { parent.bringSubviewToFront(view) } else { parent.insertSubview(view, at: 0) }
        return 0
    }

    private func viewWithTag(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let view = try receiver(View.self, "viewWithTag", lua)
        var args = Arguments(self, lua, function: "viewWithTag", from: 2, labels: ["tag"])
        let tag = try args.finite("tag")
        try args.finish()
        guard tag == tag.rounded(), abs(tag) < 1e15 else { lua.pushNil(); return 1 }
        pushView(view.viewWithTag(Int(tag)), on: lua)
        return 1
    }

    private func argumentView(_ index: Int32, _ method: String, _ lua: Lua) throws(ScriptFailure) -> View {
        guard let view = view(at: index, in: lua) else {
            throw .message("\(method): expected a view (got \(lua.typeName(at: index)))" + methodHint(index, method, lua))
        }
        return view
    }

    /// When the argument is missing, the call probably used '.' for ':'.
    private func methodHint(_ index: Int32, _ method: String, _ lua: Lua) -> String {
        lua.top < index ? "; call methods with ':', as in parent:\(method)(child)" : ""
    }

    private func checkInsertion(_ view: View, into parent: View, method: String) throws(ScriptFailure) {
        guard view !== parent, !parent.isDescendant(of: view) else {
            throw .message("\(method): a view cannot be added to itself or to one of its subviews")
        }
        guard view.superview !== parent else { return }
        switch parent.layer.problem(placing: view.layer) {
        case .cycle?: throw .message("\(method): the view's layer would be under itself")
        case .tooDeep?: throw .message(ScriptSession.tooDeep(method))
        case nil: return
        }
    }

    /// A Lua index (from 0, as Swift's `at:`) as an Int, clamped later by the tree.
    private func position(_ index: Double, _ method: String) throws(ScriptFailure) -> Int {
        guard index.isFinite, index == index.rounded() else { throw .message("\(method): 'at' must be a whole number") }
        return Int(max(-1e9, min(1e9, index)))
    }
}
