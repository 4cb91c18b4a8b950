import CLua
import Views

/// `UIStackView{ axis = "vertical", spacing = 8, distribution = "fillEqually", alignment =
/// "center", arrangedSubviews = { a, b } }` and its `addArrangedSubview(view)`,
/// `insertArrangedSubview(view, index)` (0-based, as Swift's) and `removeArrangedSubview(view)`.
extension ScriptSession {
    static let stackNamespaces: [Namespace] = [
        Namespace(names: ["StackView", "UIStackView"], call: ScriptSession.construct, functions: viewSuperclassFunctions),
    ]

    static func stackViewKeys(of view: View) -> [String] { view is StackView ? ["arrangedSubviews"] : [] }

    static let stackViewMethods: [(String, ScriptFunction)] = [
        ("addArrangedSubview", { s, lua throws(ScriptFailure) in
            let stack = try s.receiver(StackView.self, "addArrangedSubview", lua)
            try s.arrange(try s.arrangedView(at: 2, "addArrangedSubview", lua), in: stack, at: stack.arrangedSubviews.count)
            return 0
        }),
        ("insertArrangedSubview", { s, lua throws(ScriptFailure) in
            let stack = try s.receiver(StackView.self, "insertArrangedSubview", lua)
            let view = try s.arrangedView(at: 2, "insertArrangedSubview", lua)
            guard let index = lua.number(at: 3), index.isFinite, index == index.rounded() else {
                throw .message("insertArrangedSubview takes a view and an index, as in stack:insertArrangedSubview(view, 0)")
            }
            try s.arrange(view, in: stack, at: Int(max(min(index, 1e9), -1e9)))
            return 0
        }),
        ("removeArrangedSubview", { s, lua throws(ScriptFailure) in
            let stack = try s.receiver(StackView.self, "removeArrangedSubview", lua)
            stack.removeArrangedSubview(try s.arrangedView(at: 2, "removeArrangedSubview", lua))
            return 0
        }),
    ]

    func stackViewProperty(_ stack: StackView, on lua: Lua) {
        lua.newTable(arrayCount: Int32(clamping: stack.arrangedSubviews.count))
        for (i, view) in stack.arrangedSubviews.enumerated() {
            pushView(view, on: lua)
            lua.rawSet(-2, index: i + 1)
        }
    }

    /// `arrangedSubviews = { a, b }` (UIStackView(arrangedSubviews:)): arranges them, in order.
    func setStackViewProperty(_ stack: StackView, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        guard lua.isTable(at: index), object(at: index, in: lua) == nil else {
            throw .message("'arrangedSubviews' must be a list of views (got \(lua.typeName(at: index)))")
        }
        var views: [View] = []
        var i = 1
        while lua.rawGet(index, index: i) != LUA_TNIL {
            defer { lua.pop() }
            guard let view = view(at: lua.top, in: lua) else {
                throw .message("'arrangedSubviews': item \(i) is not a view (got \(lua.typeName(at: lua.top)))")
            }
            views.append(view)
            i += 1
        }
        lua.pop()
        for view in stack.arrangedSubviews { stack.removeArrangedSubview(view) }
        for view in views { try arrange(view, in: stack, at: stack.arrangedSubviews.count) }
    }

    /// Arranges `view` in `stack`, or says why it cannot be (it is the stack or holds it).
    private func arrange(_ view: View, in stack: StackView, at index: Int) throws(ScriptFailure) {
        guard stack.insertArrangedSubview(view, at: index) else {
            throw .message("a stack view cannot arrange \(view === stack ? "itself" : "a view it is inside of")")
        }
    }

    private func arrangedView(at index: Int32, _ method: String, _ lua: Lua) throws(ScriptFailure) -> View {
        guard let view = view(at: index, in: lua) else { throw .message("\(method) takes a view (got \(lua.typeName(at: index)))") }
        return view
    }
}
