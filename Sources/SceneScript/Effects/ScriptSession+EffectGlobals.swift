/// Visual effects as globals (`UIBlurEffect`, `UIVibrancyEffect`).
extension ScriptSession {
    static let effectNamespaces: [Namespace] = []
}
