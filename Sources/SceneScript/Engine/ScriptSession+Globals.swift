import CLua
import Geometry
import Layers
import LuaShim
import Raster
import Views

/// The globals a scene sees: constructors and constants of every value type, layers and
/// views under their short, `CA` and `UI` names, `scene`, `view`, `print` and `require`.
extension ScriptSession {
    /// A global table standing for a type: callable as its constructor, holding its static
    /// functions and, through `__index`, fresh copies of its constants (`CGAffineTransform.identity`).
    struct Namespace {
        var names: [String]
        var call: ScriptFunction?
        var functions: [(String, ScriptFunction)] = []
        var constants = false
    }

    func installGlobals(_ lua: Lua) {
        lua.pushGlobals()
        let globals = lua.top
        for namespace in ScriptSession.allNamespaces { install(namespace, into: globals, on: lua) }
        for (name, function) in ScriptSession.globalFunctions + ScriptSession.timerFunctions
            + [("class", ScriptSession.classFunction), ("property", ScriptSession.propertyFunction)]
            + ScriptSession.coreGraphicsFunctions {
            host.pushFunction(function, on: lua)
            lua.rawSet(globals, name)
        }
        lua.newTable()
        for (name, value) in ScriptSession.numberConstants {
            lua.push(value)
            lua.rawSet(-2, name)
        }
        for name in ScriptSession.numberNamespaces {
            lua.pushCopy(of: -1)
            lua.rawSet(globals, name)
        }
        lua.pop()
        pushNewHandle(for: settings, as: .scene, named: ScriptType.scene.name, on: lua)
        lua.rawSet(globals, "scene")
        pushView(settings.root, on: lua)
        lua.rawSet(globals, "view")
        host.pushFunction(ScriptSession.logLine, on: lua)
        ks_pushprint(lua.state)
        lua.rawSet(globals, "print")
        host.pushFunction(ScriptSession.resolveModule, on: lua)
        host.pushFunction(ScriptSession.loadModule, on: lua)
        ks_pushrequire(lua.state)
        lua.rawSet(globals, "require")
        // Globals that are struct constants: each read is a fresh copy.
        lua.newTable()
        host.pushFunction(ScriptSession.globalConstant, on: lua)
        lua.rawSet(-2, "__index")
        lua_setmetatable(lua.state, globals)
        lua.pop()
    }

    private func install(_ namespace: Namespace, into globals: Int32, on lua: Lua) {
        lua.newTable()
        for (name, function) in namespace.functions {
            host.pushFunction(function, on: lua)
            lua.rawSet(-2, name)
        }
        lua.newTable()
        lua.push(namespace.names[0])
        lua.rawSet(-2, "__name")
        if let call = namespace.call {
            host.pushFunction(call, on: lua)
            lua.rawSet(-2, "__call")
        }
        if namespace.constants {
            host.pushFunction(ScriptSession.namespaceConstant, on: lua)
            lua.rawSet(-2, "__index")
        }
        host.pushSharedFunction("namespace.__newindex", ScriptSession.extensionNewIndex, on: lua)
        lua.rawSet(-2, "__newindex")
        lua_setmetatable(lua.state, -2)
        for name in namespace.names {
            lua.pushCopy(of: -1)
            lua.rawSet(globals, name)
        }
        lua.pop()
    }

    /// The name of the namespace table at `index` (its first name, as in `namespaces`).
    func namespaceName(at index: Int32, in lua: Lua) -> String? {
        guard lua.isTable(at: index), lua_getmetatable(lua.state, index) != 0 else { return nil }
        defer { lua.pop(2) }
        lua.rawGet(-1, "__name")
        return lua.string(at: -1)
    }

