import SceneScript
import SwiftSyntax

/// The state of one file's lowering: where the Lua goes, what each name in scope is, the
/// scene's own classes and functions, and how deep the lowering has gone.
final class Lowering {
    let file: String
    let converter: SourceLocationConverter
    var out = LuaWriter()
    let catalogue = CatalogueIndex.kinema
    /// Names in scope, innermost last, with what the front end knows of their types.
    var scopes: [[String: SwiftType]] = [[:]]
    /// The scene's classes by name, gathered before any code is lowered (so order does not matter).
    var classes: [String: SceneClass] = [:]
    /// The class whose body is being lowered.
    var currentClass: SceneClass?
    /// Functions the scene declares at the top level: their calls drop labels.
    var functions: Set<String> = []
    /// The scene's structs and enums by name.
    var structs: Set<String> = []
    /// Structs without an `init` of their own: made by the memberwise initialiser, with labels.
    var memberwiseStructs: Set<String> = []
    /// The declared types of each struct's properties, stored and computed (`Ring.radius: CGFloat`).
    var structFieldTypes: [String: [String: SwiftType]] = [:]
    /// The static computed properties of the scene's structs, as `Name.member`: read by calling `Name.__sget_member`.
    var structStaticGetters: Set<String> = []
    var enums: Set<String> = []
    /// What each of the scene's enums declares besides plain cases: cases with associated
    /// values (and their labels), methods, computed properties and static members.
    var enumMembers: [String: EnumMembers] = [:]
    /// The scene's protocols, and each class's conformances (its inherited names after the first).
    var protocols: Set<String> = []
    var conformances: [String: [String]] = [:]
    /// The classes this file declares.
    var declaredHere: Set<String> = []
    /// How deeply expressions and statements nest now.
    var depth = 0
    /// The Swift line of the statement being lowered: where its Lua will start.
    var statementLine = 1
    /// The `defer` lists of the blocks being lowered in the current function (or the file's
    /// top level), outermost first: a `return` runs them all, innermost first.
    var deferLists: [String] = []
    /// Loops being lowered, innermost last, with the label `continue` jumps to (nil until used).
    var loops: [LoopContext] = []
    private var labelCount = 0
    /// True while the target of an assignment is lowered: its outermost member is written, not read.
    var loweringPlace = false
    /// Whether the file sets `PlaygroundPage.current.liveView` anywhere (then no controller is hosted).
    var setsLiveView = false
    /// Functions with `inout` parameters, by name: those parameters' places, and whether the
    /// function returns a value too. Such a function returns its `inout` values after its own,
    /// and a call (`bump(&n)`) assigns them back.
    var inoutFunctions: [String: (positions: [Int], returnsValue: Bool)] = [:]
    /// The `inout` parameters of the function being lowered, which its returns hand back.
    var inoutParameters: [String] = []
    /// The operators the scene implements (`static func + (a: V, b: V) -> V`, or at the top
    /// level), with the result types they declare: their uses go through `__s.op`, which calls
    /// the scene's function for its operands.
    var overloadedOperators: [String: Set<String>] = [:]
    /// The declared parameter types of the scene's functions and methods (by name) and
    /// initializers (by their type's name), one list per declaration: a literal argument takes
    /// its parameter's type, as Swift infers it (`move(by: 3/2)` with `by step: CGFloat` is 1.5).
    var parameterTypes: [String: [[SwiftType]]] = [:]
    /// How deep in types declared inside types the lowering is.
    var nestedTypeDepth = 0

    /// Whether this file's top-level declarations are globals (a folder's or a playground's
    /// other files, which the entry uses) rather than locals.
    var exportsTopLevel = false
    /// The view controller `--root` names, hosted when the scene sets no live view.
    var chosenRoot: String?
    /// The initializers extensions give engine types (`extension UIColor { convenience
    /// init(hex:) }`), by their Swift name: `UIColor(hex:)`.
    var engineInits: Set<String> = []
    /// The static members extensions give engine types, as `UIColor.brand`, and which of them
    /// are computed (read by calling their getter).
    var engineStatics: Set<String> = []
    var engineStaticGetters: Set<String> = []
    /// The computed properties extensions give engine types' instances (`extension UIView {
    /// var width: CGFloat }`), read and written through the prelude's `__s.xget`/`__s.xset`.
    var engineComputed: Set<String> = []
    /// The engine type whose extension initializer is being lowered: there `self.init(...)`
    /// makes the value and a bare `return` returns it.
    var initializingEngineType: String?
    /// The labels of the tuple the function being lowered returns (`-> (min: Int, max: Int)`),
    /// which an unlabelled tuple it returns takes.
    var returnedTupleLabels: [String]?

