import Yams

/// A list's `row:` and `sectionHeader:` templates and the rows' data that fills them (docs/scenes.md#row-templates).
extension SceneFile {
    /// A template as read: its model and its views' YAML, filled anew for each row.
    struct ParsedRowTemplate {
        var spec: RowTemplate
        var viewNodes: [Node]
        /// Per view, whether it names its `parent` (else it hangs on `row`).
        var namesParent: [Bool]
        /// `row` or `sectionHeader`, for messages.
        var key: String
    }

    /// One row's (or header's) data: field -> text.
    struct RowData {
        var fields: [(name: String, keyNode: Node?, value: String, valueNode: Node)]
        var location: SourceLocation

        func value(_ name: String) -> String? { fields.first { $0.name == name }?.value }
    }

    /// Reads a `{views, constraints}` template at `node`; `reserved` are view ids it may not use.
    static func parseRowTemplate(
        _ node: Node, _ reader: YAMLValues, what: String, key: String, reserved: [String]
    ) throws(SceneError) -> ParsedRowTemplate {
        var viewNodes: [Node] = []
        var constraintsNode: Node?
        for entry in try reader.entries(node, what, keys: RowTemplateKey.self) {
            switch entry.key {
            case .views: viewNodes = try reader.sequence(entry.value, "\(what).views")
            case .constraints: constraintsNode = entry.value
            }
        }
        guard !viewNodes.isEmpty else { throw SceneError(reader.location(node), "\(what) needs 'views' (at least one)") }
        guard viewNodes.count <= SceneFileLimits.maximumViews else {
            throw SceneError(reader.location(node), "\(what) has \(viewNodes.count) views; at most \(SceneFileLimits.maximumViews)")
        }
        var ids: [String] = []
        var fields: [String] = []
        var parents: [(id: String, node: Node)] = []
        for viewNode in viewNodes {
            let mapping = try reader.mapping(viewNode, "a view of \(what)")
            // Keys are checked here, even in a list without rows; values once filled, row by row.
            _ = try reader.entries(viewNode, "a view", allowed: .view)
            guard let idNode = mapping["id"] else { throw SceneError(reader.location(viewNode), "a view needs an 'id'") }
            let id = try reader.string(idNode, "id")
            guard !id.isEmpty, !id.contains("."), !id.contains("{"), !id.contains("}") else {
                throw SceneError(reader.valueLocation(idNode), "a view id of \(what) cannot be empty or hold '.', '{' or "
                    + "'}', found '\(abbreviated(id))'; its views are named LIST.sS.rR.ID")
            }
            guard id != "row", !reserved.contains(id) else {
                throw SceneError(reader.valueLocation(idNode), "'\(id)' is the list's own name for a part of \(what); "
                    + "choose another id")
            }
            guard !ids.contains(id) else {
                throw SceneError(reader.valueLocation(idNode), "duplicate view id '\(id)' in \(what)")
            }
            if mapping["list"] != nil {
                throw SceneError(reader.location(viewNode), "view '\(id)' of \(what) cannot have a 'list'")
            }
            ids.append(id)
            if let parentNode = mapping["parent"] { parents.append((try reader.string(parentNode, "\(id).parent"), parentNode)) }
            for pair in mapping where pair.key.scalar?.string != "id" && pair.key.scalar?.string != "parent" {
                try collectFields(pair.value, reader, into: &fields)
            }
        }
        for (parent, node) in parents where parent != "row" && !ids.contains(parent) {
            throw SceneError(reader.valueLocation(node), "unknown parent '\(parent)'\(suggestion(parent, ids + ["row"])) "
                + "in \(what); expected 'row' or one of its views")
        }
        guard fields.count <= SceneFileLimits.maximumRowFields else {
            throw SceneError(reader.location(node), "\(what) uses \(fields.count) fields; at most \(SceneFileLimits.maximumRowFields)")
        }
        var constraints: [ConstraintSpec] = []
        if let constraintsNode {
            constraints = try parseConstraints(constraintsNode, reader, viewIDs: KnownViewIDs(ids + ["row"]))
            for constraint in constraints {
                for anchor in [constraint.first, constraint.second].compactMap({ $0 }) {
                    if case .view(let id) = anchor.owner, id != "scroll" { continue }
                    throw SceneError(constraint.location, "a constraint of \(what) may name only 'row' and its views, "
                        + "found '\(anchor.owner)'")
                }
            }
        }
        return ParsedRowTemplate(
            spec: RowTemplate(viewIDs: ids, constraints: constraints, fields: fields, location: reader.location(node)),
            viewNodes: viewNodes, namesParent: viewNodes.map { $0.mapping?["parent"] != nil }, key: key)
    }

