import SwiftSyntax

extension Lowering {
    /// Lowers one statement or declaration of a code block.
    func lowerItem(_ item: CodeBlockItemSyntax) throws {
        let place = location(of: item)
        out.noteStatement(line: place.line, column: place.column)
        let outerLine = statementLine
        statementLine = place.line
        defer { statementLine = outerLine }
        try deeper(item) {
            switch item.item {
            case .decl(let decl): try lowerDeclaration(decl)
            case .stmt(let stmt): try lowerStatement(stmt)
            case .expr(let expr): try lowerExpressionStatement(expr)
            }
        }
    }

    func lowerBlock(_ items: CodeBlockItemListSyntax) throws {
        try inScope {
            // A block with `defer`: its deferred code runs at its end and before any `return`,
            // last deferred first, after a return value is worked out (as Swift runs it).
            let defers = items.contains { item in
                if case .stmt(let stmt) = item.item { return stmt.is(DeferStmtSyntax.self) }
                return false
            }
            if defers, let first = items.first {
                let list = freshName("defer")
                out.write("local \(list) = {}", at: line(of: first))
                deferLists.append(list)
            }
            for item in items { try lowerItem(item) }
            if defers, let list = deferLists.popLast() { out.append("__s.rundefers(\(list))") }
        }
    }

    /// The deferred code of every block of this function, innermost first, as Lua.
    var runDefers: String { deferLists.reversed().map { "__s.rundefers(\($0)) " }.joined() }

