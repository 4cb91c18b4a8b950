import Layers

/// The engine object of an instance of a script class whose base is `NSObject`: an object
/// of the scene's own, such as a `CAAction` whose `run(key, object, arguments)` Core
/// Animation calls when a layer's delegate or `actions` hands it out.
final class ScriptNSObject: CustomLayerAction {
    static let typeName = "NSObject"
    private weak var session: ScriptSession?

    init(session: ScriptSession) { self.session = session }

    /// CAAction.run(forKey:object:arguments:); arguments are always nil here.
    func run(forKey key: String, object layer: Layer) {
        guard let session, session.pendingFailure == nil, let instance = session.instance(of: self) else { return }
        let call = instance.callOverride("run", pushArguments: { lua in
            lua.push(key)
            session.pushLayer(layer, on: lua)
            lua.pushNil()
            return 3
        })
        switch call {
        case .notOverridden:
            session.pendingFailure = .message(
                "\(instance.className) was given as an action but has no run(key, object, arguments) method (CAAction.run(forKey:object:arguments:))")
        case .ran(let failure):
            session.pendingFailure = failure
        }
    }
}
