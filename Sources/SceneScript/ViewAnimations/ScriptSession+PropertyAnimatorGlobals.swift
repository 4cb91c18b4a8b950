/// `UIViewPropertyAnimator`, `UISpringTimingParameters` and `UICubicTimingParameters`.
extension ScriptSession {
    static let propertyAnimatorNamespaces: [Namespace] = []
}
