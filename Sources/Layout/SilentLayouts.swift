import Solver

/// Layouts that solve without a conflict yet probably do not do what the scene means (docs/scenes.md#silent-layouts),
/// which `stretchgif check` reports as warnings:
/// - a view with an intrinsic size stretched along an axis to more than `stretchRatio` times that size by an optional
///   scene constraint (its hugging lost to it);
/// - a content height that changes with the scroll offset other than through a scroll-time conflict (the
///   documented step-2 case, docs/scenes.md#sizes-never-go-negative, reported as a conflict already).
///
/// The responsible constraint is found by solving again without candidates: the optional scene constraints (those
/// on the view first, then by falling priority), one at a time, then removed one after another.
extension LayoutEngine {
    /// A view stretched past this many times its intrinsic size is reported.
    static let stretchRatio = 2.0
    /// Content heights closer than this (points) are the same.
    static let contentTolerance = 1e-3
    /// Solves tried per warning to find the responsible constraint (each rebuilds the solver).
    static let maximumCulpritTrials = 48

    /// The warnings about row templates' data (`ListSpec.templateWarnings`) and the conflicts and ambiguous views of
    /// their constraints (`ListLayout.Arrangement.problems`, docs/scenes.md#row-templates), then
    /// those of silent layouts, each located at the constraint responsible (else at the view, or the scene's first
    /// line for the content height), for the resting offset and each of `offsets`. Each view axis and the content height are
    /// reported once, at the first offset where they go wrong. Leaves the engine at the resting offset.
    package mutating func silentLayoutWarnings(atOffsets offsets: [Double]) -> [SceneError] {
        let rest = scene.scroll.restingOffset(on: screen)
        var checked: [Double] = []
        for offset in [rest] + offsets where offset.isFinite && !checked.contains(offset) { checked.append(offset) }
        let restContent = solve(offset: rest).contentHeight
        let restRecovering = recovering
        // Rows that do not match their list's template, first (docs/scenes.md#row-templates).
        var warnings: [SceneError] = scene.views.flatMap { $0.list?.templateWarnings ?? [] }
        // And what their templates' constraints meet in the rows, as laid out at rest.
        for index in model.listIndices { warnings += listArrangements[index]?.problems ?? [] }
        var reported = Set<String>()
        for offset in checked {
            let layout = solve(offset: offset)
            // A scroll-time conflict breaks constraints here: reported already, and the content may grow (step 2).
            if recovering { continue }
            for suspect in stretchedAxes(in: layout) where !reported.contains(suspect.key) {
                reported.insert(suspect.key)
                if let warning = stretchWarning(suspect, offset: offset) { warnings.append(warning) }
            }
            let content = layout.contentHeight
            if offset != rest, !restRecovering, !reported.contains("content"),
                abs(content - restContent) > Self.contentTolerance
            {
                reported.insert("content")
                warnings.append(contentWarning(rest: (rest, restContent), moved: (offset, content)))
            }
        }
        _ = solve(offset: rest)
        return warnings
    }

    /// One axis of a view sized by its intrinsic content, solved past `stretchRatio` times that size.
    struct StretchedAxis {
        var index: Int
        var vertical: Bool
        var intrinsic: Double
        var size: Double
        var key: String { "\(index).\(vertical)" }
    }

    /// The axes of views placed by constraints (not by a stack or a list) that `layout` stretches past
    /// `stretchRatio` times their intrinsic size, where their hugging is optional.
    private func stretchedAxes(in layout: SolvedLayout) -> [StretchedAxis] {
        var result: [StretchedAxis] = []
        for (index, view) in scene.views.enumerated()
        where model.arrangingStack[index] == nil && model.arrangingList[index] == nil {
            let frame = layout.views[index].frame
            let width = LayoutModelBuilder.intrinsicWidth(of: view, textMeasurer: textMeasurer)
            let height = LayoutModelBuilder.fixedIntrinsicHeight(of: view) ?? measuredHeights[index]
            for (vertical, intrinsic, size) in [(false, width, frame.width), (true, height, frame.height)] {
                guard let intrinsic, intrinsic > 0, view.hugging[vertical: vertical] < LayoutPriority.required,
                    size > Self.stretchRatio * intrinsic + Self.contentTolerance
                else { continue }
                result.append(StretchedAxis(index: index, vertical: vertical, intrinsic: intrinsic, size: size))
            }
        }
        return result
    }

