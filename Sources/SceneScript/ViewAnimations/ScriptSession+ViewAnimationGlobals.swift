/// UIKit's animation functions as globals: `UIView.animate` and its family live on the
/// `UIView` table (`viewClassFunctions`), `UIViewPropertyAnimator` and the timing
/// parameters in their own tables (`viewAnimationNamespaces`).
extension ScriptSession {
    static var viewClassFunctions: [(String, LuaSwiftFunction)] { viewAnimationFunctions + viewTransitionFunctions }
    static let viewAnimationFunctions: [(String, LuaSwiftFunction)] = []
    static var viewAnimationNamespaces: [Namespace] { blockAnimationNamespaces + propertyAnimatorNamespaces }
    static let blockAnimationNamespaces: [Namespace] = []
}
