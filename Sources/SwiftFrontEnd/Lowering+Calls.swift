import SceneScript
import SwiftSyntax

extension Lowering {
    /// One argument of a call: its label (nil for none) and value.
    typealias Argument = (label: String?, value: Lowered)

    /// A call. Engine calls whose arguments are all labelled (`UIView(frame:)`,
    /// `UIView.animate(withDuration:animations:)`, `CGRect(x:y:width:height:)`) become a call
    /// with a table of Swift's labels, as scenes write them; the others take their arguments
    /// in order. Calls of the scene's own functions and classes take them in order too.
    func call(_ call: FunctionCallExprSyntax, expected: SwiftType?) throws -> Lowered {
        if call.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) }) { return try inoutCallExpression(call) }
        // `Set<String>()`, `Array<CGFloat>()`: the type's own initializer.
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        // `Notification.Name("ping")`, `NSNotification.Name(rawValue: "ping")`: the name is its string.
        if Lowering.notificationNames.contains(callee.trimmedDescription), let name = call.arguments.first {
            return Lowered(code: try expression(name.expression, expected: .string).code, type: .named("Notification.Name"))
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let special = try builtinCall(name, call) { return special }
            if memberwiseStructs.contains(name) {
                // Each value takes its property's declared type (`Ring(radius: 10)` is a CGFloat 10).
                let fields = structFieldTypes[name] ?? [:]
                let arguments: [Argument] = try call.arguments.map { argument in
                    let label = argument.label?.text
                    var value = try expression(argument.expression, expected: label.flatMap { fields[$0] })
                    value.code = copied(value, of: argument.expression)
                    return (label, value)
                }
                // The memberwise initialiser takes a table of labels, empty when all have defaults.
                return Lowered(code: arguments.isEmpty ? "\(name)({})" : engineCall(name, arguments), type: .named(name))
            }
            let isScenes = lookup(name) != nil || functions.contains(name) || classes[name] != nil || memberOfCurrentClass(name) != nil
            var arguments = try lowerArguments(call, labels: nil, engine: isScenes ? nil : "init")
            // An initializer the scene's extension gives the engine type (`CGRect(0, 0, 10, 20)`).
            let initializer = Lowering.initializerName(name, labels: arguments.map(\.label))
            if !isScenes, engineInits.contains(initializer) {
                return Lowered(code: "__s.inits[\(luaString(initializer))](" + arguments.map { $0.value.code }.joined(separator: ", ") + ")",
                               type: .named(name))
            }
            // A class of several initializers: the one these labels name.
            if let sceneClass = classes[name], !sceneClass.initializers.isEmpty {
                let chosen = Lowering.initializerName("init", labels: arguments.map(\.label))
                return Lowered(code: "\(name)({ __initializer = \(luaString(chosen)) }" + arguments.map { ", " + $0.value.code }.joined() + ")", type: .named(name))
            }
            if isScenes {
                let target = memberOfCurrentClass(name).map { $0.hasPrefix("self.") ? "self:" + $0.dropFirst(5) : $0 } ?? Lowering.luaIdentifier(name)
                return Lowered(code: target + "(" + arguments.map { $0.value.code }.joined(separator: ", ") + ")",
                               type: classes[name] != nil || structs.contains(name) ? .named(name) : .unknown)
            }
            // `UIButton(type: .system)`: the engine's button keeps it as `buttonType`.
            if name == "UIButton", arguments.count == 1, arguments[0].label == "type" { arguments[0].label = "buttonType" }
            // Swift 3's `UIColor(colorLiteralRed:green:blue:alpha:)` is `UIColor(red:...)`.
            if name == "UIColor", arguments.first?.label == "colorLiteralRed" { arguments[0].label = "red" }
            return Lowered(code: engineCall(Lowering.luaName(name), arguments), type: .named(name))
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                // `.init(...)` or `.systemFont(ofSize:)` where a value of `expected` is wanted.
                guard case .named(let type)? = expected?.unwrapped else { throw error(member, "cannot tell what type '.\(name)' belongs to here") }
                // A case with associated values, or a static function, of the scene's enum.
                if enums.contains(type) { return try enumCall(type, name, call) }
                let arguments = try lowerArguments(call, labels: labelledCall(type, name == "init" ? nil : name), engine: isSceneType(type) ? nil : name)
                let target = name == "init" ? type : "\(type).\(name)"
                return Lowered(code: engineCall(target, arguments), type: .named(type))
            }
            // `self.init(...)` in an engine type's extension initializer: the value it makes.
            if name == "init", let type = initializingEngineType, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                let made = try self.call(call.with(\.calledExpression, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(type)))), expected: nil)
                return Lowered(code: "self = \(made.code)", type: .named(type))
            }
            // `self.init(...)` in a convenience initializer: the class's initializer of those labels.
            if name == "init", initializingEngineType == nil, let sceneClass = currentClass, !sceneClass.initializers.isEmpty,
               base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                let arguments = try lowerArguments(call, labels: nil)
                let chosen = Lowering.initializerName("init", labels: arguments.map(\.label))
                return Lowered(code: "\(sceneClass.name)[\(luaString(chosen))](" + (["self"] + arguments.map { $0.value.code }).joined(separator: ", ") + ")",
                               type: .unknown)
            }
            if base.is(SuperExprSyntax.self) {
                guard let sceneClass = currentClass else { throw error(base, "'super' is only allowed inside a class") }
                let arguments = try lowerArguments(call, labels: nil)
                // A scene base class of several initializers: the one of these labels.
                if name == "init", let baseClass = classes[sceneClass.base], !baseClass.initializers.isEmpty {
                    let chosen = Lowering.initializerName("init", labels: arguments.map(\.label))
                    return Lowered(code: "\(baseClass.name)[\(luaString(chosen))](" + (["self"] + arguments.map { $0.value.code }).joined(separator: ", ") + ")",
                                   type: .unknown)
                }
                return Lowered(code: "\(sceneClass.base).\(Lowering.luaName(name))(" + (["self"] + arguments.map { $0.value.code }).joined(separator: ", ") + ")",
                               type: .unknown)
            }
            if let special = try dispatchCall(member, call) { return special }
            // `PlaygroundPage.current.finishExecution()`: a scene runs for as long as it is shown.
            if name == "finishExecution", base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "current" {
                return Lowered(code: "do end", type: .unknown)
            }
            if let typePath = typeReference(base) {
                if enums.contains(typePath) { return try enumCall(typePath, name, call) }
                if let sceneClass = classes[typePath] {
                    let arguments = try lowerArguments(call, labels: nil)
                    return Lowered(code: "\(sceneClass.name).\(Lowering.luaName(name))(" + arguments.map { $0.value.code }.joined(separator: ", ") + ")", type: .unknown)
                }
                // Swift 2's `UIColor.red()`: the constant.
                if call.arguments.isEmpty, call.trailingClosure == nil, catalogue.namespaces[typePath]?.constants.contains(name) == true {
                    return Lowered(code: "\(typePath).\(name)", type: .named(typePath))
                }
                let labels = labelledCall(typePath, name == "init" ? nil : name)
                let arguments = try lowerArguments(call, labels: labels, engine: isSceneType(typePath) ? nil : name)
                let target = name == "init" ? typePath : "\(typePath).\(name)"
                return Lowered(code: engineCall(target, arguments), type: .named(typePath))
            }
            var receiver = try expression(base)
            receiver.code = Lowering.prefixExpression(receiver.code)
            // Swift's number methods.
            if call.arguments.isEmpty, call.trailingClosure == nil, let numeric = Lowering.numberMethods[name] {
                return Lowered(code: numeric(receiver.code), type: .double)
            }
            if name == "truncatingRemainder", let divisor = call.arguments.first?.expression {
                return Lowered(code: "math.fmod(\(receiver.code), \(try expression(divisor, expected: .double).code))", type: .double)
            }
            // A method of the scene's enum: the value is its `self`.
            if case .named(let type) = receiver.type.unwrapped, enumMembers[type]?.methods.contains(name) == true {
                let arguments = try lowerArguments(call, labels: nil)
                return Lowered(code: "\(type).\(Lowering.luaName(name))(" + ([receiver.code] + arguments.map { $0.value.code }).joined(separator: ", ") + ")",
                               type: enumMembers[type]?.resultTypes[name] ?? .unknown)
            }
            // An engine object's method, unless the receiver is the scene's own or Swift's (an
            // array, a string) or the method is one of Swift's collections'.
            let isEngine: Bool
            switch receiver.type.unwrapped {
            case .named(let type): isEngine = !isSceneType(type) && type != "Set" && !type.hasPrefix("Set<")
            case .unknown: isEngine = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
                && !Lowering.collectionMethods.contains(name)
            default: isEngine = false
            }
            var arguments = try lowerArguments(call, labels: nil, engine: isEngine ? name : nil)
            let method = Lowering.luaName(name)
            if Lowering.joiningMethods.contains(name), !arguments.isEmpty { arguments[0].value.code = "__s.join(\(arguments[0].value.code))" }
            // The engine's forms chosen by a later argument's label: `convert(p, to: v)` as
            // `convert{ p, to = v }`, `insertSubview(v, at: 0)` as `insertSubview(v, { at = 0 })`.
            if isEngine, arguments.count == 2, arguments[0].label == nil, let label = arguments[1].label {
                if name == "convert" {
                    return Lowered(code: "\(receiver.code):convert{ \(arguments[0].value.code), \(label) = \(arguments[1].value.code) }", type: .unknown)
                }
                if name == "insertSubview" || name == "insertSublayer" {
                    return Lowered(code: "\(receiver.code):\(method)(\(arguments[0].value.code), { \(label) = \(arguments[1].value.code) })", type: .unknown)
                }
            }
            // An engine method with several arguments, all labelled, takes them as a table, as do
            // the anchors' `constraint`s, whose labels choose the form (`equalTo:`,
            // `equalToConstant:`); a single argument goes in order, as every method takes it
            // (`translation(in:)`), and so do the scene's own methods' (`insert(_:at:)` too).
            if isEngine, arguments.count >= 2 || name.hasPrefix("constraint") {
                return Lowered(code: engineCall("\(receiver.code):\(method)", arguments), type: methodResultType(name))
            }
            return Lowered(code: "\(receiver.code):\(method)(" + arguments.map { $0.value.code }.joined(separator: ", ") + ")",
                           type: methodResultType(name))
        }
        let function = try expression(callee)
        let arguments = try lowerArguments(call, labels: nil)
        return Lowered(code: "(\(function.code))(" + arguments.map { $0.value.code }.joined(separator: ", ") + ")", type: .unknown)
    }

    /// Swift's collection methods (`Array`, `Dictionary`, `Set`), whose numbers are the
    /// elements' own type, not the engine's floating-point.
    static let collectionMethods: Set<String> = ["append", "insert", "remove", "reduce", "contains", "firstIndex", "lastIndex",
                                                  "map", "filter", "forEach", "sorted", "joined", "removeAll", "index",
                                                  "updateValue", "removeValue", "prefix", "suffix", "dropFirst", "dropLast"]

    /// The methods that put their first argument in a tree, where it takes its name for good.
    static let joiningMethods: Set<String> = ["addSubview", "addSublayer", "insertSubview", "insertSublayer", "addArrangedSubview",
                                               "insertArrangedSubview"]

    /// `Action.move(dx: 5, dy: 0)` (a case with associated values, each taking its declared
    /// type) or a static function of the scene's enum.
    func enumCall(_ type: String, _ name: String, _ call: FunctionCallExprSyntax) throws -> Lowered {
        let members = enumMembers[type]
        let types = members?.payloadTypes[name] ?? []
        let values = try call.arguments.enumerated().map { i, argument in
            try expression(argument.expression, expected: i < types.count ? types[i] : nil).code
        }
        let result: SwiftType = members?.payloadCases[name] != nil ? .named(type) : members?.resultTypes[name] ?? .unknown
        return Lowered(code: "\(type).\(Lowering.luaName(name))(" + values.joined(separator: ", ") + ")", type: result)
    }

    /// Swift's methods of floating-point numbers without arguments, as Lua.
    static let numberMethods: [String: @Sendable (String) -> String] = [
        "squareRoot": { "math.sqrt(\($0))" },
        "rounded": { "(function(x) if x < 0 then return -math.floor(-x + 0.5) + 0.0 end return math.floor(x + 0.5) + 0.0 end)(\($0))" },
    ]

    /// What a method's result is, when its name says (`insetBy` a rect).
    func methodResultType(_ name: String) -> SwiftType {
        switch name {
        case "insetBy", "offsetBy", "union", "intersection", "integral", "standardized": return .named("CGRect")
        default: return .unknown
        }
    }

    /// The labels the catalogue lists for `type`'s function `function` (nil: its constructor).
    func labelledCall(_ type: String, _ function: String?) -> [String]? {
        catalogue.labels(of: type, function)
    }

    /// The types the scene's own declarations of the function, method or initializer `call`
    /// calls give its arguments, by position; nil where its declarations of that many
    /// parameters disagree (or say nothing the front end can use), empty when it declares none.
    func declaredParameterTypes(of call: FunctionCallExprSyntax) -> [SwiftType?] {
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let given = call.arguments.count + (call.trailingClosure == nil ? 0 : 1)
        guard let name, let overloads = parameterTypes[name]?.filter({ $0.count == given }), let first = overloads.first else { return [] }
        return first.indices.map { position in
            let type = first[position]
            return type != .unknown && overloads.allSatisfy({ $0[position] == type }) ? type : nil
        }
    }

    /// An engine call: with a table of labels when every argument has one, else in order.
    func engineCall(_ target: String, _ arguments: [Argument]) -> String {
        if !arguments.isEmpty, arguments.allSatisfy({ $0.label != nil }) {
            // A label that is a Lua keyword (`in:`, `for:`) is a quoted key.
            let key = { (label: String) in Lowering.allLuaKeywords.contains(label) ? "[\"\(label)\"]" : label }
            return target + "{ " + arguments.map { "\(key($0.label!)) = \($0.value.code)" }.joined(separator: ", ") + " }"
        }
        return target + "(" + arguments.map { $0.value.code }.joined(separator: ", ") + ")"
    }

    /// The arguments of `call`, trailing closures included: a trailing closure takes the first
    /// closure label of `labels` not given (`animations`, then `completion`). The numbers of a
    /// call of the engine's method or initializer `engine` are `CGFloat`, `Double` or `Float` in
    /// UIKit and Core Animation but where its signature says `Int` (`insertSubview(_:at:)`), so
    /// literal arithmetic in them is floating-point (`UIColor(red: 94/255, ...)` is 0.3686), as
    /// Swift infers it from their signatures; those of the scene's own take its declared types.
    func lowerArguments(_ call: FunctionCallExprSyntax, labels: [String]?, engine: String? = nil) throws -> [Argument] {
        var arguments: [Argument] = []
        let integers = IntegerSignatures.kinema
        let declared = engine == nil ? declaredParameterTypes(of: call) : []
        for (position, argument) in call.arguments.enumerated() {
            let label = argument.label?.text
            var expected = position < declared.count ? declared[position] : nil
            expected = expected ?? label.flatMap {
                $0 == "withDuration" || $0 == "duration" || $0 == "delay" ? SwiftType.double : propertyType($0)
            }
            // A notification's name: `.ping` is the scene's `Notification.Name.ping`.
            if label == "name" || label == "forName" { expected = .named("Notification.Name") }
            if expected == nil, let engine {
                let isInteger = integers.positions[engine]?.contains(position) == true || label.map { integers.labels[engine]?.contains($0) == true } == true
                expected = isInteger ? .int : .double
            }
            var value = try expression(argument.expression, expected: expected)
            value.code = copied(value, of: argument.expression)
            arguments.append((label, value))
        }
        let closureLabels = ["animations", "completion", "block", "handler", "execute", "action", "actions", "alongside"]
        var given = Set(arguments.compactMap { $0.label })
        func nextClosureLabel() -> String? {
            guard let labels else { return nil }
            let label = labels.first { closureLabels.contains($0) && !given.contains($0) }
            if let label { given.insert(label) }
            return label
        }
        if let trailing = call.trailingClosure {
            let label = nextClosureLabel() ?? (arguments.allSatisfy { $0.label != nil } && !arguments.isEmpty ? "animations" : nil)
            arguments.append((label, try closure(trailing)))
        }
        for extra in call.additionalTrailingClosures {
            given.insert(extra.label.text)
            arguments.append((extra.label.text, try closure(extra.closure)))
        }
        return arguments
    }

    // MARK: Swift's own functions

    /// Swift's conversions, printing, maths and traps, by name; nil for any other.
    func builtinCall(_ name: String, _ call: FunctionCallExprSyntax) throws -> Lowered? {
        guard lookup(name) == nil, !functions.contains(name), classes[name] == nil else { return nil }
        let values = { () throws -> [Lowered] in try call.arguments.map { try self.expression($0.expression) } }
        switch name {
        case "Int", "Int32", "Int64", "UInt":
            guard let value = try values().first else { return Lowered(code: "0", type: .int) }
            return Lowered(code: value.type.isInteger ? value.code : "__s.int(\(value.code))", type: .int)
        case "Double", "CGFloat", "Float", "TimeInterval":
            guard let value = try values().first else { return Lowered(code: "0.0", type: .double) }
            return Lowered(code: "(\(value.code) + 0.0)", type: .double)
        case "String":
            if call.arguments.first?.label?.text == "format" {
                return Lowered(code: "string.format(" + (try values()).map { $0.code }.joined(separator: ", ") + ")", type: .string)
            }
            guard let value = try values().first else { return Lowered(code: "\"\"", type: .string) }
            return Lowered(code: "__s.str(\(value.code))", type: .string)
        case "stride":
            // `stride(from: 0, to: 10, by: 2)`: the values, Ints when all three are.
            func argument(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
            guard let from = argument("from"), let step = argument("by"), let end = argument("to") ?? argument("through") else { return nil }
            let v = [try expression(from), try expression(end), try expression(step)]
            let isInteger = v.allSatisfy { $0.type.isInteger }
            let values = isInteger ? v : [try expression(from, expected: .double), try expression(end, expected: .double), try expression(step, expected: .double)]
            return Lowered(code: "__s.stride(\(values[0].code), \(values[1].code), \(values[2].code), \(argument("through") != nil))",
                           type: .array(isInteger ? .int : .double))
        case "zip":
            let v = try values()
            guard v.count == 2 else { return nil }
            var elements: [SwiftType] = [.unknown, .unknown]
            if case .array(let a) = v[0].type { elements[0] = a }
            if case .array(let b) = v[1].type { elements[1] = b }
            return Lowered(code: "__s.zip(\(v[0].code), \(v[1].code))", type: .array(.tuple(elements)))
        case "Array":
            // `Array(x)` (a copy of an array, a set's members, a stride), `Array()`, `Array(repeating:count:)`.
            if let repeated = call.arguments.first(where: { $0.label?.text == "repeating" })?.expression,
               let count = call.arguments.first(where: { $0.label?.text == "count" })?.expression {
                let value = try expression(repeated)
                return Lowered(code: "__s.repeated(\(value.code), \(try expression(count, expected: .int).code))", type: .array(value.type))
            }
            guard let items = try values().first else { return Lowered(code: "__s.array({})", type: .array(.unknown)) }
            var element: SwiftType = .unknown
            if case .array(let inner) = items.type { element = inner }
            return Lowered(code: "__s.toarray(\(items.code))", type: .array(element))
        case "Set":
            guard let items = try values().first else { return Lowered(code: "__s.set()", type: .named("Set")) }
            return Lowered(code: "__s.set(\(items.code))", type: .named("Set"))
        case "NSValue", "NSNumber":
            // Foundation's boxes are the values themselves in scenes (`NSValue(cgPoint: p)` is p).
            guard let argument = call.arguments.first else { return nil }
            let boxed: [String: SwiftType] = ["cgPoint": .named("CGPoint"), "cgRect": .named("CGRect"), "cgSize": .named("CGSize"),
                                              "caTransform3D": .named("CATransform3D"), "cgAffineTransform": .named("CGAffineTransform")]
            let value = try expression(argument.expression, expected: argument.label.flatMap { boxed[$0.text] } ?? (name == "NSNumber" ? .double : nil))
            return Lowered(code: value.code, type: name == "NSNumber" ? .double : value.type)
        case "NSNull":
            // An action of NSNull: no action, and the search stops.
            return Lowered(code: "false", type: .unknown)
        case "CGVector":
            // A vector is `{dx =, dy =}`, as the engine takes velocities.
            let v = try values()
            guard v.count == 2 else { return nil }
            return Lowered(code: "{ dx = \(v[0].code), dy = \(v[1].code) }", type: .named("CGVector"))
        case "Date", "NSDate":
            // The scene clock: a date is a moment of scene time (`timeIntervalSince(_:)` works).
            if let offset = call.arguments.first(where: { $0.label?.text == "timeIntervalSinceNow" })?.expression {
                return Lowered(code: "__s.date(\(try expression(offset, expected: .double).code))", type: .named("Date"))
            }
            return Lowered(code: "__s.date()", type: .named("Date"))
        case "print":
            // Swift's print: items apart by `separator` (a space unless given).
            var items: [String] = [], separator = "\" \""
            for argument in call.arguments {
                let value = try expression(argument.expression)
                switch argument.label?.text {
                case "separator": separator = value.code
                case "terminator": continue  // the log is a list of lines
                default: items.append("__s.str(\(value.code))")
                }
            }
            return Lowered(code: items.count == 1 ? "print(\(items[0]))" : "print(table.concat({ \(items.joined(separator: ", ")) }, \(separator)))",
                           type: .unknown)
        case "fatalError":
            return Lowered(code: "__s.trap(\"Fatal error\" .. " + ((try values()).first.map { "\": \" .. \($0.code)" } ?? "\"\"") + ")", type: .unknown)
        case "assert", "precondition":
            let v = try values()
            return Lowered(code: "assert(" + v.map { $0.code }.joined(separator: ", ") + ")", type: .unknown)
        case "pow", "powf":
            let v = try values()
            guard v.count == 2 else { return nil }
            return Lowered(code: "(\(v[0].code) ^ \(v[1].code))", type: .double)
        case "floor", "ceil", "floorf", "ceilf":
            guard let value = try values().first else { return nil }
            return Lowered(code: "(math.\(name.hasPrefix("floor") ? "floor" : "ceil")(\(value.code)) + 0.0)", type: .double)
        case "round", "roundf":
            guard let value = try values().first else { return nil }
            return Lowered(code: "(function(x) if x < 0 then return -math.floor(-x + 0.5) + 0.0 end return math.floor(x + 0.5) + 0.0 end)(\(value.code))",
                           type: .double)
        default:
            guard let function = Lowering.mathFunctions[name] else { return nil }
            let v = try values()
            let integer = v.allSatisfy { $0.type.isInteger } && ["abs", "min", "max"].contains(name)
            return Lowered(code: function + "(" + v.map { $0.code }.joined(separator: ", ") + ")", type: integer ? .int : .double)
        }
    }

    /// `DispatchQueue.main.async { }`, `.asyncAfter(deadline: .now() + s) { }` and
    /// `Timer.scheduledTimer` (the block and the target-selector forms, repeating or not): on the
    /// scene clock, as `delay`; a timer is invalidated with `invalidate()`.
    func dispatchCall(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax) throws -> Lowered? {
        let name = member.declName.baseName.text
        let isMainQueue = { () -> Bool in
            guard let queue = member.base?.as(MemberAccessExprSyntax.self), queue.declName.baseName.text == "main" else { return false }
            return queue.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue"
        }
        let isTimer = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer"
        guard (["async", "asyncAfter"].contains(name) && isMainQueue()) || (name == "scheduledTimer" && isTimer) else { return nil }
        let body: Lowered?
        if let trailing = call.trailingClosure {
            body = try closure(trailing)
        } else if let last = call.arguments.last, last.expression.is(ClosureExprSyntax.self) || ["execute", "block"].contains(last.label?.text ?? "") {
            // A closure, or a function value passed as the work (`execute: completion`).
            body = try expression(last.expression)
        } else {
            body = nil
        }
        if name == "async", let body { return Lowered(code: "delay(0, \(body.code))", type: .unknown) }
        if name == "asyncAfter", let body, let deadline = call.arguments.first?.expression {
            return Lowered(code: "delay(math.max(\(try dispatchSeconds(deadline)), 0), \(body.code))", type: .unknown)
        }
        if name == "scheduledTimer" {
            func argument(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
            let repeats = try argument("repeats").map { try expression($0, expected: .bool).code } ?? "false"
            if let body, let interval = argument("withTimeInterval") {
                return Lowered(code: "__s.timer(\(try expression(interval, expected: .double).code), \(repeats), \(body.code))", type: .named("Timer"))
            }
            // The target and selector form: the target's method hears the timer.
            if let interval = argument("timeInterval"), let target = argument("target"), let selector = argument("selector") {
                let object = try expression(target).code, method = try expression(selector).code
                return Lowered(code: "__s.timer(\(try expression(interval, expected: .double).code), \(repeats), function(t) local o = \(object) o[\(method)](o, t) end)",
                               type: .named("Timer"))
            }
        }
        return nil
    }

    /// `.now() + 1.5` as seconds from now.
    func dispatchSeconds(_ deadline: ExprSyntax) throws -> String {
        if let sequence = deadline.as(SequenceExprSyntax.self), let folded = try? FoldedExpression.fold(sequence),
           case .binary("+", .operand(let now), .operand(let seconds), _) = folded, now.trimmedDescription.hasSuffix("now()") {
            return try expression(seconds, expected: .double).code
        }
        throw error(deadline, "a deadline is written .now() + seconds in Kinema scenes")
    }
}
