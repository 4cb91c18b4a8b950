import CLua
import Geometry
import Layers
import Views

/// `view:convert{ point, to = other }` and `view:convert{ rect, from = other }`: UIView's
/// `convert(_:to:)` and `convert(_:from:)` for points and rectangles, through the model geometry.
/// Swift's `nil` (the window) is the scene: write `to = scene.root`, or leave the view out.
extension ScriptSession {
    static let convertMethods: [(String, ScriptFunction)] = [
        ("convert", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "convert", lua)
            let usage = "convert takes a point or rect and the view it is to go to or come from, as in view:convert{ CGPoint(10, 10), to = other }"
            guard lua.isTable(at: 2), s.object(at: 2, in: lua) == nil, lua.top == 2 else { throw .message(usage) }
            try Arguments.checkLabels(in: 2, are: ["1", "to", "from"], of: "convert", on: lua)
            var other: [String: View?] = [:]
            for label in ["to", "from"] {
                lua.rawGet(2, label)
                defer { lua.pop() }
                guard !lua.isNil(at: lua.top) else { continue }
                guard let target = s.view(at: lua.top, in: lua) else {
                    throw .message("convert: '\(label)' must be a view (got \(lua.typeName(at: lua.top)))")
                }
                other[label] = target
            }
            guard other.count <= 1 else { throw .message("convert takes either 'to' or 'from', not both") }
            let toward = other["from"] == nil
            let target = other["to"] ?? other["from"] ?? nil
            lua.rawGet(2, index: 1)
            let converted: PropertyValue
            if s.holdsRect(at: lua.top, in: lua), let rect = s.rect(at: lua.top, in: lua) {
                converted = .rect(toward ? view.convert(rect, to: target) : view.convert(rect, from: target))
            } else if let point = s.point(at: lua.top, in: lua) {
                converted = .point(toward ? view.convert(point, to: target) : view.convert(point, from: target))
            } else {
                throw .message(usage + " (got \(lua.typeName(at: lua.top)))")
            }
            lua.pop()
            s.pushBox(converted, on: lua)
            return 1
        }),
    ]

    /// Whether the value at `index` is a rectangle rather than a point: a Rect, or a table with
    /// a third number or a width.
    private func holdsRect(at index: Int32, in lua: Lua) -> Bool {
        if let box = box(at: index, in: lua) {
            if case .rect = box.value { return true }
            return false
        }
        guard lua.isTable(at: index) else { return false }
        let third = lua.rawGet(index, index: 3), width = lua.rawGet(index, "width")
        lua.pop(2)
        return third != LUA_TNIL || width != LUA_TNIL
    }
}
