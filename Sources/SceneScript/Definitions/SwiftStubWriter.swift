import Layers

/// Assembles the Swift stubs from the catalogue: every registered name is declared once, in
/// the Swift type its bound type or namespace is, with `SwiftSignatures`' declarations where
/// there are some and a permissive one otherwise (a property typed by its kind, a method taking
/// any arguments). A name a Swift base class or Foundation declares already is not declared
/// again.
struct SwiftStubWriter {
    let catalogue: ScriptCatalogue
    /// Every Swift type the stubs declare or extend, by Swift name.
    let shapes: [String: SwiftTypeShape]
    /// The declarations of each Swift type (by name) and of each module's top level
    /// (`globalKey(module)`), in order, without repeats.
    private(set) var members: [String: [String]] = [:]
    /// Where each registered name is declared, in catalogue order.
    private(set) var placements: [SwiftStubs.Placement] = []

    init(catalogue: ScriptCatalogue) {
        self.catalogue = catalogue
        var shapes: [String: SwiftTypeShape] = [:]
        for shape in Array(SwiftSignatures.types.values) + SwiftSupportTypes.shapes where shapes[shape.name] == nil {
            shapes[shape.name] = shape
        }
        self.shapes = shapes
        for name in shapes.keys.sorted() { for declaration in shapes[name]!.plumbing { add(declaration, to: name) } }
        addSignatures()
        addPermissiveDeclarations()
    }

    static func globalKey(_ module: SwiftStubModule) -> String { "@" + module.name }

    // MARK: Names

    /// The Swift type of a catalogue type or namespace name (`View` → `UIView`, `UIFont` → `UIFont`).
    func swiftName(of name: String) -> String? {
        if let shape = SwiftSignatures.types[name] { return shape.name }
        guard let namespace = catalogue.namespaces.first(where: { $0.names[0] == name }) else { return nil }
        return SwiftStubWriter.swiftName(of: namespace)
    }

    /// A namespace's Swift name: the exception `SwiftSignatures.namespaceNames` gives, or its
    /// first name with Apple's prefix; nil for Lua's own (`Path`).
    static func swiftName(of namespace: ScriptCatalogue.Namespace) -> String? {
        if let name = SwiftSignatures.namespaceNames[namespace.names[0]] { return name }
        return namespace.names.first { name in ["UI", "CA", "CG", "NS"].contains { name.hasPrefix($0) } }
    }

