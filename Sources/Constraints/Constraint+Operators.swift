// `lhs == rhs`, `lhs <= rhs` and `lhs >= rhs` build required constraints (`withPriority`
// lowers them), with expressions, variables and numbers on either side.

extension Expression {
    public static func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }

    public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
    public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
    public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }

    public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
}

extension Variable {
    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }

    public static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
}
