import Solver

/// The intrinsic cross sizes of the cells that fill their stack across (docs/scenes.md#stacks), folded into two
/// constraints on the stack per priority pair instead of two per cell.
///
/// Such a cell's cross size is the stack's inner cross size (`LayoutEngine.stackFillPriority`, above its own hugging
/// and compression resistance), so its intrinsic constraints act on the stack alone: hugging asks the stack to be no
/// wider than the cell's intrinsic width, compression resistance no narrower. The widest cell's compression and the
/// narrowest cell's hugging are the ones that bind, so one `inner >= widest` and one `inner <= narrowest` at those
/// priorities hold the same solution, and a column of 2,000 labels no longer couples 4,000 rows through the stack's
/// width (each pivot on it rewrote every one of them: 200 labels took 19 s to lay out, docs/scenes.md#limits).
extension LayoutModelBuilder {
    /// Views whose width or height a scene constraint names (lookups only, never iterated).
    static func sizeConstrainedViews(of scene: Scene) -> Set<String> {
        var names = Set<String>()
        for statement in scene.activeConstraints {
            for anchor in [statement.first, statement.second].compactMap({ $0 })
            where anchor.attribute == .width || anchor.attribute == .height {
                if case .view(let id) = anchor.owner { names.insert(id) }
            }
        }
        return names
    }

    /// Whether the cell at `index` fills its stack across (the rule `addStackConstraints` uses) with only its
    /// intrinsic size to say otherwise: no scene constraint on its size, not a stack itself, and hugging and
    /// compression resistance across below `LayoutEngine.stackFillPriority`.
    static func fillsStackAcrossAlone(
        _ index: Int, scene: Scene, arrangingStack: [Int?], sizeConstrained: Set<String>
    ) -> Bool {
        guard let stackIndex = arrangingStack[index], let spec = scene.views[stackIndex].stack else { return false }
        let view = scene.views[index]
        let vertical = spec.axis == .vertical
        let explicitCross = vertical ? view.width : view.height
        let fills = spec.crossStretch(of: view).map { $0 > 0 }
            ?? (spec.alignment == .fill && (explicitCross == nil || spec.mainStretch(of: view) > 0))
        return fills && view.stack == nil && !sizeConstrained.contains(view.id)
            && view.hugging[vertical: !vertical] < LayoutEngine.stackFillPriority
            && view.compressionResistance[vertical: !vertical] < LayoutEngine.stackFillPriority
    }

    /// Whether the cell at `index` fills a stack of `axis` across alone (`fillsAcrossAlone`): its intrinsic cross size
    /// is then among `stackCrossSizeConstraints`, not its own intrinsic constraints.
    func fillsAcrossAlone(_ index: Int, stackAxis axis: StackAxis) -> Bool {
        fillsAcrossAlone[index] && model.arrangingStack[index].flatMap { scene.views[$0].stack?.axis } == axis
    }

    /// For every stack, parents first, and every priority pair of its `fillsAcrossAlone` cells in order of first
    /// appearance: the stack's inner cross size `<=` the smallest intrinsic cross size at the hugging priority and
    /// `>=` the largest at the compression resistance. A cell's cross size is its intrinsic width in a vertical
    /// stack, and in a horizontal one its height key, `intrinsicSize` or height measured at its solved width
    /// (`measuredHeights`, view index -> points); a cell without one adds nothing, as it adds no intrinsic
    /// constraints.
    func stackCrossSizeConstraints(measuredHeights: [Int: Double]) -> [SolverConstraint] {
        var constraints: [SolverConstraint] = []
        for stackIndex in model.stackOrder {
            guard let spec = scene.views[stackIndex].stack else { continue }
            let stackView = scene.views[stackIndex]
            let vertical = spec.axis == .vertical
            let stack = model.variables[stackIndex]
            let crossMargins = vertical ? spec.margins.left + spec.margins.right : spec.margins.top + spec.margins.bottom
            let innerCross = LinearExpression(vertical ? stack.width : stack.height) + -crossMargins
            let crossName = vertical ? "width" : "height"
            var groups: [(hugging: Double, compression: Double, smallest: Double, largest: Double)] = []
            for cell in model.children[stackIndex] where fillsAcrossAlone[cell] {
                let view = scene.views[cell]
                let size = vertical ? intrinsicWidths[cell] : (Self.fixedIntrinsicHeight(of: view) ?? measuredHeights[cell])
                guard let size else { continue }
                let hugging = view.hugging[vertical: !vertical]
                let compression = view.compressionResistance[vertical: !vertical]
                if let group = groups.firstIndex(where: { $0.hugging == hugging && $0.compression == compression }) {
                    groups[group].smallest = min(groups[group].smallest, size)
                    groups[group].largest = max(groups[group].largest, size)
                } else {
                    groups.append((hugging, compression, size, size))
                }
            }
            for group in groups {
                constraints.append(
                    SolverConstraint(
                        expression: innerCross + -group.smallest, relation: .lessOrEqual, priority: group.hugging,
                        label: "<implicit stack \(stackView.id): inner \(crossName) <= \(formatNumber(group.smallest)), "
                            + "its narrowest filling cell's (hugging) @\(formatNumber(group.hugging))>",
                        location: stackView.location))
                constraints.append(
                    SolverConstraint(
                        expression: innerCross + -group.largest, relation: .greaterOrEqual, priority: group.compression,
                        label: "<implicit stack \(stackView.id): inner \(crossName) >= \(formatNumber(group.largest)), "
                            + "its widest filling cell's (compression) @\(formatNumber(group.compression))>",
                        location: stackView.location))
            }
        }
        return constraints
    }
}