    /// Every global type table: values, layers and views here; Core Animation's animations,
    /// property animators, effects, gestures and view controllers in their own files.
    static var allNamespaces: [Namespace] {
        namespaces + animationNamespaces + propertyAnimatorNamespaces + effectNamespaces + gestureNamespaces + scrollNamespaces
            + autoLayoutNamespaces + stackNamespaces + textInputNamespaces + buttonConfigurationNamespaces
            + viewControllerNamespaces + percentDrivenNamespaces + coreGraphicsNamespaces + displayLinkNamespaces
    }

    static let namespaces: [Namespace] = [
        Namespace(names: ["Point", "CGPoint"], call: { s, lua throws(ScriptFailure) in try s.makePoint(lua) }, constants: true),
        Namespace(names: ["Size", "CGSize"], call: { s, lua throws(ScriptFailure) in try s.makeSize(lua) }, constants: true),
        Namespace(names: ["Rect", "CGRect"], call: { s, lua throws(ScriptFailure) in try s.makeRect(lua) }, constants: true),
        Namespace(names: ["Color", "UIColor"], call: { s, lua throws(ScriptFailure) in try s.makeColor(lua) },
                  functions: [("hsb", { s, lua throws(ScriptFailure) in try s.makeHSBColor(lua) })], constants: true),
        Namespace(names: ["CGAffineTransform"], call: { s, lua throws(ScriptFailure) in try s.makeAffineTransform(lua) },
                  constants: true),
        Namespace(names: ["Path"], call: ScriptSession.pathCall, functions: ScriptSession.pathFunctions),
        Namespace(names: ["Image", "UIImage"], call: { s, lua throws(ScriptFailure) in try s.makeImage(lua) }),
        Namespace(names: ["Font"], call: { s, lua throws(ScriptFailure) in try s.makeFont(lua) }),
        Namespace(names: ["UIFont"], call: { s, lua throws(ScriptFailure) in try s.makeUIFont(lua) },
                  functions: ScriptSession.systemFontFunctions),
        Namespace(names: ["Layer", "CALayer"], call: ScriptSession.construct, functions: layerClassFunctions),
        Namespace(names: ["ShapeLayer", "CAShapeLayer"], call: ScriptSession.construct, functions: layerClassFunctions),
        Namespace(names: ["GradientLayer", "CAGradientLayer"], call: ScriptSession.construct, functions: layerClassFunctions),
        Namespace(names: ["TextLayer", "CATextLayer"], call: ScriptSession.construct, functions: layerClassFunctions),
        Namespace(names: ["TransformLayer", "CATransformLayer"], call: ScriptSession.construct, functions: layerClassFunctions),
        Namespace(names: ["ReplicatorLayer", "CAReplicatorLayer"], call: ScriptSession.construct, functions: layerClassFunctions),
        Namespace(names: ["EmitterLayer", "CAEmitterLayer"], call: ScriptSession.construct, functions: layerClassFunctions),
        Namespace(names: ["EmitterCell", "CAEmitterCell"], call: ScriptSession.construct),
        Namespace(names: ["View", "UIView"], call: ScriptSession.construct,
                  functions: ScriptSession.viewClassFunctions + viewSuperclassFunctions),
        Namespace(names: ["ImageView", "UIImageView"], call: ScriptSession.construct, functions: viewSuperclassFunctions),
        Namespace(names: ["Label", "UILabel"], call: ScriptSession.construct, functions: viewSuperclassFunctions),
        Namespace(names: ["Button", "UIButton"], call: ScriptSession.construct,
                  functions: viewSuperclassFunctions + controlHookDefaults, constants: true),
        Namespace(names: ["Control", "UIControl"], call: ScriptSession.construct,
                  functions: viewSuperclassFunctions + controlHookDefaults),
        Namespace(names: ["Slider", "UISlider"], call: ScriptSession.construct,
                  functions: viewSuperclassFunctions + controlHookDefaults),
        Namespace(names: ["NSObject"], functions: [("init", ScriptSession.engineInit)]),
        screenNamespace,
    ]

