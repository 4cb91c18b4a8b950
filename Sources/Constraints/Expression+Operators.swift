// Arithmetic on expressions, with variables and numbers on either side, so constraints read
// as they are written on paper: `xm == (xl + xr) / 2`. Swift converts nothing implicitly,
// hence one overload for each pairing.

extension Expression {
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static prefix func - (operand: Expression) -> Expression { operand * -1 }

    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

    public static func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(rhs) }
    public static func + (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(-rhs) }
    public static func - (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) - rhs }

    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    public static func + (lhs: Double, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) * lhs }
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) / rhs }
    public static prefix func - (operand: Variable) -> Expression { -Expression(operand) }
}
