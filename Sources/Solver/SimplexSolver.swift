import StretchTypes

/// An incremental Cassowary-style simplex solver (Badros, Borning & Stuckey 2001; design studied from
/// nucleic/kiwi, code written here).
///
/// The tableau keeps one row per basic symbol, `basic = constant + sum(coefficient * parametric)`,
/// with every parametric symbol at 0. Required constraints use slack/dummy markers; non-required ones add
/// weighted error symbols to the objective, which the primal simplex minimises. Edit variables are
/// weighted equalities whose constant `suggestValue` moves, after which the dual simplex restores
/// feasibility without starting over.
///
/// Determinism: symbols are numbered by creation, rows are stored in an array indexed by the basic
/// symbol's id, cells are sorted by id; every "first"/"minimum" choice scans in id order.
package struct SimplexSolver: Sendable {
    /// What a constraint put into the tableau; used to edit it later.
    private struct Tag: Sendable {
        var marker: Symbol
        var other: Symbol?
    }

    private struct EditInfo: Sendable {
        var variable: Variable
        var tag: Tag
        var constant: Double
    }

    private var tableau = Tableau()
    /// The tableau's rows, for reading (every write goes through `tableau`, which keeps its indexes in step).
    private var rows: [TableauRow?] { tableau.rows }
    private var objective = TableauRow()
    private var artificial: TableauRow?
    private var infeasibleRows: [Symbol] = []
    private var edits: [EditInfo] = []
    /// While a required constraint runs phase one: the previous value of every row it rewrote, in write
    /// order, so that a failure can be undone without copying the whole tableau for every constraint.
    private var phaseOneUndoLog: [(id: Int, row: TableauRow?)]?

    /// Safety cap on pivots per optimisation. Bland-style choices (first symbol by id, ties to the lowest
    /// id) already rule out cycling in the primal phase; the cap also bounds the dual phase on any input.
    package static let maximumPivots = 100_000

    /// An empty solver.
    package init() {}

    /// Number of constraints (edit constraints included) in the tableau.
    package private(set) var constraintCount = 0

    /// A new unknown, initially free (value 0 until constrained).
    package mutating func makeVariable() -> Variable {
        let symbol = makeSymbol(.external)
        return Variable(id: symbol.id)
    }

    /// The current value of `variable`: its row's constant if basic, else 0.
    package func value(of variable: Variable) -> Double {
        guard variable.id < rows.count, let row = rows[variable.id] else { return 0 }
        return row.constant
    }

    /// `true` when `variable` is parametric (non-basic): nothing pinned it, its value 0 is arbitrary.
    package func isParametric(_ variable: Variable) -> Bool {
        !(variable.id < rows.count && rows[variable.id] != nil)
    }

    /// Reduced costs below this count as zero when looking for alternative optima (every weight the
    /// engine hands out is >= 1, so a genuine reduced cost is far above it).
    static let ambiguityThreshold = 1.0e-3

    /// `true` when the optimum does not pin `variable`: some parametric symbol in its row (or the
    /// variable itself when parametric) has zero reduced cost and can move away from its current value
    /// without making a basic restricted row negative, so another optimum gives the variable another value.
    /// Conservative in degenerate corners: a move blocked there is not pursued through further pivots.
    package func isAmbiguous(_ variable: Variable) -> Bool {
        let own = Symbol(id: variable.id, kind: .external)
        let candidates: [Symbol]
        if variable.id < rows.count, let row = rows[variable.id] {
            candidates = row.cells.map(\.symbol)
        } else {
            candidates = [own]
        }
        for candidate in candidates where candidate.kind != .dummy {
            if abs(objective.coefficient(for: candidate)) >= Self.ambiguityThreshold { continue }
            if canIncrease(candidate, direction: 1) { return true }
            if candidate.kind == .external && canIncrease(candidate, direction: -1) { return true }
        }
        return false
    }

    /// Whether parametric `symbol` can move by a small step in `direction` (+1/-1) while every basic
    /// slack/error/dummy row stays feasible (only rows sitting at 0 can block a small step).
    private func canIncrease(_ symbol: Symbol, direction: Double) -> Bool {
        for id in tableau.liveRows(symbol) {
            guard let row = rows[id], tableau.kinds[id] != .external, isNearZero(row.constant) else { continue }
            let change = row.coefficient(for: symbol) * direction
            if tableau.kinds[id] == .dummy ? change != 0 : change < 0 { return false }
        }
        return true
    }

    /// Adds `expression relation 0` with the given strength and re-optimises.
    /// A required constraint that conflicts throws `.unsatisfiable` and leaves the solver's solution
    /// unchanged, so adding can go on. After any other error (the pivot cap) the solver is not usable.
    package mutating func addConstraint(
        _ expression: LinearExpression, _ relation: Relation, strength: Strength
    ) throws(SolverError) {
        _ = try insertConstraint(expression, relation, strength: strength)
    }

    /// Makes `variable` an edit variable: a weighted `variable == suggested` constraint whose target
    /// `suggestValue` changes incrementally. Its strength must be non-required.
    package mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if edits.contains(where: { $0.variable == variable }) { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditVariable(variable) }
        let tag = try insertConstraint(LinearExpression(variable), .equal, strength: strength)
        edits.append(EditInfo(variable: variable, tag: tag, constant: 0))
    }

    /// Moves the target of an edit variable and re-optimises with the dual simplex.
    package mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let editIndex = edits.firstIndex(where: { $0.variable == variable }) else {
            throw .unknownEditVariable(variable)
        }
        let tag = edits[editIndex].tag
        let delta = value - edits[editIndex].constant
        edits[editIndex].constant = value
        // The edit row reads `variable - errorPlus + errorMinus = target` (see insertConstraint).
        if let marker = rows[tag.marker.id] {
            var row = marker
            if row.add(-delta) < 0 { infeasibleRows.append(tag.marker) }
            tableau.setRow(tag.marker.id, row)
        } else if let other = tag.other, var row = rows[other.id] {
            if row.add(delta) < 0 { infeasibleRows.append(other) }
            tableau.setRow(other.id, row)
        } else {
            for id in tableau.rowsContaining(tag.marker) {
                let coefficient = rows[id]!.coefficient(for: tag.marker)
                let basic = symbol(id)
                var constant = 0.0
                tableau.updateRow(id) { row in
                    constant = row.add(delta * coefficient)
                    return []
                }
                if constant < 0 && basic.kind != .external { infeasibleRows.append(basic) }
            }
        }
        try dualOptimize()
    }

    // MARK: - Building rows

    private mutating func makeSymbol(_ kind: SymbolKind) -> Symbol { tableau.appendSymbol(kind) }

    private func symbol(_ id: Int) -> Symbol { Symbol(id: id, kind: tableau.kinds[id]) }

    private mutating func insertConstraint(
        _ expression: LinearExpression, _ relation: Relation, strength: Strength
    ) throws(SolverError) -> Tag {
        let firstNewSymbol = tableau.symbolCount
        var row = TableauRow(constant: expression.constant)
        for term in expression.terms where !isNearZero(term.coefficient) {
            let external = Symbol(id: term.variable.id, kind: .external)
            if let basicRow = rows[external.id] {
                row.insert(basicRow, term.coefficient)
            } else {
                row.insert(external, term.coefficient)
            }
        }
        let tag: Tag
        switch relation {
        case .greaterOrEqual, .lessOrEqual:
            // expression >= 0  <=>  expression - slack == 0 ; expression <= 0  <=>  expression + slack == 0.
            let sign: Double = relation == .lessOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if let weight = strength.weight {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, weight)
                tag = Tag(marker: slack, other: error)
            } else {
                tag = Tag(marker: slack, other: nil)
            }
        case .equal:
            if let weight = strength.weight {
                let errorPlus = makeSymbol(.error)
                let errorMinus = makeSymbol(.error)
                row.insert(errorPlus, -1)
                row.insert(errorMinus, 1)
                objective.insert(errorPlus, weight)
                objective.insert(errorMinus, weight)
                tag = Tag(marker: errorPlus, other: errorMinus)
            } else {
                // The dummy marker never enters the basis and stays 0, and constraints are never removed, so
                // its cell would only lengthen every row it is substituted into (a chain of equalities
                // would grow rows quadratically). It is kept as the tag's marker, out of the row.
                let dummy = makeSymbol(.dummy)
                tag = Tag(marker: dummy, other: nil)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            substitute(subject, with: row)
            tableau.setRow(subject.id, row)
        } else if row.isConstant {
            // Nothing left to solve for: a redundant required equality when the constant is 0.
            guard isNearZero(row.constant) else { throw .unsatisfiable }
        } else {
            // Only a required constraint can fail phase one (every other row has error terms to absorb it).
            guard try addWithArtificialVariable(row, undoableFrom: strength.isRequired ? firstNewSymbol : nil) else {
                throw .unsatisfiable
            }
        }
        constraintCount += 1
        try optimize(useArtificial: false)
        return tag
    }

    /// The symbol the new row is solved for: the first external symbol, else a marker/error symbol
    /// that can take a negative coefficient (so the row stays feasible).
    private func chooseSubject(_ row: TableauRow, _ tag: Tag) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one: minimise an artificial variable equal to the row; the constraint is satisfiable iff
    /// it reaches zero. With `undoableFrom` (the first symbol the constraint created), a failure puts the
    /// tableau back exactly as it was before the constraint, and returns false.
    private mutating func addWithArtificialVariable(
        _ row: TableauRow, undoableFrom firstNewSymbol: Int?
    ) throws(SolverError) -> Bool {
        let objectiveBefore = objective
        let infeasibleRowsBefore = infeasibleRows
        if firstNewSymbol != nil { phaseOneUndoLog = [] }
        defer { phaseOneUndoLog = nil }
        let artificialSymbol = makeSymbol(.slack)
        tableau.setRow(artificialSymbol.id, row)
        artificial = row
        try optimize(useArtificial: true)
        let success = isNearZero(artificial?.constant ?? 0)
        artificial = nil
        let remainingRow = rows[artificialSymbol.id]
        let entering = remainingRow?.cells.first(where: { $0.symbol.isPivotable })?.symbol
        if !success || (remainingRow.map { !$0.isConstant } == true && entering == nil) {
            if let firstNewSymbol, let undoLog = phaseOneUndoLog {
                for entry in undoLog.reversed() { tableau.setRow(entry.id, entry.row) }
                tableau.truncate(to: firstNewSymbol)
                objective = objectiveBefore
                infeasibleRows = infeasibleRowsBefore
            }
            return false
        }
        phaseOneUndoLog = nil
        if var basicRow = remainingRow, let entering {
            tableau.setRow(artificialSymbol.id, nil)
            basicRow.solve(for: artificialSymbol, entering)
            substitute(entering, with: basicRow)
            tableau.setRow(entering.id, basicRow)
        } else if remainingRow != nil {
            tableau.setRow(artificialSymbol.id, nil)
        }
        for id in tableau.rowsContaining(artificialSymbol) {
            tableau.updateRow(id) { row in
                row.remove(artificialSymbol)
                return []
            }
        }
        objective.remove(artificialSymbol)
        return success
    }

    /// Substitutes `symbol := row` everywhere and records every restricted row that is infeasible afterwards
    /// (ascending by id, as a scan of the whole tableau found them).
    private mutating func substitute(_ symbol: Symbol, with row: TableauRow) {
        // In place: copying a row out and back would duplicate its cells on every substitution.
        for id in tableau.rowsContaining(symbol) {
            if phaseOneUndoLog != nil {
                let before = rows[id]
                phaseOneUndoLog!.append((id, before))
            }
            tableau.updateRow(id) { target in
                var added: [Symbol] = []
                target.substitute(symbol, with: row, newSymbols: &added)
                return added
            }
        }
        for id in tableau.negativeRowIDs { infeasibleRows.append(self.symbol(id)) }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    // MARK: - Simplex

    /// Primal simplex on the objective (or the phase-one artificial row).
    private mutating func optimize(useArtificial: Bool) throws(SolverError) {
        for _ in 0..<Self.maximumPivots {
            let goal = useArtificial ? (artificial ?? objective) : objective
            // Entering: the first non-dummy symbol whose objective coefficient is negative.
            guard let entering = goal.cells.first(where: { $0.coefficient < 0 && $0.symbol.kind != .dummy })?.symbol
            else { return }
            // Leaving: the restricted row with the smallest ratio -constant / coefficient.
            var leaving: Symbol?
            var bestRatio = Double.infinity
            for id in tableau.rowsContaining(entering) {
                guard let row = rows[id] else { continue }
                let basic = symbol(id)
                if basic.kind == .external { continue }
                let coefficient = row.coefficient(for: entering)
                if coefficient < 0 {
                    let ratio = -row.constant / coefficient
                    if ratio < bestRatio { bestRatio = ratio; leaving = basic }
                }
            }
            guard let leavingSymbol = leaving, var row = rows[leavingSymbol.id] else { throw .unbounded }
            phaseOneUndoLog?.append((leavingSymbol.id, row))
            tableau.setRow(leavingSymbol.id, nil)
            row.solve(for: leavingSymbol, entering)
            substitute(entering, with: row)
            let enteringRowBefore = rows[entering.id]
            phaseOneUndoLog?.append((entering.id, enteringRowBefore))
            tableau.setRow(entering.id, row)
        }
        throw .unbounded
    }

    /// Dual simplex: pivots infeasible rows (negative constants) back while keeping optimality.
    private mutating func dualOptimize() throws(SolverError) {
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            pivots += 1
            if pivots > Self.maximumPivots { throw .unbounded }
            guard var row = rows[leaving.id], row.constant < 0 else { continue }
            var entering: Symbol?
            var bestRatio = Double.infinity
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < bestRatio { bestRatio = ratio; entering = cell.symbol }
            }
            guard let enteringSymbol = entering else { throw .unbounded }
            tableau.setRow(leaving.id, nil)
            row.solve(for: leaving, enteringSymbol)
            substitute(enteringSymbol, with: row)
            tableau.setRow(enteringSymbol.id, row)
        }
    }
}
