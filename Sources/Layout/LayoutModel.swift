/// The four solver variables of a view's frame, in root coordinates.
struct ViewVariables: Sendable {
    var x: Variable
    var y: Variable
    var width: Variable
    var height: Variable
}

/// Where every view's frame comes from: solver variables, or a parent stack.
struct LayoutModel: Sendable {
    /// Per scene view; `nil` for views arranged by a stack.
    var variables: [ViewVariables?]
    var scroll: ViewVariables
    var offset: Variable
    var contentHeight: Variable
    /// Constraint-laid-out labels, in scene order.
    var labelIndices: [Int]
    /// Stack views, parents before their descendants.
    var stackOrder: [Int]
    /// Per view, its children in scene order.
    var children: [[Int]]
    /// The frame `statusBar.hideWhenAbove` watches, when the solver holds it (the scroll view or a view not
    /// arranged by a stack); nil otherwise.
    var statusBarWatch: ViewVariables?
}

/// A lowered constraint: `expression relation 0` at a priority, with what to print about it.
struct SolverConstraint: Sendable {
    var expression: LinearExpression
    var relation: Relation
    var priority: Double
    /// "<file:line:col source>" as UIKit prints a constraint.
    var label: String
    var location: SourceLocation
}

/// A built solver with its model and diagnostics.
struct LayoutBuild: Sendable {
    var solver: SimplexSolver
    var model: LayoutModel
    var diagnostics: [String]
    var firstProblem: SceneError?
    /// Every conflict and every ambiguous view, each as one located message (what `diagnostics` reports in
    /// UIKit's words, uncapped).
    var problems: [SceneError]
    /// Whether some required constraint was refused.
    var hadConflict: Bool
}

/// Turns a scene into solver constraints and builds solvers from them.
struct LayoutModelBuilder: Sendable {
    let scene: Scene
    let screen: DeviceSpec
    private(set) var baseSolver = SimplexSolver()
    private(set) var model: LayoutModel
    /// Scene statements lowered, in order (edges expanded).
    private(set) var sceneConstraints: [SolverConstraint] = []
    /// Implicit constraints added before the scene's (sizes non-negative, intrinsic widths).
    private(set) var implicitConstraints: [SolverConstraint] = []

    /// View index by id (lookups only).
    private let indexByID: [String: Int]

    /// Number of view ancestors of each view, each view visited once (SceneFile rejected parent cycles; a
    /// cycle met anyway counts as depth 0 rather than looping).
    static func depths(parentIndices: [Int?]) -> [Int] {
        var depths = [Int?](repeating: nil, count: parentIndices.count)
        for start in parentIndices.indices where depths[start] == nil {
            var chain: [Int] = []
            var current: Int? = start
            while let index = current, depths[index] == nil, chain.count <= parentIndices.count {
                chain.append(index)
                current = parentIndices[index]
            }
            var depth = current.flatMap { depths[$0] }.map { $0 + 1 } ?? 0
            for index in chain.reversed() {
                depths[index] = depth
                depth += 1
            }
        }
        return depths.map { $0 ?? 0 }
    }

    /// Keeps sizes non-negative unless a required constraint says otherwise (textBacking clamps at 0).
    static let nonNegativeSizePriority = 999.0

