/// UIKit's animation functions on the `UIView` table (`viewClassFunctions`): `UIView.animate`
/// and its family, and `UIView.transition`. `UIViewPropertyAnimator` and the timing
/// parameters have tables of their own (`propertyAnimatorNamespaces`).
extension ScriptSession {
    static var viewClassFunctions: [(String, ScriptFunction)] { viewAnimationFunctions + viewTransitionFunctions }
    static let viewAnimationFunctions: [(String, ScriptFunction)] = [
        ("animate", { s, lua throws(ScriptFailure) in try s.animateViews(lua) }),
        ("animateKeyframes", { s, lua throws(ScriptFailure) in try s.animateKeyframes(lua) }),
        ("addKeyframe", { s, lua throws(ScriptFailure) in try s.addKeyframe(lua) }),
        ("performWithoutAnimation", { s, lua throws(ScriptFailure) in
            try s.performWithoutAnimation(lua)
        }),
        ("setAnimationsEnabled", { s, lua throws(ScriptFailure) in try s.setAnimationsEnabled(lua) }),
    ]
}