    /// Checks the placeholders of every scalar under `node` (mapping keys aside), adding new field names in order.
    private static func collectFields(_ node: Node, _ reader: YAMLValues, into fields: inout [String]) throws(SceneError) {
        switch node {
        case .scalar(let scalar):
            switch Placeholders.parse(scalar.string) {
            case .failure(let failure):
                throw SceneError(reader.valueLocation(node).advanced(by: failure.offset), failure.message)
            case .success(let pieces):
                for case .field(let name) in pieces where !fields.contains(name) { fields.append(name) }
            }
        case .mapping(let mapping):
            for pair in mapping { try collectFields(pair.value, reader, into: &fields) }
        case .sequence(let sequence):
            for item in sequence { try collectFields(item, reader, into: &fields) }
        }
    }

    /// A row's data: a mapping of field -> scalar, or a bare string for `{title}`.
    static func parseRowData(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> RowData {
        if node.scalar != nil {
            return RowData(fields: [("title", nil, try text(node, what, reader), node)], location: reader.location(node))
        }
        let mapping = try reader.mapping(node, "\(what) (a mapping of field: value, the list has a template)")
        guard mapping.count <= SceneFileLimits.maximumRowFields else {
            throw SceneError(reader.location(node), "\(what) has \(mapping.count) fields; at most \(SceneFileLimits.maximumRowFields)")
        }
        var data = RowData(fields: [], location: reader.location(node))
        for pair in mapping {
            let name = try reader.string(pair.key, "a field of \(what)")
            guard data.value(name) == nil else {
                throw SceneError(reader.location(pair.key), "duplicate field '\(name)' in \(what)")
            }
            data.fields.append((name, pair.key, try text(pair.value, "\(what).\(name)", reader), pair.value))
        }
        return data
    }

    /// `template` filled from `data`; an error its views' reading meets in a filled value names the row's field.
    static func fill(
        _ template: ParsedRowTemplate, _ data: RowData, _ reader: YAMLValues, rowName: String
    ) throws(SceneError) -> FilledTemplate {
        var views: [ViewSpec] = []
        for (viewNode, namesParent) in zip(template.viewNodes, template.namesParent) {
            var filledFrom: [(at: SourceLocation, value: SourceLocation, field: String)] = []
            let node = substitute(viewNode, data, reader, &filledFrom)
            do {
                var view = try parseView(node, reader)
                if !namesParent { view.parent = "row" }
                views.append(view)
            } catch {
                guard let source = filledFrom.first(where: { $0.at == error.location || $0.value == error.location }) else {
                    throw error
                }
                let field = data.fields.first { $0.name == source.field }
                throw SceneError(
                    field.map { reader.valueLocation($0.valueNode) } ?? data.location,
                    "\(rowName): its '\(source.field)' fills {\(source.field)} in the \(template.key) template "
                        + "(\(source.value.line):\(source.value.column)), where \(error.message)")
            }
        }
        return FilledTemplate(views: views, key: template.spec.fields.map { data.value($0) ?? "" })
    }

    /// `node` with every placeholder filled from `data` (missing fields are ""); notes where each filled scalar
    /// is and its first field.
    private static func substitute(
        _ node: Node, _ data: RowData, _ reader: YAMLValues, _ filledFrom: inout [(at: SourceLocation, value: SourceLocation, field: String)]
    ) -> Node {
        switch node {
        case .scalar(var scalar):
            guard case .success(let pieces) = Placeholders.parse(scalar.string) else { return node }
            let filled = Placeholders.fill(pieces) { data.value($0) }
            guard filled != scalar.string else { return node }
            for case .field(let name) in pieces {
                filledFrom.append((reader.location(node), reader.valueLocation(node), name))
                break
            }
            scalar.string = filled
            return .scalar(scalar)
        case .mapping(let mapping):
            let pairs = mapping.map { pair in
                let key = pair.key.scalar?.string
                return (pair.key, key == "id" || key == "parent" ? pair.value : substitute(pair.value, data, reader, &filledFrom))
            }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
        case .sequence(let sequence):
            let items = sequence.map { substitute($0, data, reader, &filledFrom) }
            return .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
        }
    }

    /// `stretchgif check`'s warnings for one row: template fields it lacks, fields of its no template uses.
    static func fieldWarnings(
        _ template: ParsedRowTemplate, _ data: RowData, _ reader: YAMLValues, rowName: String
    ) -> [SceneError] {
        var warnings: [SceneError] = []
        for field in template.spec.fields where data.value(field) == nil {
            warnings.append(SceneError(
                data.location, "\(rowName) has no '\(field)', used by the \(template.key) template's {\(field)}"))
        }
        for field in data.fields where !template.spec.fields.contains(field.name) {
            warnings.append(SceneError(
                field.keyNode.map { reader.location($0) } ?? data.location,
                "\(rowName) has '\(field.name)', which the \(template.key) template does not use"))
        }
        return warnings
    }
}
