import SwiftSyntax

extension Lowering {
    /// The engine's constants an implicit member stands for, by the type expected.
    static let implicitConstants: [String: [String: String]] = [
        "CGRect": ["zero": "CGRect.zero", "null": "CGRect.null", "infinite": "CGRect.infinite"],
        "CGPoint": ["zero": "CGPoint.zero"],
        "CGSize": ["zero": "CGSize.zero"],
        "CATransform3D": ["identity": "CATransform3DIdentity"],
        "CGAffineTransform": ["identity": "CGAffineTransform.identity"],
    ]

    /// `Double`'s, `CGFloat`'s and `Float`'s constants, as implicit members (`.pi`, `.infinity`).
    static let floatingConstants = ["pi": "math.pi", "infinity": "math.huge", "greatestFiniteMagnitude": "1.7976931348623157e308",
                                    "leastNonzeroMagnitude": "4.9406564584124654e-324", "ulpOfOne": "2.220446049250313e-16"]

    /// `a.b`: a member of a value, a constant or nested type of a type, or (with no base) an
    /// implicit member resolved by the type expected where it stands.
    func memberAccess(_ member: MemberAccessExprSyntax, expected: SwiftType?) throws -> Lowered {
        let name = member.declName.baseName.text
        let isPlace = loweringPlace
        loweringPlace = false
        guard let base = member.base else { return implicitMember(name, expected: expected) }
        if base.is(SuperExprSyntax.self) {
            return Lowered(code: "self." + Lowering.luaName(name), type: propertyType(name) ?? .unknown)
        }
        if name == "self" { return try expression(base, expected: expected) }
        // A case of the scene's enum is its name; `rawValue` reads the enum's raw values.
        if let reference = base.as(DeclReferenceExprSyntax.self), enums.contains(reference.baseName.text) {
            let enumName = reference.baseName.text, members = enumMembers[enumName]
            // Its statics (`allCases` too) are on its table; a computed one is its getter's value.
            if members?.staticComputed.contains(name) == true { return Lowered(code: "\(enumName).__get_\(Lowering.luaName(name))()", type: .unknown) }
            if members?.staticMembers.contains(name) == true || name == "allCases" {
                return Lowered(code: "\(enumName).\(Lowering.luaName(name))", type: name == "allCases" ? .array(.named(enumName)) : .unknown)
            }
            return Lowered(code: luaString(name), type: .named(enumName))
        }
        // `PlaygroundPage.current`: the scene.
        if name == "now", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchTime" {
            return Lowered(code: "CACurrentMediaTime", type: .unknown)
        }
        if name == "current", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "PlaygroundPage" { return Lowered(code: "scene", type: .named("PlaygroundPage")) }
        // The scene's own notification centre.
        if name == "default", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "NotificationCenter" {
            return Lowered(code: "__s.nc", type: .named("NotificationCenter"))
        }
        if let typePath = typeReference(base) {
            // A static member of an engine type or namespace (`UIColor.red`, `CGFloat.pi`), or an
            // enumeration case of a nested type (`UIView.AnimationOptions.curveEaseOut`).
            // A static the scene's extension gives the type (`UIColor.brand`).
            if engineStaticGetters.contains(typePath + "." + name) {
                return Lowered(code: "__s.sget[\(luaString(typePath + "." + name))]()", type: .named(typePath))
            }
            if engineStatics.contains(typePath + "." + name) { return Lowered(code: "\(typePath).\(Lowering.luaName(name))", type: .named(typePath)) }
            if let namespace = catalogue.namespaces[typePath],
               namespace.constants.contains(name) || namespace.functions.contains(name) {
                return Lowered(code: "\(typePath).\(name)", type: .named(typePath))
            }
            if catalogue.numberNamespaces.contains(typePath) { return Lowered(code: "\(typePath).\(name)", type: .double) }
            if let sceneClass = classes[typePath] {
                return Lowered(code: "\(sceneClass.name).\(Lowering.luaName(name))", type: .unknown)
            }
            if structStaticGetters.contains(typePath + "." + name) {
                return Lowered(code: "\(typePath).__sget_\(Lowering.luaName(name))()", type: structFieldTypes[typePath]?[name] ?? .unknown)
            }
            if structs.contains(typePath) { return Lowered(code: "\(typePath).\(Lowering.luaName(name))", type: structFieldTypes[typePath]?[name] ?? .unknown) }
            if enums.contains(typePath) { return Lowered(code: luaString(name), type: .named(typePath)) }
            if let constant = Lowering.implicitConstants[typePath]?[name] { return Lowered(code: constant, type: .named(typePath)) }
            if isEngineType(typePath) { return Lowered(code: "\(typePath).\(name)", type: .named(typePath)) }
            return Lowered(code: luaString(name), type: .named(typePath))
        }
        var value = try expression(base)
        value.code = Lowering.prefixExpression(value.code)
        // A computed property of the scene's enum, or an associated value by its label.
        if case .named(let type) = value.type.unwrapped, let members = enumMembers[type], members.computedProperties.contains(name) {
            return Lowered(code: "\(type).__get_\(Lowering.luaName(name))(\(value.code))", type: members.resultTypes[name] ?? .unknown)
        }
        // A tuple's element by position (`pair.0`).
        if let position = Int(name) {
            var type: SwiftType = .unknown
            if case .tuple(let types) = value.type.unwrapped, position < types.count { type = types[position] }
            return Lowered(code: "\(value.code)[\(position + 1)]", type: type)
        }
        if name == "rawValue" {
            guard case .named(let enumName) = value.type.unwrapped else {
                throw error(member, "'rawValue' is read only where the enum's type is known here (write `let d: Direction = ...`)")
            }
            // The engine's own string enums (`CALayerCornerCurve`, `CAMediaTimingFunctionName`)
            // are their raw values, as scenes spell them.
            guard enums.contains(enumName) else { return Lowered(code: value.code, type: .string) }
            return Lowered(code: "\(enumName)__raw[\(value.code)]", type: .unknown)
        }
        var type: SwiftType
        switch name {
        case "count": type = .int
        case "isEmpty": type = .bool
        default: type = propertyType(name) ?? .unknown
        }
        // A property of the scene's struct has its declared type.
        if case .named(let structName) = value.type.unwrapped, let field = structFieldTypes[structName]?[name] { type = field }
        // Arrays: Swift's `count` is Lua's length (their metatable answers for other values too).
        if name == "count", case .array = value.type { return Lowered(code: "#\(value.code)", type: .int) }
        if name == "count", value.type.unwrapped == .unknown { return Lowered(code: "__s.count(\(value.code))", type: .int) }
        // A computed property the scene's extension gives an engine type.
        if !isPlace, engineComputed.contains(name), !isSceneValue(value.type) {
            return Lowered(code: "__s.xget(\(value.code), \(luaString(name)))", type: .unknown)
        }
        // UIKit's `Int` properties, which the engine's tables keep as numbers, read as Ints.
        if !isPlace, IntegerSignatures.kinema.properties.contains(name), !isSceneValue(value.type) {
            return Lowered(code: "math.tointeger(\(value.code).\(name))", type: .int)
        }
        return Lowered(code: "\(value.code).\(Lowering.luaName(name))", type: type)
    }


    /// Whether a value of `type` is the scene's own (its struct's or class's members are its own).
    func isSceneValue(_ type: SwiftType) -> Bool {
        if case .named(let name) = type.unwrapped { return isSceneType(name) }
        return false
    }

    /// `.name` where a value of `expected` is wanted: the engine's constant of that type, or
    /// the enumeration case as the string scenes spell cases with.
    func implicitMember(_ name: String, expected: SwiftType?) -> Lowered {
        // The floating-point types' own constants, whichever of them is expected.
        if let constant = Lowering.floatingConstants[name] { return Lowered(code: constant, type: .double) }
        if case .named(let type)? = expected?.unwrapped {
            if let constant = Lowering.implicitConstants[type]?[name] { return Lowered(code: constant, type: .named(type)) }
            if engineStaticGetters.contains(type + "." + name) { return Lowered(code: "__s.sget[\(luaString(type + "." + name))]()", type: .named(type)) }
            if engineStatics.contains(type + "." + name) { return Lowered(code: "\(type).\(Lowering.luaName(name))", type: .named(type)) }
            if let namespace = catalogue.namespaces[type], namespace.constants.contains(name) {
                return Lowered(code: "\(type).\(name)", type: .named(type))
            }
        }
        return Lowered(code: luaString(name), type: expected ?? .unknown)
    }

    /// The type an expression names when it is a type (`UIColor`, `UIView.AnimationOptions`,
    /// `CAMediaTimingFunctionName`), joined with dots; nil for a value.
    func typeReference(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard lookup(name) == nil || isSceneType(name), memberOfCurrentClass(name) == nil, let first = name.first, first.isUppercase else { return nil }
            return name
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let outer = typeReference(base),
           let first = member.declName.baseName.text.first, first.isUppercase {
            // A nested type: the engine knows it by its inner name or not at all.
            let inner = member.declName.baseName.text
            // The scene's nested types are known by their own names (`Controller.State` is `State`).
            if isSceneType(inner) { return inner }
            return isEngineType(outer + inner) ? outer + inner : (isEngineType(inner) ? inner : outer + "." + inner)
        }
        return nil
    }
}
