import Solver

extension LayoutModelBuilder {
    /// Views whose ambiguity is reported one by one; the rest are counted in one closing line (a scene
    /// with thousands of unconstrained views would otherwise print thousands of reports).
    static let maximumAmbiguityReports = 20

    /// Constraint additions that all conflict reports of one build may spend narrowing their lists down
    /// (each addition is one incremental solve). It keeps a scene with many conflicts to about a second;
    /// reports past it list only the constraint being broken.
    static let conflictExplanationBudget = 60_000

    /// UIKit-style reports of the resting build's ambiguous views (`maximumAmbiguityReports` one by one, the rest
    /// counted) and of stack cells with nothing that sizes them along the stack (0 long), with one located problem
    /// each, in view order.
    func unsizedAndAmbiguousViewReports(solver: SimplexSolver) -> (diagnostics: [String], problems: [SceneError]) {
        var diagnostics: [String] = []
        var problems: [SceneError] = []
        var unreportedAmbiguousViews: [String] = []
        var reportedAmbiguousViews = 0
        for (index, view) in scene.views.enumerated() where model.arrangingList[index] == nil {
            let frame = model.variables[index]
            // A view a stack arranges has its place from the stack: only its size can be ambiguous.
            let placed = model.arrangingStack[index] == nil
            var reported = false
            for axis in [(frame.x, frame.width, placed ? "horizontal position or width (x/width)" : "width"),
                         (frame.y, frame.height, placed ? "vertical position or height (y/height)" : "height")]
            where (placed && solver.isAmbiguous(axis.0)) || solver.isAmbiguous(axis.1) {
                let problem = SceneError(view.location, "view '\(view.id)' has an ambiguous \(axis.2)")
                problems.append(problem)
                guard reportedAmbiguousViews < Self.maximumAmbiguityReports else {
                    if !reported { unreportedAmbiguousViews.append(view.id) }
                    reported = true
                    continue
                }
                diagnostics.append(
                    "View '\(view.id)' has an ambiguous layout: its \(axis.2) is not determined by its constraints.\n"
                        + "<\(view.location) view \(view.id)>")
                reported = true
            }
            if reported && unreportedAmbiguousViews.isEmpty { reportedAmbiguousViews += 1 }
        }
        for (index, view) in scene.views.enumerated() {
            guard let stackIndex = model.arrangingStack[index], let spec = scene.views[stackIndex].stack,
                spec.distribution != .fillEqually, !view.ignoreDesiredSize, spec.mainStretch(of: view) <= 0
            else { continue }
            let vertical = spec.axis == .vertical
            let frame = model.variables[index]
            guard snap(solver.value(of: vertical ? frame.height : frame.width)) <= 0 else { continue }
            let problem = SceneError(
                view.location,
                "view '\(view.id)' in stack '\(scene.views[stackIndex].id)' is 0 pt \(vertical ? "tall" : "wide"): "
                    + "give it \(vertical ? "a 'height'" : "a 'width'"), text, 'intrinsicSize', a constraint on its "
                    + "\(vertical ? "height" : "width") or a 'stretch' weight")
            problems.append(problem)
            diagnostics.append("View '\(view.id)' has no \(vertical ? "height" : "width") in its stack.\n<\(view.location) view \(view.id)>")
        }
        if !unreportedAmbiguousViews.isEmpty {
            let named = unreportedAmbiguousViews.prefix(Self.maximumAmbiguityReports).map { "'\($0)'" }.joined(separator: ", ")
            let rest = unreportedAmbiguousViews.count > Self.maximumAmbiguityReports ? ", ..." : ""
            diagnostics.append(
                "\(unreportedAmbiguousViews.count) more views have an ambiguous layout: \(named)\(rest)")
        }
        return (diagnostics, problems)
    }

    /// A minimal subset of `accepted` (required constraints, in the order added) that conflicts with
    /// `failing`, listed in that order and followed by `failing`; nil when `budget` runs out first.
    ///
    /// Progression search: with `failing` and the members found so far in a fresh solver, the candidates
    /// are added in order until one fails; that one is a member, and only the candidates before it remain.
    /// It ends when the members alone conflict with `failing`. Each round costs at most one pass over the
    /// remaining candidates, so a conflict of k constraints among n costs at most k*n additions.
    func conflictingSet(
        _ accepted: [SolverConstraint], failing: SolverConstraint, budget: inout Int
    ) -> [SolverConstraint]? {
        var members: [Int] = []
        var candidateCount = accepted.count
        while true {
            var trial = baseSolver
            let chosen = members.sorted()
            do {
                budget -= chosen.count + 1
                try trial.addConstraint(failing.expression, failing.relation, strength: .required)
                for index in chosen {
                    try trial.addConstraint(accepted[index].expression, accepted[index].relation, strength: .required)
                }
            } catch {
                return chosen.map { accepted[$0] } + [failing]
            }
            var found: Int?
            for index in 0..<candidateCount {
                guard budget > 0 else { return nil }
                budget -= 1
                do {
                    try trial.addConstraint(accepted[index].expression, accepted[index].relation, strength: .required)
                } catch {
                    found = index
                    break
                }
            }
            // Without a failing candidate the conflict lies outside `accepted` (the scene's frame itself).
            guard let found else { return chosen.map { accepted[$0] } + [failing] }
            members.append(found)
            candidateCount = found
        }
    }
}
