import SwiftSyntax

extension Lowering {
    func lowerDeclaration(_ decl: DeclSyntax) throws {
        if let importDecl = decl.as(ImportDeclSyntax.self) { return try checkImport(importDecl) }
        if let variable = decl.as(VariableDeclSyntax.self) { return try lowerVariable(variable) }
        if let function = decl.as(FunctionDeclSyntax.self) { return try lowerFunction(function, in: nil) }
        if let declaration = decl.as(ClassDeclSyntax.self) { return try lowerClass(declaration) }
        if let structure = decl.as(StructDeclSyntax.self) { return try lowerStruct(structure) }
        if let enumeration = decl.as(EnumDeclSyntax.self) { return try lowerEnum(enumeration) }
        if let protocolDecl = decl.as(ProtocolDeclSyntax.self) { return try lowerProtocol(protocolDecl) }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) { return try lowerExtension(extensionDecl) }
        if decl.is(ActorDeclSyntax.self) { throw unsupported(decl, "actors") }
        if decl.is(TypeAliasDeclSyntax.self) { return }
        if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) { throw unsupported(decl, "custom operators") }
        if decl.is(MacroDeclSyntax.self) || decl.is(MacroExpansionDeclSyntax.self) { throw unsupported(decl, "macros") }
        throw unsupported(decl, "declarations like '\(decl.trimmedDescription.prefix(24))'")
    }

    /// A type declared inside another (`class Controller { enum State {...} }`): a global under
    /// its own name, so the outer type's code, lowered before or after it, reaches it.
    /// Returns false for any other member.
    func lowerNestedType(_ decl: DeclSyntax) throws -> Bool {
        guard decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self) else { return false }
        let outer = currentClass
        currentClass = nil
        nestedTypeDepth += 1
        defer { currentClass = outer; nestedTypeDepth -= 1 }
        try lowerDeclaration(decl)
        return true
    }

    /// How a type's table is declared: a local at a file's top level, a global when nested.
    var typePrefix: String { nestedTypeDepth > 0 ? "" : declarationPrefix }

    func checkImport(_ decl: ImportDeclSyntax) throws {
        guard let module = decl.path.first?.name.text else { return }
        guard Lowering.importableModules.contains(module) else {
            throw error(decl.path, "no such module '\(module)': Kinema scenes may import \(Lowering.importableModules.sorted().joined(separator: ", "))")
        }
    }

    /// `let`/`var` with their initial values (`local` at the top level and in functions).
    func lowerVariable(_ variable: VariableDeclSyntax) throws {
        if variable.modifiers.contains(where: { $0.name.text == "lazy" }) { throw unsupported(variable, "lazy variables outside a class (not yet)") }
        for binding in variable.bindings {
            if let tuple = binding.pattern.as(TuplePatternSyntax.self), let initializer = binding.initializer {
                try lowerDestructuring(tuple, of: initializer.value, at: binding)
                continue
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw unsupported(binding.pattern, "patterns like '\(binding.pattern.trimmedDescription)'")
            }
            if binding.accessorBlock != nil { throw unsupported(binding, "computed variables outside a type (not yet)") }
            let annotated = binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) }
            var value = try binding.initializer.map { try expression($0.value, expected: annotated) }
            if let initializer = binding.initializer, var lowered = value {
                lowered.code = named(copied(lowered, of: initializer.value), name, for: initializer.value, type: lowered.type)
                value = lowered
            }
            var type = annotated ?? value?.type ?? .unknown
            if type == .integerLiteral { type = .int }
            declare(name, type)
            out.write(declarationPrefix + Lowering.luaIdentifier(name) + (value.map { " = \($0.code)" } ?? ""), at: line(of: binding))
        }
    }

    /// `let (a, b) = pair`: each name takes its element (`_` none).
    func lowerDestructuring(_ tuple: TuplePatternSyntax, of value: ExprSyntax, at node: some SyntaxProtocol) throws {
        let lowered = try expression(value)
        var types: [SwiftType] = []
        if case .tuple(let known) = lowered.type { types = known }
        var names: [String] = [], reads: [String] = []
        for (i, element) in tuple.elements.enumerated() {
            if element.pattern.is(WildcardPatternSyntax.self) { continue }
            guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw unsupported(element.pattern, "nested patterns")
            }
            declare(name, i < types.count ? types[i] : .unknown)
            names.append(Lowering.luaIdentifier(name))
            reads.append("__t[\(i + 1)]")
        }
        out.write("local __t = \(lowered.code) " + declarationPrefix + names.joined(separator: ", ") + " = " + reads.joined(separator: ", "), at: line(of: node))
    }

    /// A function: `local function` at the top level, a method inside a class.
    func lowerFunction(_ function: FunctionDeclSyntax, in sceneClass: SceneClass?) throws {
        if Lowering.isOperatorName(function.name) { return try lowerOperatorFunction(function, in: sceneClass) }
        if function.genericParameterClause != nil { throw unsupported(function.genericParameterClause!, "generic functions") }
        if let effects = function.signature.effectSpecifiers, effects.asyncSpecifier != nil {
            throw error(effects, "'async' functions are not supported in Kinema scenes")
        }
        let name = sceneClass == nil ? Lowering.luaIdentifier(function.name.text) : Lowering.luaName(function.name.text)
        let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let parameters = function.signature.parameterClause.parameters
        let header: String
        if let sceneClass {
            header = "function \(sceneClass.name)\(isStatic ? "." : ":")\(name)("
        } else {
            header = declarationPrefix + "function \(name)("
        }
        out.write(header + parameters.map { Lowering.luaIdentifier(parameterName($0)) }.joined(separator: ", ") + ")", at: line(of: function.name))
        // A function's `return` runs its own blocks' deferred code, not its caller's.
        let outerLabels = returnedTupleLabels
        returnedTupleLabels = Lowering.tupleLabels(function.signature.returnClause?.type)
        defer { returnedTupleLabels = outerLabels }
        let outerDefers = deferLists
        deferLists = []
        defer { deferLists = outerDefers }
        let outerInout = inoutParameters
        inoutParameters = (inoutFunctions[function.name.text]?.positions ?? []).map { Lowering.luaIdentifier(parameterName(parameters[parameters.index(parameters.startIndex, offsetBy: $0)])) }
        defer { inoutParameters = outerInout }
        try inScope {
            for parameter in parameters {
                declare(parameterName(parameter), SwiftType(annotation: parameter.type.trimmedDescription.replacingOccurrences(of: "inout ", with: "")))
                if let defaultValue = parameter.defaultValue {
                    let local = Lowering.luaIdentifier(parameterName(parameter))
                    out.append("if \(local) == nil then \(local) = \(try expression(defaultValue.value).code) end")
                }
            }
            if let body = function.body { try lowerFunctionBody(body.statements, returnsValue: function.signature.returnClause != nil) }
        }
        // Falling off the end hands back the `inout` values.
        let handBack = inoutParameters.isEmpty ? "" : "do return " + inoutParameters.joined(separator: ", ") + " end "
        out.write(handBack + "end", at: function.body.map { line(of: $0.rightBrace) } ?? line(of: function))
    }

    /// An operator function, `static func + (a: V, b: V) -> V` in a type or extension, or
    /// `func + (left: CGPoint, right: CGPoint) -> CGPoint` at the top level: registered for
    /// the type of its first operand, which `__s.op` tests (a type's own, for one inside a
    /// type). When that operand is one of Swift's numbers (`func * (s: CGFloat, p: CGPoint)`),
    /// the second operand's type is tested too, so `2 * 3` stays Swift's own. An `inout` first
    /// operand (`func += (left: inout CGPoint, right: CGPoint)`) is handed back, as the
    /// compound assignment that calls it assigns it.
    func lowerOperatorFunction(_ function: FunctionDeclSyntax, in owner: SceneClass?) throws {
        let parameters = function.signature.parameterClause.parameters
        let names = parameters.map { Lowering.luaIdentifier(parameterName($0)) }
        let types = parameters.map { $0.type.trimmedDescription.replacingOccurrences(of: "inout ", with: "") }
        let basicTypes: Set<String> = ["Int", "Double", "CGFloat", "Float"]
        var operands: [String] = []
        if let owner, types.first == owner.name || types.first == "Self" || types.count < 2 || !basicTypes.contains(types[0]) {
            operands = [runtimeTypeName(owner.name) ?? owner.name]
        } else if let first = types.first {
            operands = [runtimeTypeName(first) ?? first]
            if basicTypes.contains(first), types.count == 2 { operands.append(runtimeTypeName(types[1]) ?? types[1]) }
        } else {
            throw error(function.name, "the operator function '\(function.name.text)' has no operands")
        }
        let handsBack = parameters.first?.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } == true
        out.write("__s.defop(\(luaString(Lowering.operatorKey(function))), function(" + names.joined(separator: ", ") + ")",
                  at: line(of: function.name))
        let outerDefers = deferLists, outerInout = inoutParameters
        deferLists = []
        inoutParameters = handsBack ? [names[0]] : []
        defer { deferLists = outerDefers; inoutParameters = outerInout }
        let outerClass = currentClass
        currentClass = nil
        defer { currentClass = outerClass }
        try inScope {
            for (parameter, type) in zip(parameters, types) { declare(parameterName(parameter), SwiftType(annotation: type)) }
            if let body = function.body { try lowerFunctionBody(body.statements, returnsValue: !handsBack) }
        }
        let handBack = handsBack ? "do return \(names[0]) end " : ""
        out.write(handBack + "end, " + operands.map(luaString).joined(separator: ", ") + ")",
                  at: function.body.map { line(of: $0.rightBrace) } ?? line(of: function))
    }

    /// A function's body: when it returns a value and is one expression, that expression is
    /// returned (Swift 5.1's implicit return).
    func lowerFunctionBody(_ statements: CodeBlockItemListSyntax, returnsValue: Bool) throws {
        if returnsValue, let expr = implicitlyReturned(statements) {
            out.write("do return \(try expression(expr).code) end", at: line(of: expr))
        } else {
            try lowerBlock(statements)
        }
    }

    /// The expression a body of that one expression returns, as a closure, a getter or a
    /// function with a result does; nil when the body is more, or an assignment, `if` or `switch`.
    func implicitlyReturned(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first, case .expr(let expr) = only.item,
              !isAssignment(expr), !expr.is(IfExprSyntax.self), !expr.is(SwitchExprSyntax.self) else { return nil }
        return expr
    }

    /// A parameter's name inside its function: its second name, else its first.
    func parameterName(_ parameter: FunctionParameterSyntax) -> String {
        (parameter.secondName ?? parameter.firstName).text
    }

    // MARK: Classes

    /// `class Name: Base { ... }` as `class("Name", Base)`: stored properties start in `init`
    /// (before the rest of it, as Swift initialises them before `super.init`), methods and
    /// overrides become the class's functions.
    func lowerClass(_ declaration: ClassDeclSyntax) throws {
        if declaration.genericParameterClause != nil { throw unsupported(declaration.genericParameterClause!, "generic classes") }
        guard let sceneClass = classes[declaration.name.text] else { return }
        declaredHere.insert(sceneClass.name)
        let members = declaration.memberBlock.members.map(\.decl)
        out.write(typePrefix + "\(sceneClass.name) = class(\"\(sceneClass.name)\", \(sceneClass.base)) __s.declared(\"\(sceneClass.name)\", \(sceneClass.name), \(luaString(runtimeBase(of: sceneClass))))",
                  at: line(of: declaration))
        for protocolName in conformances[sceneClass.name] ?? [] where protocols.contains(protocolName) {
            out.append("__s.adopt(\(sceneClass.name), \(Lowering.defaultsTable(protocolName)))")
        }
        let adopted = (conformances[sceneClass.name] ?? []).filter { protocols.contains($0) }
        if !adopted.isEmpty { out.append("__s.conform(\(luaString(sceneClass.name)), { " + adopted.map(luaString).joined(separator: ", ") + " })") }
        // `@NSManaged var progress: CGFloat` on a layer class: a custom animatable property.
        let managed = members.compactMap { $0.as(VariableDeclSyntax.self) }.filter { variable in
            variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" }
        }
        if !managed.isEmpty {
            let fields = managed.flatMap(\.bindings).compactMap { binding -> String? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let type = binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) } ?? .double
                let start: String
                switch type {
                case .named(let value) where Lowering.implicitConstants[value]?["zero"] != nil: start = Lowering.implicitConstants[value]!["zero"]!
                case .named(let value) where value == "UIColor" || value == "CGColor": start = "UIColor.clear"
                default: start = "0.0"
                }
                return "\(Lowering.luaName(name)) = \(start)"
            }
            out.append("\(sceneClass.name).properties = { " + fields.joined(separator: ", ") + " }")
        }
        declare(sceneClass.name, .named(sceneClass.name))
        let outer = currentClass
        currentClass = sceneClass
        defer { currentClass = outer }
        let stored = members.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { !$0.modifiers.contains { ["static", "class"].contains($0.name.text) } }
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }.filter { $0.optionalMark == nil || !isCoderInit($0) }
        if initializers.isEmpty, !stored.isEmpty {
            // Swift's inherited initialisers: the stored properties, then the base's own init.
            out.write("function \(sceneClass.name):init(...)", at: line(of: stored[0]))
            try initialiseStored(stored)
            out.append("\(sceneClass.base).init(self, ...) end")
        }
        for member in members {
            if let variable = member.as(VariableDeclSyntax.self) {
                try lowerAccessors(of: variable, in: sceneClass)
                if variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                              let value = binding.initializer else { continue }
                        out.write("\(sceneClass.name).\(Lowering.luaName(name)) = \(try expression(value.value, expected: binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) }).code)", at: line(of: binding))
                    }
                }
                continue
            }
            if let function = member.as(FunctionDeclSyntax.self) { try lowerFunction(function, in: sceneClass); continue }
            if let initializer = member.as(InitializerDeclSyntax.self) {
                if isCoderInit(initializer) { continue }
                try lowerInitializer(initializer, of: sceneClass, stored: stored)
                continue
            }
            if member.is(DeinitializerDeclSyntax.self) || member.is(TypeAliasDeclSyntax.self) { continue }
            if try lowerNestedType(member) { continue }
            throw unsupported(member, "members like '\(member.trimmedDescription.prefix(24))' in a class (not yet)")
        }
    }

    /// `required init?(coder:)`: accepted and never called.
    func isCoderInit(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.signature.parameterClause.parameters.first?.firstName.text == "coder"
    }

    func lowerInitializer(_ initializer: InitializerDeclSyntax, of sceneClass: SceneClass, stored: [VariableDeclSyntax]) throws {
        let parameters = initializer.signature.parameterClause.parameters
        let names = parameters.map { Lowering.luaIdentifier(parameterName($0)) }
        if sceneClass.initializers.isEmpty {
            out.write("function \(sceneClass.name):init(" + names.joined(separator: ", ") + ")", at: line(of: initializer))
        } else {
            // One of several: its own function; `init` picks it by the name a call gives (or,
            // called without one, as the engine makes an instance, the first).
            let swiftName = Lowering.initializerName(of: initializer)
            var header = ""
            if swiftName == sceneClass.initializers[0] {
                header = "function \(sceneClass.name):init(i, ...) if type(i) == 'table' and i.__initializer then return \(sceneClass.name)[i.__initializer](self, ...) end "
                    + "return \(sceneClass.name)[\(luaString(swiftName))](self, i, ...) end "
            }
            out.write(header + "\(sceneClass.name)[\(luaString(swiftName))] = function(" + (["self"] + names).joined(separator: ", ") + ")", at: line(of: initializer))
        }
        let isConvenience = initializer.modifiers.contains { $0.name.text == "convenience" }
        try inScope {
            for parameter in parameters { declare(parameterName(parameter), SwiftType(annotation: parameter.type.trimmedDescription)) }
            // A convenience initializer's `self.init(...)` sets the stored properties.
            if !isConvenience { try initialiseStored(stored) }
            if let body = initializer.body { try lowerBlock(body.statements) }
        }
        out.write("end", at: initializer.body.map { line(of: $0.rightBrace) } ?? line(of: initializer))
    }

    /// The stored properties' initial values, on `self`.
    func initialiseStored(_ stored: [VariableDeclSyntax]) throws {
        for variable in stored {
            if variable.modifiers.contains(where: { $0.name.text == "lazy" }) {
                // Its value is made on first read (`lowerLazy`); the field that keeps it is declared here.
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    out.append("self.\(Lowering.lazyField(name)) = nil")
                }
                continue
            }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                guard let initializer = binding.initializer else { continue }
                let annotated = binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) }
                let value = try expression(initializer.value, expected: annotated)
                out.append("self.\(Lowering.luaName(name)) = \(named(value.code, name, for: initializer.value, type: value.type))")
            }
        }
    }

    // MARK: Structs and enums

    /// `struct S { var a = 1; let b: Int; func f() {...} }`: a table of its stored properties
    /// with its methods, made by the memberwise initialiser (`S(a:b:)`, labels as keys, the
    /// defaults for those left out) or its own `init`; copied on assignment, on passing and on
    /// reading a property, as Swift copies values (`Lowering.copied`).
    func lowerStruct(_ structure: StructDeclSyntax) throws {
        if structure.genericParameterClause != nil { throw unsupported(structure.genericParameterClause!, "generic structs") }
        let name = structure.name.text
        let members = structure.memberBlock.members.map(\.decl)
        // Stored properties, observed ones (`didSet`) among them.
        let stored = members.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { variable in
                !variable.modifiers.contains { ["static"].contains($0.name.text) }
                    && variable.bindings.allSatisfy { $0.accessorBlock == nil || Lowering.isObserved($0) }
            }
        var sceneType = SceneClass(name: name, base: name)
        for variable in stored {
            for binding in variable.bindings { if let n = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { sceneType.storedProperties.append(n) } }
        }
        for member in members { if let f = member.as(FunctionDeclSyntax.self) { sceneType.methods.insert(f.name.text) } }
        // Computed properties are read and written through `__get_name` and `__set_name`.
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in variable.bindings where binding.accessorBlock != nil {
                if let n = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { sceneType.storedProperties.append(n) }
            }
        }
        declare(name, .named(name))
        out.write(typePrefix + "\(name) = {} \(name).__struct = true \(name).__name = \(luaString(name)) "
                  + "\(name).__index = function(t, k) local g = rawget(\(name), '__get_' .. k) if g ~= nil then return g(t) end return rawget(\(name), k) end "
                  + "\(name).__newindex = function(t, k, v) local s = rawget(\(name), '__set_' .. k) if s ~= nil then return s(t, v) end rawset(t, k, v) end",
                  at: line(of: structure))
        let adopted = (conformances[name] ?? []).filter { protocols.contains($0) }
        if !adopted.isEmpty { out.append("__s.conform(\(luaString(name)), { " + adopted.map(luaString).joined(separator: ", ") + " })") }
        let outer = currentClass
        currentClass = sceneType
        defer { currentClass = outer }
        // The memberwise initialiser takes a table of labels; an `init` the struct declares takes its arguments in order.
        out.append("function \(name).__memberwise(a) local self = setmetatable({}, \(name))")
        for variable in stored {
            for binding in variable.bindings {
                guard let field = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let annotated = binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) }
                let fallback = try binding.initializer.map { try expression($0.value, expected: annotated).code } ?? "nil"
                let key = Lowering.luaName(field)
                if Lowering.isObserved(binding) {
                    // Kept in its own field; setting it while the value is made runs no observer.
                    out.append("do local v = __s.copy(a.\(key)) if v == nil then v = \(fallback) end rawset(self, '__o_\(key)', v) end")
                    continue
                }
                out.append("self.\(key) = __s.copy(a.\(key)) if self.\(key) == nil then self.\(key) = \(fallback) end")
            }
        }
        out.append("return self end")
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        if initializers.isEmpty {
            out.append("setmetatable(\(name), { __call = function(_, a) return \(name).__memberwise(a or {}) end })")
        }
        for member in members {
            if let function = member.as(FunctionDeclSyntax.self) { try lowerFunction(function, in: sceneType); continue }
            if let initializer = member.as(InitializerDeclSyntax.self) {
                let parameters = initializer.signature.parameterClause.parameters
                // Observers do not run while the struct's own initializer sets its properties.
                out.write("setmetatable(\(name), { __call = function(_, " + parameters.map { Lowering.luaIdentifier(parameterName($0)) }.joined(separator: ", ")
                          + ") local self = \(name).__memberwise({}) rawset(self, '__init', true)", at: line(of: initializer))
                try inScope {
                    for parameter in parameters { declare(parameterName(parameter), SwiftType(annotation: parameter.type.trimmedDescription)) }
                    if let body = initializer.body { try lowerBlock(body.statements) }
                }
                out.write("rawset(self, '__init', nil) return self end })", at: initializer.body.map { line(of: $0.rightBrace) } ?? line(of: initializer))
                continue
            }
            if let variable = member.as(VariableDeclSyntax.self) {
                if variable.bindings.contains(where: { $0.accessorBlock != nil }) {
                    if variable.modifiers.contains(where: { $0.name.text == "static" }) {
                        // A static computed property: its getter, called where it is read.
                        for binding in variable.bindings {
                            guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                                  let block = binding.accessorBlock, let getter = getterBody(block) else {
                                throw unsupported(binding, "static computed properties with setters in structs (not yet)")
                            }
                            out.write("\(name).__sget_\(Lowering.luaName(property)) = " + (try accessorFunction(parameters: [], body: getter, at: block)),
                                      at: line(of: binding))
                        }
                        continue
                    }
                    if variable.bindings.allSatisfy(Lowering.isObserved) {
                        try lowerStructObservedProperty(variable, of: name)
                    } else {
                        try lowerStructComputedProperty(variable, of: name)
                    }
                    continue
                }
                if variable.modifiers.contains(where: { $0.name.text == "static" }) {
                    for binding in variable.bindings {
                        guard let n = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer else { continue }
                        out.write("\(name).\(Lowering.luaName(n)) = \(try expression(value.value, expected: binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) }).code)", at: line(of: binding))
                    }
                }
                continue
            }
            if try lowerNestedType(member) { continue }
            throw unsupported(member, "members like '\(member.trimmedDescription.prefix(24))' in a struct (not yet)")
        }
    }

    /// Whether a property's accessors are observers (`willSet`, `didSet`), not `get`/`set`.
    static func isObserved(_ binding: PatternBindingSyntax) -> Bool {
        guard case .accessors(let accessors)? = binding.accessorBlock?.accessors else { return false }
        return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// A struct's observed property: its value in the field `__o_x`; setting it (not while the
    /// struct's initializer runs) calls `willSet` with `newValue`, stores, then `didSet` with `oldValue`.
    func lowerStructObservedProperty(_ variable: VariableDeclSyntax, of structName: String) throws {
        for binding in variable.bindings {
            guard case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                  let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) } ?? .unknown
            let key = Lowering.luaName(property)
            var will = "nil", did = "nil"
            for accessor in accessors {
                guard let body = accessor.body?.statements else { continue }
                let isWill = accessor.accessorSpecifier.text == "willSet"
                let function = try accessorFunction(parameters: ["self", accessor.parameters?.name.text ?? (isWill ? "newValue" : "oldValue")], body: body,
                                                    at: accessor, types: [type])
                if isWill { will = function } else { did = function }
            }
            out.write("\(structName).__get_\(key) = function(self) return rawget(self, '__o_\(key)') end "
                      + "\(structName).__set_\(key) = function(self, v) if rawget(self, '__init') then return rawset(self, '__o_\(key)', v) end "
                      + "local will, did, old = \(will), \(did), rawget(self, '__o_\(key)') if will then will(self, v) end rawset(self, '__o_\(key)', v) "
                      + "if did then did(self, old) end end", at: line(of: binding))
        }
    }

    /// A struct's computed property: `Name.__get_x(self)` and, with a setter, `Name.__set_x(self, v)`.
    func lowerStructComputedProperty(_ variable: VariableDeclSyntax, of structName: String) throws {
        for binding in variable.bindings {
            guard binding.accessorBlock != nil, let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) } ?? .unknown
            let key = Lowering.luaName(property)
            let (getter, setter) = try computedAccessors(of: binding, type: type, hasSelf: true, in: "structs")
            if let getter { out.write("\(structName).__get_\(key) = \(getter.code)", at: getter.line) }
            if let setter { out.write("\(structName).__set_\(key) = \(setter.code)", at: setter.line) }
        }
    }

    /// A computed property's getter and setter as Lua functions (`self` first unless static,
    /// the setter's value as the code names it), each with the Swift line it starts on.
    func computedAccessors(of binding: PatternBindingSyntax, type: SwiftType, hasSelf: Bool,
                           in place: String) throws -> (getter: (code: String, line: Int)?, setter: (code: String, line: Int)?) {
        guard let block = binding.accessorBlock else { return (nil, nil) }
        switch block.accessors {
        case .getter(let body):
            return ((try accessorFunction(parameters: hasSelf ? ["self"] : [], body: body, at: block), line(of: binding)), nil)
        case .accessors(let accessors):
            var getter: (code: String, line: Int)?, setter: (code: String, line: Int)?
            for accessor in accessors {
                guard let body = accessor.body?.statements else { continue }
                switch accessor.accessorSpecifier.text {
                case "get": getter = (try accessorFunction(parameters: hasSelf ? ["self"] : [], body: body, at: accessor), line(of: accessor))
                case "set": setter = (try accessorFunction(parameters: ["self", accessor.parameters?.name.text ?? "newValue"], body: body,
                                                           at: accessor, types: [type]), line(of: accessor))
                default: throw unsupported(accessor, "'\(accessor.accessorSpecifier.text)' accessors in \(place) (not yet)")
                }
            }
            return (getter, setter)
        }
    }

    /// `enum Direction { case up, down }`: each case is its name, as scenes spell enumeration
    /// cases (`.up` is `"up"`), and a raw value when the enum has them (`Direction.up.rawValue`).
    func lowerEnum(_ enumeration: EnumDeclSyntax) throws {
        let name = enumeration.name.text
        var cases: [String] = [], plain: [String] = [], makers: [String] = []
        for member in enumeration.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                let caseName = Lowering.luaName(element.name.text)
                if let parameters = element.parameterClause?.parameters {
                    // A case with associated values makes a value of them: `Action.move(dx: 5)`.
                    let labels = parameters.map { luaString($0.firstName?.text ?? "") }
                    let arguments = (1...parameters.count).map { "a\($0)" }.joined(separator: ", ")
                    makers.append("\(name).\(caseName) = function(\(arguments)) return __s.case(\(luaString(element.name.text)), { \(arguments) }, "
                                  + labels.joined(separator: ", ") + ") end")
                    continue
                }
                let raw = try element.rawValue.map { try expression($0.value).code } ?? luaString(element.name.text)
                cases.append("\(caseName) = \(raw)")
                plain.append(caseName)
            }
        }
        declare(name, .named(name))
        out.write(typePrefix + "\(name) = { " + plain.map { "\($0) = \(luaString($0))" }.joined(separator: ", ") + " } " + typePrefix + "\(name)__raw = { "
                  + cases.joined(separator: ", ") + " } \(name).allCases = __s.array({ " + plain.map(luaString).joined(separator: ", ") + " }) "
                  + makers.joined(separator: " "), at: line(of: enumeration))
        // Methods and computed properties take the value as `self`: `Direction.opposite(d)`.
        let outer = currentClass
        currentClass = nil
        defer { currentClass = outer }
        for member in enumeration.memberBlock.members {
            let decl = member.decl
            if decl.is(EnumCaseDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) { continue }
            if try lowerNestedType(decl) { continue }
            let isStatic = decl.as(FunctionDeclSyntax.self)?.modifiers.contains { $0.name.text == "static" } == true
                || decl.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.text == "static" } == true
            if let function = decl.as(FunctionDeclSyntax.self) {
                try lowerEnumFunction(function, of: name, isStatic: isStatic)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if isStatic, binding.accessorBlock == nil, let value = binding.initializer {
                        out.write("\(name).\(Lowering.luaName(property)) = \(try expression(value.value, expected: binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) }).code)", at: line(of: binding))
                        continue
                    }
                    guard let block = binding.accessorBlock, let getter = getterBody(block) else {
                        throw unsupported(binding, "stored or settable properties in an enum")
                    }
                    let function = try inScope { () throws -> String in
                        if !isStatic { declare("self", .named(name)) }
                        return try accessorFunction(parameters: isStatic ? [] : ["self"], body: getter, at: block)
                    }
                    out.write("\(name).__get_\(Lowering.luaName(property)) = \(function)", at: line(of: binding))
                }
            } else {
                throw unsupported(member, "members like '\(decl.trimmedDescription.prefix(24))' in an enum (not yet)")
            }
        }
    }

    /// An enum's method, `Name.method(self, ...)` (a static one without `self`), its `self`
    /// known to be of the enum.
    func lowerEnumFunction(_ function: FunctionDeclSyntax, of enumName: String, isStatic: Bool) throws {
        try inScope {
            if !isStatic { declare("self", .named(enumName)) }
            try lowerFunction(function, in: SceneClass(name: enumName, base: ""))
        }
    }


    // MARK: Properties with accessors

    /// Swift's observed (`willSet`, `didSet`) and computed (`get`, `set`) properties as
    /// `property(Class, "name", { ... })`: the observers take `newValue` and `oldValue` (or the
    /// names the code gives), and do not run while `init` runs, as in Swift.
    func lowerAccessors(of variable: VariableDeclSyntax, in owner: SceneClass) throws {
        if variable.modifiers.contains(where: { $0.name.text == "lazy" }) { return try lowerLazy(variable, in: owner) }
        for binding in variable.bindings {
            guard let block = binding.accessorBlock, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if variable.modifiers.contains(where: { $0.name.text == "override" }), let getter = getterBody(block) {
                let isClassVar = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
                // `override class var layerClass: AnyClass { CAShapeLayer.self }`: the layer type, on the class.
                if isClassVar, name == "layerClass" {
                    out.write("\(owner.name).layerClass = (" + (try accessorFunction(parameters: ["self"], body: getter, at: block)) + ")()",
                              at: line(of: binding))
                    continue
                }
                // An overridden property the engine asks for as a method (`intrinsicContentSize`).
                if !isClassVar, engineHooks(of: owner).contains(name) {
                    out.write("\(owner.name).\(Lowering.luaName(name)) = " + (try accessorFunction(parameters: ["self"], body: getter, at: block)),
                              at: line(of: binding))
                    continue
                }
            }
            let type = binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) } ?? .unknown
            var fields: [String] = []
            out.write("property(\(owner.name), \(luaString(name)), {", at: line(of: binding))
            switch block.accessors {
            case .getter(let body):
                fields.append("get = " + (try accessorFunction(parameters: ["self"], body: body, at: block)))
            case .accessors(let accessors):
                for accessor in accessors {
                    let kind = accessor.accessorSpecifier.text
                    let parameter = accessor.parameters?.name.text
                    guard let body = accessor.body else { continue }
                    switch kind {
                    case "get": fields.append("get = " + (try accessorFunction(parameters: ["self"], body: body.statements, at: accessor)))
                    case "set": fields.append("set = " + (try accessorFunction(parameters: ["self", parameter ?? "newValue"], body: body.statements, at: accessor, types: [type])))
                    case "willSet": fields.append("willSet = " + (try accessorFunction(parameters: ["self", parameter ?? "newValue"], body: body.statements, at: accessor, types: [type])))
                    case "didSet": fields.append("didSet = " + (try accessorFunction(parameters: ["self", parameter ?? "oldValue"], body: body.statements, at: accessor, types: [type])))
                    default: throw unsupported(accessor, "'\(kind)' accessors")
                    }
                }
            }
            out.append(fields.joined(separator: ", ") + " })")
        }
    }

    /// A read-only property's getter body (`{ expr }` or `{ get { ... } }`); nil when it can be set.
    private func getterBody(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let body): return body
        case .accessors(let accessors):
            guard accessors.count == 1, let only = accessors.first, only.accessorSpecifier.text == "get" else { return nil }
            return only.body?.statements
        }
    }

    /// The name `__s.isa` knows `sceneClass`'s base by: a scene class's, or the engine type's.
    func runtimeBase(of sceneClass: SceneClass) -> String {
        classes[sceneClass.base] != nil ? sceneClass.base : engineType(of: sceneClass.base)?.name ?? sceneClass.base
    }

    /// The methods the engine calls on instances of `sceneClass`'s engine base (its hooks).
    func engineHooks(of sceneClass: SceneClass) -> [String] {
        var base = sceneClass.base
        while let next = classes[base] { base = next.base }
        return engineType(of: base)?.hooks ?? []
    }

    /// An accessor's body as a Lua function of `parameters` (the first is `self`).
    private func accessorFunction(parameters: [String], body: CodeBlockItemListSyntax, at node: some SyntaxProtocol,
                                  types: [SwiftType] = []) throws -> String {
        let saved = out
        out = LuaWriter(firstLine: line(of: node))
        defer { out = saved }
        try inScope {
            for (i, name) in parameters.dropFirst().enumerated() { declare(name, i < types.count ? types[i] : .unknown) }
            // A getter of one expression returns it.
            if parameters.count == 1, let expr = implicitlyReturned(body) {
                out.append("return \(try expression(expr).code)")
            } else {
                for item in body { try lowerItem(item) }
            }
        }
        let text = out.body
        return "function(\(parameters.map(Lowering.luaIdentifier).joined(separator: ", "))) \(text) end"
    }

    /// The field a lazy property keeps its value in.
    static func lazyField(_ name: String) -> String { "__lazy_" + name }

    /// `lazy var drawer: UIView = { ... }()`: made on first read (and named after the
    /// property), then kept; assigning replaces it.
    func lowerLazy(_ variable: VariableDeclSyntax, in owner: SceneClass) throws {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initializer = binding.initializer else { continue }
            let annotated = binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) }
            let field = Lowering.lazyField(name)
            let saved = out
            out = LuaWriter(firstLine: line(of: binding))
            let value = try expression(initializer.value, expected: annotated)
            out = saved
            out.write("property(\(owner.name), \(luaString(name)), { get = function(self) local v = self.\(field) if v == nil then "
                      + "v = \(named(value.code, name, for: initializer.value, type: value.type)) self.\(field) = v end return v end, "
                      + "set = function(self, v) self.\(field) = v end })", at: line(of: binding))
        }
    }

    // MARK: Protocols

    /// `protocol Shakeable { func shake() }`: its requirements need no code; the table of its
    /// default implementations (its extensions' methods) is made here, and classes that
    /// conform take what they do not define themselves.
    func lowerProtocol(_ protocolDecl: ProtocolDeclSyntax) throws {
        for member in protocolDecl.memberBlock.members where member.decl.is(AssociatedTypeDeclSyntax.self) {
            throw unsupported(member, "protocols with associated types")
        }
        out.write(declarationPrefix + "\(Lowering.defaultsTable(protocolDecl.name.text)) = {}", at: line(of: protocolDecl))
    }

    // MARK: Extensions

    /// `extension UIView { func shake() { ... } }`: methods every instance of the type has,
    /// with implicit `self`; of a scene class, more of its methods.
    func lowerExtension(_ extensionDecl: ExtensionDeclSyntax) throws {
        let typeName = extensionDecl.extendedType.trimmedDescription
        if protocols.contains(typeName) { return try lowerProtocolExtension(extensionDecl, of: typeName) }
        if extensionDecl.genericWhereClause != nil { throw unsupported(extensionDecl, "constrained extensions") }
        let owner = classes[typeName] ?? SceneClass(name: typeName, base: typeName)
        guard classes[typeName] != nil || isEngineType(typeName) else {
            throw error(extensionDecl.extendedType, "cannot find type '\(typeName)' to extend")
        }
        var extended = owner
        for member in extensionDecl.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) { extended.methods.insert(function.name.text) }
        }
        let isSceneClass = classes[typeName] != nil
        if isSceneClass {
            classes[typeName] = extended
            // The class may be made by a file that runs later: its extensions wait for it.
            out.write("__s.extend(\"\(typeName)\", function(\(typeName))", at: line(of: extensionDecl))
        }
        let outer = currentClass
        currentClass = extended
        defer { currentClass = outer }
        defer { if isSceneClass { out.write("end)", at: line(of: extensionDecl.memberBlock.rightBrace)) } }
        for member in extensionDecl.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) { try lowerFunction(function, in: extended); continue }
            if let initializer = member.decl.as(InitializerDeclSyntax.self), !isSceneClass {
                try lowerEngineInitializer(initializer, of: typeName)
                continue
            }
            if let variable = member.decl.as(VariableDeclSyntax.self), !isSceneClass {
                try lowerEngineExtensionProperty(variable, of: typeName)
                continue
            }
            if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.allSatisfy({ $0.accessorBlock != nil }) {
                try lowerAccessors(of: variable, in: extended)
                continue
            }
            throw unsupported(member, "members like '\(member.decl.trimmedDescription.prefix(24))' in an extension (not yet)")
        }
    }

    /// A property an extension gives an engine type: a static one stored on the type's table (a
    /// computed one as a getter in `__s.sget`), an instance one computed through `__s.xdef`.
    func lowerEngineExtensionProperty(_ variable: VariableDeclSyntax, of typeName: String) throws {
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation.map { SwiftType(annotation: $0.type.trimmedDescription) } ?? .unknown
            if isStatic, binding.accessorBlock == nil, let value = binding.initializer {
                out.write("\(typeName).\(Lowering.luaName(name)) = \(try expression(value.value, expected: type).code)", at: line(of: binding))
                continue
            }
            guard binding.accessorBlock != nil else {
                throw unsupported(binding, "stored properties in extensions")
            }
            let (getter, setter) = try computedAccessors(of: binding, type: type, hasSelf: !isStatic, in: "extensions")
            guard let getter else { throw error(binding, "a computed property needs a getter") }
            if isStatic {
                out.write("__s.sget[\(luaString(typeName + "." + name))] = \(getter.code)", at: getter.line)
            } else {
                let runtimeType = runtimeTypeName(typeName) ?? typeName
                out.write("__s.xdef(\(luaString(name)), \(luaString(runtimeType)), \(getter.code), \(setter?.code ?? "nil"))", at: getter.line)
            }
        }
    }

    /// An initializer an extension gives an engine type: a function in `__s.inits` under its
    /// Swift name, which calls with those labels reach; `self.init(...)` in it makes the value.
    func lowerEngineInitializer(_ initializer: InitializerDeclSyntax, of typeName: String) throws {
        let parameters = initializer.signature.parameterClause.parameters
        let name = Lowering.initializerName(typeName, labels: parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text })
        out.write("__s.inits[\(luaString(name))] = function(" + parameters.map { Lowering.luaIdentifier(parameterName($0)) }.joined(separator: ", ")
                  + ") local self", at: line(of: initializer))
        let outerType = initializingEngineType
        initializingEngineType = typeName
        defer { initializingEngineType = outerType }
        let outerDefers = deferLists
        deferLists = []
        defer { deferLists = outerDefers }
        try inScope {
            for parameter in parameters { declare(parameterName(parameter), SwiftType(annotation: parameter.type.trimmedDescription)) }
            declare("self", .named(typeName))
            if let body = initializer.body { try lowerBlock(body.statements) }
        }
        out.write("return self end", at: initializer.body.map { line(of: $0.rightBrace) } ?? line(of: initializer))
    }

    /// `extension Shakeable where Self: UIView { func shake() { ... } }`: default
    /// implementations, their implicit `self` members those of the constraint's type.
    func lowerProtocolExtension(_ extensionDecl: ExtensionDeclSyntax, of protocolName: String) throws {
        var constraint = "NSObject"
        if let requirement = extensionDecl.genericWhereClause?.requirements.first?.requirement,
           case .conformanceRequirement(let conformance) = requirement, conformance.leftType.trimmedDescription == "Self" {
            constraint = conformance.rightType.trimmedDescription
        }
        var defaults = SceneClass(name: Lowering.defaultsTable(protocolName), base: constraint)
        for member in extensionDecl.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) { defaults.methods.insert(function.name.text) }
        }
        let outer = currentClass
        currentClass = defaults
        defer { currentClass = outer }
        for member in extensionDecl.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else {
                throw unsupported(member, "members other than methods in a protocol extension (not yet)")
            }
            try lowerFunction(function, in: defaults)
        }
        // Classes already declared take the defaults now; later ones when they are declared.
        for (name, conforming) in conformances.sorted(by: { $0.key < $1.key }) where conforming.contains(protocolName) && declaredHere.contains(name) {
            out.append("__s.adopt(\(name), \(Lowering.defaultsTable(protocolName)))")
        }
    }

    // MARK: Closures

    /// `{ a, b in ... }`, `{ $0 + 1 }`: a Lua function; a body of one expression returns it.
    func closure(_ closure: ClosureExprSyntax) throws -> Lowered {
        var names: [String] = []
        if let signature = closure.signature {
            switch signature.parameterClause {
            case .simpleInput(let list): names = list.map(\.name.text)
            case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            case nil: break
            }
        }
        let usesShorthand = closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            if case .dollarIdentifier = token.tokenKind { return true }
            return false
        }
        let saved = out
        out = LuaWriter(firstLine: line(of: closure))
        let outerDefers = deferLists
        deferLists = []
        defer { deferLists = outerDefers }
        var body = ""
        try inScope {
            for name in names { declare(name, .unknown) }
            if usesShorthand { for i in 0..<4 { declare("$\(i)", .unknown) } }
            if let expr = implicitlyReturned(closure.statements) {
                let value = try expression(expr)
                body = "return \(value.code)"
            } else {
                for item in closure.statements { try lowerItem(item) }
                body = out.body
            }
        }
        // The body keeps its lines, so errors in it name them; its statements' columns too.
        var merged = saved
        for (line, column) in out.columns { merged.noteStatement(line: line, column: column) }
        out = merged
        let parameters = usesShorthand && names.isEmpty ? "_0, _1, _2, _3" : names.map(Lowering.luaIdentifier).joined(separator: ", ")
        // A closure that starts below the line being written starts as far below in the Lua.
        let below = String(repeating: "\n", count: max(line(of: closure) - max(statementLine, out.currentLine), 0))
        return Lowered(code: below + "function(\(parameters)) \(body) end", type: .unknown)
    }

    func isAssignment(_ expr: ExprSyntax) -> Bool {
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
            || sequence.elements.contains { element in
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
                return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
            }
    }
}
