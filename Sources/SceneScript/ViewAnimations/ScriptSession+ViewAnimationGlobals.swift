/// UIKit's animation functions on the `UIView` table (`viewClassFunctions`): `UIView.animate`
/// and its family, and `UIView.transition`. `UIViewPropertyAnimator` and the timing
/// parameters have tables of their own (`propertyAnimatorNamespaces`).
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
}