    /// The global tables of numbers (Swift's `CGFloat.pi`, `Double.infinity`), and what they hold.
    static let numberNamespaces = ["CGFloat", "Double", "Float"]
    static let numberConstants: [(String, Double)] = [
        ("pi", .pi), ("infinity", .infinity), ("greatestFiniteMagnitude", .greatestFiniteMagnitude),
    ]

    /// The constants of namespaces (`Point.zero`, `UIScreen.main`), by the namespace's first
    /// name; `namespaceConstant` answers exactly these. Every UIColor name is a constant of `Color`.
    static let namespaceConstants: [String: [String]] = [
        "Point": ["zero"], "Size": ["zero"], "Rect": ["zero"], "CGAffineTransform": ["identity"], "UIScreen": ["main"],
        "RunLoop": ["main", "current"], "Button": ["Configuration"],
        "UILayoutPriority": ScriptSession.layoutPriorities.map(\.0),
        "Color": ColorNames.named.keys.sorted(),
    ]

    /// The globals that are struct constants, fresh on every read (`globalConstant`).
    static let globalConstants = ["CATransform3DIdentity", "CGAffineTransformIdentity"]

    /// What a class of a layer type reaches as `super`: init and the overridable methods.
    private static let layerClassFunctions = [("init", ScriptSession.engineInit)] + layerHookDefaults
    /// What a class of a view type reaches as `super`.
    static let viewSuperclassFunctions = [("init", ScriptSession.engineInit)] + viewHookDefaults

    /// `Point.zero`, `CGAffineTransform.identity`, `UIColor.systemBlue`…: fresh copies.
    private static let namespaceConstant: ScriptFunction = { s, lua throws(ScriptFailure) in
        guard let key = lua.string(at: 2), let namespace = s.namespaceName(at: 1, in: lua) else { return 0 }
        if namespace != "Color", ScriptSession.namespaceConstants[namespace]?.contains(key) != true { return 0 }
        switch (namespace, key) {
        case ("Point", "zero"): s.pushBox(.point(.zero), on: lua)
        case ("Size", "zero"): s.pushBox(.size(.zero), on: lua)
        case ("Rect", "zero"): s.pushBox(.rect(.zero), on: lua)
        case ("CGAffineTransform", "identity"): s.pushBox(.affineTransform(.identity), on: lua)
        case ("UIScreen", "main"): s.pushScreen(on: lua)
        case ("RunLoop", "main"), ("RunLoop", "current"): s.pushRunLoop(on: lua)
        case ("UILayoutPriority", _):
            guard let value = ScriptSession.layoutPriorities.first(where: { $0.0 == key })?.1 else { return 0 }
            lua.push(value)
        case ("Button", "Configuration"): s.pushConfigurationNamespace(on: lua)
        case ("Color", _):
            guard let color = ColorNames.color(named: key) else {
                throw .message(Suggestion.message("UIColor has no colour '\(key)'", for: key, in: Array(ColorNames.named.keys)))
            }
            s.pushBox(.color(color), on: lua)
        default:
            return 0
        }
        return 1
    }

    /// `CATransform3DIdentity` and `CGAffineTransformIdentity`, fresh on every read.
    /// An Apple name that is not defined is an error that says how a scene writes it.
    private static let globalConstant: ScriptFunction = { s, lua throws(ScriptFailure) in
        guard let name = lua.string(at: 2) else { return 0 }
        switch name {
        case "CATransform3DIdentity": s.pushBox(.transform(.identity), on: lua)
        case "CGAffineTransformIdentity": s.pushBox(.affineTransform(.identity), on: lua)
        default:
            guard let message = SwiftSpellings.message(forMissingGlobal: name, globals: lua.keyNames(of: 1)) else { return 0 }
            throw .message(message)
        }
        return 1
    }

    /// `print`'s sink: one line for the log.
    private static let logLine: ScriptFunction = { s, lua throws(ScriptFailure) in
        s.appendLog(lua.string(at: 1) ?? "")
        return 0
    }
}
