/// `UIView.transition{ with = view, options = {"transitionFlipFromLeft"}, ... }` and
/// `UIView.transition{ from =, to = }`.
extension ScriptSession {
    static let viewTransitionFunctions: [(String, LuaSwiftFunction)] = []
}