    /// The member's name a declaration declares: `frame` for `var frame: CGRect`, `add` for
    /// `func add(_:forKey:)`, `init`, `==`.
    static func declaredName(_ declaration: String) -> String {
        var words = declaration.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words.removeFirst() }
        guard let keyword = words.first else { return "" }
        if keyword.hasPrefix("init") { return "init" }
        guard words.count > 1 else { return keyword }
        let name = words[1].prefix { !"(:<".contains($0) }
        return String(name.hasPrefix("`") ? name.dropFirst().dropLast() : name)
    }

    private static let modifiers: Set<String> = ["override", "class", "static", "convenience", "required", "weak", "final", "mutating"]

    /// The Swift type's superclasses, nearest first.
    func ancestors(of name: String) -> [String] {
        var chain: [String] = [], next = shapes[name]?.superclass
        while let base = next, !chain.contains(base) {
            chain.append(base)
            next = shapes[base]?.superclass
        }
        return chain
    }

    /// Whether `member` is declared on `type` or a superclass (by the stubs or by Foundation).
    func isDeclared(_ member: String, on type: String) -> Bool {
        ([type] + ancestors(of: type)).contains { owner in
            SwiftSignatures.foundationMembers[owner]?.contains(member) == true
                || members[owner]?.contains { SwiftStubWriter.declaredName($0) == member } == true
        }
    }

    // MARK: Passes

    private mutating func add(_ declaration: String, to owner: String) {
        if members[owner]?.contains(declaration) != true { members[owner, default: []].append(declaration) }
    }

    private mutating func addSignatures() {
        for entry in SwiftSignatures.entries {
            let owner: String?
            switch entry.placement {
            case .own: owner = swiftName(of: entry.type)
            case .type(let name): owner = name
            case .global(let module): owner = SwiftStubWriter.globalKey(module)
            }
            guard let owner else { continue }
            for declaration in entry.declarations { add(declaration, to: owner) }
        }
    }

    /// The registered names in the order the stubs declare them: each bound type's own (bases
    /// first, so a subclass finds what its base declares), each namespace's, the globals'.
    private mutating func addPermissiveDeclarations() {
        let signed = Dictionary(SwiftSignatures.entries.map { ("\($0.type).\($0.member)", $0.placement) }, uniquingKeysWith: { first, _ in first })
        /// Records where `type.member` is and whether it still needs a declaration. A bound
        /// type's member may be exempt; a namespace's are exempt with their namespace only
        /// (`Color.red` the channel is Lua's, `Color.red` the constant is `UIColor.red`).
        func needsDeclaration(_ type: String, _ member: String, on owner: String, mayBeExempt: Bool = true) -> Bool {
            let key = "\(type).\(member)"
            guard !mayBeExempt || SwiftSignatures.exempt[key] == nil else { return false }
            switch signed[key] {
            case .type(let name)?: placements.append(.init(registered: key, swiftType: name, member: member))
            case .global?: placements.append(.init(registered: member, swiftType: nil, member: member))
            default: placements.append(.init(registered: key, swiftType: owner, member: member))
            }
            return signed[key] == nil && !isDeclared(member, on: owner)
        }
        for type in catalogue.types.sorted(by: { depth($0.name) < depth($1.name) }) {
            guard let owner = swiftName(of: type.name) else { continue }
            for property in type.properties where needsDeclaration(type.name, property.name, on: owner) {
                add("var \(property.name): \(swiftType(of: property, in: owner))", to: owner)
            }
            var seen = Set<String>()
            for method in type.methods + type.hooks where seen.insert(method).inserted && needsDeclaration(type.name, method, on: owner) {
                add("@discardableResult func \(method)(_ arguments: Any?...) -> Any!", to: owner)
            }
        }
        for namespace in catalogue.namespaces {
            let name = namespace.names[0]
            guard SwiftSignatures.exempt[name] == nil, let owner = SwiftStubWriter.swiftName(of: namespace) else { continue }
            let constantType = namespace.constructs.flatMap(swiftName(of:)) ?? owner
            for constant in namespace.constants where needsDeclaration(name, constant, on: owner, mayBeExempt: false) {
                // A constant named as another namespace is a nested type (`UIButton.Configuration`).
                if !catalogue.namespaces.contains(where: { $0.names[0] == name + constant }) {
                    add("static var \(SwiftSupportTypes.escaped(constant)): \(constantType) { get }", to: owner)
                }
            }
            for function in namespace.functions where needsDeclaration(name, function, on: owner, mayBeExempt: false) {
                add("@discardableResult static func \(function)(_ arguments: Any?...) -> Any!", to: owner)
            }
            if namespace.constructs != nil, needsDeclaration(name, "init", on: owner, mayBeExempt: false) {
                add((shapes[owner]?.isClass == true ? "convenience " : "") + "init(_ arguments: Any?...)", to: owner)
            }
        }
        for function in catalogue.functions where SwiftSignatures.exempt[function] == nil {
            placements.append(.init(registered: function, swiftType: nil, member: function))
            if signed[".\(function)"] == nil {
                add("@discardableResult func \(function)(_ arguments: Any?...) -> Any!", to: SwiftStubWriter.globalKey(module(ofGlobal: function)))
            }
        }
        for value in catalogue.values {
            placements.append(.init(registered: value.name, swiftType: nil, member: value.name))
            if signed[".\(value.name)"] == nil { add("var \(value.name): Any! { get }", to: SwiftStubWriter.globalKey(module(ofGlobal: value.name))) }
        }
    }

    /// How many superclasses the Swift type of the bound type `name` has.
    private func depth(_ name: String) -> Int {
        swiftName(of: name).map { ancestors(of: $0).count } ?? 0
    }

    /// The module a global without a signature goes to, by its prefix.
    private func module(ofGlobal name: String) -> SwiftStubModule {
        if name.hasPrefix("CG") { return .coreGraphics }
        if name.hasPrefix("CA") { return .quartzCore }
        return .uiKit
    }

    /// The Swift type of a property without a signature, from its kind: Core Animation's
    /// types for a layer's (`CGColor?`), UIKit's for a view's (`UIColor?`); `Any!` when the
    /// catalogue does not know its kind.
    func swiftType(of property: ScriptCatalogue.Property, in owner: String) -> String {
        let isLayer = shapes[owner].map { $0.module == .quartzCore || $0.module == .coreGraphics } ?? false
        switch property.kind {
        case .number?: return "CGFloat"
        case .bool?: return "Bool"
        case .string?: return "String"
        case .point?: return "CGPoint"
        case .size?: return "CGSize"
        case .rect?: return "CGRect"
        case .transform?: return "CATransform3D"
        case .affineTransform?: return "CGAffineTransform"
        case .image?: return isLayer ? "Any?" : "UIImage?"
        case .font?: return isLayer ? "CFTypeRef?" : "UIFont?"
        case .color?: return isLayer ? "CGColor?" : "UIColor?"
        case .path?: return "CGPath?"
        case .numbers?: return "[NSNumber]?"
        case .colors?: return "[Any]?"
        case .name?: return "String"
        case .names?: return "[String]"
        case nil: return "Any!"
        }
    }
}
