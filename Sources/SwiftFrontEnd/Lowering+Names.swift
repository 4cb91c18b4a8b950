import Layers
import SceneScript
import SwiftSyntax

extension Lowering {
    /// Swift's and C's global maths as Lua: `sin` → `math.sin`, `M_PI` → `math.pi`.
    static let mathFunctions: [String: String] = [
        "sin": "math.sin", "cos": "math.cos", "tan": "math.tan", "asin": "math.asin", "acos": "math.acos", "atan": "math.atan",
        "atan2": "math.atan", "sqrt": "math.sqrt", "exp": "math.exp", "log": "math.log", "fabs": "math.abs", "abs": "math.abs",
        "fmin": "math.min", "fmax": "math.max", "fminf": "math.min", "fmaxf": "math.max", "min": "math.min", "max": "math.max",
        "sinf": "math.sin", "cosf": "math.cos", "sqrtf": "math.sqrt",
    ]
    static let mathConstants: [String: String] = ["M_PI": "math.pi", "M_PI_2": "(math.pi / 2)", "M_PI_4": "(math.pi / 4)", "HUGE": "math.huge"]

    /// Swift 3 and 4's global constants (`kCALineCapRound` is `"round"`, `kCALayerMinXMinYCorner`
    /// `"layerMinXMinYCorner"`), from the table the engine's messages and the editor stubs use.
    static let legacyConstants: [String: String] = {
        var constants: [String: String] = [:]
        for (prefix, cases) in SwiftSpellings.legacyConstants {
            for name in cases { constants[prefix + name] = name.prefix(1).lowercased() + name.dropFirst() }
        }
        for (_, names) in SwiftSpellings.legacyOptionConstants {
            for name in names { constants["kCA" + name.prefix(1).uppercased() + name.dropFirst()] = name }
        }
        return constants
    }()

    /// Foundation's notification name types, which scenes extend with their own names.
    static let notificationNames: Set<String> = ["Notification.Name", "NSNotification.Name"]

    /// Whether `name` is a type or global of the engine (`UIView`, `CGRect`, `CGFloat`).
    func isEngineType(_ name: String) -> Bool {
        catalogue.namespaces[name] != nil || catalogue.numberNamespaces.contains(name) || name == "CGVector" || Lowering.notificationNames.contains(name)
    }

    /// Whether `name` is a class, struct or enum the scene declares.
    func isSceneType(_ name: String) -> Bool {
        classes[name] != nil || structs.contains(name) || enums.contains(name)
    }

    /// A bare name as Lua: a local, a member of the class whose body this is (`self.x`), a
    /// Swift global, or an engine global; an unknown name is an error with suggestions.
    func resolve(name: String, at node: some SyntaxProtocol) -> String {
        if name == "self" { return "self" }
        if lookup(name) != nil { return Lowering.luaIdentifier(name) }
        if let member = memberOfCurrentClass(name) { return member }
        if let constant = Lowering.mathConstants[name] { return constant }
        if let constant = Lowering.legacyConstants[name] { return luaString(constant) }
        return Lowering.luaIdentifier(name)
    }

    /// `self.name` when `name` is a stored property of the class being lowered (or of a scene
    /// class it builds on) or a property of the engine type under it.
    func memberOfCurrentClass(_ name: String) -> String? {
        guard var sceneClass = currentClass else { return nil }
        while true {
            if sceneClass.storedProperties.contains(name) || sceneClass.methods.contains(name) { return "self." + Lowering.luaName(name) }
            if sceneClass.staticMembers.contains(name) { return sceneClass.name + "." + Lowering.luaName(name) }
            guard let base = classes[sceneClass.base] else { break }
            sceneClass = base
        }
        if let engine = engineType(of: sceneClass.base),
           engine.properties.contains(where: { $0.name == name }) || engine.methods.contains(name) {
            return "self." + Lowering.luaName(name)
        }
        // A computed property an extension gives an engine type (`width` in `extension UIView`).
        if engineComputed.contains(name) { return "self." + Lowering.luaName(name) }
        return nil
    }

    /// The bound type the engine type or namespace `name` makes (`UIView` → `View`).
    func engineType(of name: String) -> ScriptCatalogue.BoundType? {
        if let type = catalogue.types[name] { return type }
        guard let made = catalogue.namespaces[name]?.constructs else { return nil }
        return catalogue.types[made]
    }

    /// What a bare name's type is when it is not a local: an engine type's name is its type.
    func typeOfBareName(_ name: String) -> SwiftType {
        if let member = currentClass, member.storedProperties.contains(name) { return .unknown }
        return propertyType(name) ?? .unknown
    }

    /// The type of the engine property `name`, from the registration tables' property kinds.
    func propertyType(_ name: String) -> SwiftType? {
        catalogue.propertyKinds[name].map(SwiftType.init(kind:))
    }
}

extension SwiftType {
    /// The Swift type of an engine property kind.
    init(kind: PropertyKind) {
        switch kind {
        case .number: self = .double
        case .bool: self = .bool
        case .string: self = .string
        case .point: self = .named("CGPoint")
        case .size: self = .named("CGSize")
        case .rect: self = .named("CGRect")
        case .color: self = .named("UIColor")
        case .transform: self = .named("CATransform3D")
        case .affineTransform: self = .named("CGAffineTransform")
        case .font: self = .named("UIFont")
        case .image: self = .named("UIImage")
        case .path: self = .named("CGPath")
        default: self = .unknown
        }
    }
}
