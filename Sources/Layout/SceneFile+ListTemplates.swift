import Yams

/// A list's templates while its rows are read: rows and headers fill them, and collect `check`'s warnings about
/// their data (docs/scenes.md#row-templates).
struct ListTemplates {
    let listID: String
    var row: SceneFile.ParsedRowTemplate?
    var header: SceneFile.ParsedRowTemplate?
    var warnings: [SceneError] = []
    /// Views the templates generate so far (a row's separator counts): reading stops past `maximumViews`, before
    /// filling more rows than a scene may hold.
    private var generated = 0

    init(listID: String) {
        self.listID = listID
    }

    /// The rows of a section (`section` is its index) at `node`: filled from `row` when there is one.
    mutating func readRows(_ node: Node, _ reader: YAMLValues, what: String, section: Int) throws(SceneError) -> [ListRow] {
        guard let row else { return try SceneFile.parseRows(node, reader, what: what) }
        var rows: [ListRow] = []
        for (index, rowNode) in try reader.sequence(node, what).enumerated() {
            let name = section == 0 ? "row \(index) of \(listID)" : "row \(index) of section \(section) of \(listID)"
            try count(row, at: reader.location(rowNode))
            let data = try SceneFile.parseRowData(rowNode, reader, what: "a row of \(what)")
            var listRow = ListRow(title: "", location: data.location)
            listRow.filled = try SceneFile.fill(row, data, reader, rowName: name)
            warnings += SceneFile.fieldWarnings(row, data, reader, rowName: name)
            rows.append(listRow)
        }
        return rows
    }

    /// A section's `header:` at `node`: a title, or data filling `header` when there is one.
    mutating func readHeader(
        _ node: Node, _ reader: YAMLValues, what: String, section index: Int, into section: inout ListSection
    ) throws(SceneError) {
        guard let header else {
            section.header = try SceneFile.text(node, what, reader)
            return
        }
        let name = "the header of section \(index) of \(listID)"
        try count(header, at: reader.location(node))
        let data = try SceneFile.parseRowData(node, reader, what: what)
        section.filledHeader = try SceneFile.fill(header, data, reader, rowName: name)
        warnings += SceneFile.fieldWarnings(header, data, reader, rowName: name)
    }

    /// Counts one more filled `template` (and its background or separator), refusing to pass `maximumViews`.
    private mutating func count(_ template: SceneFile.ParsedRowTemplate, at location: SourceLocation) throws(SceneError) {
        generated += template.viewNodes.count + 1
        guard generated <= SceneFileLimits.maximumViews else {
            throw SceneError(location, "list '\(listID)' generates more than \(SceneFileLimits.maximumViews) views "
                + "here (each row is its template's \(template.viewNodes.count) views and a separator)")
        }
    }
}

extension SceneFile {
    /// A template view as the scene holds it: its id and parent prefixed with its row's (`LIST.sS.rR`), a view on
    /// `row` a child of the list; placed by the list, so a stack in the template keeps no `stack` here.
    static func templateView(_ filled: ViewSpec?, prefix: String, list: ViewSpec) -> ViewSpec {
        guard var view = filled else { return ViewSpec(id: "\(prefix).missing", parent: list.id, location: list.location) }
        view.id = "\(prefix).\(view.id)"
        view.parent = view.parent == "row" ? list.id : "\(prefix).\(view.parent)"
        view.stack = nil
        return view
    }
}
