import Solver

/// Solves a scene's constraints at any scroll offset.
///
/// Every view gets four solver variables (x, y, width, height in ROOT coordinates); a view a stack arranges uses
/// only its width and height, and the stack places it after the solve (docs/scenes.md#stacks). The scroll offset is an edit variable: `scroll.contentTop` is `scroll.y - offset`, and
/// `scroll.contentBottom` is `contentTop + contentHeight` (a variable), so content anchors move with the
/// offset while root and safe-area anchors stay put. `solve(offset:)` only suggests the new offset and
/// lets the dual simplex re-optimise. Sizes outrank the offset: where required constraints would turn a size
/// negative, the offset is solved again with those constraints broken (docs/scenes.md#sizes-never-go-negative).
///
/// Labels get UIKit-like intrinsic size constraints, content hugging and compression resistance on both axes (@250
/// and @750, `AxisPriorities.defaultHugging`/`defaultCompressionResistance`, unless the view sets its own): the width is the unwrapped text width, the height is measured at the width solved
/// at the resting offset (up to three solve/measure passes until the widths settle). Views with
/// `intrinsicSize` or `width`/`height` keys get the same pair of constraints, and stacks the constraints that size
/// them by their cells (`LayoutModelBuilder.addStackConstraints`).
package struct LayoutEngine: Sendable {
    /// Internal tier below every scene priority (content height defaults to 0 when nothing defines it).
    static let fallbackPriority = 0.5
    /// Internal tier above every non-required scene priority: the scroll offset always wins.
    static let offsetPriority = 999.5
    /// A stack's length covers its cells' (docs/scenes.md#stacks): just under compression resistance, so a
    /// stack pinned shorter crops its cells instead of shrinking them.
    static let stackContentPriority = 749.0
    /// A stack hugs its content at the weakest tier, under the pull that makes an unsized cell 0 long.
    static let stackHuggingPriority = 0.25
    /// A cell under `.fill` alignment spans the stack across, unless its own required size says otherwise.
    static let stackFillPriority = 999.0
    /// Passes of solve-then-measure for labels (the widths settle after one in practice).
    static let maximumMeasurePasses = 3

    /// The scene this engine lays out.
    package let scene: Scene
    let screen: DeviceSpec
    let textMeasurer: any TextMeasuring
    private var solver: SimplexSolver
    let model: LayoutModel
    private var lastOffset: Double
    /// Builds the recovery solvers of scroll-time conflicts (docs/scenes.md#sizes-never-go-negative).
    let builder: LayoutModelBuilder
    /// The label heights the solver was built with.
    let measuredHeights: [Int: Double]
    /// What the resting build refused (by written-order index): static conflicts, dropped at every offset.
    let refusedAtRest: Set<Int>
    /// The solver of the last scroll-time conflict; nil before the first.
    private var recovery: SimplexSolver?
    /// Whether the current offset is read from `recovery` (the everyday solver could not reach it).
    private(set) var recovering = false
    /// Constraints broken by scroll-time conflicts and reported already (written-order indices).
    private var reportedBroken: Set<Int> = []
    /// Per view, a list's rows laid out at its width at the resting offset (nil for other views); laid out again
    /// only at an offset where the list's width differs.
    let listArrangements: [ListLayout.Arrangement?]
    /// Per list view, the views it places in `ListSpec.parts` order (those it generated, in scene order).
    private let listParts: [[Int]]
    /// Per list view with a row or header template, its solved rows by width (docs/scenes.md#row-templates).
    private let rowCaches: [TemplateRowCache]
    /// Stores bound properties' values in each solved frame's views (docs/scenes.md#scroll-bound-properties).
    private let bindings: BindingResolver
    /// Places the navigation bar's views, if the scene has a bar (docs/scenes.md#navigationbar).
    private let navigationBar: NavigationBarLayout?
    /// UIKit-style reports (conflicts, ambiguity), in a deterministic order.
    package private(set) var diagnostics: [String]
    /// The same problems, every one as a located one-line error (`stretchgif check` prints them). A scroll-time
    /// conflict joins both lists at the first offset solved where it happens.
    package private(set) var problems: [SceneError]

    /// Builds the solver for `scene`. Throws on constraints that refer to stack-arranged views, and,
    /// when `strict`, on conflicting required constraints or ambiguous frames.
    package init(scene: Scene, textMeasurer: any TextMeasuring, strict: Bool = false) throws(SceneError) {
        self.scene = scene
        self.screen = scene.screen
        self.textMeasurer = textMeasurer
        let builder = try LayoutModelBuilder(scene: scene, textMeasurer: textMeasurer)
        var build = try builder.build(measuredHeights: [:])
        var measured: [Int: (width: Double, sideInsets: EdgeInsets, height: Double)] = [:]
        // Each list laid out at its last measured width: the layout that gave its height is the one drawn when the
        // width settled (a list of long rows costs seconds to lay out; it is done once per width).
        var arrangements = [ListLayout.Arrangement?](repeating: nil, count: scene.views.count)
        var rowCaches = [TemplateRowCache](repeating: TemplateRowCache(), count: scene.views.count)
        for _ in 0..<Self.maximumMeasurePasses {
            var changed = false
            for index in build.model.measuredIndices {
                let variables = build.model.variables[index]
                let width = snap(build.solver.value(of: variables.width))
                let view = scene.views[index]
                // A list's rows also depend on the safe area it overlaps at its sides (docs/scenes.md#lists).
                let sideInsets = view.list == nil ? EdgeInsets.zero : ListLayout.safeAreaSideInsets(
                    of: Rect(x: snap(build.solver.value(of: variables.x)), y: 0, width: width, height: 0), on: screen)
                if let previous = measured[index], previous.width == width, previous.sideInsets == sideInsets { continue }
                let height: Double
                if let list = view.list {
                    let arrangement = ListLayout.arrange(
                        list, width: max(0, width), sideInsets: sideInsets, measurer: textMeasurer,
                        cache: &rowCaches[index])
                    arrangements[index] = arrangement
                    height = arrangement.height
                } else {
                    height = textMeasurer.measureLabel(view, maxWidth: max(0, width)).height
                }
                measured[index] = (width, sideInsets, height)
                changed = true
            }
            if !changed { break }
            build = try builder.build(measuredHeights: measured.mapValues(\.height))
        }
        self.solver = build.solver
        self.model = build.model
        self.builder = builder
        self.measuredHeights = measured.mapValues(\.height)
        self.refusedAtRest = build.refused
        for index in build.model.listIndices {
            guard let list = scene.views[index].list else { continue }
            let variables = build.model.variables[index]
            let width = max(0, snap(build.solver.value(of: variables.width)))
            let sideInsets = ListLayout.safeAreaSideInsets(
                of: Rect(x: snap(build.solver.value(of: variables.x)), y: 0, width: width, height: 0), on: scene.screen)
            if arrangements[index]?.width != width || arrangements[index]?.sideInsets != sideInsets {
                arrangements[index] = ListLayout.arrange(
                    list, width: width, sideInsets: sideInsets, measurer: textMeasurer, cache: &rowCaches[index])
            }
        }
        self.listArrangements = arrangements
        self.rowCaches = rowCaches
        var listParts = [[Int]](repeating: [], count: scene.views.count)
        for (index, list) in build.model.arrangingList.enumerated() {
            if let list { listParts[list].append(index) }
        }
        self.listParts = listParts
        self.bindings = BindingResolver(views: scene.views)
        self.navigationBar = NavigationBarLayout(
            scene: scene, screen: scene.screen, scrollTop: snap(build.solver.value(of: build.model.scroll.y)),
            measurer: textMeasurer)
        self.diagnostics = build.diagnostics
        self.problems = build.problems
        self.lastOffset = scene.scroll.restingOffset(on: scene.screen)
        if strict, let problem = build.firstProblem { throw problem }
        move(to: lastOffset)
        if strict, let problem = problems.first { throw problem }
        try checkMagnitudes(of: readLayout(offset: lastOffset))
    }

    /// Refuses a layout whose frames or content height are not finite or pass `maximumSolvedPoints` (chained
    /// multipliers), at the view that first does, before anything is drawn or printed.
    private func checkMagnitudes(of layout: SolvedLayout) throws(SceneError) {
        let limit = SceneFileLimits.maximumSolvedPoints
        func within(_ value: Double) -> Bool { value.isFinite && abs(value) <= limit }
        func describe(_ value: Double) -> String { value.isFinite ? "\(formatNumber(value)) pt" : "no finite value" }
        for view in layout.views {
            let frame = view.frame
            for (value, what) in [(frame.x, "an x"), (frame.y, "a y"), (frame.width, "a width"), (frame.height, "a height")]
            where !within(value) {
                throw SceneError(
                    view.spec.location,
                    "the constraints give view '\(view.id)' \(what) of \(describe(value)); "
                        + "frames must stay within \(formatNumber(limit)) pt (check chained multipliers)")
            }
        }
        if !within(layout.contentHeight) {
            throw SceneError(
                SourceLocation(file: scene.sourceName, line: 1, column: 1),
                "the constraints give the scroll content a height of \(describe(layout.contentHeight)); "
                    + "at most \(formatNumber(limit)) pt")
        }
    }

    /// The layout at scroll offset `offset` (contentOffset.y): suggestValue + dual simplex.
    /// A non-finite offset is ignored (the previous layout is returned for it).
    package mutating func solve(offset: Double) -> SolvedLayout {
        guard offset.isFinite else { return readLayout(offset: lastOffset) }
        move(to: offset)
        return readLayout(offset: lastOffset)
    }

    /// Suggests `offset` to the solver; past the solver's pivot cap (the only failure) the last good tableau
    /// and offset are kept. When the solver cannot reach the offset (sizes outrank it, so some required constraints
    /// would turn a size negative there), the offset is solved by a recovery solver that breaks them
    /// (docs/scenes.md#sizes-never-go-negative).
    private mutating func move(to offset: Double) {
        let saved = solver
        do {
            try solver.suggestValue(offset, for: model.offset)
            lastOffset = offset
        } catch {
            solver = saved
            return
        }
        recovering = !Self.reaches(offset, solver, model.offset)
        if recovering { recover(at: offset) }
    }

    /// Whether `solver` holds the offset variable at `offset` (to 1e-6 pt, `snap`'s grain).
    private static func reaches(_ offset: Double, _ solver: SimplexSolver, _ variable: Variable) -> Bool {
        abs(solver.value(of: variable) - offset) <= 1e-6 * max(1, abs(offset))
    }

    /// Solves `offset` on the last recovery solver when it reaches it, else on a new one built there; reports each
    /// constraint broken for the first time. Without a usable recovery the everyday solver's layout stands.
    private mutating func recover(at offset: Double) {
        if var cached = recovery, (try? cached.suggestValue(offset, for: model.offset)) != nil,
            Self.reaches(offset, cached, model.offset)
        {
            recovery = cached
            return
        }
        guard
            let build = try? builder.buildRecovery(
                measuredHeights: measuredHeights, offset: offset, refusedAtRest: refusedAtRest),
            Self.reaches(offset, build.solver, model.offset)
        else {
            recovering = false
            return
        }
        recovery = build.solver
        // The build reports its refusals in written order, one diagnostic and one problem each.
        for (index, (diagnostic, problem)) in zip(build.refused.sorted(), zip(build.diagnostics, build.problems))
        where !reportedBroken.contains(index) {
            reportedBroken.insert(index)
            diagnostics.append(diagnostic)
            problems.append(problem)
        }
    }

    /// `solve(offset:).statusBarWantsHidden` without reading every frame when the watched view is laid out by
    /// constraints (the chrome asks at every millisecond of a gesture).
    package mutating func statusBarWantsHidden(offset: Double) -> Bool {
        guard let variables = model.statusBarWatch, offset.isFinite else {
            return solve(offset: offset).statusBarWantsHidden
        }
        move(to: offset)
        return value(variables.y) < screen.safeArea.top
    }

    private func value(_ variable: Variable) -> Double {
        if recovering, let recovery { return snap(recovery.value(of: variable)) }
        return snap(solver.value(of: variable))
    }

    private func rect(_ variables: ViewVariables) -> Rect {
        Rect(x: value(variables.x), y: value(variables.y), width: value(variables.width), height: value(variables.height))
    }

    private func readLayout(offset: Double) -> SolvedLayout {
        var frames: [Rect?] = model.variables.indices.map { model.arrangingStack[$0] == nil ? rect(model.variables[$0]) : nil }
        // Stacks, parents before children (depth order), place their cells at their solved sizes.
        for stackIndex in model.stackOrder {
            guard let stack = scene.views[stackIndex].stack, let bounds = frames[stackIndex] else { continue }
            let cells = model.children[stackIndex]
            let items = cells.map { cell in
                let view = scene.views[cell]
                let size = Size(width: value(model.variables[cell].width), height: value(model.variables[cell].height))
                return stack.item(for: view, desired: size)
            }
            for (cell, frame) in zip(cells, StackLayout.arrange(items, in: bounds, spec: stack)) {
                frames[cell] = Rect(x: snap(frame.x), y: snap(frame.y), width: snap(frame.width), height: snap(frame.height))
            }
        }
        let scrollFrame = rect(model.scroll)
        // Lists place their generated views; headers stick below the safe area's top while their section scrolls.
        let stickyTop = scrollFrame.minY + screen.safeArea.top
        for listIndex in model.listIndices {
            guard let list = scene.views[listIndex].list, let bounds = frames[listIndex] else { continue }
            let cached = listArrangements[listIndex]
            let sideInsets = ListLayout.safeAreaSideInsets(of: bounds, on: screen)
            var rowCache = rowCaches[listIndex]
            let arrangement = cached.flatMap { $0.width == max(0, bounds.width) && $0.sideInsets == sideInsets ? $0 : nil }
                ?? ListLayout.arrange(
                    list, width: bounds.width, sideInsets: sideInsets, measurer: textMeasurer, cache: &rowCache)
            var partFrames = arrangement.frames
            for header in arrangement.stickyHeaders {
                let shift = ListLayout.stickyShift(header, listTop: bounds.y, stickyTop: stickyTop)
                for part in header.parts { partFrames[part].y += shift }
            }
            // A list's descendants are exactly its generated views, in `ListSpec.parts` order (SceneFile refuses others).
            for (part, frame) in zip(listParts[listIndex], partFrames) {
                frames[part] = Rect(
                    x: snap(bounds.x + frame.x), y: snap(bounds.y + frame.y), width: snap(frame.width),
                    height: snap(frame.height))
            }
        }
        navigationBar?.place(&frames, offset: offset, scrollFrame: scrollFrame)
        var views = scene.views.enumerated().map { index, spec in
            SolvedView(id: spec.id, frame: frames[index] ?? Rect(x: 0, y: 0, width: 0, height: 0), spec: spec)
        }
        bindings.resolve(&views, offset: offset, scrollFrame: scrollFrame)
        navigationBar?.resolve(&views, offset: offset)
        var hideStatusBar = false
        if let watched = scene.statusBar.hideWhenAbove {
            let top = watched == "scroll" ? scrollFrame.minY : views.first { $0.id == watched }?.frame.minY
            if let top { hideStatusBar = top < screen.safeArea.top }
        }
        return SolvedLayout(
            offset: offset, contentHeight: value(model.contentHeight), scrollFrame: scrollFrame, views: views,
            statusBarWantsHidden: hideStatusBar)
    }
}

/// Rounds solver output to 1e-6 pt so that round-off noise never reaches frames or text output.
func snap(_ value: Double) -> Double {
    let snapped = (value * 1e6).rounded() / 1e6
    return snapped == 0 ? 0 : snapped
}
