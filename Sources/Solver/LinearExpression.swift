/// `sum(coefficient * variable) + constant`, the left side of a solver constraint `expression (==|>=|<=) 0`.
package struct LinearExpression: Sendable, Equatable {
    /// Terms in insertion order; a variable may appear more than once (the solver sums them).
    package var terms: [(variable: Variable, coefficient: Double)]
    /// The constant part.
    package var constant: Double

    /// Builds an expression from terms and a constant.
    package init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }

    /// `1 * variable`.
    package init(_ variable: Variable) { self.init([(variable, 1)]) }

    /// Same terms in the same order and the same constant.
    package static func == (lhs: LinearExpression, rhs: LinearExpression) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    /// `lhs + rhs`.
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.terms += rhs.terms
        result.constant += rhs.constant
        return result
    }

    /// `lhs - rhs`.
    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    /// `lhs * factor`.
    package static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        var result = lhs
        result.terms = lhs.terms.map { (variable: $0.variable, coefficient: $0.coefficient * factor) }
        result.constant *= factor
        return result
    }

    /// `lhs + constant`.
    package static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        var result = lhs
        result.constant += constant
        return result
    }
}
