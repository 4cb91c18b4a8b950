import CLua
import Geometry
import Views

/// Scroll views as scripts see them: `UIScrollView{ frame =, contentSize = {w, h}, ... }`,
/// their `contentInset` (`UIEdgeInsets(top, left, bottom, right)`), `decelerationRate`
/// (`"normal"`, `"fast"` or a number in (0, 1)), `delegate`, `panGestureRecognizer` and
/// `setContentOffset(point, animated)`.
extension ScriptSession {
    static let scrollNamespaces: [Namespace] = [
        Namespace(names: ["ScrollView", "UIScrollView"], call: ScriptSession.construct, functions: viewSuperclassFunctions),
        Namespace(names: ["UIEdgeInsets"], call: { s, lua throws(ScriptFailure) in
            try s.pushInsets(s.makeInsets(lua), on: lua)
            return 1
        }),
    ]

    /// The keys of `view` read and written here rather than through its key-value table.
    static func scrollViewKeys(of view: View) -> [String] {
        view is ScrollView ? ["contentInset", "decelerationRate", "delegate", "panGestureRecognizer"] : []
    }

    static let scrollViewMethods: [(String, ScriptFunction)] = [
        ("setContentOffset", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(ScrollView.self, "setContentOffset", lua)
            let usage = "setContentOffset takes a point and whether to animate, as in scrollView:setContentOffset(CGPoint(0, 120), true)"
            guard let offset = s.point(at: 2, in: lua) else { throw .message(usage) }
            guard lua.isNil(at: 3) || lua.type(at: 3) == LUA_TBOOLEAN else { throw .message(usage) }
            view.setContentOffset(offset, animated: lua.bool(at: 3) ?? false)
            return 0
        }),
    ]

    func scrollViewProperty(_ view: ScrollView, _ key: String, on lua: Lua) {
        switch key {
        case "contentInset": pushInsets(view.contentInset, on: lua)
        case "decelerationRate": lua.push(view.decelerationRate)
        case "delegate": pushTable(of: view.delegate as? ScriptTableObject, on: lua)
        default: pushGesture(view.panGestureRecognizer, on: lua)
        }
    }

    func setScrollViewProperty(_ view: ScrollView, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        switch key {
        case "contentInset": view.contentInset = try insets(at: index, key: key, on: lua)
        case "decelerationRate": view.decelerationRate = try decelerationRate(at: index, on: lua)
        case "delegate":
            view.delegate = try delegateTable(at: index, key, expected: "a table or object with scrollViewDidScroll(scrollView) and friends",
                                              on: lua).map { ScriptScrollViewDelegate(session: self, table: $0) }
        default: throw .message("'\(key)' is read-only")
        }
    }

    /// `"normal"` (0.998), `"fast"` (0.99) or a number in (0, 1): the velocity kept each millisecond.
    private func decelerationRate(at index: Int32, on lua: Lua) throws(ScriptFailure) -> Double {
        if lua.type(at: index) == LUA_TSTRING, let name = lua.string(at: index) {
            switch name {
            case "normal": return 0.998
            case "fast": return 0.99
            default:
                throw .message(Suggestion.message("'\(name)' is not a deceleration rate; use \"normal\", \"fast\" or a number between 0 and 1",
                                                  for: name, in: ["normal", "fast"]))
            }
        }
        guard let rate = lua.number(at: index), rate > 0, rate < 1 else {
            throw .message("decelerationRate must be \"normal\" (0.998), \"fast\" (0.99) or a number between 0 and 1, "
                + "the share of the velocity kept each millisecond (got \(lua.number(at: index).map { String($0) } ?? lua.typeName(at: index)))")
        }
        return rate
    }
}
