import Solver

extension LayoutModelBuilder {
    /// A solver with every constraint, label heights from `measuredHeights` (view index -> points).
    ///
    /// Scene constraints between sizes only (`a.height == 52`, `b.height == a.height`) go in first, then
    /// those on one variable (`a.left == root.left`), then the rest: a chain like `b.top == a.bottom` then
    /// finds the sizes already fixed and its rows stay short, where the written order would pivot every size
    /// through every longer row (2000 chained views: 15 s instead of under one).
    /// The order changes no solution, only which of two conflicting required constraints is broken, so a
    /// scene with a conflict is built again in its written order, where UIKit's rule (the later one breaks)
    /// and the reports refer to the file as written.
    func build(measuredHeights: [Int: Double]) throws(SceneError) -> LayoutBuild {
        let sizesFirst = try build(measuredHeights: measuredHeights, sizeConstraintsFirst: true, hold: .resting)
        guard sizesFirst.hadConflict else { return sizesFirst }
        return try build(measuredHeights: measuredHeights, sizeConstraintsFirst: false, hold: .resting)
    }

    /// The solver for a scroll-time conflict at `offset` (docs/scenes.md#sizes-never-go-negative): required
    /// constraints are added in their written order with the offset and every size `>= 0` required, and each one that
    /// cannot hold with them (UIKit's rule: the later one breaks) is lowered to `brokenRequiredPriority`.
    /// `refusedAtRest` (what the resting build refused) stays out, as it does in the resting build. The result's
    /// `refused` lists the constraints broken at this offset; its problems report them.
    func buildRecovery(measuredHeights: [Int: Double], offset: Double, refusedAtRest: Set<Int>)
        throws(SceneError) -> LayoutBuild
    {
        let pinned = try build(
            measuredHeights: measuredHeights, sizeConstraintsFirst: false, hold: .pinned(offset), skipping: refusedAtRest)
        var recovered = try build(
            measuredHeights: measuredHeights, sizeConstraintsFirst: false, hold: .recovering(offset, broken: pinned.refused),
            skipping: refusedAtRest)
        recovered.diagnostics = pinned.diagnostics
        recovered.problems = pinned.problems
        recovered.firstProblem = pinned.firstProblem
        recovered.hadConflict = pinned.hadConflict
        recovered.refused = pinned.refused
        return recovered
    }

