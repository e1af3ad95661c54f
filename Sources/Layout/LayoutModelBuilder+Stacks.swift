import Solver

extension LayoutModelBuilder {
    /// What a stack adds (docs/scenes.md#stacks), in the manner of `UIStackView`'s own constraints:
    /// - along the axis, the stack is at least as long as its cells' desired lengths plus gaps and margins
    ///   (`stackContentPriority`, just under compression resistance, so cells keep their sizes when the stack is
    ///   pinned shorter) and hugs that length at the weakest tier; under `fillEqually` it fits the longest cell
    ///   `count` times;
    /// - across the axis, a cell that fills (a cross stretch weight > 0; without one, `.fill` alignment and no
    ///   explicit cross size or a stretch weight) is the stack's inner cross size (`stackFillPriority`, so the
    ///   cell's own required size still wins); any other cell makes the stack at least as wide as itself; the
    ///   stack hugs that at the weakest tier;
    /// - a cell with nothing that sizes it is 0 long (weak pull, `LayoutEngine.fallbackPriority`).
    mutating func addStackConstraints() {
        for stackIndex in model.stackOrder {
            guard let spec = scene.views[stackIndex].stack else { continue }
            let stackView = scene.views[stackIndex]
            let stack = model.variables[stackIndex]
            let vertical = spec.axis == .vertical
            let cells = model.children[stackIndex]
            let main = { (frame: ViewVariables) in vertical ? frame.height : frame.width }
            let cross = { (frame: ViewVariables) in vertical ? frame.width : frame.height }
            let mainName = vertical ? "height" : "width"
            let crossName = vertical ? "width" : "height"
            let mainMargins = vertical ? spec.margins.top + spec.margins.bottom : spec.margins.left + spec.margins.right
            let crossMargins = vertical ? spec.margins.left + spec.margins.right : spec.margins.top + spec.margins.bottom
            let fixed = spec.spacing * Double(max(cells.count - 1, 0)) + mainMargins
            func add(_ expression: LinearExpression, _ relation: Relation, _ priority: Double, _ text: String) {
                implicitConstraints.append(
                    SolverConstraint(
                        expression: expression, relation: relation, priority: priority,
                        label: "<implicit stack \(stackView.id): \(text)>", location: stackView.location))
            }
            let sized = cells.filter { !scene.views[$0].ignoreDesiredSize }
            // A cell's length as the stack sees it: its key or its label's text width when nothing else can change
            // it (a constant keeps the stack's rows short: a 2000-cell column solves in linear time), else its solver
            // variable; a measured height replaces its variable in each build (`withMeasuredStackLengths`).
            let lengths = sized.map { cell -> LinearExpression in
                if let known = fixedLength(of: cell, vertical: vertical) {
                    return LinearExpression(constant: known)
                }
                return LinearExpression(main(model.variables[cell]))
            }
            let measured = sized.filter { vertical && isMeasuredLength(of: $0) }
            if spec.distribution == .fillEqually {
                let measuredCells = Set(measured)  // lookups only
                for (cell, length) in zip(sized, lengths) {
                    if measuredCells.contains(cell) {
                        measuredStackLengths.append(MeasuredStackLength(constraint: implicitConstraints.count, cells: [cell]))
                    }
                    add(LinearExpression(main(stack)) - length * Double(cells.count) + -fixed, .greaterOrEqual,
                        LayoutEngine.stackContentPriority,
                        "\(stackView.id).\(mainName) >= \(cells.count) x \(scene.views[cell].id).\(mainName)")
                }
            } else {
                var content = LinearExpression(main(stack)) + -fixed
                for length in lengths { content = content - length }
                if !measured.isEmpty {
                    measuredStackLengths.append(MeasuredStackLength(constraint: implicitConstraints.count, cells: measured))
                }
                add(content, .greaterOrEqual, LayoutEngine.stackContentPriority,
                    "\(stackView.id).\(mainName) >= its cells' \(mainName)s")
            }
            add(LinearExpression(main(stack)) + -fixed, .lessOrEqual, LayoutEngine.stackHuggingPriority,
                "\(stackView.id).\(mainName) hugs its cells")
            let innerCross = LinearExpression(cross(stack)) + -crossMargins
            for cell in cells {
                let view = scene.views[cell]
                let frame = model.variables[cell]
                let explicitCross = vertical ? view.width : view.height
                // A cross weight decides alone; without one, UIStackView's fill alignment spans the cell unless it
                // has an explicit cross size and no stretch weight.
                let fills = spec.crossStretch(of: view).map { $0 > 0 }
                    ?? (spec.alignment == .fill && (explicitCross == nil || spec.mainStretch(of: view) > 0))
                if fills {
                    add(LinearExpression(cross(frame)) - innerCross, .equal, LayoutEngine.stackFillPriority,
                        "\(view.id).\(crossName) fills the stack")
                } else {
                    add(innerCross - LinearExpression(cross(frame)), .greaterOrEqual, LayoutEngine.stackContentPriority,
                        "\(stackView.id) is as \(vertical ? "wide" : "tall") as \(view.id)")
                }
                // Only a length nothing else sizes needs the pull (fewer rows for the solver).
                let unsized = view.text == nil && view.list == nil && view.stack == nil
                    && (vertical ? view.height : view.width) == nil && view.intrinsicSize == nil
                if unsized {
                    add(LinearExpression(main(frame)), .lessOrEqual, LayoutEngine.fallbackPriority,
                        "\(view.id).\(mainName) is 0 when nothing sizes it")
                }
                if unsized || (!fills && view.text == nil && view.stack == nil && explicitCross == nil) {
                    add(LinearExpression(cross(frame)), .lessOrEqual, LayoutEngine.fallbackPriority,
                        "\(view.id).\(crossName) is 0 when nothing sizes it")
                }
            }
            add(innerCross, .lessOrEqual, LayoutEngine.stackHuggingPriority, "\(stackView.id).\(crossName) hugs its cells")
        }
    }

