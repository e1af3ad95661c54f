import Solver

/// The intrinsic-size constraints of a view, as UIKit adds them for a view with an `intrinsicContentSize`
/// (docs/scenes.md#implicit-constraints): content hugging (`size <= intrinsic`) and compression resistance
/// (`size >= intrinsic`) on each axis that has an intrinsic size, at the view's `hugging` and
/// `compressionResistance` priorities.
extension LayoutModelBuilder {
    /// A view's intrinsic width: its `width` key, else `intrinsicSize`, else a label's unwrapped text width; nil for
    /// a view without one.
    static func intrinsicWidth(of view: ViewSpec, textMeasurer: any TextMeasuring) -> Double? {
        if let width = view.width ?? view.intrinsicSize?.width { return width }
        guard view.text != nil else { return nil }
        return textMeasurer.measureLabel(view, maxWidth: nil).width
    }

    /// A view's intrinsic height when its keys fix it (`height`, or `intrinsicSize` on a view without text); nil
    /// for a label or list measured at its solved width (`measuredHeightConstraints`) and a view without one.
    static func fixedIntrinsicHeight(of view: ViewSpec) -> Double? {
        if let height = view.height { return height }
        return view.isLabel ? nil : view.intrinsicSize?.height
    }

    /// The intrinsic height constraints of the labels and lists measured at their solved widths (view index ->
    /// points), in view order; a view with a `height` key has its constraints among `implicitConstraints` instead.
    func measuredHeightConstraints(_ measuredHeights: [Int: Double]) -> [SolverConstraint] {
        var constraints: [SolverConstraint] = []
        for index in model.measuredIndices {
            guard let height = measuredHeights[index], scene.views[index].height == nil else { continue }
            // A cell filling a horizontal stack across: its height is among `stackCrossSizeConstraints`.
            if fillsAcrossAlone(index, stackAxis: .horizontal) { continue }
            constraints += intrinsic(model.variables[index].height, height, view: scene.views[index], vertical: true)
        }
        return constraints
    }

    /// Content hugging and compression resistance of `view` along one axis, `variable` being its size there. At
    /// 1000 either one is required, as in UIKit: hugging 1000 keeps the view from growing past `size`, compression
    /// resistance 1000 from shrinking under it, and a required scene constraint that asks otherwise conflicts with it.
    func intrinsic(_ variable: Variable, _ size: Double, view: ViewSpec, vertical: Bool) -> [SolverConstraint] {
        let name = vertical ? "height" : "width"
        let hugging = view.hugging[vertical: vertical]
        let compression = view.compressionResistance[vertical: vertical]
        return [
            SolverConstraint(
                expression: LinearExpression(variable) + -size, relation: .lessOrEqual, priority: hugging,
                label: "<implicit \(view.id).\(name) <= \(formatNumber(size)) (hugging) @\(formatNumber(hugging))>",
                location: view.location),
            SolverConstraint(
                expression: LinearExpression(variable) + -size, relation: .greaterOrEqual, priority: compression,
                label: "<implicit \(view.id).\(name) >= \(formatNumber(size)) (compression) @\(formatNumber(compression))>",
                location: view.location),
        ]
    }
}
