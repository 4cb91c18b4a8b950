/// UIKit's animation functions as globals: `UIView.animate` and its family live on the
/// `UIView` table (`viewClassFunctions`), `UIViewPropertyAnimator` and the timing
/// parameters in their own tables (`viewAnimationNamespaces`).
extension ScriptSession {
    static let viewClassFunctions: [(String, LuaSwiftFunction)] = []
    static let viewAnimationNamespaces: [Namespace] = []
}