    func lowerStatement(_ stmt: StmtSyntax) throws {
        let at = line(of: stmt)
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
            return try lowerExpressionStatement(expression.expression)
        }
        if let returned = stmt.as(ReturnStmtSyntax.self) {
            // A bare return in an engine type's extension initializer returns the value made.
            let handBack = inoutParameters.isEmpty ? "" : (returned.expression == nil ? " " : ", ") + inoutParameters.joined(separator: ", ")
            guard let value = returned.expression else {
                return out.write("do \(runDefers)return\(initializingEngineType == nil ? "" : " self")\(handBack) end", at: at)
            }
            var code = try expression(value).code
            if let labels = returnedTupleLabels, let tuple = value.as(TupleExprSyntax.self), tuple.elements.allSatisfy({ $0.label == nil }) {
                code = "__s.tuple(\(code), " + labels.map(luaString).joined(separator: ", ") + ")"
            }
            guard !deferLists.isEmpty else { return out.write("do return \(code)\(handBack) end", at: at) }
            return out.write("do local __r = \(code) \(runDefers)return __r\(handBack) end", at: at)
        }
        if let guardStatement = stmt.as(GuardStmtSyntax.self) { return try lowerGuard(guardStatement) }
        if let loop = stmt.as(ForStmtSyntax.self) { return try lowerFor(loop) }
        if let loop = stmt.as(WhileStmtSyntax.self) {
            // `while let`: each turn binds afresh and stops when the binding is nil.
            return try inScope {
                let condition = try conditions(loop.conditions, scoped: false)
                if condition.prefix.isEmpty {
                    out.write("while \(condition.test) do", at: at)
                } else {
                    out.write("while true do \(condition.prefix)if not (\(condition.test)) then break end", at: at)
                }
                try loopBody(loop.body.statements)
                out.write("end", at: line(of: loop.body.rightBrace))
            }
        }
        if let loop = stmt.as(RepeatStmtSyntax.self) {
            out.write("repeat", at: at)
            try loopBody(loop.body.statements)
            return out.write("until not (\(try expression(loop.condition, expected: .bool).code))", at: line(of: loop.condition))
        }
        // A jump out of blocks with `defer` runs their deferred code first, innermost first.
        func leaving(_ loop: LoopContext) -> String {
            deferLists.count > loop.deferDepth ? deferLists[loop.deferDepth...].reversed().map { "__s.rundefers(\($0)) " }.joined() : ""
        }
        if stmt.is(BreakStmtSyntax.self) {
            // `break` in a `switch` leaves the switch: a jump to its end.
            guard let innermost = loops.last else { throw error(stmt, "'break' is only allowed inside a loop or a switch") }
            guard innermost.isSwitch else { return out.write("do " + leaving(innermost) + "break end", at: at) }
            let label = innermost.breakLabel ?? freshName("break")
            loops[loops.count - 1].breakLabel = label
            return out.write("do " + leaving(innermost) + "goto \(label) end", at: at)
        }
        if stmt.is(ContinueStmtSyntax.self) {
            guard let index = loops.lastIndex(where: { !$0.isSwitch }) else { throw error(stmt, "'continue' is only allowed inside a loop") }
            let label = loops[index].continueLabel ?? freshName("continue")
            loops[index].continueLabel = label
            return out.write("do " + leaving(loops[index]) + "goto \(label) end", at: at)
        }
        if let deferred = stmt.as(DeferStmtSyntax.self) {
            guard let list = deferLists.last else { throw error(stmt, "'defer' must be in a block") }
            let saved = out
            out = LuaWriter(firstLine: at)
            let outerLists = deferLists
            deferLists = []
            defer { deferLists = outerLists }
            try lowerBlock(deferred.body.statements)
            let body = out.body
            out = saved
            return out.write("table.insert(\(list), 1, function() \(body) end)", at: at)
        }
        if stmt.is(ThrowStmtSyntax.self) { throw unsupported(stmt, "'throw' statements") }
        if stmt.is(DoStmtSyntax.self) { throw unsupported(stmt, "'do' blocks") }
        if stmt.is(FallThroughStmtSyntax.self) {
            // Into the next case's body, whatever its pattern.
            guard let flags = loops.last(where: { $0.isSwitch })?.fallthroughFlags else { throw error(stmt, "'fallthrough' is only allowed inside a switch") }
            return out.write("\(flags.falling) = true \(flags.matched) = false", at: at)
        }
        throw unsupported(stmt, "'\(stmt.trimmedDescription.prefix(20))' statements")
    }

    /// A loop's body, with the label `continue` jumps to at its end when it used one.
    func loopBody(_ items: CodeBlockItemListSyntax) throws {
        loops.append(LoopContext(deferDepth: deferLists.count))
        try lowerBlock(items)
        if let label = loops.removeLast().continueLabel { out.append("::\(label)::") }
    }

    func lowerExpressionStatement(_ expr: ExprSyntax) throws {
        let at = line(of: expr)
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) }) {
            return try lowerInoutCall(call)
        }
        if let branch = expr.as(IfExprSyntax.self) { return try lowerIf(branch) }
        if let choice = expr.as(SwitchExprSyntax.self) { return try lowerSwitch(choice) }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let folded: FoldedExpression
            do { folded = try FoldedExpression.fold(sequence) } catch { throw unknownOperator(error, in: sequence) }
            if case .assignment(let target, let value, let node) = folded {
                return try lowerAssignment(target: target, value: value, at: node)
            }
            if case .binary(let op, let target, let value, let node) = folded, op.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(op) {
                return try lowerCompoundAssignment(String(op.dropLast()), target: target, value: value, at: node)
            }
        }
        let lowered = try expression(expr)
        // Lua runs only calls as statements; any other value is evaluated and dropped.
        out.write(expr.is(FunctionCallExprSyntax.self) || lowered.code.hasSuffix(")") && !lowered.code.hasPrefix("(")
                  ? lowered.code : "local _ = \(lowered.code)", at: at)
    }

    /// `bump(&n)`, `swap(&a, &b)`: the call, its `inout` values assigned back to their places.
    func lowerInoutCall(_ call: FunctionCallExprSyntax) throws {
        let parts = try inoutParts(call)
        if parts.isSwap { return out.write("\(parts.places[0]), \(parts.places[1]) = \(parts.places[1]), \(parts.places[0])", at: line(of: call)) }
        let assigned = parts.places.joined(separator: ", ") + " = \(parts.call)"
        out.write(parts.returnsValue ? "do local _ _, " + assigned + " end" : assigned, at: line(of: call))
    }

    /// A call with `&` arguments in an expression (`if bump(&n) { }`): the call, its `inout`
    /// values put back, its own result the expression's value.
    func inoutCallExpression(_ call: FunctionCallExprSyntax) throws -> Lowered {
        let parts = try inoutParts(call)
        guard !parts.isSwap else { throw error(call, "'swap' returns nothing to use in an expression") }
        let values = parts.places.indices.map { "v\($0 + 1)" }
        let result = parts.returnsValue ? "r, " : ""
        return Lowered(code: "(function() local \(result)" + values.joined(separator: ", ") + " = \(parts.call) "
                       + parts.places.joined(separator: ", ") + " = " + values.joined(separator: ", ") + (parts.returnsValue ? " return r" : "") + " end)()",
                       type: .unknown)
    }

    /// The places a call's `&` arguments name, the call with them as plain values, and
    /// whether the function returns a value besides them (or is Swift's `swap`).
    private func inoutParts(_ call: FunctionCallExprSyntax) throws -> (places: [String], call: String, returnsValue: Bool, isSwap: Bool) {
        let places = try call.arguments.compactMap { argument -> String? in
            guard let reference = argument.expression.as(InOutExprSyntax.self) else { return nil }
            return try place(.operand(reference.expression)).code
        }
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        if name == "swap", places.count == 2, inoutFunctions["swap"] == nil { return (places, "", false, true) }
        guard let function = inoutFunctions[name] else { throw unsupported(call, "'&' arguments to functions other than the scene's own") }
        let lowered = try expression(ExprSyntax(call.with(\.arguments, LabeledExprListSyntax(call.arguments.map { argument in
            guard let reference = argument.expression.as(InOutExprSyntax.self) else { return argument }
            return argument.with(\.expression, reference.expression)
        }))))
        return (places, lowered.code, function.returnsValue, false)
    }

    func lowerAssignment(target: FoldedExpression, value: FoldedExpression, at node: Syntax) throws {
        // `(a, b) = (b, a)`: every value is read before any is written.
        if case .operand(let expr) = target, let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            let places: [String] = try tuple.elements.map { element in try self.place(.operand(element.expression)).code }
            let lowered = try folded(value)
            let reads: [String] = places.indices.map { "__t[\($0 + 1)]" }
            let code = "do local __t = \(lowered.code) " + places.joined(separator: ", ") + " = " + reads.joined(separator: ", ") + " end"
            return out.write(code, at: line(of: node))
        }
        // `a[i] = v`: Swift's subscript, bounds checked on arrays.
        if case .operand(let expr) = target, let subscriptCall = expr.as(SubscriptCallExprSyntax.self),
           subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first {
            let base = try expression(subscriptCall.calledExpression)
            let v = try folded(value)
            return out.write("__s.put(\(base.code), \(try expression(index.expression, expected: .int).code), \(v.code))", at: line(of: expr))
        }
        // `_ = f()` evaluated, dropped; so is `PlaygroundPage.current.needsIndefiniteExecution = true`
        // (a scene runs for as long as it is shown).
        if case .operand(let expr) = target, expr.is(DiscardAssignmentExprSyntax.self)
            || expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "needsIndefiniteExecution" {
            return out.write("local _ = \(try folded(value).code)", at: line(of: node))
        }
        let place = try place(target)
        var lowered = try folded(value, expected: place.type)
        if case .operand(let expr) = value {
            lowered.code = copied(lowered, of: expr)
            if let name = assignedName(target) { lowered.code = named(lowered.code, name, for: expr, type: lowered.type) }
        }
        // A computed property an extension gives an engine type: its setter.
        if case .operand(let expr) = target, let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
           engineComputed.contains(member.declName.baseName.text), !isSceneValue(try expression(base).type) {
            // Written on the statement's own line, so a value read there (`frame.size`) writes
            // back to its owner as a plain assignment does.
            let name = luaString(member.declName.baseName.text), field = Lowering.luaName(member.declName.baseName.text)
            return out.write("do local o, v = \(try expression(base).code), \(lowered.code) if __s.xhas(o, \(name)) then __s.xset(o, \(name), v) else o.\(field) = v end end",
                             at: line(of: target.firstNode ?? node))
        }
        // A mask and the live view join a tree as they are set.
        if case .operand(let expr) = target, let member = expr.as(MemberAccessExprSyntax.self),
           ["mask", "maskView", "liveView"].contains(member.declName.baseName.text) {
            if member.declName.baseName.text == "liveView" { setsLiveView = true }
            lowered.code = "__s.join(\(lowered.code))"
        }
        out.write("\(place.code) = \(lowered.code)", at: line(of: target.firstNode ?? node))
    }

    func lowerCompoundAssignment(_ op: String, target: FoldedExpression, value: FoldedExpression, at node: Syntax) throws {
        // `items[i] += 1`, `counts[key, default: 0] += 1`: read, combined and put back.
        if case .operand(let expr) = target, let subscriptCall = expr.as(SubscriptCallExprSyntax.self), let index = subscriptCall.arguments.first {
            let current = try expression(expr)
            let base = try expression(subscriptCall.calledExpression)
            let key = try expression(index.expression, expected: { if case .array = base.type.unwrapped { return SwiftType.int }; return nil }())
            let combined = try compound(op, current, try folded(value, expected: current.type.unwrapped), at: node)
            return out.write("__s.put(\(base.code), \(key.code), \(combined.code))", at: line(of: expr))
        }
        let place = try place(target)
        let combined = try compound(op, place, try folded(value, expected: place.type), at: node)
        out.write("\(place.code) = \(combined.code)", at: line(of: target.firstNode ?? node))
    }

    /// What `current op= value` assigns: the scene's own `op=` function where it implements
    /// one for these operands (which hands back its `inout` operand), else `current op value`.
    func compound(_ op: String, _ current: Lowered, _ value: Lowered, at node: Syntax) throws -> Lowered {
        guard implementsOperator(op + "=", current, value) else { return try binary(op, current, value, at: node) }
        return Lowered(code: "__s.op(\(luaString(op + "=")), \(current.code), \(value.code))", type: current.type)
    }

    /// `target` lowered as what an assignment writes to.
    func place(_ target: FoldedExpression) throws -> Lowered {
        loweringPlace = true
        defer { loweringPlace = false }
        return try folded(target)
    }

    /// The name a value assigned to `target` takes for probe and the inspector: a variable's or
    /// a property's (`self.ring = ...`, `ring = ...`).
    func assignedName(_ target: FoldedExpression) -> String? {
        guard case .operand(let expr) = target else { return nil }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return member.declName.baseName.text }
        return nil
    }

    /// `code` named `name` when it may make an engine object: wrapped so the object takes the
    /// name unless it is in a tree already or was named by the scene's own code (a name the
    /// front end gave, for an earlier variable, gives way: the last variable before the object
    /// joins a tree names it).
    func named(_ code: String, _ name: String, for expr: ExprSyntax, type: SwiftType = .unknown) -> String {
        // A call may make an object (a constructor, a function, an immediately called closure)
        // and a name, a member or a subscript may hold one (`cloud1 = clouds[0]`); literals,
        // numbers, strings and booleans are never named.
        let mayBeObject = expr.is(FunctionCallExprSyntax.self) || expr.is(DeclReferenceExprSyntax.self) || expr.is(SubscriptCallExprSyntax.self)
            || expr.is(ForceUnwrapExprSyntax.self) || (expr.as(MemberAccessExprSyntax.self)?.base != nil)
        guard mayBeObject, ![.int, .integerLiteral, .double, .bool, .string].contains(type) else { return code }
        return "__s.name(\(code), \"\(name)\")"
    }

    // MARK: Branches

    func lowerIf(_ branch: IfExprSyntax) throws {
        // What `if let` binds is in scope in the conditions after it and in the body.
        let opened = try inScope { () throws -> Int in
            let condition = try conditions(branch.conditions)
            out.write(condition.prefix + "if \(condition.test) then", at: line(of: branch))
            try lowerBlock(branch.body.statements)
            return condition.opened
        }
        if let otherwise = branch.elseBody {
            out.write("else", at: line(of: otherwise))
            switch otherwise {
            case .ifExpr(let next): try lowerIf(next)
            case .codeBlock(let block): try lowerBlock(block.statements)
            }
        }
        out.write("end" + String(repeating: " end", count: opened), at: line(of: branch.body.rightBrace))
    }

    func lowerGuard(_ statement: GuardStmtSyntax) throws {
        // What `guard let` binds stays in scope after it.
        let condition = try conditions(statement.conditions, scoped: false)
        out.write(condition.prefix + "if not (\(condition.test)) then", at: line(of: statement))
        try lowerBlock(statement.body.statements)
        out.write("end", at: line(of: statement.body.rightBrace))
    }

    /// A list of conditions as one Lua test. `if let x = e` binds `x` to `e` before the test
    /// (`prefix`, in a `do` block when `scoped`: `opened` of them), declared in the current
    /// scope so the conditions after it and the body see it.
    func conditions(_ list: ConditionElementListSyntax, scoped: Bool = true) throws -> (prefix: String, test: String, opened: Int) {
        var prefix = "", tests: [String] = [], opened = 0
        for element in list {
            switch element.condition {
            case .expression(let expr):
                tests.append("(\(try expression(expr, expected: .bool).code))")
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw unsupported(binding.pattern, "patterns other than a name in 'if let'")
                }
                let source = try binding.initializer.map { try expression($0.value) } ?? expression(name: name, at: binding)
                let local = Lowering.luaIdentifier(name)
                // Later conditions of the same list are tested only once this one holds.
                prefix += (scoped ? "do " : "") + "local \(local) = \(source.code) "
                if scoped { opened += 1 }
                tests.append("\(local) ~= nil")
                declare(name, source.type.unwrapped)
            case .availability: tests.append("true")
            case .matchingPattern(let pattern): throw unsupported(pattern, "'case' patterns in conditions (not yet)")
            }
        }
        return (prefix, tests.isEmpty ? "true" : tests.joined(separator: " and "), opened)
    }

    /// `name` read as an expression (the shorthand `if let x`).
    func expression(name: String, at node: some SyntaxProtocol) throws -> Lowered {
        Lowered(code: resolve(name: name, at: node), type: lookup(name) ?? .unknown)
    }

    // MARK: Loops

    func lowerFor(_ loop: ForStmtSyntax) throws {
        guard loop.awaitKeyword == nil, loop.tryKeyword == nil else { throw unsupported(loop, "'for await' loops") }
        let at = line(of: loop)
        let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            ?? (loop.pattern.is(WildcardPatternSyntax.self) ? "_" : nil)
        let sequence = loop.sequence
        var header: String
        var declared: [(String, SwiftType)] = []
        if let range = rangeBounds(sequence) {
            guard let variable else { throw unsupported(loop.pattern, "this loop pattern") }
            let low = try expression(range.low, expected: .int), high = try expression(range.high, expected: .int)
            header = "for \(Lowering.luaIdentifier(variable)) = \(low.code), \(high.code)\(range.closed ? "" : " - 1") do"
            declared.append((variable, .int))
        } else if let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
                  let call = sequence.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "enumerated", let base = member.base {
            let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "_" }
            let index = freshName("i")
            header = "for \(index), \(Lowering.luaIdentifier(names[1])) in ipairs(\(try expression(base).code)) do local \(Lowering.luaIdentifier(names[0])) = \(index) - 1"
            declared += [(names[0], .int), (names[1], .unknown)]
        } else if let tuple = loop.pattern.as(TuplePatternSyntax.self) {
            // `for (key, value) in dictionary`, `for (a, b) in pairs`: each element taken apart.
            let collection = try expression(sequence)
            let element = freshName("e")
            var unpacking: [String] = []
            for (i, part) in tuple.elements.enumerated() {
                if part.pattern.is(WildcardPatternSyntax.self) { continue }
                guard let name = part.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { throw unsupported(part.pattern, "nested patterns") }
                unpacking.append("local \(Lowering.luaIdentifier(name)) = \(element)[\(i + 1)]")
                var type: SwiftType = .unknown
                if case .dictionary(let value) = collection.type, i == 1 { type = value }
                declared.append((name, type))
            }
            header = "for _, \(element) in __s.pairsOf(\(collection.code)) do " + unpacking.joined(separator: " ")
        } else {
            guard let variable else { throw unsupported(loop.pattern, "this loop pattern") }
            let collection = try expression(sequence)
            header = "for _, \(Lowering.luaIdentifier(variable)) in __s.elements(\(collection.code)) do"
            if case .array(let element) = collection.type { declared.append((variable, element)) } else { declared.append((variable, .unknown)) }
        }
        if let condition = loop.whereClause?.condition { header += " if \(try expression(condition, expected: .bool).code) then" }
        out.write(header, at: at)
        try inScope {
            for (name, type) in declared { declare(name, type) }
            try loopBody(loop.body.statements)
        }
        out.write(loop.whereClause == nil ? "end" : "end end", at: line(of: loop.body.rightBrace))
    }

    /// `a..<b` and `a...b` (parenthesised or not) as their bounds.
    func rangeBounds(_ expr: ExprSyntax) -> (low: ExprSyntax, high: ExprSyntax, closed: Bool)? {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return rangeBounds(only.expression)
        }
        guard let sequence = expr.as(SequenceExprSyntax.self), let folded = try? FoldedExpression.fold(sequence),
              case .binary(let op, .operand(let low), .operand(let high), _) = folded, op == "..<" || op == "..." else { return nil }
        return (low, high, op == "...")
    }

    // MARK: Switch

    func lowerSwitch(_ choice: SwitchExprSyntax) throws {
        let subject = try expression(choice.subject)
        let value = freshName("switch")
        out.write("do local \(value) = \(subject.code)", at: line(of: choice))
        loops.append(LoopContext(isSwitch: true, deferDepth: deferLists.count))
        // With `fallthrough`, each case is its own `if`, run when none has yet or one falls into it.
        let falls = choice.cases.contains { clause in
            clause.as(SwitchCaseSyntax.self)?.statements.contains { $0.item.is(FallThroughStmtSyntax.self) } == true
        }
        if falls {
            let flags = (matched: freshName("matched"), falling: freshName("falling"))
            loops[loops.count - 1].fallthroughFlags = flags
            out.append("local \(flags.matched), \(flags.falling) = false, false")
        }
        var first = true
        for clause in choice.cases {
            guard let switchCase = clause.as(SwitchCaseSyntax.self) else { throw unsupported(clause, "'#if' inside 'switch'") }
            var test: String
            var bound: [Binding] = []
            switch switchCase.label {
            case .default: test = first ? "if true then" : "else"
            case .case(let label):
                var alternatives: [String] = []
                for item in label.caseItems {
                    let match = try patternMatch(item.pattern, value: value, subjectType: subject.type)
                    // What a pattern binds is known to its `where` clause and its body.
                    var pattern = match.test
                    try inScope {
                        for binding in match.bindings { declare(binding.name, .unknown) }
                        if let condition = item.whereClause?.condition { pattern = "(\(pattern) and \(try expression(condition, expected: .bool).code))" }
                    }
                    if !match.bindings.isEmpty {
                        pattern = "(function() \(Lowering.bindingCode(match.bindings)) return \(pattern) end)()"
                        bound = match.bindings
                    }
                    alternatives.append(pattern)
                }
                test = (first ? "if " : "elseif ") + alternatives.joined(separator: " or ") + " then"
                if let flags = loops.last?.fallthroughFlags {
                    test = "if not \(flags.matched) and (\(flags.falling) or " + alternatives.joined(separator: " or ") + ") then"
                }
                if !bound.isEmpty { test += " " + Lowering.bindingCode(bound) }
            }
            if let flags = loops.last?.fallthroughFlags {
                if case .default = switchCase.label { test = "if not \(flags.matched) then" }
                test += " \(flags.matched), \(flags.falling) = true, false"
            }
            out.write(test, at: line(of: switchCase))
            first = false
            try inScope {
                for binding in bound { declare(binding.name, .unknown) }
                try lowerBlock(switchCase.statements)
            }
            if loops.last?.fallthroughFlags != nil { out.append("end") }
        }
        let finished = loops.removeLast()
        let closesChain = !first && finished.fallthroughFlags == nil
        out.write((closesChain ? "end " : "") + (finished.breakLabel.map { "::\($0):: " } ?? "") + "end", at: line(of: choice.rightBrace))
    }

    /// A name a pattern binds and the Lua that reads its value.
    typealias Binding = (name: String, code: String)

    static func bindingCode(_ bindings: [Binding]) -> String {
        "local " + bindings.map { Lowering.luaIdentifier($0.name) }.joined(separator: ", ") + " = " + bindings.map(\.code).joined(separator: ", ")
    }

    /// The Lua test that `value` matches `pattern`, and the names it binds: values, ranges,
    /// `let x`, enum cases with their associated values (`.move(let dx, _)`, `let .move(dx, dy)`)
    /// and tuples (`(0, let y)`).
    func patternMatch(_ pattern: PatternSyntax, value: String, subjectType: SwiftType, binds: Bool = false) throws -> (test: String, bindings: [Binding]) {
        if pattern.is(WildcardPatternSyntax.self) { return ("true", []) }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return ("true", [(identifier.identifier.text, value)]) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return try patternMatch(binding.pattern, value: value, subjectType: subjectType, binds: true)
        }
        guard let expressionPattern = pattern.as(ExpressionPatternSyntax.self) else { throw unsupported(pattern, "this 'case' pattern (not yet)") }
        return try expressionMatch(expressionPattern.expression, value: value, subjectType: subjectType, binds: binds)
    }

    private func expressionMatch(_ expr: ExprSyntax, value: String, subjectType: SwiftType, binds: Bool) throws -> (test: String, bindings: [Binding]) {
        if expr.is(DiscardAssignmentExprSyntax.self) { return ("true", []) }
        if let patternExpr = expr.as(PatternExprSyntax.self) { return try patternMatch(patternExpr.pattern, value: value, subjectType: subjectType, binds: binds) }
        if binds, let reference = expr.as(DeclReferenceExprSyntax.self) { return ("true", [(reference.baseName.text, value)]) }
        if let range = rangeBounds(expr) {
            let low = try expression(range.low, expected: subjectType), high = try expression(range.high, expected: subjectType)
            return ("(\(value) >= \(low.code) and \(value) \(range.closed ? "<=" : "<") \(high.code))", [])
        }
        // `.move(let dx, _)`: the case, then each associated value.
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            var tests = ["__s.iscase(\(value), \(luaString(member.declName.baseName.text)))"], bindings: [Binding] = []
            for (i, argument) in call.arguments.enumerated() {
                let part = try expressionMatch(argument.expression, value: "\(value)[\(i + 1)]", subjectType: .unknown, binds: binds)
                if part.test != "true" { tests.append(part.test) }
                bindings += part.bindings
            }
            return ("(" + tests.joined(separator: " and ") + ")", bindings)
        }
        // `(0, let y)`: each element.
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            var tests: [String] = [], bindings: [Binding] = []
            var types: [SwiftType] = []
            if case .tuple(let known) = subjectType { types = known }
            for (i, element) in tuple.elements.enumerated() {
                let part = try expressionMatch(element.expression, value: "\(value)[\(i + 1)]", subjectType: i < types.count ? types[i] : .unknown, binds: binds)
                if part.test != "true" { tests.append(part.test) }
                bindings += part.bindings
            }
            return (tests.isEmpty ? "true" : "(" + tests.joined(separator: " and ") + ")", bindings)
        }
        return ("(\(value) == \(try expression(expr, expected: subjectType).code))", [])
    }

    func unknownOperator(_ error: UnknownOperator, in node: some SyntaxProtocol) -> SwiftSceneError {
        guard let at = error.node else { return self.error(node, "this expression cannot be read") }
        return self.error(at, "the operator '\(at.trimmedDescription)' is not one of Swift's standard operators; custom operators are not supported in Kinema scenes")
    }
}

extension FoldedExpression {
    /// The first node of the expression, for its place.
    var firstNode: Syntax? {
        switch self {
        case .operand(let expr): return Syntax(expr)
        case .binary(_, let lhs, _, _), .assignment(let lhs, _, _), .cast(_, let lhs, _), .ternary(let lhs, _, _): return lhs.firstNode
        }
    }
}
