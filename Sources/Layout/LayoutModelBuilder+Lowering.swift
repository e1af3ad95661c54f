import Solver

extension LayoutModelBuilder {
    private func frameVariables(
        _ owner: AnchorOwner, _ attribute: LayoutAttribute, for constraint: ConstraintSpec
    ) throws(SceneError) -> ViewVariables? {
        guard case .view(let id) = owner else { return nil }
        if id == "scroll" { return model.scroll }
        guard let index = indexByID[id] else {
            throw SceneError(constraint.location, "unknown view '\(id)' in '\(constraint.source)'")
        }
        if scene.views[index].placedByNavigationBar {
            throw SceneError(
                constraint.location,
                "view '\(id)' is placed by the navigation bar; bind to it with 'over: \(id).ANCHOR' instead, or "
                    + "constrain to root.safeArea (docs/scenes.md#navigationbar)")
        }
        if let list = model.arrangingList[index] {
            throw SceneError(
                constraint.location,
                "view '\(id)' is drawn by list '\(scene.views[list].id)', which places it; constrain the list instead")
        }
        if model.arrangingStack[index] != nil, attribute != .width, attribute != .height {
            throw SceneError(
                constraint.location,
                "view '\(id)' is arranged by stack '\(scene.views[index].parent)', which places it; a constraint may "
                    + "give it a width or height, not '\(attribute.rawValue)' (in '\(constraint.source)')")
        }
        return model.variables[index]
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
            guard let frame = try frameVariables(owner, attribute, for: constraint) else {
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

    mutating func lowerSceneConstraints() throws(SceneError) {
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

    mutating func addImplicitConstraints(textMeasurer: any TextMeasuring) {
        intrinsicWidths = Array(repeating: nil, count: scene.views.count)
        for (index, view) in scene.views.enumerated() where model.arrangingList[index] == nil {
            let frame = model.variables[index]
            for (variable, name) in [(frame.width, "width"), (frame.height, "height")] {
                implicitConstraints.append(
                    SolverConstraint(
                        expression: LinearExpression(variable), relation: .greaterOrEqual,
                        priority: Self.nonNegativeSizePriority, label: "<implicit \(view.id).\(name) >= 0>",
                        location: view.location, keepsSizeNonNegative: true))
            }
            // A cell that fills its stack across has its intrinsic cross size among the stack's constraints.
            if let width = Self.intrinsicWidth(of: view, textMeasurer: textMeasurer) {
                intrinsicWidths[index] = width
                if !fillsAcrossAlone(index, stackAxis: .vertical) {
                    implicitConstraints += intrinsic(frame.width, width, view: view, vertical: false)
                }
            }
            if let height = Self.fixedIntrinsicHeight(of: view), !fillsAcrossAlone(index, stackAxis: .horizontal) {
                implicitConstraints += intrinsic(frame.height, height, view: view, vertical: true)
            }
        }
    }
}
