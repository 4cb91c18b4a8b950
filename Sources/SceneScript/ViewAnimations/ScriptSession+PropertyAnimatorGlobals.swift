/// `UIViewPropertyAnimator`, `UISpringTimingParameters` and `UICubicTimingParameters`.
extension ScriptSession {
    static let propertyAnimatorNamespaces: [Namespace] = [
        Namespace(names: [animatorTypeName], call: animatorCall, functions: [("runningPropertyAnimator", runningAnimatorCall)]),
        Namespace(names: ["UISpringTimingParameters"], call: springTimingCall),
        Namespace(names: ["UICubicTimingParameters"], call: cubicTimingCall),
    ]
}
