/// Gesture recognisers as globals (`UITapGestureRecognizer`, `UIPanGestureRecognizer`).
extension ScriptSession {
    static let gestureNamespaces: [Namespace] = []
}