    /// A cell's length along its stack's axis when its own key fixes it: a `height`/`width` key or `intrinsicSize`
    /// on a view without text, list or stack, that no scene constraint sizes. Its intrinsic constraints then hold it
    /// at that length whatever the stack does (compression @750 beats the stack's 749, hugging @250 its weakest
    /// tier), so the constant is exact. Nil otherwise, and when the view's compression resistance along the axis is
    /// not above the stack's 749 (the stack may then squeeze it).
    private func fixedLength(of cell: Int, vertical: Bool) -> Double? {
        let view = scene.views[cell]
        guard view.list == nil, view.stack == nil, !sizeConstrained.contains(view.id),
            view.compressionResistance[vertical: vertical] > LayoutEngine.stackContentPriority
        else {
            return nil
        }
        let key: Double?
        if view.isLabel {
            // A label's width is its text's (or its `width` key); its height is measured at its solved width unless a
            // `height` key fixes it.
            key = vertical ? view.height : intrinsicWidths[cell]
        } else {
            key = vertical ? (view.height ?? view.intrinsicSize?.height) : (view.width ?? view.intrinsicSize?.width)
        }
        // Sizes stay non-negative (`nonNegativeSizePriority`, above compression resistance).
        return key.map { max(0, $0) }
    }

    /// Whether a cell of a vertical stack is a label or list whose height is measured at its solved width
    /// (`measuredHeightConstraints`) and, like `fixedLength`'s cells, held at that height whatever the stack does:
    /// no `height` key, no scene constraint on its size, compression resistance above the stack's 749.
    private func isMeasuredLength(of cell: Int) -> Bool {
        let view = scene.views[cell]
        return (view.isLabel || view.list != nil) && view.stack == nil && view.height == nil
            && !sizeConstrained.contains(view.id)
            && view.compressionResistance[vertical: true] > LayoutEngine.stackContentPriority
    }

    /// `constraints` (the implicit ones, in order) with each measured cell height in `measuredHeights` (view index
    /// -> points) put into its stack's content constraint as a constant in place of the cell's variable: the cell's
    /// own intrinsic constraints hold the variable at that height (compression @750 above the stack's 749), so the
    /// solution is the same and the stack's row stays short. A cell not measured yet keeps its variable. Count and
    /// order of the constraints never change, so indices into the build's list stay valid between builds.
    func withMeasuredStackLengths(_ constraints: [SolverConstraint], measuredHeights: [Int: Double])
        -> [SolverConstraint]
    {
        var result = constraints
        for entry in measuredStackLengths {
            // Lookups only, never iterated.
            var heightByVariable: [Int: Double] = [:]
            for cell in entry.cells {
                if let height = measuredHeights[cell] { heightByVariable[model.variables[cell].height.id] = max(0, height) }
            }
            guard !heightByVariable.isEmpty else { continue }
            var expression = result[entry.constraint].expression
            var constant = expression.constant
            expression.terms = expression.terms.filter { term in
                guard let height = heightByVariable[term.variable.id] else { return true }
                constant += term.coefficient * height
                return false
            }
            expression.constant = constant
            result[entry.constraint].expression = expression
        }
        return result
    }
}

/// A stack content constraint (an index into `LayoutModelBuilder.implicitConstraints`) whose measured cells
/// (view indices) become constants once their heights are known (`withMeasuredStackLengths`).
struct MeasuredStackLength: Sendable {
    var constraint: Int
    var cells: [Int]
}
