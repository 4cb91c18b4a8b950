import CLua
import Layers
import LuaShim
import Views

/// `class(name, Base)`: classes written in scenes, as Swift's `class BellView: UIView`.
/// An instance is the engine object itself with a `ScriptInstance` attached: fields and
/// the class's methods are found before the engine's properties, and the engine calls the
/// class's overrides (see `ScriptClasses.hooks`).
extension ScriptSession {
    /// The `class` global.
    static let classFunction: ScriptFunction = { s, lua throws(ScriptFailure) in try s.makeClass(lua) }

    /// The instance that `object` is, if a script class made it.
    /// A layer's presentation copy (which draws at frame time) is its model's instance too.
    func instance(of object: AnyObject) -> ScriptInstance? {
        guard !instances.isEmpty else { return nil }
        if let instance = instances[ObjectIdentifier(object)], instance.owner === object { return instance }
        guard let model = (object as? Layer)?.modelLayer, let instance = instances[ObjectIdentifier(model)],
              instance.owner === model else { return nil }
        return instance
    }

    // MARK: Making classes

    private func makeClass(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard let name = lua.string(at: 1), !name.isEmpty else {
            throw .message("class(name, Base) takes the class's name first (got \(lua.typeName(at: 1)))")
        }
        guard let kind = try classKind(at: 2, for: name, in: lua) else {
            throw .message("class('\(name)', Base): the base must be a class or an engine type such as UIView, CALayer or NSObject (got \(lua.typeName(at: 2)))")
        }
        lua.newTable()
        lua.push(name)
        lua.rawSet(-2, ScriptClasses.nameKey)
        lua.pushCopy(of: 2)
        lua.rawSet(-2, ScriptClasses.baseKey)
        lua.push(kind)
        lua.rawSet(-2, ScriptClasses.kindKey)
        lua.newTable()
        lua.pushCopy(of: 2)
        lua.rawSet(-2, "__index")
        host.pushSharedFunction("class.__call", ScriptSession.instantiate, on: lua)
        lua.rawSet(-2, "__call")
        host.pushSharedFunction("class.__tostring", ScriptSession.describeClass, on: lua)
        lua.rawSet(-2, "__tostring")
        host.pushSharedFunction("class.__newindex", ScriptSession.classNewIndex, on: lua)
        lua.rawSet(-2, "__newindex")
        lua_setmetatable(lua.state, -2)
        return 1
    }

    /// The engine type a class whose base is at `index` builds on, or nil when it is no class.
    private func classKind(at index: Int32, for name: String, in lua: Lua) throws(ScriptFailure) -> String? {
        if ScriptClasses.isClass(at: index, in: lua) { return ScriptClasses.field(ScriptClasses.kindKey, ofClassAt: index, in: lua) }
        guard let engineName = namespaceName(at: index, in: lua) else { return nil }
        guard ScriptClasses.subclassableKinds.contains(engineName) else {
            throw .message("class('\(name)', \(engineName)): \(engineName) cannot be subclassed yet; the bases are "
                + ScriptClasses.subclassableKinds.sorted().joined(separator: ", ") + " and their CA/UI names")
        }
        return engineName
    }

    private static let describeClass: ScriptFunction = { _, lua throws(ScriptFailure) in
        lua.push("class " + (ScriptClasses.field(ScriptClasses.nameKey, ofClassAt: 1, in: lua) ?? "?"))
        return 1
    }

    // MARK: Making instances

