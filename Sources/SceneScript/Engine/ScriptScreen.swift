import Geometry

/// `UIScreen.main`: the scene's screen. `bounds` is the scene's rect in points and `scale`
/// (and `nativeScale`) the pixels per point the scene is drawn at now.
final class ScriptScreen: ScriptObject {
    static let typeName = "UIScreen"
    static let keys = ["bounds", "scale", "nativeScale", "nativeBounds"]

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        // Turning, the screen has its new size from the start, as UIKit's does in viewWillTransition.
        let size = session.settings.turnedSize ?? session.settings.size
        switch key {
        case "bounds": session.pushBox(.rect(Rect(origin: .zero, size: size)), on: lua)
        case "nativeBounds":
            session.pushBox(.rect(Rect(x: 0, y: 0, width: size.width * session.screenScale,
                                       height: size.height * session.screenScale)), on: lua)
        case "scale", "nativeScale": lua.push(session.screenScale)
        default: throw .message(Suggestion.message("UIScreen has no property '\(key)'", for: key, in: ScriptScreen.keys))
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        throw .message("UIScreen's '\(key)' is read-only")
    }

    var scriptDescription: String { "UIScreen" }
}

extension ScriptSession {
    /// `UIScreen.main`.
    static let screenNamespace = Namespace(names: ["UIScreen"], functions: [], constants: true)

    func pushScreen(on lua: Lua) {
        pushIdentity(of: screen, as: .screen, named: ScriptScreen.typeName, on: lua)
    }
}
