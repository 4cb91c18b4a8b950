import SceneScript
import SwiftSyntax

/// An expression lowered: its Lua and what the front end knows of its type.
struct Lowered {
    var code: String
    var type: SwiftType
}

extension Lowering {
    /// Lowers `expr`; `expected` is the type its context wants, when known (it types literals
    /// and resolves implicit members such as `.zero` and `.red`).
    func expression(_ expr: ExprSyntax, expected: SwiftType? = nil) throws -> Lowered {
        try deeper(expr) { try lowerExpression(expr, expected: expected) }
    }

    private func lowerExpression(_ expr: ExprSyntax, expected: SwiftType?) throws -> Lowered {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            let digits = literal.literal.text.replacingOccurrences(of: "_", with: "")
            if expected?.unwrapped == .double { return Lowered(code: (Int(digits).map { "\($0).0" }) ?? digits, type: .double) }
            return Lowered(code: digits, type: .integerLiteral)
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            return Lowered(code: literal.literal.text.replacingOccurrences(of: "_", with: ""), type: .double)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return Lowered(code: literal.literal.text, type: .bool) }
        if expr.is(NilLiteralExprSyntax.self) { return Lowered(code: "nil", type: expected ?? .unknown) }
        if let literal = expr.as(StringLiteralExprSyntax.self) { return try string(literal) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // An operator passed as a function (`reduce(0, +)`, `sorted(by: >)`).
            if let op = Lowering.operatorFunctions[name] { return Lowered(code: "function(a, b) return \(op) end", type: .unknown) }
            let isPlace = loweringPlace
            loweringPlace = false
            let code = resolve(name: name, at: reference)
            // A computed property an extension gives the engine type this extension is of.
            if !isPlace, lookup(name) == nil, engineComputed.contains(name), code == "self." + name,
               currentClass?.storedProperties.contains(name) != true {
                return Lowered(code: "__s.xget(self, \(luaString(name)))", type: .unknown)
            }
            // An engine `Int` property of `self` (`tag` in a UIView subclass) reads as an Int.
            if !isPlace, lookup(name) == nil, IntegerSignatures.kinema.properties.contains(name), code == "self." + name,
               currentClass?.storedProperties.contains(name) != true {
                return Lowered(code: "math.tointeger(\(code))", type: .int)
            }
            return Lowered(code: code, type: lookup(name) ?? typeOfBareName(name))
        }
        if let member = expr.as(MemberAccessExprSyntax.self) { return try memberAccess(member, expected: expected) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try self.call(call, expected: expected) }
        if let closure = expr.as(ClosureExprSyntax.self) { return try self.closure(closure) }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                let inner = try expression(only.expression, expected: expected)
                return Lowered(code: "(\(inner.code))", type: inner.type)
            }
            // A tuple: its elements in order, and under their labels.
            var wanted: [SwiftType] = []
            if case .tuple(let types)? = expected?.unwrapped { wanted = types }
            let items = try tuple.elements.enumerated().map { i, element in
                try expression(element.expression, expected: i < wanted.count ? wanted[i] : nil)
            }
            let labels = tuple.elements.map { $0.label.map { luaString($0.text) } ?? "''" }
            let labelled = tuple.elements.contains { $0.label != nil }
            return Lowered(code: "__s.tuple({" + items.map { $0.code }.joined(separator: ", ") + "}" + (labelled ? ", " + labels.joined(separator: ", ") : "") + ")",
                           type: .tuple(items.map { $0.type == .integerLiteral ? .int : $0.type }))
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            var element: SwiftType? = nil
            if case .array(let wanted)? = expected?.unwrapped { element = wanted }
            let items = try array.elements.map { try expression($0.expression, expected: element) }
            // `let seen: Set<String> = []`: an array literal makes a set where one is wanted.
            if case .named(let wanted)? = expected?.unwrapped, wanted == "Set" || wanted.hasPrefix("Set<") {
                return Lowered(code: "__s.set({" + items.map { $0.code }.joined(separator: ", ") + "})", type: .named("Set"))
            }
            let type = element ?? items.first.map { $0.type == .integerLiteral ? .int : $0.type } ?? .unknown
            return Lowered(code: "__s.array({" + items.map { $0.code }.joined(separator: ", ") + "})", type: .array(type))
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            var valueType: SwiftType? = nil
            if case .dictionary(let wanted)? = expected?.unwrapped { valueType = wanted }
            guard case .elements(let elements) = dictionary.content else { return Lowered(code: "__s.dict({}, {})", type: .dictionary(valueType ?? .unknown)) }
            let keys = try elements.map { try expression($0.key).code }
            let values = try elements.map { try expression($0.value, expected: valueType) }
            let type = valueType ?? values.first.map { $0.type == .integerLiteral ? .int : $0.type } ?? .unknown
            return Lowered(code: "__s.dict({" + keys.joined(separator: ", ") + "}, {" + values.map { $0.code }.joined(separator: ", ") + "})",
                           type: .dictionary(type))
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let folded: FoldedExpression
            do { folded = try FoldedExpression.fold(sequence) } catch { throw unknownOperator(error, in: sequence) }
            return try self.folded(folded, expected: expected)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let operand = try expression(prefix.expression, expected: expected)
            switch prefix.operator.text {
            case "-":
                // The scene's own `prefix func -` for its types (`-point`).
                if overloadedOperators["prefix-"] != nil, ![.int, .integerLiteral, .double].contains(operand.type.unwrapped) {
                    return Lowered(code: "__s.op('prefix-', \(operand.code))", type: operatorResult("prefix-") ?? operand.type)
                }
                return Lowered(code: "-\(operand.code)", type: operand.type)
            case "+": return operand
            case "!": return Lowered(code: "not \(operand.code)", type: .bool)
            default: throw error(prefix, "the prefix operator '\(prefix.operator.text)' is not supported in Kinema scenes")
            }
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
            let inner = try expression(unwrap.expression)
            return Lowered(code: "__s.unwrap(\(inner.code))", type: inner.type.unwrapped)
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            // `a?.b`: lowered as the member access itself; a nil base reads as nil through the
            // engine's objects, which is what optional chaining gives.
            return try expression(optional.expression, expected: expected)
        }
        if expr.is(SuperExprSyntax.self) { return Lowered(code: currentClass?.base ?? "super", type: .unknown) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            let condition = try expression(ternary.condition, expected: .bool)
            let then = try expression(ternary.thenExpression, expected: expected)
            let otherwise = try expression(ternary.elseExpression, expected: expected ?? then.type)
            return Lowered(code: "((\(condition.code)) and {\(then.code)} or {\(otherwise.code)})[1]", type: then.type)
        }
        if let macro = expr.as(MacroExpansionExprSyntax.self) { return try literalMacro(macro) }
        if let closureCall = expr.as(AwaitExprSyntax.self) { throw unsupported(closureCall, "'await' (async/await)") }
        if let tryExpr = expr.as(TryExprSyntax.self) { return try expression(tryExpr.expression, expected: expected) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            throw error(infix, "this operator expression cannot be read")
        }
        if expr.is(KeyPathExprSyntax.self) { throw unsupported(expr, "key-path values") }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            let base = try expression(subscriptCall.calledExpression)
            // `counts[key, default: 0]`: the dictionary's value, or the default.
            if subscriptCall.arguments.count == 2, let key = subscriptCall.arguments.first, let fallback = subscriptCall.arguments.last,
               fallback.label?.text == "default" {
                var value: SwiftType? = nil
                if case .dictionary(let inner) = base.type.unwrapped { value = inner }
                let otherwise = try expression(fallback.expression, expected: value)
                return Lowered(code: "__s.atdefault(\(base.code), \(try expression(key.expression).code), \(otherwise.code))", type: value ?? otherwise.type)
            }
            guard subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first else {
                throw unsupported(subscriptCall, "subscripts of more than one argument")
            }
            switch base.type.unwrapped {
            case .dictionary(let value):
                return Lowered(code: "__s.at(\(base.code), \(try expression(index.expression).code))", type: .optional(value))
            case .array(let element):
                return Lowered(code: "__s.at(\(base.code), \(try expression(index.expression, expected: .int).code))", type: element)
            default:
                return Lowered(code: "__s.at(\(base.code), \(try expression(index.expression, expected: .int).code))", type: .unknown)
            }
        }
        if let typeExpr = expr.as(TypeExprSyntax.self) { return Lowered(code: typeExpr.type.trimmedDescription, type: .unknown) }
        throw unsupported(expr, "expressions like '\(expr.trimmedDescription.prefix(24))'")
    }

    // MARK: Operators

    /// The standard operators as functions of `a` and `b`.
    static let operatorFunctions = ["+": "a + b", "-": "a - b", "*": "a * b", "/": "a / b", "<": "a < b", ">": "a > b",
                                    "<=": "a <= b", ">=": "a >= b", "==": "a == b", "!=": "a ~= b", "&&": "a and b", "||": "a or b"]

    func folded(_ expression: FoldedExpression, expected: SwiftType? = nil) throws -> Lowered {
        switch expression {
        case .operand(let expr): return try self.expression(expr, expected: expected)
        case .assignment(_, _, let node): throw error(node, "an assignment cannot be used as a value")
        case .ternary(let condition, let then, let otherwise):
            let test = try folded(condition, expected: .bool)
            let a = try self.expression(then, expected: expected), b = try folded(otherwise, expected: expected ?? a.type)
            return Lowered(code: "((\(test.code)) and {\(a.code)} or {\(b.code)})[1]", type: a.type)
        case .cast(let kind, let operand, let type):
            let value = try folded(operand, expected: kind == "as" ? SwiftType(annotation: type.trimmedDescription) : nil)
            let written = type.trimmedDescription
            // `is`, `as?` and `as!` test the value's type when the front end knows the type's
            // name at run time (a class, the scene's or the engine's, or Swift's basic types);
            // `as` and casts to other types (protocols) only say what the value is.
            guard kind != "as", let runtimeName = runtimeTypeName(written) else {
                return Lowered(code: kind == "is" ? "(\(value.code) ~= nil)" : value.code, type: kind == "is" ? .bool : SwiftType(annotation: written))
            }
            switch kind {
            case "is": return Lowered(code: "__s.isa(\(value.code), \(luaString(runtimeName)))", type: .bool)
            case "as?": return Lowered(code: "__s.cast(\(value.code), \(luaString(runtimeName)))", type: .optional(SwiftType(annotation: written)))
            default: return Lowered(code: "__s.forcecast(\(value.code), \(luaString(runtimeName)), \(luaString(written)))", type: SwiftType(annotation: written))
            }
        case .binary(let op, let lhs, let rhs, let node):
            // A literal takes the type of the other side: `3/2 * CGFloat.pi` is floating-point.
            var left = try folded(lhs, expected: expected)
            // Compared with a value of a named type, an implicit member is that type's (`c == .red`).
            var comparedType: SwiftType?
            if ["==", "!="].contains(op), case .named = left.type.unwrapped { comparedType = left.type.unwrapped }
            var right = try folded(rhs, expected: left.type == .double ? .double : comparedType ?? expected)
            if right.type == .double, left.type == .integerLiteral { left = try folded(lhs, expected: .double) }
            if left.type == .double, right.type == .integerLiteral { right = try folded(rhs, expected: .double) }
            return try binary(op, left, right, at: node)
        }
    }

    /// Whether `left op right` calls an operator function of the scene's: one it implements,
    /// unless both sides are Swift's own numbers or strings.
    func implementsOperator(_ op: String, _ left: Lowered, _ right: Lowered) -> Bool {
        let builtin: Set<SwiftType> = [.int, .integerLiteral, .double, .string, .bool]
        return overloadedOperators[op] != nil && !(builtin.contains(left.type.unwrapped) && builtin.contains(right.type.unwrapped))
    }

    /// The result type of the scene's `op` functions, when they all declare the same one.
    func operatorResult(_ op: String) -> SwiftType? {
        guard let results = overloadedOperators[op], results.count == 1, let only = results.first, !only.isEmpty, only != "Self" else { return nil }
        return SwiftType(annotation: only)
    }

    /// `left op right`, with Swift's integer arithmetic when both sides are integers.
    func binary(_ op: String, _ left: Lowered, _ right: Lowered, at node: Syntax) throws -> Lowered {
        let integer = left.type.isInteger && right.type.isInteger
        let resultType: SwiftType = integer ? (left.type == .int || right.type == .int ? .int : .integerLiteral)
            : (left.type == .double || right.type == .double ? .double : left.type)
        let l = left.code, r = right.code
        if implementsOperator(op, left, right) {
            let result: SwiftType = ["==", "!=", "<", "<=", ">", ">="].contains(op) ? .bool : operatorResult(op) ?? left.type
            return Lowered(code: "__s.op(\(luaString(op)), \(l), \(r))", type: result)
        }
        switch op {
        case "+":
            if left.type == .string || right.type == .string { return Lowered(code: "(\(l) .. \(r))", type: .string) }
            return Lowered(code: integer ? "__s.iadd(\(l), \(r))" : "(\(l) + \(r))", type: resultType)
        case "-": return Lowered(code: integer ? "__s.isub(\(l), \(r))" : "(\(l) - \(r))", type: resultType)
        case "*": return Lowered(code: integer ? "__s.imul(\(l), \(r))" : "(\(l) * \(r))", type: resultType)
        case "/": return Lowered(code: integer ? "__s.idiv(\(l), \(r))" : "(\(l) / \(r))", type: resultType)
        case "%": return Lowered(code: integer ? "__s.irem(\(l), \(r))" : "math.fmod(\(l), \(r))", type: resultType)
        case "&+": return Lowered(code: "(\(l) + \(r))", type: resultType)
        case "&-": return Lowered(code: "(\(l) - \(r))", type: resultType)
        case "&*": return Lowered(code: "(\(l) * \(r))", type: resultType)
        case "==", "===": return Lowered(code: "(\(l) == \(r))", type: .bool)
        case "!=", "!==": return Lowered(code: "(\(l) ~= \(r))", type: .bool)
        case "<", "<=", ">", ">=": return Lowered(code: "(\(l) \(op) \(r))", type: .bool)
        case "&&": return Lowered(code: "(\(l) and \(r))", type: .bool)
        case "||": return Lowered(code: "(\(l) or \(r))", type: .bool)
        case "??":
            return Lowered(code: "(function(v) if v == nil then return \(r) end return v end)(\(l))", type: left.type.unwrapped)
        case "&": return Lowered(code: "(\(l) & \(r))", type: .int)
        case "|": return Lowered(code: "(\(l) | \(r))", type: .int)
        case "^": return Lowered(code: "(\(l) ~ \(r))", type: .int)
        case "<<": return Lowered(code: "(\(l) << \(r))", type: .int)
        case ">>": return Lowered(code: "(\(l) >> \(r))", type: .int)
        case "..<", "...": throw error(node, "a range can only be looped over or matched in Kinema scenes (not yet stored)")
        default: throw error(node, "the operator '\(op)' is not supported in Kinema scenes")
        }
    }

    // MARK: Strings

    /// A string literal; interpolations print as Swift prints them (`1.0` for a Double).
    func string(_ literal: StringLiteralExprSyntax) throws -> Lowered {
        var parts: [String] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let raw = text.content.text
                if !raw.isEmpty { parts.append(luaString(unescaped(raw))) }
            case .expressionSegment(let interpolation):
                guard let only = interpolation.expressions.first, interpolation.expressions.count == 1 else {
                    throw unsupported(interpolation, "interpolations with more than one value")
                }
                parts.append("__s.str(\(try expression(only.expression).code))")
            }
        }
        return Lowered(code: parts.isEmpty ? "\"\"" : parts.joined(separator: " .. "), type: .string)
    }

    /// Swift's escapes in a literal's text read as the characters they stand for.
    func unescaped(_ raw: String) -> String {
        var out = "", escaping = false
        for character in raw {
            if escaping {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// `text` as a Lua string literal.
    func luaString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The name `__s.isa` knows a Swift type by: a scene class's own, the engine type's
    /// (`CAShapeLayer` → `ShapeLayer`), or Swift's basic types'; nil for others (protocols).
    func runtimeTypeName(_ written: String) -> String? {
        if classes[written] != nil || protocols.contains(written) || structs.contains(written) || enums.contains(written) { return written }
        if ["Int", "Double", "CGFloat", "Float", "String", "Bool"].contains(written) { return written }
        return engineType(of: written)?.name
    }

    /// `#colorLiteral(...)`, `#imageLiteral(resourceName:)`, `#selector(name)` and
    /// `#keyPath(CALayer.opacity)`.
    func literalMacro(_ macro: MacroExpansionExprSyntax) throws -> Lowered {
        let arguments = { () throws -> [(String?, Lowered)] in
            try macro.arguments.map { ($0.label?.text, try self.expression($0.expression, expected: .double)) }
        }
        switch macro.macroName.text {
        case "keyPath":
            // The path after the type that starts it: `#keyPath(CALayer.transform.scale)` is "transform.scale".
            guard let first = macro.arguments.first else { throw error(macro, "#keyPath needs a property") }
            let parts = first.expression.trimmedDescription.split(separator: ".").map(String.init)
            let path = parts.drop { $0.first?.isUppercase == true }
            return Lowered(code: luaString(path.joined(separator: ".")), type: .string)
        case "colorLiteral":
            return Lowered(code: "UIColor{" + (try arguments()).map { "\($0.0 ?? "red") = \($0.1.code)" }.joined(separator: ", ") + "}",
                           type: .named("UIColor"))
        case "imageLiteral":
            return Lowered(code: "UIImage{named = \((try arguments()).first?.1.code ?? "\"\"")}", type: .named("UIImage"))
        case "selector":
            guard let first = macro.arguments.first else { throw error(macro, "#selector needs a method") }
            let name = first.expression.trimmedDescription.split(separator: "(").first.map(String.init) ?? ""
            let method = name.split(separator: ".").last.map(String.init) ?? name
            return Lowered(code: luaString(method), type: .string)
        default:
            throw unsupported(macro, "macros such as '#\(macro.macroName.text)'")
        }
    }
}