    /// The element labels of a tuple type (`(min: Int, max: Int)`), nil when it has none.
    static func tupleLabels(_ type: TypeSyntax?) -> [String]? {
        guard let tuple = type?.as(TupleTypeSyntax.self), tuple.elements.contains(where: { $0.firstName != nil }) else { return nil }
        return tuple.elements.map { $0.firstName?.text ?? "" }
    }

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
    }

    /// Takes the declarations `other` gathered (from every file of a scene).
    func share(_ other: Lowering) {
        classes = other.classes
        functions = other.functions
        structs = other.structs
        memberwiseStructs = other.memberwiseStructs
        structFieldTypes = other.structFieldTypes
        structStaticGetters = other.structStaticGetters
        inoutFunctions = other.inoutFunctions
        overloadedOperators = other.overloadedOperators
        parameterTypes = other.parameterTypes
        enums = other.enums
        protocols = other.protocols
        conformances = other.conformances
        engineInits = other.engineInits
        enumMembers = other.enumMembers
        engineStatics = other.engineStatics
        engineStaticGetters = other.engineStaticGetters
        engineComputed = other.engineComputed
    }

    /// An initializer's Swift name: `init(progress:)`.
    static func initializerName(of initializer: InitializerDeclSyntax) -> String {
        initializerName("init", labels: initializer.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text })
    }

    /// A call's Swift name from its type and argument labels: `CGRect(_:_:_:_:)`.
    static func initializerName(_ type: String, labels: [String?]) -> String {
        type + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The table of a protocol's default implementations (its extensions' methods).
    static func defaultsTable(_ protocolName: String) -> String { protocolName + "__defaults" }

    /// How a declaration at this point begins: `local `, or nothing for a top-level one that
    /// other files see.
    var declarationPrefix: String { exportsTopLevel && scopes.count == 1 && currentClass == nil ? "" : "local " }

    // MARK: Places and errors

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        node.startLocation(converter: converter)
    }

    func line(of node: some SyntaxProtocol) -> Int { location(of: node).line }

    func error(_ node: some SyntaxProtocol, _ message: String) -> SwiftSceneError {
        let place = location(of: node)
        return SwiftSceneError(file: file, line: place.line, column: place.column, message: message)
    }

    /// `construct` is outside what Kinema runs: an error naming it, at its place.
    func unsupported(_ node: some SyntaxProtocol, _ construct: String) -> SwiftSceneError {
        error(node, "\(construct) \(construct.hasSuffix("s") ? "are" : "is") not supported in Kinema scenes")
    }

    /// Runs `body` one level deeper, refusing past `SwiftTranslator.maximumDepth`.
    func deeper<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= SwiftTranslator.maximumDepth else {
            throw error(node, "this code nests more than \(SwiftTranslator.maximumDepth) levels deep")
        }
        return try body()
    }

    // MARK: Values

    /// `code` (the value of `expr`) copied when `expr` reads a place that may hold a Swift value
    /// kept in a Lua table (an array, a dictionary, a struct): Swift copies values on
    /// assignment, on passing and on reading a property. Engine values copy themselves.
    func copied(_ value: Lowered, of expr: ExprSyntax) -> String {
        guard expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) || expr.is(SubscriptCallExprSyntax.self) else {
            return value.code
        }
        switch value.type.unwrapped {
        case .int, .integerLiteral, .double, .bool, .string: return value.code
        case .named(let name) where !structs.contains(name): return value.code
        default: return "__s.copy(\(value.code))"
        }
    }

    // MARK: Scopes

    func declare(_ name: String, _ type: SwiftType) { scopes[scopes.count - 1][name] = type }

    func lookup(_ name: String) -> SwiftType? {
        for scope in scopes.reversed() { if let type = scope[name] { return type } }
        return nil
    }

    func inScope<T>(_ body: () throws -> T) rethrows -> T {
        scopes.append([:])
        defer { scopes.removeLast() }
        return try body()
    }

    /// A fresh Lua name for the front end's own locals and labels.
    func freshName(_ stem: String) -> String {
        labelCount += 1
        return "__\(stem)\(labelCount)"
    }

    // MARK: Names

    /// Lua's reserved words that are ordinary names in Swift, renamed with a trailing `_`.
    static let luaKeywords: Set<String> = ["and", "elseif", "end", "function", "local", "nil", "not", "or", "then", "until", "goto"]
    /// Every Lua keyword, Swift's own among them (argument labels may be any of these).
    static let allLuaKeywords = luaKeywords.union(["break", "do", "else", "false", "for", "if", "in", "repeat", "return", "true", "while"])

    /// The Lua globals translated code calls (Lua's libraries, the engine's Lua-only
    /// functions, the prelude's table): a scene's own variable, function or parameter of one of
    /// these names (`let table = ...`, `func delay(seconds:)`) is renamed so it hides none.
    static let reservedGlobals: Set<String> = [
        "math", "string", "table", "utf8", "coroutine", "type", "pcall", "error", "tostring", "tonumber", "setmetatable",
        "getmetatable", "ipairs", "pairs", "select", "next", "rawget", "rawset", "rawequal", "rawlen", "assert", "print",
        "require", "delay", "class", "property", "scene", "CACurrentMediaTime", "__s",
    ]

    /// Whether a function's name is an operator (`+`, `==`), not an identifier.
    /// The name an operator function is registered and called by: its operator, and
    /// `prefix-` for a prefix one, which takes one operand.
    static func operatorKey(_ function: FunctionDeclSyntax) -> String {
        (function.modifiers.contains { $0.name.text == "prefix" } ? "prefix" : "") + function.name.text
    }

    static func isOperatorName(_ name: TokenSyntax) -> Bool {
        if case .binaryOperator = name.tokenKind { return true }
        if case .prefixOperator = name.tokenKind { return true }
        return false
    }

    /// `code` as something Lua can index or call a method on: a literal (`"a"`, `12`, `{...}`)
    /// in parentheses.
    static func prefixExpression(_ code: String) -> String {
        guard let first = code.first, first == "\"" || first == "{" || first == "'" || first.isNumber || first == "-" else { return code }
        return "(\(code))"
    }

    /// A bare Swift name the scene declares (a variable, function, parameter) as a Lua name:
    /// as `luaName`, and one of `reservedGlobals` renamed (`delay` → `delay_`).
    static func luaIdentifier(_ name: String) -> String {
        let lua = luaName(name)
        return reservedGlobals.contains(lua) ? lua + "_" : lua
    }

    /// A Swift identifier as a Lua name: backticks dropped, Lua keywords renamed, `$0` as `_0`.
    static func luaName(_ name: String) -> String {
        var name = name
        if name.hasPrefix("`"), name.hasSuffix("`"), name.count > 1 { name = String(name.dropFirst().dropLast()) }
        if name.hasPrefix("$") { return "_" + name.dropFirst() }
        return luaKeywords.contains(name) ? name + "_" : name
    }
}

