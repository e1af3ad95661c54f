import Testing
@testable import Layout

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