    /// `dropping` leaves out scene constraints by index in `sceneConstraints` (`skipping` indexes the whole list
    /// in written order: only with `dropping` empty or the sizes first).
    func build(
        measuredHeights: [Int: Double], sizeConstraintsFirst: Bool, hold: OffsetHold, skipping: Set<Int> = [],
        dropping: Set<Int> = []
    ) throws(SceneError) -> LayoutBuild {
        var constraints = withMeasuredStackLengths(implicitConstraints, measuredHeights: measuredHeights)
            + stackCrossSizeConstraints(measuredHeights: measuredHeights) + measuredHeightConstraints(measuredHeights)
        let all = self.sceneConstraints
        let sceneConstraints = dropping.isEmpty ? all : all.indices.filter { !dropping.contains($0) }.map { all[$0] }
        if sizeConstraintsFirst {
            let sizeVariables = Set(([model.scroll] + model.variables).flatMap { [$0.width.id, $0.height.id] })
            func rank(_ constraint: SolverConstraint) -> Int {
                let terms = constraint.expression.terms
                if terms.allSatisfy({ sizeVariables.contains($0.variable.id) }) { return 0 }
                return terms.count == 1 ? 1 : 2
            }
            let ranks = sceneConstraints.map(rank)
            for tier in 0...2 {
                constraints += zip(sceneConstraints, ranks).filter { $0.1 == tier }.map(\.0)
            }
        } else {
            constraints += sceneConstraints
        }
        var broken: Set<Int> = []
        var pinnedOffset: Double?
        switch hold {
        case .resting: break
        case .pinned(let offset): pinnedOffset = offset
        case .recovering(_, let lowered): broken = lowered
        }
        let sizesRequired: Bool
        if case .resting = hold { sizesRequired = false } else { sizesRequired = true }
        for index in constraints.indices {
            if sizesRequired && constraints[index].keepsSizeNonNegative { constraints[index].priority = 1000 }
            if broken.contains(index) { constraints[index].priority = Self.brokenRequiredPriority }
        }
        var hadConflict = false
        var refused: Set<Int> = []
        var problems: [SceneError] = []
        let ladder = PriorityLadder(
            priorities: constraints.map(\.priority) + [LayoutEngine.fallbackPriority, LayoutEngine.offsetPriority])
        var solver = baseSolver
        var diagnostics: [String] = []
        var firstProblem: SceneError?
        var accepted: [SolverConstraint] = []
        let sceneStart = SourceLocation(file: scene.sourceName, line: 1, column: 1)
        do {
            if let pinnedOffset {
                let pin = SolverConstraint(
                    expression: LinearExpression(model.offset) + -pinnedOffset, relation: .equal, priority: 1000,
                    label: "<scroll.contentOffset.y == \(formatNumber(pinnedOffset))>", location: sceneStart)
                try solver.addConstraint(pin.expression, .equal, strength: .required)
                accepted.append(pin)
            } else {
                let offset: Double
                if case .recovering(let value, _) = hold { offset = value } else { offset = scene.scroll.restingOffset(on: screen) }
                try solver.addEditVariable(model.offset, strength: ladder.strength(for: LayoutEngine.offsetPriority))
                try solver.suggestValue(offset, for: model.offset)
            }
            try solver.addConstraint(LinearExpression(model.contentHeight), .greaterOrEqual, strength: .required)
            try solver.addConstraint(
                LinearExpression(model.contentHeight), .equal, strength: ladder.strength(for: LayoutEngine.fallbackPriority))
        } catch {
            throw SceneError(sceneStart, "internal: \(error)")
        }
        var explanationBudget = Self.conflictExplanationBudget
        for (index, constraint) in constraints.enumerated() where !skipping.contains(index) {
            do {
                try solver.addConstraint(
                    constraint.expression, constraint.relation, strength: ladder.strength(for: constraint.priority))
                accepted.append(constraint)
            } catch .unsatisfiable {
                hadConflict = true
                refused.insert(index)
                let required = accepted.filter { $0.priority >= 1000 }
                // Past the budget the report names only the constraint it breaks.
                let narrowed = conflictingSet(required, failing: constraint, budget: &explanationBudget)
                let involved = narrowed ?? [constraint]
                var list = involved.map { "    \"\($0.label)\"" }.joined(separator: ",\n")
                if narrowed == nil {
                    list += ",\n    (and required constraints added before it: too many conflicts to narrow each list down)"
                }
                diagnostics.append(
                    "Unable to simultaneously satisfy constraints.\n"
                        + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
                        + "(\n\(list)\n)\n\nWill attempt to recover by breaking constraint\n\(constraint.label)")
                let when = pinnedOffset.map { "at scroll offset \(formatNumber($0)) pt, " } ?? ""
                let problem = SceneError(
                    constraint.location,
                    when + "unable to simultaneously satisfy constraints: "
                        + involved.map(\.label).joined(separator: ", ") + "; breaking \(constraint.label)")
                problems.append(problem)
                if firstProblem == nil { firstProblem = problem }
            } catch {
                // Past the pivot cap, or arithmetic that overflowed (multipliers chained past 1e308).
                throw SceneError(
                    constraint.location,
                    "cannot solve the constraints at \(constraint.label): the numbers overflow or the solver gave up "
                        + "after \(SimplexSolver.maximumPivots) steps (check chained multipliers)")
            }
        }
        guard case .resting = hold else {
            return LayoutBuild(
                solver: solver, model: model, diagnostics: diagnostics, firstProblem: firstProblem, problems: problems,
                hadConflict: hadConflict, refused: refused)
        }
        let unsized = unsizedAndAmbiguousViewReports(solver: solver)
        diagnostics += unsized.diagnostics
        problems += unsized.problems
        if firstProblem == nil { firstProblem = unsized.problems.first }
        return LayoutBuild(
            solver: solver, model: model, diagnostics: diagnostics, firstProblem: firstProblem, problems: problems,
            hadConflict: hadConflict, refused: sizeConstraintsFirst ? [] : refused)
    }
}
