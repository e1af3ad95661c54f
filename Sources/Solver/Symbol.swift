/// The role a tableau symbol plays in the simplex solver (after Badros, Borning & Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001).
package enum SymbolKind: Sendable, Equatable {
    /// A user variable (a view's x, y, width, height, the scroll offset...). Unrestricted in sign.
    case external
    /// The slack of an inequality; always >= 0.
    case slack
    /// The error of a non-required constraint; always >= 0 and weighted in the objective.
    case error
    /// A marker for a required equality; must stay 0 and never enters the basis.
    case dummy
}

/// One column of the tableau. Symbols are ordered by creation id, which makes every pivot choice
/// deterministic (the solver never iterates a hashed collection).
struct Symbol: Sendable, Equatable, Comparable {
    let id: Int
    let kind: SymbolKind

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

    /// Slack and error symbols may enter or leave the basis during optimisation.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// A handle on a solver variable. Create them with `SimplexSolver.makeVariable()`.
package struct Variable: Sendable, Hashable, Comparable {
    /// Creation id; the same id names the variable's external tableau column.
    package let id: Int

    /// Creation order.
    package static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }
}
