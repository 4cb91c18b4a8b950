import Geometry

/// UIEdgeInsets in scripts: a plain table of `top`, `left`, `bottom` and `right` (a scroll
/// view's `contentInset`, a view's `layoutMargins`).
extension ScriptSession {
    /// Insets from a table with `top`, `left`, `bottom` and `right` (each may be left out, as zero).
    func insets(at index: Int32, key: String, on lua: Lua) throws(ScriptFailure) -> EdgeInsets {
        let usage = "'\(key)' must be insets, as in UIEdgeInsets(top, left, bottom, right) or { top = 8, left = 0, bottom = 8, right = 0 }"
        guard lua.isTable(at: index), object(at: index, in: lua) == nil else { throw .message(usage + " (got \(lua.typeName(at: index)))") }
        try Arguments.checkLabels(in: index, are: ["top", "left", "bottom", "right"], of: key, on: lua)
        var sides: [Double] = []
        for side in ["top", "left", "bottom", "right"] {
            lua.rawGet(index, side)
            defer { lua.pop() }
            if lua.isNil(at: lua.top) { sides.append(0); continue }
            guard let n = lua.number(at: lua.top), n.isFinite else { throw .message(usage + " ('\(side)' is not a finite number)") }
            sides.append(n)
        }
        return EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }

    /// Insets as a plain table of their four sides.
    func pushInsets(_ insets: EdgeInsets, on lua: Lua) {
        lua.newTable(recordCount: 4)
        for (side, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
            lua.push(value)
            lua.rawSet(-2, side)
        }
    }

    /// `UIEdgeInsets(top, left, bottom, right)`, `UIEdgeInsets{ top =, left =, bottom =, right = }` or `UIEdgeInsets()`.
    func makeInsets(_ lua: Lua) throws(ScriptFailure) -> EdgeInsets {
        if lua.top == 1 { return .zero }
        if lua.top == 2, lua.isTable(at: 2) { return try insets(at: 2, key: "UIEdgeInsets", on: lua) }
        var values: [Double] = []
        for index in 2...max(lua.top, 2) {
            guard let n = lua.number(at: index), n.isFinite else { values = []; break }
            values.append(n)
        }
        guard values.count == 4 else {
            throw .message("UIEdgeInsets takes four numbers, as in UIEdgeInsets(top, left, bottom, right) or UIEdgeInsets{ top = 8, left = 0, bottom = 8, right = 0 }")
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