    /// `BellView(frame)`: makes the engine object, attaches the instance and runs `init`.
    private static let instantiate: ScriptFunction = { s, lua throws(ScriptFailure) in
        guard ScriptClasses.isClass(at: 1, in: lua),
              let kind = ScriptClasses.field(ScriptClasses.kindKey, ofClassAt: 1, in: lua),
              let className = ScriptClasses.field(ScriptClasses.nameKey, ofClassAt: 1, in: lua) else { return 0 }
        let argumentCount = lua.top - 1
        let layerClass = try s.layerClass(ofClassAt: 1, named: className, kind: kind, in: lua)
        guard let object = kind == ScriptNSObject.typeName ? ScriptNSObject(session: s)
                : s.makeEngineObject(kind, layerClass: layerClass?.type) else {
            throw .message("\(className) cannot be made")
        }
        let instance = s.attachInstance(to: object, classAt: 1, className: className, kind: kind, in: lua)
        if let layer = object as? Layer { try s.applyCustomProperties(ofClassAt: 1, to: layer, on: lua) }
        if let layerClass, let layerClassTable = layerClass.table, let view = object as? View {
            lua.pushReference(layerClassTable.reference)
            let layerInstance = s.attachInstance(to: view.layer, classAt: lua.top, className: layerClass.name,
                                                 kind: type(of: view.layer).typeName, in: lua)
            try s.applyCustomProperties(ofClassAt: lua.top, to: view.layer, on: lua)
            lua.pop()
            layerInstance.isEngineInitialized = true
        }
        if let view = object as? View, view.layer.overrides == nil {
            let defined = ScriptViewLayerDelegate.methods.filter { name in
                guard instance.pushClassMember(name, on: lua) else { return false }
                lua.pop()
                return true
            }
            if !defined.isEmpty { s.delegateLayer(of: view, draws: defined.contains("draw") || defined.contains("display")) }
        }
        guard lua.reserve(argumentCount + 8) else { throw .message("stack overflow") }
        instance.applyPropertyDefaults(isEngineKey: { s.isEngineKey($0, of: object, on: lua) }, on: lua)
        if instance.pushClassMember("init", on: lua) {
            let initFunction = lua.top
            instance.isInitializing = true
            let failure = s.host.call(pushFunction: { lua in lua.pushCopy(of: initFunction) }, pushArguments: { lua in
                s.pushObject(object, on: lua)
                for i in 0..<argumentCount { lua.pushCopy(of: 2 + i) }
                return 1 + argumentCount
            })
            instance.isInitializing = false
            if let failure { throw failure }
            guard instance.isEngineInitialized else {
                throw .message("\(className).init never called its superclass's init: call "
                    + "\(s.baseName(ofClassAt: 1, in: lua)).init(self, ...) in it, as Swift's super.init")
            }
        } else {
            // A class without its own init takes its base's constructor forms.
            try s.applyConstructorArguments(to: object, typeName: kind, from: 2, on: lua)
            instance.isEngineInitialized = true
        }
        s.pushObject(object, on: lua)
        return 1
    }

    /// Attaches a new instance of the class at `index` to `object`.
    private func attachInstance(to object: AnyObject, classAt index: Int32, className: String, kind: String,
                                in lua: Lua) -> ScriptInstance {
        lua.pushCopy(of: index)
        let classTable = LuaFunctionReference(session: self, reference: lua.makeReference(), owner: object)
        lua.newTable()
        let fields = LuaFunctionReference(session: self, reference: lua.makeReference(), owner: object)
        let instance = ScriptInstance(session: self, owner: object, className: className, kind: kind,
                                      classTable: classTable, fields: fields)
        // Instances of objects that are gone let go of their class and fields now and then,
        // so a scene making short-lived instances (an action per change) does not pile them up.
        if instances.count >= instancePruneThreshold {
            instances = instances.filter { $0.value.owner != nil }
            instancePruneThreshold = max(256, 2 * instances.count)
        }
        instances[ObjectIdentifier(object)] = instance
        switch object {
        case let view as View: view.overrides = instance
        case let layer as Layer: layer.overrides = instance
        case let recognizer as GestureRecognizer: recognizer.overrides = instance
        case let controller as ViewController: controller.overrides = instance
        default: break
        }
        return instance
    }

