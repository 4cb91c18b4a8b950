import SwiftSyntax

/// A binary expression as Swift's precedence groups read it. SwiftParser leaves `a + b * c`
/// as a flat sequence; the front end folds it with the standard library's precedence groups
/// (its operators are the only ones a scene may use: custom operators are not supported).
indirect enum FoldedExpression {
    case operand(ExprSyntax)
    case binary(String, FoldedExpression, FoldedExpression, at: Syntax)
    /// `condition ? a : b`.
    case ternary(FoldedExpression, ExprSyntax, FoldedExpression)
    /// `x as T`, `x as? T`, `x as! T`, `x is T`.
    case cast(String, FoldedExpression, TypeSyntax)
    case assignment(FoldedExpression, FoldedExpression, at: Syntax)

    /// An operator's precedence (higher binds tighter) and whether it groups to the right.
    static func precedence(of op: String) -> (level: Int, rightAssociative: Bool)? {
        switch op {
        case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=": return (1, true)
        case "?:": return (2, true)
        case "||": return (3, false)
        case "&&": return (4, false)
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return (5, false)
        case "??": return (6, true)
        case "is", "as", "as?", "as!": return (7, false)
        case "..<", "...": return (8, false)
        case "+", "-", "&+", "&-", "|", "^": return (9, false)
        case "*", "/", "%", "&*", "&": return (10, false)
        case "<<", ">>": return (11, false)
        default: return nil
        }
    }
}

/// One step of a sequence: an operand, or an operator with what it carries.
private enum SequencePiece {
    case operand(ExprSyntax)
    case binary(String, Syntax)
    case assignment(Syntax)
    case ternary(ExprSyntax)
    case cast(String, TypeSyntax)
}

extension FoldedExpression {
    /// Folds `sequence`; an operator outside the standard library's throws the operator's node.
    static func fold(_ sequence: SequenceExprSyntax) throws(UnknownOperator) -> FoldedExpression {
        var pieces: [SequencePiece] = []
        var elements = Array(sequence.elements)
        var i = 0
        while i < elements.count {
            let element = elements[i]
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                pieces.append(.binary(op.operator.text, Syntax(op)))
            } else if let assign = element.as(AssignmentExprSyntax.self) {
                pieces.append(.assignment(Syntax(assign)))
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                pieces.append(.ternary(ternary.thenExpression))
            } else if let cast = element.as(UnresolvedAsExprSyntax.self), i + 1 < elements.count,
                      let type = elements[i + 1].as(TypeExprSyntax.self) {
                let kind = "as" + (cast.questionOrExclamationMark?.text ?? "")
                pieces.append(.cast(kind, type.type))
                i += 1
            } else if element.is(UnresolvedIsExprSyntax.self), i + 1 < elements.count,
                      let type = elements[i + 1].as(TypeExprSyntax.self) {
                pieces.append(.cast("is", type.type))
                i += 1
            } else {
                pieces.append(.operand(element))
            }
            i += 1
        }
        elements = []
        var position = 0
        return try parse(&position, pieces, minimum: 0)
    }

    private static func parse(_ position: inout Int, _ pieces: [SequencePiece], minimum: Int) throws(UnknownOperator) -> FoldedExpression {
        guard position < pieces.count, case .operand(let first) = pieces[position] else {
            throw UnknownOperator(node: pieces.isEmpty ? nil : nil)
        }
        position += 1
        var left = FoldedExpression.operand(first)
        while position < pieces.count {
            let piece = pieces[position]
            let name: String
            switch piece {
            case .binary(let op, let node):
                guard precedence(of: op) != nil else { throw UnknownOperator(node: node) }
                name = op
            case .assignment: name = "="
            case .ternary: name = "?:"
            case .cast(let kind, _): name = kind
            case .operand(let expr): throw UnknownOperator(node: Syntax(expr))
            }
            guard let (level, right) = precedence(of: name), level >= minimum else { break }
            position += 1
            switch piece {
            case .cast(let kind, let type):
                left = .cast(kind, left, type)
            case .ternary(let then):
                let otherwise = try parse(&position, pieces, minimum: level)
                left = .ternary(left, then, otherwise)
            case .assignment(let node):
                let value = try parse(&position, pieces, minimum: level)
                left = .assignment(left, value, at: node)
            case .binary(let op, let node):
                let rhs = try parse(&position, pieces, minimum: right ? level : level + 1)
                left = .binary(op, left, rhs, at: node)
            case .operand: break
            }
        }
        return left
    }
}

/// An operator the standard library does not define, at its node.
struct UnknownOperator: Error {
    let node: Syntax?
}
