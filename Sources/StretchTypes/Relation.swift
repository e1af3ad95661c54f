/// How the two sides of a constraint compare (`a.width >= 100`): for the solver, how a constraint's expression
/// (left side minus right side) relates to zero.
package enum Relation: String, Sendable, Equatable {
    /// `==`: the sides are equal.
    case equal = "=="
    /// `>=`: the left side is at least the right.
    case greaterOrEqual = ">="
    /// `<=`: the left side is at most the right.
    case lessOrEqual = "<="
}
