import Geometry
import Layers
import Raster

/// The `scene` global: `scene.size`, `scene.backgroundColor`, `scene.title`,
/// `scene.duration`, and `scene.root` (also `scene.view`, and the global `view`).
extension ScriptSession {
    static let sceneKeys = ["size", "backgroundColor", "title", "duration", "root", "view", "rootViewController", "liveView"]

    func sceneProperty(_ key: String, on lua: Lua) throws(ScriptFailure) {
        switch key {
        case "size":
            pushBox(.size(settings.size), on: lua) { [weak self] value, _ throws(ScriptFailure) in
                guard let self, case .size(let size) = value else { return }
                try setSceneSize(size)
            }
        case "backgroundColor": push(.color(settings.backgroundColor), on: lua, writeBack: nil)
        case "title": lua.push(settings.title)
        case "duration": if let d = settings.duration { lua.push(d) } else { lua.pushNil() }
        case "root", "view": pushView(settings.rootViewController.view, on: lua)
        case "rootViewController": pushViewController(settings.rootViewController, on: lua)
        case "liveView": pushView(settings.rootViewController.view, on: lua)
        default: throw unknownProperty(key, of: settings, on: lua)
        }
    }

    func setSceneProperty(_ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        switch key {
        case "size":
            guard let size = size(at: index, in: lua) else {
                throw .message("scene.size must be a size such as {375, 667} (got \(lua.typeName(at: index)))")
            }
            try setSceneSize(size)
        case "backgroundColor":
            guard case .color(let color) = try propertyValue(at: index, kind: .color(optional: true), key: key, in: lua,
                                                             current: { nil }) else { return }
            settings.backgroundColor = color
        case "title":
            guard let title = lua.string(at: index) else { throw .message("scene.title must be a string (got \(lua.typeName(at: index)))") }
            settings.title = title
        case "duration":
            if lua.isNil(at: index) {
                settings.duration = nil
            } else {
                guard let d = lua.number(at: index), d.isFinite, d >= 0 else {
                    throw .message("scene.duration must be a number of seconds, 0 or more (got \(lua.typeName(at: index)))")
                }
                settings.duration = d
            }
        case "root", "view":
            throw .message("scene.\(key) is read-only; add views to it with addSubview")
        case "rootViewController":
            guard let controller = viewController(at: index, in: lua) else {
                throw .message("scene.rootViewController must be a view controller (got \(lua.typeName(at: index)))")
            }
            try hostRootViewController(controller)
        case "liveView":
            try setLiveView(valueAt: index, on: lua)
        default:
            throw unknownProperty(key, of: settings, on: lua)
        }
    }

    /// `PlaygroundPage.current.liveView = x` (a Swift scene's `scene.liveView`): a view
    /// controller becomes the root one; a view goes into the root view at its origin, the
    /// scene taking its size when it has one.
    private func setLiveView(valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        if let controller = viewController(at: index, in: lua) { return try hostRootViewController(controller) }
        guard let view = view(at: index, in: lua) else {
            throw .message("the live view must be a view or a view controller (got \(lua.typeName(at: index)))")
        }
        let size = view.frame.size
        if size.width >= 1, size.height >= 1 { try setSceneSize(size) }
        view.frame = Rect(origin: .zero, size: size.width >= 1 && size.height >= 1 ? size : settings.size)
        settings.rootViewController.view.addSubview(view)
    }

    private func setSceneSize(_ size: Size) throws(ScriptFailure) {
        let limit = SceneSettings.maximumSide
        guard size.width >= 1, size.height >= 1, size.width <= limit, size.height <= limit else {
            throw .message("scene.size must be between 1 and \(Int(limit)) points a side")
        }
        settings.size = size
    }
}
