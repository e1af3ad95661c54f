import Yams

/// Reads scene YAML (format: docs/scenes.md) into a `Scene`.
package enum SceneFile {
    /// Parses a scene. Every error names `sourceName:line:col` and what was expected.
    package static func parse(yaml: String, sourceName: String) throws(SceneError) -> Scene {
        let reader = YAMLValues(file: sourceName, text: yaml)
        try SceneFileLimits.checkText(yaml, file: sourceName)
        let root: Node
        do {
            // Tags are never read: every scalar is read from its text (`YAMLValues`), so no resolver rule runs. The
            // default resolver compiles seven regular expressions on first use and matches every plain scalar
            // against them: 8.9 M of a still's 280 M instructions (docs/library.md#the-commands-binary).
            guard let node = try Yams.compose(yaml: yaml, .basic) else {
                throw SceneError(SourceLocation(file: sourceName, line: 1, column: 1), "empty scene file")
            }
            try SceneFileLimits.checkExpandedSize(node, file: sourceName)
            root = node
        } catch let error as SceneError {
            throw error
        } catch let error as YamlError {
            throw yamlError(error, file: sourceName)
        } catch {
            throw SceneError(SourceLocation(file: sourceName, line: 1, column: 1), "invalid YAML")
        }
        var scene = Scene(name: "scene", device: DevicePresets.iPhoneX, views: [], constraints: [], sourceName: sourceName)
        let entries = try reader.entries(root, "the scene", keys: SceneKey.self)
        // The bar first, then the views (the bar's are drawn last, over them): constraints, bindings and the status
        // bar refer to their ids.
        if let barEntry = entries.first(where: { $0.key == .navigationBar }) {
            let bar = try parseNavigationBar(barEntry.value, reader)
            scene.navigationBar = bar
        }
        let barViews = scene.navigationBar.map(NavigationBarParts.views(for:)) ?? []
        let viewsNode = entries.first(where: { $0.key == .views })?.value
        scene.views = try parseViews(viewsNode, reader, appending: barViews)
        let viewIDs = KnownViewIDs(scene.views.map(\.id))
        for entry in entries {
            switch entry.key {
            case .name: scene.name = try reader.string(entry.value, "name")
            case .device: scene.device = try parseDevice(entry.value, reader)
            case .orientation: scene.orientation = try reader.choice(entry.value, "orientation", Orientation.self)
            case .background: scene.background = try reader.color(entry.value, "background")
            case .statusBar: scene.statusBar = try parseStatusBar(entry.value, reader, viewIDs: viewIDs)
            case .scroll:
                scene.scroll = try parseScroll(entry.value, reader)
                if scene.navigationBar != nil { try checkScrollUnderBar(scene.scroll, node: entry.value, reader) }
            case .constraints: scene.constraints = try parseConstraints(entry.value, reader, viewIDs: viewIDs)
            case .header:
                let id = try reader.string(entry.value, "header")
                guard let view = scene.views.first(where: { $0.id == id }) else {
                    throw SceneError(
                        reader.valueLocation(entry.value), "unknown view '\(id)'\(suggestion(id, viewIDs.ordered))")
                }
                guard view.image != nil else {
                    throw SceneError(
                        reader.valueLocation(entry.value), "header view '\(id)' has no 'image:'; expected the view that draws the header picture")
                }
                scene.header = id
            case .gesture:
                let text = try reader.string(entry.value, "gesture")
                let start = reader.location(entry.value)
                scene.gesture = SourceText(
                    text: text, line: reader.valueLocation(entry.value).line, scalarStart: (start.line, start.column))
            case .physics:
                for setting in try reader.mapping(entry.value, "physics") {
                    let key = try reader.string(setting.key, "a physics key")
                    let value = try reader.string(setting.value, "physics.\(key)")
                    let at = reader.valueLocation(setting.value)
                    scene.physics.append(SceneSetting(key: key, value: value, line: at.line, column: at.column))
                }
            case .render:
                for setting in try reader.entries(entry.value, "render", allowed: .render) {
                    let value = try reader.string(setting.value, "render.\(setting.key)")
                    let at = reader.valueLocation(setting.value)
                    scene.render.append(SceneSetting(key: setting.key, value: value, line: at.line, column: at.column))
                }
            case .views, .navigationBar: break  // read above
            }
        }
        scene.scroll.navigationBarHeight = scene.navigationBar?.height
        return scene
    }

    static func yamlError(_ error: YamlError, file: String) -> SceneError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return SceneError(SourceLocation(file: file, line: mark.line, column: mark.column), "invalid YAML: \(problem)")
        case .reader(let problem, let offset?, let value, let yaml):
            // A character the YAML reader refuses (a raw NUL or another control character): Yams gives its offset
            // in Characters of the text.
            let place = SourcePlace.at(characterOffset: offset, in: yaml)
            let hex = String(value, radix: 16, uppercase: true)
            let character = value >= 0 ? " (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex))" : ""
            return SceneError(SourceLocation(file: file, line: place.line, column: place.column),
                              "invalid YAML: \(problem)\(character)")
        default:
            return SceneError(SourceLocation(file: file, line: 1, column: 1), "invalid YAML: \(error)")
        }
    }

    static func parseDevice(_ node: Node, _ reader: YAMLValues) throws(SceneError) -> DeviceSpec {
        if let name = node.scalar?.string {
            guard let preset = DevicePresets.named(name) else {
                let names = DevicePresets.all.map(\.name)
                throw SceneError(
                    reader.location(node),
                    "unknown device '\(name)'\(suggestion(name, names)); presets: \(names.joined(separator: ", "))")
            }
            return preset
        }
        var device = DeviceSpec(name: "custom", width: 0, height: 0, safeArea: .zero, cornerRadius: 0)
        var sawWidth = false
        var sawHeight = false
        for entry in try reader.entries(node, "device", keys: DeviceKey.self) {
            switch entry.key {
            case .name: device.name = try reader.string(entry.value, "device.name")
            case .width: device.width = try screenSide(entry.value, "device.width", reader); sawWidth = true
            case .height: device.height = try screenSide(entry.value, "device.height", reader); sawHeight = true
            case .safeArea: device.safeArea = try reader.insets(entry.value, "device.safeArea")
            case .cornerRadius: device.cornerRadius = try reader.number(entry.value, "device.cornerRadius")
            }
        }
        guard sawWidth, sawHeight else {
            throw SceneError(reader.location(node), "device needs 'width' and 'height' (or a preset name)")
        }
        return device
    }

    /// A screen side in points, within `DeviceSpec.sideRange`.
    static func screenSide(_ node: Node, _ what: String, _ reader: YAMLValues) throws(SceneError) -> Double {
        let value = try reader.number(node, what)
        let range = DeviceSpec.sideRange
        guard range.contains(value) else {
            throw SceneError(reader.location(node), "\(what) must be from \(Int(range.lowerBound)) to "
                + "\(Int(range.upperBound)) points, found \(reader.describe(node))")
        }
        return value
    }

    static func positive(_ node: Node, _ what: String, _ reader: YAMLValues) throws(SceneError) -> Double {
        let value = try reader.number(node, what)
        guard value > 0 else { throw SceneError(reader.location(node), "\(what) must be greater than 0") }
        return value
    }

    static func parseStatusBar(_ node: Node, _ reader: YAMLValues, viewIDs: KnownViewIDs) throws(SceneError) -> StatusBarSpec {
        var spec = StatusBarSpec()
        for entry in try reader.entries(node, "statusBar", keys: StatusBarKey.self) {
            switch entry.key {
            case .style: spec.style = try reader.choice(entry.value, "statusBar.style", StatusBarStyle.self)
            case .hidden: spec.hidden = try reader.bool(entry.value, "statusBar.hidden")
            case .homeIndicator:
                spec.homeIndicator = try reader.choice(entry.value, "statusBar.homeIndicator", HomeIndicatorStyle.self)
            case .hideWhenAbove:
                let id = try reader.string(entry.value, "statusBar.hideWhenAbove")
                try checkView(id, entry.value, reader, viewIDs: viewIDs)
                spec.hideWhenAbove = id
            }
        }
        return spec
    }

    static func checkView(_ id: String, _ node: Node, _ reader: YAMLValues, viewIDs: KnownViewIDs) throws(SceneError) {
        guard viewIDs.contains(id) || id == "scroll" || id == "root" else {
            throw SceneError(reader.location(node), "unknown view '\(id)'\(suggestion(id, viewIDs.ordered))")
        }
    }

    static func parseScroll(_ node: Node, _ reader: YAMLValues) throws(SceneError) -> ScrollSpec {
        var spec = ScrollSpec()
        for entry in try reader.entries(node, "scroll", keys: ScrollKey.self) {
            switch entry.key {
            case .contentInset, .indicatorInsets:
                var top = InsetValue.points(0)
                var bottom = InsetValue.points(0)
                if entry.value.scalar?.string == "safeArea" {
                    top = .safeArea
                    bottom = .safeArea
                } else {
                    for edge in try reader.entries(entry.value, "scroll.\(entry.name)", keys: ScrollInsetsKey.self) {
                        let value = try reader.insetValue(edge.value, "scroll.\(entry.name).\(edge.name)")
                        switch edge.key {
                        case .top: top = value
                        case .bottom: bottom = value
                        }
                    }
                }
                if entry.key == .contentInset {
                    spec.contentInsetTop = top
                    spec.contentInsetBottom = bottom
                } else {
                    spec.indicatorInsetTop = top
                    spec.indicatorInsetBottom = bottom
                }
            case .alwaysBounceVertical: spec.alwaysBounceVertical = try reader.bool(entry.value, "scroll.\(entry.name)")
            case .bounces: spec.bounces = try reader.bool(entry.value, "scroll.\(entry.name)")
            case .showsIndicator: spec.showsIndicator = try reader.bool(entry.value, "scroll.\(entry.name)")
            case .indicatorStyle:
                spec.indicatorStyle = try reader.choice(entry.value, "scroll.indicatorStyle", ScrollIndicatorStyle.self)
            case .initialOffset: spec.initialOffset = try reader.number(entry.value, "scroll.initialOffset")
            }
        }
        return spec
    }

    static func parseConstraints(_ node: Node, _ reader: YAMLValues, viewIDs: KnownViewIDs) throws(SceneError) -> [ConstraintSpec] {
        var result: [ConstraintSpec] = []
        let items = try reader.sequence(node, "constraints")
        guard items.count <= SceneFileLimits.maximumConstraints else {
            throw SceneError(reader.location(node),
                             "the scene has \(items.count) constraints; at most \(SceneFileLimits.maximumConstraints)")
        }
        for item in items {
            var textNode = item
            var orientation: Orientation?
            if item.mapping != nil {
                var found: Node?
                for entry in try reader.entries(item, "a constraint entry", keys: ConstraintEntryKey.self) {
                    switch entry.key {
                    case .when: orientation = try reader.choice(entry.value, "when", Orientation.self)
                    case .constraint: found = entry.value
                    }
                }
                guard let found else {
                    throw SceneError(reader.location(item), "a constraint entry needs a 'constraint' string")
                }
                textNode = found
            }
            let text = try reader.string(textNode, "a constraint")
            result.append(
                try ConstraintParser.parse(
                    text, at: reader.valueLocation(textNode), viewIDs: viewIDs, orientation: orientation))
        }
        return result
    }

    /// The `views:` sequence (none when `node` is nil), then `builtIn` (a navigation bar's views), checked together.
    static func parseViews(_ node: Node?, _ reader: YAMLValues, appending builtIn: [ViewSpec] = []) throws(SceneError) -> [ViewSpec] {
        var views: [ViewSpec] = []
        var parentLocations: [SourceLocation] = []
        var items: [Node] = []
        if let node { items = try reader.sequence(node, "views") }
        guard items.count + builtIn.count <= SceneFileLimits.maximumViews else {
            let location = node.map(reader.location) ?? SourceLocation(file: reader.file, line: 1, column: 1)
            throw SceneError(location, "the scene has \(items.count + builtIn.count) views (with the navigation bar's); at "
                + "most \(SceneFileLimits.maximumViews)")
        }
        // Id -> index, for lookups only (never iterated): parent checks stay linear in the number of views.
        var indexByID: [String: Int] = [:]
        var generatedByList: [Bool] = []
        var pathElements = 0
        for item in items {
            let view = try parseView(item, reader)
            pathElements += view.shape?.path.elements.count ?? 0
            guard pathElements <= SceneFileLimits.maximumPathElements else {
                throw SceneError(view.location, "the scene's vector shapes have more than "
                    + "\(SceneFileLimits.maximumPathElements) path commands in all (an arc counts once per quarter turn)")
            }
            // A list's generated views follow it (docs/scenes.md#lists).
            let generated = view.list.map { generatedViews(for: view, spec: $0) } ?? []
            guard views.count + 1 + generated.count <= SceneFileLimits.maximumViews else {
                throw SceneError(
                    view.location, "the scene has more than \(SceneFileLimits.maximumViews) views with the rows of list "
                        + "'\(view.id)' (each row is 2 to 6 views)")
            }
            for (offset, added) in ([view] + generated).enumerated() {
                generatedByList.append(offset > 0)
                if indexByID[added.id] != nil || added.id == "root" || added.id == "scroll" {
                    throw SceneError(view.location, "duplicate view id '\(added.id)' ('root' and 'scroll' are built in)")
                }
                indexByID[added.id] = views.count
                views.append(added)
                parentLocations.append(reader.location(item.mapping?["parent"] ?? item))
            }
        }
        for part in builtIn {
            if let clash = indexByID[part.id] {
                throw SceneError(views[clash].location, "view id '\(part.id)' is taken by the navigation bar's own view; "
                    + "choose another id (docs/scenes.md#navigationbar)")
            }
            indexByID[part.id] = views.count
            views.append(part)
            generatedByList.append(false)
            parentLocations.append(part.location)
        }
        var parentIndices: [Int?] = []
        for (index, view) in views.enumerated() {
            if view.parent == "root" || view.parent == "scroll" {
                parentIndices.append(nil)
            } else if let parentIndex = indexByID[view.parent] {
                parentIndices.append(parentIndex)
            } else {
                throw SceneError(
                    parentLocations[index],
                    "unknown parent '\(view.parent)'\(suggestion(view.parent, views.map(\.id) + ["root", "scroll"]))")
            }
        }
        for (index, parent) in parentIndices.enumerated() {
            if let parent, views[parent].placedByNavigationBar, !views[index].placedByNavigationBar {
                throw SceneError(
                    parentLocations[index],
                    "view '\(views[index].id)' cannot be a child of the navigation bar's '\(views[parent].id)'; the bar "
                        + "draws only its own parts (docs/scenes.md#navigationbar)")
            }
            if let parent, views[parent].list != nil, !generatedByList[index] {
                throw SceneError(
                    parentLocations[index],
                    "view '\(views[index].id)' cannot be a child of list '\(views[parent].id)'; a list's views come from its rows")
            }
        }
        try checkBindingViews(views) { indexByID[$0] != nil }
        if let cycleMember = firstParentCycle(parentIndices) {
            throw SceneError(
                parentLocations[cycleMember], "cycle in 'parent': '\(views[cycleMember].id)' is its own ancestor")
        }
        if let deepest = firstStackNestedTooDeeply(views, parentIndices) {
            throw SceneError(
                parentLocations[deepest.index], "stack '\(views[deepest.index].id)' is nested in \(deepest.depth - 1) other "
                    + "stacks; stacks nest at most \(SceneFileLimits.maximumStackNesting) deep (docs/scenes.md#limits)")
        }
        return views
    }

    /// The first view (in file order) on a `parent` cycle, or nil. Each view is walked once: a walk stops at
    /// a view already settled, so the check is linear however deep the hierarchy.
    static func firstParentCycle(_ parentIndices: [Int?]) -> Int? {
        enum Visit { case unvisited, onCurrentWalk, settled }
        var visits = [Visit](repeating: .unvisited, count: parentIndices.count)
        for start in parentIndices.indices where visits[start] == .unvisited {
            var walk: [Int] = []
            var current: Int? = start
            while let index = current, visits[index] == .unvisited {
                visits[index] = .onCurrentWalk
                walk.append(index)
                current = parentIndices[index]
            }
            if let index = current, visits[index] == .onCurrentWalk, let position = walk.firstIndex(of: index) {
                return walk[position...].min()
            }
            for index in walk { visits[index] = .settled }
        }
        return nil
    }

    static func parseStack(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> StackSpec {
        var spec = StackSpec(axis: .horizontal)
        var sawAxis = false
        for entry in try reader.entries(node, what, keys: StackKey.self) {
            switch entry.key {
            case .axis:
                spec.axis = try reader.choice(entry.value, "\(what).axis", StackAxis.self)
                sawAxis = true
            case .spacing: spec.spacing = try reader.number(entry.value, "\(what).spacing")
            case .distribution:
                spec.distribution = try reader.choice(entry.value, "\(what).distribution", StackDistribution.self)
            case .alignment:
                spec.alignment = try reader.choice(entry.value, "\(what).alignment", StackAlignment.self)
            case .margins: spec.margins = try reader.insets(entry.value, "\(what).margins")
            }
        }
        guard sawAxis else { throw SceneError(reader.location(node), "\(what) needs an 'axis' (horizontal|vertical)") }
        return spec
    }

    static func parseMask(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> MaskPolygon {
        var vertices: [MaskPolygon.Vertex] = []
        let pointNodes = try reader.sequence(node, what)
        guard pointNodes.count <= MaskPolygon.maximumVertices else {
            throw SceneError(reader.location(node), "\(what) has \(pointNodes.count) points; at most "
                + "\(MaskPolygon.maximumVertices)")
        }
        for pointNode in pointNodes {
            let coordinates = try reader.sequence(pointNode, "a point of \(what)")
            guard coordinates.count == 2 else {
                throw SceneError(reader.location(pointNode), "a point of \(what) must be [x, y]")
            }
            var pair: [MaskExpression] = []
            for coordinate in coordinates {
                let text = try reader.string(coordinate, "a coordinate of \(what)")
                switch MaskExpression.parse(text) {
                case .success(let expression): pair.append(expression)
                case .failure(let failure):
                    throw SceneError(
                        reader.valueLocation(coordinate).advanced(by: failure.column - 1),
                        "\(failure.message) in mask coordinate '\(abbreviated(text))'")
                }
            }
            vertices.append(MaskPolygon.Vertex(x: pair[0], y: pair[1]))
        }
        guard vertices.count >= 3 else { throw SceneError(reader.location(node), "\(what) needs at least 3 points") }
        return MaskPolygon(vertices: vertices)
    }
}
