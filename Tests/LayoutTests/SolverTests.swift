import Testing
@testable import Layout
import Solver

@Suite struct SolverTests {
    @Test func requiredEqualitiesHaveTheUniqueSolution() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        // x + y == 10, x - y == 4  ->  x = 7, y = 3.
        try solver.addConstraint(LinearExpression([(x, 1), (y, 1)], constant: -10), .equal, strength: .required)
        try solver.addConstraint(LinearExpression([(x, 1), (y, -1)], constant: -4), .equal, strength: .required)
        #expect(abs(solver.value(of: x) - 7) < 1e-9)
        #expect(abs(solver.value(of: y) - 3) < 1e-9)
    }

    @Test func inequalityBeatsAWeakPreference() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        try solver.addConstraint(LinearExpression([(x, 1)], constant: -5), .greaterOrEqual, strength: .required)
        try solver.addConstraint(LinearExpression([(x, 1)], constant: -2), .equal, strength: .weighted(1))
        #expect(abs(solver.value(of: x) - 5) < 1e-9)  // x >= 5 wins, x == 2 is violated by 3
        try solver.addConstraint(LinearExpression([(x, 1)], constant: -8), .lessOrEqual, strength: .required)
        #expect(abs(solver.value(of: x) - 5) < 1e-9)  // 5 <= x <= 8, closest to 2 is 5
    }

    @Test func weightedPreferencesMeetAtTheCheaperSide() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        // |x - 10| * 3 + |x - 20| * 1 is minimal at x = 10.
        try solver.addConstraint(LinearExpression([(x, 1)], constant: -10), .equal, strength: .weighted(3))
        try solver.addConstraint(LinearExpression([(x, 1)], constant: -20), .equal, strength: .weighted(1))
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    @Test func oneHighPriorityBeatsAThousandLowOnes() throws {
        let ladder = PriorityLadder(priorities: [250, 750])
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        for _ in 0..<1000 {
            try solver.addConstraint(LinearExpression([(x, 1)], constant: -100), .equal, strength: ladder.strength(for: 250))
        }
        try solver.addConstraint(LinearExpression([(x, 1)], constant: 0), .equal, strength: ladder.strength(for: 750))
        #expect(abs(solver.value(of: x)) < 1e-9)
    }

    @Test func ladderRanksDistinctPrioritiesAndKeepsRequired() {
        let ladder = PriorityLadder(priorities: [750, 250, 250, 1000])
        #expect(ladder.priorities == [250, 750])
        #expect(ladder.strength(for: 1000) == .required)
        #expect(ladder.strength(for: 250) == .weighted(1))
        #expect(ladder.strength(for: 750) == .weighted(10_000))
    }

    @Test func conflictingRequiredConstraintThrowsAndLeavesTheSolverUnchanged() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        try solver.addConstraint(LinearExpression([(x, 1)], constant: -10), .equal, strength: .required)
        #expect(throws: SolverError.unsatisfiable) {
            try solver.addConstraint(LinearExpression([(x, 1)], constant: -20), .equal, strength: .required)
        }
        #expect(throws: SolverError.unsatisfiable) {
            try solver.addConstraint(LinearExpression([(x, 1)], constant: -30), .greaterOrEqual, strength: .required)
        }
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        #expect(solver.constraintCount == 1)
    }

    /// A required constraint that fails in phase one (its row has no subject, so the tableau is pivoted before
    /// the conflict shows) must leave nothing behind: later additions and edits give the values of a solver that
    /// never saw it.
    @Test func failedPhaseOneIsUndoneCompletely() throws {
        func build(withFailure: Bool) throws -> (solver: SimplexSolver, x: Variable, y: Variable) {
            var solver = SimplexSolver()
            let x = solver.makeVariable()
            let y = solver.makeVariable()
            // 3 <= x <= 5, y == x + 1, x prefers 4.5.
            try solver.addConstraint(LinearExpression([(x, 1)], constant: -3), .greaterOrEqual, strength: .required)
            try solver.addConstraint(LinearExpression([(x, 1)], constant: -5), .lessOrEqual, strength: .required)
            try solver.addConstraint(LinearExpression([(y, 1), (x, -1)], constant: -1), .equal, strength: .required)
            try solver.addConstraint(LinearExpression([(x, 1)], constant: -4.5), .equal, strength: .weighted(1))
            if withFailure {
                // x >= 10: x is basic, so the row has only slack symbols; phase one pivots x <= 5's slack out
                // (x = 5) before it finds the artificial variable stuck at 5.
                #expect(throws: SolverError.unsatisfiable) {
                    try solver.addConstraint(LinearExpression([(x, 1)], constant: -10), .greaterOrEqual, strength: .required)
                }
            }
            try solver.addConstraint(LinearExpression([(y, 1)], constant: -5.2), .lessOrEqual, strength: .weighted(10))
            try solver.addEditVariable(x, strength: .weighted(100))
            try solver.suggestValue(3.5, for: x)
            return (solver, x, y)
        }
        let failed = try build(withFailure: true)
        let reference = try build(withFailure: false)
        #expect(failed.solver.constraintCount == reference.solver.constraintCount)
        #expect(failed.solver.value(of: failed.x) == reference.solver.value(of: reference.x))
        #expect(failed.solver.value(of: failed.y) == reference.solver.value(of: reference.y))
        #expect(abs(reference.solver.value(of: reference.x) - 3.5) < 1e-9)
        #expect(abs(reference.solver.value(of: reference.y) - 4.5) < 1e-9)
        // A second edit follows the same path in both.
        var failedSolver = failed.solver
        var referenceSolver = reference.solver
        try failedSolver.suggestValue(7, for: failed.x)
        try referenceSolver.suggestValue(7, for: reference.x)
        #expect(failedSolver.value(of: failed.x) == referenceSolver.value(of: reference.x))
        #expect(abs(referenceSolver.value(of: reference.x) - 5) < 1e-9)
    }

    /// The same property over generated systems: a solver that was refused some required constraints holds
    /// exactly the values of one built from the accepted constraints alone, after every step.
    @Test(arguments: 0..<40)
    func refusedConstraintsLeaveNoTrace(seed: Int) throws {
        var state = UInt64(seed) &* 6364136223846793005 &+ 1442695040888963407
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var solver = SimplexSolver()
        let variables = (0..<5).map { _ in solver.makeVariable() }
        var accepted = SimplexSolver()
        _ = (0..<5).map { _ in accepted.makeVariable() }
        var refusals = 0
        for _ in 0..<30 {
            let terms = (0..<(1 + next(2))).map { _ in (variables[next(5)], Double(next(5) - 2)) }
            let expression = LinearExpression(terms, constant: Double(next(41) - 20))
            let relation: Relation = [.equal, .greaterOrEqual, .lessOrEqual][next(3)]
            let strength: Strength = next(3) == 0 ? .weighted(Double(1 + next(9))) : .required
            do {
                try solver.addConstraint(expression, relation, strength: strength)
                try accepted.addConstraint(expression, relation, strength: strength)
            } catch .unsatisfiable {
                refusals += 1
            }
            for variable in variables { #expect(solver.value(of: variable) == accepted.value(of: variable)) }
        }
        #expect(solver.constraintCount == accepted.constraintCount)
        #expect(refusals > 0, "seed \(seed) refused nothing; the case tests nothing")
    }

    @Test func editVariableFollowsSuggestionsLikeAFreshSolve() throws {
        // y == x + 5 @required, y >= 0 @required, x is edited.  y = max(x + 5, ...) -> x clamps at -5.
        func build() throws -> (SimplexSolver, Variable, Variable) {
            var solver = SimplexSolver()
            let x = solver.makeVariable()
            let y = solver.makeVariable()
            try solver.addConstraint(LinearExpression([(y, 1), (x, -1)], constant: -5), .equal, strength: .required)
            try solver.addConstraint(LinearExpression([(y, 1)]), .greaterOrEqual, strength: .required)
            try solver.addEditVariable(x, strength: .weighted(1000))
            return (solver, x, y)
        }
        var (incremental, x, y) = try build()
        for target in stride(from: -20.0, through: 20.0, by: 2.5) {
            try incremental.suggestValue(target, for: x)
            var (fresh, freshX, freshY) = try build()
            try fresh.suggestValue(target, for: freshX)
            #expect(abs(incremental.value(of: x) - fresh.value(of: freshX)) < 1e-9)
            #expect(abs(incremental.value(of: y) - fresh.value(of: freshY)) < 1e-9)
            #expect(abs(incremental.value(of: x) - max(target, -5)) < 1e-9)
        }
    }

    @Test func ambiguityIsDetectedForFreeVariables() throws {
        var solver = SimplexSolver()
        let pinned = solver.makeVariable()
        let free = solver.makeVariable()
        let bounded = solver.makeVariable()
        try solver.addConstraint(LinearExpression([(pinned, 1)], constant: -3), .equal, strength: .required)
        try solver.addConstraint(LinearExpression([(free, 1), (pinned, -1)]), .greaterOrEqual, strength: .required)
        try solver.addConstraint(LinearExpression([(bounded, 1), (pinned, -1)]), .equal, strength: .weighted(1))
        #expect(!solver.isAmbiguous(pinned))
        #expect(solver.isAmbiguous(free))  // only free >= pinned
        #expect(!solver.isAmbiguous(bounded))
    }

    @Test func unknownEditVariableIsReported() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, strength: .required) }
    }
}