    init(scene: Scene, textMeasurer: any TextMeasuring) throws(SceneError) {
        self.scene = scene
        self.screen = scene.screen
        var solver = SimplexSolver()
        let offset = solver.makeVariable()
        let contentHeight = solver.makeVariable()
        func makeFrame(_ solver: inout SimplexSolver) -> ViewVariables {
            ViewVariables(x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
        }
        let scroll = makeFrame(&solver)
        // Lookups only, never iterated: every id resolves in constant time however many views there are.
        indexByID = Dictionary(scene.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let parentIndices = scene.views.map { [indexByID] view in indexByID[view.parent] }
        var children = Array(repeating: [Int](), count: scene.views.count)
        for (index, parent) in parentIndices.enumerated() {
            if let parent { children[parent].append(index) }
        }
        var variables: [ViewVariables?] = []
        for parentIndex in parentIndices {
            let arranged = parentIndex.map { scene.views[$0].stack != nil } ?? false
            variables.append(arranged ? nil : makeFrame(&solver))
        }
        let depths = Self.depths(parentIndices: parentIndices)
        let stacks = scene.views.indices.filter { scene.views[$0].stack != nil }
        let stackOrder = stacks.map { (index: $0, depth: depths[$0]) }
            .sorted { $0.depth != $1.depth ? $0.depth < $1.depth : $0.index < $1.index }.map(\.index)
        let labels = scene.views.indices.filter { scene.views[$0].isLabel && variables[$0] != nil }
        baseSolver = solver
        model = LayoutModel(
            variables: variables, scroll: scroll, offset: offset, contentHeight: contentHeight, labelIndices: labels,
            stackOrder: stackOrder, children: children,
            statusBarWatch: scene.statusBar.hideWhenAbove.flatMap { [indexByID] id in
                id == "scroll" ? scroll : indexByID[id].flatMap { variables[$0] }
            })
        try lowerSceneConstraints()
        addImplicitConstraints(textMeasurer: textMeasurer)
    }

    // MARK: - Lowering

    private func frameVariables(_ owner: AnchorOwner, for constraint: ConstraintSpec) throws(SceneError) -> ViewVariables? {
        guard case .view(let id) = owner else { return nil }
        if id == "scroll" { return model.scroll }
        guard let index = indexByID[id] else {
            throw SceneError(constraint.location, "unknown view '\(id)' in '\(constraint.source)'")
        }
        guard let variables = model.variables[index] else {
            throw SceneError(
                constraint.location,
                "view '\(id)' is arranged by stack '\(scene.views[index].parent)'; constraints cannot refer to it")
        }
        return variables
    }

    /// The expression of `owner.attribute` in root coordinates.
    private func expression(_ owner: AnchorOwner, _ attribute: LayoutAttribute, for constraint: ConstraintSpec)
        throws(SceneError) -> LinearExpression
    {
        let box: (x: LinearExpression, y: LinearExpression, width: LinearExpression, height: LinearExpression)
        switch owner {
        case .root:
            box = (LinearExpression(), LinearExpression(), LinearExpression(constant: screen.width),
                   LinearExpression(constant: screen.height))
        case .safeArea:
            let insets = screen.safeArea
            box = (LinearExpression(constant: insets.left), LinearExpression(constant: insets.top),
                   LinearExpression(constant: screen.width - insets.left - insets.right),
                   LinearExpression(constant: screen.height - insets.top - insets.bottom))
        case .view:
            guard let frame = try frameVariables(owner, for: constraint) else {
                throw SceneError(constraint.location, "no frame for '\(owner)'")
            }
            if attribute.isContentAttribute {
                // Content origin sits at scroll.y - contentOffset.y (UIScrollView bounds origin = offset).
                let contentTop = LinearExpression([(frame.y, 1), (model.offset, -1)])
                switch attribute {
                case .contentTop: return contentTop
                case .contentBottom: return contentTop + LinearExpression(model.contentHeight)
                case .contentLeft: return LinearExpression(frame.x)
                default: return LinearExpression([(frame.x, 1), (frame.width, 1)])
                }
            }
            box = (LinearExpression(frame.x), LinearExpression(frame.y), LinearExpression(frame.width),
                   LinearExpression(frame.height))
        }
        switch attribute {
        case .left, .leading: return box.x
        case .right, .trailing: return box.x + box.width
        case .top: return box.y
        case .bottom: return box.y + box.height
        case .width: return box.width
        case .height: return box.height
        case .centerX: return box.x + box.width * 0.5
        case .centerY: return box.y + box.height * 0.5
        case .edges, .contentTop, .contentBottom, .contentLeft, .contentRight:
            throw SceneError(constraint.location, "'\(attribute.rawValue)' is not available on '\(owner)'")
        }
    }

    private mutating func lowerSceneConstraints() throws(SceneError) {
        var statements = scene.activeConstraints
        let scrollFramePinned = statements.contains { statement in
            [statement.first, statement.second].contains { anchor in
                anchor.map { $0.owner == .view("scroll") && !$0.attribute.isContentAttribute } ?? false
            }
        }
        if !scrollFramePinned {
            // Like the article's first constraint; used when the scene leaves the scroll view's frame open.
            statements.insert(
                ConstraintSpec(
                    first: Anchor(.view("scroll"), .edges), relation: .equal, second: Anchor(.root, .edges),
                    source: "scroll.edges == root.edges (default)",
                    location: SourceLocation(file: scene.sourceName, line: 1, column: 1)),
                at: 0)
        }
        for statement in statements {
            let label = "<\(statement.location) \(statement.source)>"
            let pairs: [(LayoutAttribute, LayoutAttribute, Double)]
            if statement.first.attribute == .edges {
                let inset = statement.inset
                pairs = [(.top, .top, inset), (.left, .left, inset), (.bottom, .bottom, -inset), (.right, .right, -inset)]
            } else {
                pairs = [(statement.first.attribute, statement.second?.attribute ?? .width, statement.constant)]
            }
            for (firstAttribute, secondAttribute, constant) in pairs {
                var rhs = LinearExpression(constant: constant)
                if let second = statement.second {
                    rhs = try expression(second.owner, secondAttribute, for: statement) * statement.multiplier + constant
                }
                let lhs = try expression(statement.first.owner, firstAttribute, for: statement)
                sceneConstraints.append(
                    SolverConstraint(
                        expression: lhs - rhs, relation: statement.relation, priority: statement.priority, label: label,
                        location: statement.location))
            }
        }
    }

    private mutating func addImplicitConstraints(textMeasurer: any TextMeasuring) {
        for (index, view) in scene.views.enumerated() {
            guard let frame = model.variables[index] else { continue }
            for (variable, name) in [(frame.width, "width"), (frame.height, "height")] {
                implicitConstraints.append(
                    SolverConstraint(
                        expression: LinearExpression(variable), relation: .greaterOrEqual,
                        priority: Self.nonNegativeSizePriority, label: "<implicit \(view.id).\(name) >= 0>",
                        location: view.location))
            }
            var intrinsicWidth = view.width ?? view.intrinsicSize?.width
            if intrinsicWidth == nil, let text = view.text {
                intrinsicWidth = textMeasurer.measure(view.textStyle, string: text, maxWidth: nil).width
            }
            if let intrinsicWidth {
                implicitConstraints += intrinsic(frame.width, intrinsicWidth, view: view, name: "width")
            }
            if !view.isLabel || view.height != nil, let intrinsicHeight = view.height ?? view.intrinsicSize?.height {
                implicitConstraints += intrinsic(frame.height, intrinsicHeight, view: view, name: "height")
            }
        }
    }

    /// Content hugging (<= size @250) and compression resistance (>= size @750), as UIKit adds them.
    private func intrinsic(_ variable: Variable, _ size: Double, view: ViewSpec, name: String) -> [SolverConstraint] {
        [
            SolverConstraint(
                expression: LinearExpression(variable) + -size, relation: .lessOrEqual,
                priority: LayoutEngine.huggingPriority,
                label: "<implicit \(view.id).\(name) <= \(formatNumber(size)) (hugging) @250>", location: view.location),
            SolverConstraint(
                expression: LinearExpression(variable) + -size, relation: .greaterOrEqual,
                priority: LayoutEngine.compressionPriority,
                label: "<implicit \(view.id).\(name) >= \(formatNumber(size)) (compression) @750>",
                location: view.location),
        ]
    }

    // MARK: - Building

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
        let sizesFirst = try build(measuredHeights: measuredHeights, sizeConstraintsFirst: true)
        guard sizesFirst.hadConflict else { return sizesFirst }
        return try build(measuredHeights: measuredHeights, sizeConstraintsFirst: false)
    }

    private func build(
        measuredHeights: [Int: Double], sizeConstraintsFirst: Bool
    ) throws(SceneError) -> LayoutBuild {
        var constraints = implicitConstraints
        for index in model.labelIndices {
            guard let height = measuredHeights[index], let frame = model.variables[index], scene.views[index].height == nil
            else { continue }
            constraints += intrinsic(frame.height, height, view: scene.views[index], name: "height")
        }
        if sizeConstraintsFirst {
            let sizeVariables = Set(([model.scroll] + model.variables.compactMap { $0 }).flatMap { [$0.width.id, $0.height.id] })
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
        var hadConflict = false
        var problems: [SceneError] = []
        let ladder = PriorityLadder(
            priorities: constraints.map(\.priority) + [LayoutEngine.fallbackPriority, LayoutEngine.offsetPriority])
        var solver = baseSolver
        var diagnostics: [String] = []
        var firstProblem: SceneError?
        do {
            try solver.addEditVariable(model.offset, strength: ladder.strength(for: LayoutEngine.offsetPriority))
            try solver.suggestValue(scene.scroll.restingOffset(on: screen), for: model.offset)
            try solver.addConstraint(LinearExpression(model.contentHeight), .greaterOrEqual, strength: .required)
            try solver.addConstraint(
                LinearExpression(model.contentHeight), .equal, strength: ladder.strength(for: LayoutEngine.fallbackPriority))
        } catch {
            throw SceneError(SourceLocation(file: scene.sourceName, line: 1, column: 1), "internal: \(error)")
        }
        var accepted: [SolverConstraint] = []
        var explanationBudget = Self.conflictExplanationBudget
        for constraint in constraints {
            do {
                try solver.addConstraint(
                    constraint.expression, constraint.relation, strength: ladder.strength(for: constraint.priority))
                accepted.append(constraint)
            } catch .unsatisfiable {
                hadConflict = true
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
                let problem = SceneError(
                    constraint.location,
                    "unable to simultaneously satisfy constraints: "
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
        var unreportedAmbiguousViews: [String] = []
        var reportedAmbiguousViews = 0
        for (index, view) in scene.views.enumerated() {
            guard let frame = model.variables[index] else { continue }
            var reported = false
            for axis in [(frame.x, frame.width, "horizontal position or width (x/width)"),
                         (frame.y, frame.height, "vertical position or height (y/height)")]
            where solver.isAmbiguous(axis.0) || solver.isAmbiguous(axis.1) {
                let problem = SceneError(view.location, "view '\(view.id)' has an ambiguous \(axis.2)")
                problems.append(problem)
                if firstProblem == nil { firstProblem = problem }
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
        if !unreportedAmbiguousViews.isEmpty {
            let named = unreportedAmbiguousViews.prefix(Self.maximumAmbiguityReports).map { "'\($0)'" }.joined(separator: ", ")
            let rest = unreportedAmbiguousViews.count > Self.maximumAmbiguityReports ? ", ..." : ""
            diagnostics.append(
                "\(unreportedAmbiguousViews.count) more views have an ambiguous layout: \(named)\(rest)")
        }
        return LayoutBuild(
            solver: solver, model: model, diagnostics: diagnostics, firstProblem: firstProblem, problems: problems,
            hadConflict: hadConflict)
    }

    /// Views whose ambiguity is reported one by one; the rest are counted in one closing line (a scene
    /// with thousands of unconstrained views would otherwise print thousands of reports).
    static let maximumAmbiguityReports = 20

    /// Constraint additions that all conflict reports of one build may spend narrowing their lists down
    /// (each addition is one incremental solve). It keeps a scene with many conflicts to about a second;
    /// reports past it list only the constraint being broken.
    static let conflictExplanationBudget = 60_000

    /// A minimal subset of `accepted` (required constraints, in the order added) that conflicts with
    /// `failing`, listed in that order and followed by `failing`; nil when `budget` runs out first.
    ///
    /// Progression search: with `failing` and the members found so far in a fresh solver, the candidates
    /// are added in order until one fails; that one is a member, and only the candidates before it remain.
    /// It ends when the members alone conflict with `failing`. Each round costs at most one pass over the
    /// remaining candidates, so a conflict of k constraints among n costs at most k*n additions.
    private func conflictingSet(
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
