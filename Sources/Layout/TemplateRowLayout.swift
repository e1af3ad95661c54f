import Solver


/// Lays out one filled row template (docs/scenes.md#row-templates): its views and constraints are solved as a scene
/// of their own, with `row` a view at the list's content edges, by the same engine and text measurer as the scene.
package enum TemplateRowLayout {
    /// Priority of `row.bottom >= view.bottom` for every template view a stack does not place: the row reaches
    /// its lowest view unless the template's own required constraints size it.
    static let coverPriority = 999.0
    /// Priority of the pull that makes the row as short as its constraints allow.
    static let shrinkPriority = 1.0

    /// A solved row: its height and its views' frames, x in list coordinates, y from the row's top.
    package struct Solution: Sendable, Equatable {
        package var height: Double
        /// One per template view.
        package var frames: [Rect]
        /// The conflicts and ambiguous views of the template's constraints for this row (`LayoutEngine.problems`).
        package var problems: [SceneError] = []
    }

    /// `filled` laid out with the row's content spanning `left ..< left + width` (the list's width less its side
    /// insets); the row's height is what the constraints give `row.height` when they tie it to the content, else
    /// the lowest view's bottom, and at least `minimumHeight`.
    package static func solve(
        _ template: RowTemplate, _ filled: FilledTemplate, left: Double, width: Double, minimumHeight: Double,
        measurer: any TextMeasuring
    ) -> Solution {
        let location = template.location
        let row = ViewSpec(id: "row", parent: "root", location: location)
        func constraint(_ attribute: LayoutAttribute, _ relation: Relation, _ second: Anchor?, _ constant: Double,
                        priority: Double = LayoutPriority.required) -> ConstraintSpec {
            ConstraintSpec(first: Anchor(.view("row"), attribute), relation: relation, second: second, constant: constant,
                           priority: priority, source: "<row template: row.\(attribute.rawValue)>", location: location)
        }
        var constraints = template.constraints
        constraints.append(constraint(.left, .equal, Anchor(.root, .left), left))
        constraints.append(constraint(.top, .equal, Anchor(.root, .top), 0))
        constraints.append(constraint(.width, .equal, nil, width))
        constraints.append(constraint(.height, .greaterOrEqual, nil, minimumHeight))
        constraints.append(constraint(.height, .equal, nil, 0, priority: shrinkPriority))
        let stacks = Set(filled.views.filter { $0.stack != nil }.map(\.id))
        for view in filled.views where !stacks.contains(view.parent) {
            constraints.append(ConstraintSpec(
                first: Anchor(.view("row"), .bottom), relation: .greaterOrEqual, second: Anchor(.view(view.id), .bottom),
                priority: coverPriority, source: "<row template: row.bottom >= \(view.id).bottom>", location: location))
        }
        let device = DeviceSpec(
            name: "row", width: max(1, left + width), height: max(1, minimumHeight), safeArea: .zero, cornerRadius: 0)
        let scene = Scene(name: "row", device: device, views: [row] + filled.views, constraints: constraints,
                          sourceName: location.file)
        guard var engine = try? LayoutEngine(scene: scene, textMeasurer: measurer) else {
            return Solution(height: minimumHeight, frames: filled.views.map { _ in Rect(x: left, y: 0, width: 0, height: 0) })
        }
        let layout = engine.solve(offset: scene.scroll.restingOffset(on: scene.screen))
        let height = max(minimumHeight, layout.views[0].frame.height)
        return Solution(height: height, frames: layout.views.dropFirst().map(\.frame), problems: engine.problems)
    }
}

/// Solved template rows kept across layouts of one engine, so that each distinct row is solved once per width
/// (docs/scenes.md#row-templates). A value: each copy of an engine keeps its own, and a solution depends only on
/// its key, so what a copy has seen never changes what it lays out.
package struct TemplateRowCache: Sendable {
    /// Rows kept at most; the cache starts over past it (a list whose width changes every frame).
    static let capacity = 4096

    /// What a solution depends on besides the template.
    package struct Key: Hashable, Sendable {
        var header: Bool
        var left: Double
        var width: Double
        var minimumHeight: Double
        var values: [String]
    }

    /// Lookups only, never iterated.
    private var solutions: [Key: TemplateRowLayout.Solution] = [:]

    /// An empty cache.
    package init() {}

    /// The cached solution for `key`, else `solve()`'s, kept.
    package mutating func solution(
        _ key: Key, _ solve: () -> TemplateRowLayout.Solution
    ) -> TemplateRowLayout.Solution {
        if let cached = solutions[key] { return cached }
        let solved = solve()
        if solutions.count >= Self.capacity { solutions.removeAll() }
        solutions[key] = solved
        return solved
    }
}