    private func stretchWarning(_ suspect: StretchedAxis, offset: Double) -> SceneError? {
        let view = scene.views[suspect.index]
        let frame = model.variables[suspect.index]
        let variable = suspect.vertical ? frame.height : frame.width
        let limit = Self.stretchRatio * suspect.intrinsic + Self.contentTolerance
        let stillStretched = { (dropping: Set<Int>) -> Bool? in
            self.solvedValues(dropping: dropping, offsets: [offset], variable: variable).map { $0[0] > limit }
        }
        let optional = builder.sceneConstraints.indices.filter { builder.sceneConstraints[$0].priority < LayoutPriority.required }
        // Stretched by required constraints alone: what the scene asks for, not a silent outcome.
        if stillStretched(Set(optional)) == true { return nil }
        let mentions = Set([frame.x.id, frame.y.id, frame.width.id, frame.height.id])
        let ordered = optional.sorted { first, second in
            let a = builder.sceneConstraints[first], b = builder.sceneConstraints[second]
            let aMentions = a.expression.terms.contains { mentions.contains($0.variable.id) }
            let bMentions = b.expression.terms.contains { mentions.contains($0.variable.id) }
            if aMentions != bMentions { return aMentions }
            return a.priority != b.priority ? a.priority > b.priority : first < second
        }
        let culprit = findCulprit(ordered) { stillStretched($0) == false }
        let axis = suspect.vertical ? "height" : "width"
        let hugging = view.hugging[vertical: suspect.vertical]
        var message = "view '\(view.id)' (line \(view.location.line)) is \(formatNumber(suspect.size)) pt "
            + "\(suspect.vertical ? "tall" : "wide") at scroll offset \(formatNumber(offset)) pt, more than "
            + "\(formatNumber(Self.stretchRatio)) times its intrinsic \(axis) of \(formatNumber(suspect.intrinsic)) pt"
        guard let culprit else {
            message += ": optional constraints beat its content hugging @\(formatNumber(hugging))"
            return SceneError(view.location, message)
        }
        let constraint = builder.sceneConstraints[culprit]
        message += ": \(describe(constraint)) beats its content hugging @\(formatNumber(hugging)) "
            + "(raise the view's 'hugging' or lower that priority; docs/scenes.md#silent-layouts)"
        return SceneError(constraint.location, message)
    }

    private func contentWarning(rest: (offset: Double, height: Double), moved: (offset: Double, height: Double))
        -> SceneError
    {
        let matches = { (values: [Double]) -> Bool in
            values.allSatisfy { abs($0 - rest.height) <= Self.contentTolerance }
        }
        let changes = { (dropping: Set<Int>) -> Bool in
            guard let values = self.solvedValues(
                dropping: dropping, offsets: [rest.offset, moved.offset], variable: self.model.contentHeight)
            else { return true }
            return !matches(values)
        }
        let constraints = builder.sceneConstraints
        let ordered = constraints.indices.sorted { first, second in
            constraints[first].priority != constraints[second].priority
                ? constraints[first].priority < constraints[second].priority : first < second
        }
        let optional = ordered.filter { constraints[$0].priority < LayoutPriority.required }
        // Optional constraints, the strongest first... then each required one on its own.
        var culprit = findCulprit(optional.reversed()) { !changes($0) }
        if culprit == nil {
            for index in ordered.filter({ constraints[$0].priority >= LayoutPriority.required })
                .prefix(Self.maximumCulpritTrials) where !changes([index])
            {
                culprit = index
                break
            }
        }
        var message = "the content height changes with the scroll offset: \(formatNumber(rest.height)) pt at offset "
            + "\(formatNumber(rest.offset)) pt, \(formatNumber(moved.height)) pt at offset \(formatNumber(moved.offset)) pt"
        let location: SourceLocation
        if let culprit {
            message += ", because of \(describe(constraints[culprit]))"
            location = constraints[culprit].location
        } else {
            location = SourceLocation(file: scene.sourceName, line: 1, column: 1)
        }
        message += " (only a scroll-time conflict may change it; docs/scenes.md#silent-layouts)"
        return SceneError(location, message)
    }

    /// The first of `candidates` whose removal alone `fixes` the layout; else the one whose removal, after those
    /// before it, does. At most `maximumCulpritTrials` solves each way.
    private func findCulprit(_ candidates: [Int], fixes: (Set<Int>) -> Bool) -> Int? {
        let tried = candidates.prefix(Self.maximumCulpritTrials)
        if let single = tried.first(where: { fixes([$0]) }) { return single }
        var removed = Set<Int>()
        for candidate in tried {
            removed.insert(candidate)
            if fixes(removed) { return candidate }
        }
        return nil
    }

    /// "'SOURCE' @PRIORITY (line L)" for a scene constraint.
    private func describe(_ constraint: SolverConstraint) -> String {
        let source = scene.activeConstraints.first { $0.location == constraint.location }?.source ?? constraint.label
        let priority = constraint.priority < LayoutPriority.required && !source.contains("@")
            ? " @\(formatNumber(constraint.priority))" : ""
        let kind = constraint.priority < LayoutPriority.required ? "the optional constraint" : "the constraint"
        return "\(kind) '\(source)'\(priority) (line \(constraint.location.line))"
    }

    /// `variable` solved at each of `offsets` without the scene constraints at `dropping`; nil when that build fails,
    /// cannot reach an offset, or the scene has conflicts at rest (their indices would not line up).
    private func solvedValues(dropping: Set<Int>, offsets: [Double], variable: Variable) -> [Double]? {
        guard refusedAtRest.isEmpty,
            var build = try? builder.build(
                measuredHeights: measuredHeights, sizeConstraintsFirst: true, hold: .resting, dropping: dropping)
        else { return nil }
        var values: [Double] = []
        for offset in offsets {
            guard (try? build.solver.suggestValue(offset, for: model.offset)) != nil,
                abs(build.solver.value(of: model.offset) - offset) <= 1e-6 * max(1, abs(offset))
            else { return nil }
            values.append(snap(build.solver.value(of: variable)))
        }
        return values
    }
}
