/// UIKit's animation functions as globals: `UIView.animate` and its family live on the
/// `UIView` table (`viewClassFunctions`), `UIViewPropertyAnimator` and the timing
/// parameters in their own tables (`viewAnimationNamespaces`).
extension ScriptSession {
    static var viewClassFunctions: [(String, LuaSwiftFunction)] { viewAnimationFunctions + viewTransitionFunctions }
    static let viewAnimationFunctions: [(String, LuaSwiftFunction)] = [
        ("animate", { ScriptSession.invoke($0) { s, lua throws(ScriptFailure) in try s.animateViews(lua) } }),
        ("animateKeyframes", { ScriptSession.invoke($0) { s, lua throws(ScriptFailure) in try s.animateKeyframes(lua) } }),
        ("addKeyframe", { ScriptSession.invoke($0) { s, lua throws(ScriptFailure) in try s.addKeyframe(lua) } }),
        ("performWithoutAnimation", { ScriptSession.invoke($0) { s, lua throws(ScriptFailure) in
            try s.performWithoutAnimation(lua)
        } }),
        ("setAnimationsEnabled", { ScriptSession.invoke($0) { s, lua throws(ScriptFailure) in try s.setAnimationsEnabled(lua) } }),
    ]
    static var viewAnimationNamespaces: [Namespace] { blockAnimationNamespaces + propertyAnimatorNamespaces }
    static let blockAnimationNamespaces: [Namespace] = []
}
