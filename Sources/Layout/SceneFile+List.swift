import Yams

extension SceneFile {
    /// Reads a view's `list:` mapping (docs/scenes.md#lists).
    static func parseList(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> ListSpec {
        var spec = ListSpec(sections: [])
        var metrics = ListMetrics()
        var titleColor: Color?
        var subtitleColor: Color?
        var sawRows = false
        let entries = try reader.entries(node, what, keys: ListKey.self)
        let listID = what.hasSuffix(".list") ? String(what.dropLast(5)) : what
        var templates = ListTemplates(listID: listID)
        if let rowNode = entries.first(where: { $0.key == .row })?.value {
            templates.row = try parseRowTemplate(rowNode, reader, what: "\(what).row", key: "row", reserved: ["separator"])
        }
        if let headerNode = entries.first(where: { $0.key == .sectionHeader })?.value {
            templates.header = try parseRowTemplate(
                headerNode, reader, what: "\(what).sectionHeader", key: "sectionHeader", reserved: [])
        }
        for entry in entries {
            let key = "\(what).\(entry.name)"
            switch entry.key {
            case .row, .sectionHeader: break
            case .sections:
                for sectionNode in try reader.sequence(entry.value, key) {
                    var section = ListSection()
                    var sectionRows: [ListRow]?
                    for sectionEntry in try reader.entries(sectionNode, "a section of \(key)", keys: ListSectionKey.self) {
                        switch sectionEntry.key {
                        case .header:
                            try templates.readHeader(
                                sectionEntry.value, reader, what: "\(key) header", section: spec.sections.count,
                                into: &section)
                        case .rows:
                            sectionRows = try templates.readRows(
                                sectionEntry.value, reader, what: "\(key) rows", section: spec.sections.count)
                        }
                    }
                    guard let sectionRows else {
                        throw SceneError(reader.location(sectionNode), "a section of \(key) needs 'rows'")
                    }
                    section.rows = sectionRows
                    spec.sections.append(section)
                }
            case .rows:
                spec.sections.append(ListSection(rows: try templates.readRows(entry.value, reader, what: key, section: 0)))
                sawRows = true
            case .rowHeight: metrics.minimumRowHeight = try nonNegative(entry.value, key, reader)
            case .separatorColor: metrics.separatorColor = try reader.color(entry.value, key)
            case .separatorInset: metrics.separatorInset = try nonNegative(entry.value, key, reader)
            case .headerColor: metrics.headerColor = try reader.color(entry.value, key)
            case .imageSize: metrics.imageSize = try nonNegative(entry.value, key, reader)
            case .imageCornerRadius: metrics.imageCornerRadius = try nonNegative(entry.value, key, reader)
            case .titleColor: titleColor = try reader.color(entry.value, key)
            case .subtitleColor: subtitleColor = try reader.color(entry.value, key)
            case .insetsContentViewsToSafeArea: spec.insetsContentViewsToSafeArea = try reader.bool(entry.value, key)
            case .titleFont: try parseFont(entry.value, reader, what: key, into: &metrics.titleStyle)
            case .subtitleFont: try parseFont(entry.value, reader, what: key, into: &metrics.subtitleStyle)
            }
        }
        if sawRows && entries.contains(where: { $0.key == .sections }) {
            throw SceneError(reader.location(node), "\(what) has both 'rows' and 'sections'; give one")
        }
        if let titleColor { metrics.titleStyle.color = titleColor }
        if let subtitleColor { metrics.subtitleStyle.color = subtitleColor }
        spec.metrics = metrics
        spec.rowTemplate = templates.row?.spec
        spec.headerTemplate = templates.header?.spec
        spec.templateWarnings = templates.warnings
        return spec
    }

    private static func parseFont(
        _ node: Node, _ reader: YAMLValues, what: String, into style: inout TextStyle
    ) throws(SceneError) {
        for entry in try reader.entries(node, what, keys: FontKey.self) {
            switch entry.key {
            case .size: style.size = try positive(entry.value, "\(what).size", reader)
            case .weight: style.weight = try reader.choice(entry.value, "\(what).weight", FontWeight.self)
            }
        }
    }

    /// A number >= 0.
    static func nonNegative(_ node: Node, _ what: String, _ reader: YAMLValues) throws(SceneError) -> Double {
        let value = try reader.number(node, what)
        guard value >= 0 else { throw SceneError(reader.valueLocation(node), "\(what) must be 0 or more") }
        return value
    }

    /// A text value within `SceneFileLimits.maximumTextLength`.
    static func text(_ node: Node, _ what: String, _ reader: YAMLValues) throws(SceneError) -> String {
        let text = try reader.string(node, what)
        guard text.count <= SceneFileLimits.maximumTextLength else {
            throw SceneError(reader.valueLocation(node), "\(what) has \(text.count) characters; at most "
                + "\(SceneFileLimits.maximumTextLength)")
        }
        return text
    }

    static func parseRows(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> [ListRow] {
        var rows: [ListRow] = []
        for rowNode in try reader.sequence(node, what) {
            // A bare string is a row with a title only.
            if rowNode.scalar != nil {
                rows.append(ListRow(title: try text(rowNode, "a row of \(what)", reader), location: reader.location(rowNode)))
                continue
            }
            let entries = try reader.entries(rowNode, "a row of \(what)", keys: ListRowKey.self)
            guard let titleEntry = entries.first(where: { $0.key == .title }) else {
                throw SceneError(reader.location(rowNode), "a row of \(what) needs a 'title'")
            }
            var row = ListRow(
                title: try text(titleEntry.value, "title", reader), location: reader.location(rowNode))
            for entry in entries {
                switch entry.key {
                case .title: break
                case .subtitle: row.subtitle = try text(entry.value, "subtitle", reader)
                case .detail: row.detail = try text(entry.value, "detail", reader)
                case .image: row.image = try imageSource(entry.value, reader, what: "image")
                case .accessory: row.accessory = try reader.choice(entry.value, "accessory", ListAccessory.self)
                case .titleColor: row.titleColor = try reader.color(entry.value, "titleColor")
                case .subtitleColor: row.subtitleColor = try reader.color(entry.value, "subtitleColor")
                }
            }
            rows.append(row)
        }
        return rows
    }

    /// The views a list view generates, after it in drawing order (`ListSpec.parts`), each a child of the list
    /// with an id `LIST.sS.rR.PART` (or `LIST.sS.header...`) that `--image` can name.
    static func generatedViews(for list: ViewSpec, spec: ListSpec) -> [ViewSpec] {
        let metrics = spec.metrics
        return spec.parts.map { part in
            func view(_ suffix: String, _ location: SourceLocation) -> ViewSpec {
                ViewSpec(id: "\(list.id).\(suffix)", parent: list.id, location: location)
            }
            /// The row's data and a fresh view for its part `name`.
            func rowPart(_ sectionIndex: Int, _ rowIndex: Int, _ name: String) -> (row: ListRow, view: ViewSpec) {
                let row = spec.sections[sectionIndex].rows[rowIndex]
                return (row, view("s\(sectionIndex).r\(rowIndex).\(name)", row.location))
            }
            switch part {
            case .separator(let sectionIndex, let rowIndex):
                var (_, separator) = rowPart(sectionIndex, rowIndex, "separator")
                separator.color = metrics.separatorColor
                return separator
            case .image(let sectionIndex, let rowIndex):
                var (row, image) = rowPart(sectionIndex, rowIndex, "image")
                image.image = ImageSpec(source: row.image ?? "", contentMode: .scaleAspectFill, clips: true)
                image.clips = true
                image.cornerRadius = metrics.imageCornerRadius
                return image
            case .title(let sectionIndex, let rowIndex):
                var (row, title) = rowPart(sectionIndex, rowIndex, "title")
                title.text = row.title
                title.textStyle = metrics.titleStyle
                if let color = row.titleColor { title.textStyle.color = color }
                return title
            case .subtitle(let sectionIndex, let rowIndex):
                var (row, subtitle) = rowPart(sectionIndex, rowIndex, "subtitle")
                subtitle.text = row.subtitle
                subtitle.textStyle = metrics.subtitleStyle
                if let color = row.subtitleColor { subtitle.textStyle.color = color }
                return subtitle
            case .detail(let sectionIndex, let rowIndex):
                var (row, detail) = rowPart(sectionIndex, rowIndex, "detail")
                detail.text = row.detail
                detail.textStyle = metrics.detailStyle
                return detail
            case .accessory(let sectionIndex, let rowIndex):
                var (row, accessory) = rowPart(sectionIndex, rowIndex, "accessory")
                let checkmark = row.accessory == .checkmark
                accessory.color = checkmark ? metrics.checkmarkColor : metrics.disclosureColor
                accessory.mask = checkmark ? AccessoryShapes.checkmark : AccessoryShapes.chevron
                return accessory
            case .headerBackground(let sectionIndex):
                var background = view("s\(sectionIndex).header", list.location)
                background.color = metrics.headerColor
                return background
            case .templateView(let sectionIndex, let rowIndex, let viewIndex):
                let filled = spec.sections[sectionIndex].rows[rowIndex].filled
                return templateView(filled?.views[viewIndex], prefix: "\(list.id).s\(sectionIndex).r\(rowIndex)", list: list)
            case .headerTemplateView(let sectionIndex, let viewIndex):
                let filled = spec.sections[sectionIndex].filledHeader
                return templateView(filled?.views[viewIndex], prefix: "\(list.id).s\(sectionIndex).header", list: list)
            case .headerTitle(let sectionIndex):
                var title = view("s\(sectionIndex).header.title", list.location)
                title.text = spec.sections[sectionIndex].header
                title.textStyle = metrics.headerStyle
                return title
            }
        }
    }
}

/// The accessory glyphs as mask polygons in their view's width `w` and height `h` (vector, any scale).
///
/// Built on each use (once per accessory when a scene is read), not kept in `static let`s: a stored global holding
/// `MaskExpression`'s indirect cases is reported as leaked by LeakSanitizer (the enum keeps its boxes behind tagged
/// pointers it cannot follow), which failed the list fuzz target on the first row with an accessory.
enum AccessoryShapes {
    /// Stroke thickness of both glyphs, in points along each axis.
    static let stroke = 1.6

    /// ">": two strokes meeting at the middle of the right edge.
    static var chevron: MaskPolygon {
        polygon([
            (.number(0), .number(stroke)), (.number(stroke), .number(0)),
            (.width, .multiply(.height, .number(0.5))), (.number(stroke), .height),
            (.number(0), .subtract(.height, .number(stroke))),
            (.subtract(.width, .number(2 * stroke)), .multiply(.height, .number(0.5))),
        ])
    }

    /// A check mark: a short stroke down to the bottom third, a long one up to the top right.
    static var checkmark: MaskPolygon {
        polygon([
            (.number(0), .multiply(.height, .number(0.55))),
            (.number(stroke), .subtract(.multiply(.height, .number(0.55)), .number(stroke))),
            (.multiply(.width, .number(0.36)), .subtract(.height, .number(2 * stroke))),
            (.subtract(.width, .number(stroke)), .number(0)), (.width, .number(stroke)),
            (.multiply(.width, .number(0.36)), .height),
        ])
    }

    private static func polygon(_ points: [(MaskExpression, MaskExpression)]) -> MaskPolygon {
        MaskPolygon(vertices: points.map { MaskPolygon.Vertex(x: $0.0, y: $0.1) })
    }
}
