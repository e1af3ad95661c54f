/// Failures of `SimplexSolver`.
package enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already in the solver; the solver
    /// is left exactly as it was before the call.
    case unsatisfiable
    /// The objective has no lower bound (cannot happen with non-negative error weights; kept for safety).
    case unbounded
    /// `suggestValue` or `removeEditVariable` on a variable that is not an edit variable.
    case unknownEditVariable(Variable)
    /// `addEditVariable` twice on the same variable.
    case duplicateEditVariable(Variable)
    /// Edit variables must have a non-required strength.
    case requiredEditVariable(Variable)

    /// One line saying what went wrong.
    package var description: String {
        switch self {
        case .unsatisfiable: "solver: required constraint cannot be satisfied together with the others"
        case .unbounded: "solver: objective is unbounded"
        case .unknownEditVariable(let variable): "solver: variable #\(variable.id) is not an edit variable"
        case .duplicateEditVariable(let variable): "solver: variable #\(variable.id) is already an edit variable"
        case .requiredEditVariable(let variable): "solver: edit variable #\(variable.id) cannot be required"
        }
    }
}