/// A class the scene declares: its base, and the names of its own members (for `self.` and
/// `self:` on the names its body uses bare).
/// An enum's members the front end must know before lowering code that uses them.
struct EnumMembers {
    /// Cases with associated values, by name, with their labels ("" for none).
    var payloadCases: [String: [String]] = [:]
    var methods: Set<String> = []
    var computedProperties: Set<String> = []
    var staticMembers: Set<String> = []
    /// The static members that are computed (read by calling `__get_name`).
    var staticComputed: Set<String> = []
    /// The types of cases' associated values, methods' results and properties, as declared.
    var payloadTypes: [String: [SwiftType]] = [:]
    var resultTypes: [String: SwiftType] = [:]
}

struct SceneClass {
    let name: String
    let base: String
    /// Its initializers' Swift names (`init(progress:)`), when it declares more than one: each
    /// is then its own function, and a call names the one it means.
    var initializers: [String] = []
    var storedProperties: [String] = []
    var methods: Set<String> = []
    var staticMembers: Set<String> = []
}

/// A loop or a `switch` being lowered: the labels `continue` and `break` jump to, made when
/// first used (Lua's `break` leaves loops only; a `switch` is a chain of `if`s).
struct LoopContext {
    var isSwitch = false
    /// How many `defer` lists were open when the loop began (a jump out runs those opened since).
    var deferDepth = 0
    var continueLabel: String?
    var breakLabel: String?
    /// In a `switch` with `fallthrough`: the Lua flags "a case has run" and "fall into the next".
    var fallthroughFlags: (matched: String, falling: String)?
}