    /// A view class's `layerClass` (Swift's `override class var layerClass`): an engine layer
    /// type or a script layer class, found on the class or its script superclasses.
    private func layerClass(ofClassAt index: Int32, named className: String, kind: String,
                            in lua: Lua) throws(ScriptFailure) -> (type: Layer.Type, table: LuaFunctionReference?, name: String)? {
        lua.pushCopy(of: index)
        var found = false
        while ScriptClasses.isClass(at: -1, in: lua) {
            if lua.rawGet(-1, "layerClass") != LUA_TNIL { found = true; break }
            lua.pop()
            lua.rawGet(-1, ScriptClasses.baseKey)
            lua.remove(at: -2)
        }
        guard found else { lua.pop(); return nil }
        defer { lua.pop(2) }
        let isScriptClass = ScriptClasses.isClass(at: -1, in: lua)
        let layerKind = isScriptClass
            ? ScriptClasses.field(ScriptClasses.kindKey, ofClassAt: -1, in: lua) : namespaceName(at: -1, in: lua)
        guard let layerKind, let type = ScriptSession.layerTypes[layerKind] else {
            throw .message("\(className).layerClass must be a layer type such as CAShapeLayer (got \(lua.typeName(at: -1)))")
        }
        guard kind == "View" else {
            throw .message("\(className).layerClass: only classes of UIView choose their layer's class (\(className) is a \(kind))")
        }
        guard isScriptClass else { return (type, nil, layerKind) }
        let name = ScriptClasses.field(ScriptClasses.nameKey, ofClassAt: -1, in: lua) ?? layerKind
        lua.pushCopy(of: -1)
        return (type, LuaFunctionReference(session: self, reference: lua.makeReference(), owner: nil), name)
    }

    /// Makes `view`'s layer ask the view's class, as its delegate, to draw, display or lay
    /// it out; a view that draws does so from the start, at the screen's scale.
    private func delegateLayer(of view: View, draws: Bool) {
        view.layer.overrides = ScriptViewLayerDelegate(session: self, view: view)
        guard draws else { return }
        view.layer.contentsScale = screenScale
        view.layer.setNeedsDisplay()
    }

    /// The name of the base of the class at `index`, as the script wrote it.
    private func baseName(ofClassAt index: Int32, in lua: Lua) -> String {
        lua.rawGet(index, ScriptClasses.baseKey)
        defer { lua.pop() }
        if ScriptClasses.isClass(at: -1, in: lua) { return ScriptClasses.field(ScriptClasses.nameKey, ofClassAt: -1, in: lua) ?? "?" }
        return namespaceName(at: -1, in: lua).map(ScriptSession.swiftName) ?? "?"
    }

    // MARK: The engine's side of a class: init and the overridable methods' defaults

    /// `UIView.init(self, frame)`, `CALayer.init(self)`, `NSObject.init(self)`: Swift's
    /// `super.init`, called from a class's `init`; takes the type's constructor forms.
    static let engineInit: ScriptFunction = { s, lua throws(ScriptFailure) in
        guard let object = s.object(at: 1, in: lua), let instance = s.instance(of: object) else {
            throw .message("init(self, ...) is a class's superclass initializer: call it from the class's init as "
                + "Base.init(self, ...) (got \(lua.typeName(at: 1)) for self)")
        }
        guard !instance.isEngineInitialized else {
            throw .message("\(instance.className): the superclass's init was called twice")
        }
        instance.isEngineInitialized = true
        if !(object is ScriptNSObject) {
            try s.applyConstructorArguments(to: object, typeName: instance.kind, from: 2, on: lua)
        }
        return 0
    }

    static func swiftName(_ kind: String) -> String {
        switch kind {
        case "NSObject", _ where kind.hasPrefix("UI") || kind.hasPrefix("CA"): return kind
        case _ where kind.hasSuffix("Layer"): return "CA" + kind
        default: return "UI" + kind
        }
    }
}
