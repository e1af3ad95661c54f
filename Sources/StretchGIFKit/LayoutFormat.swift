import Layout

/// The text formats of `SolvedLayout.text(format:)` (`stretchgif layout --format`).
public enum LayoutFormat: String, Sendable, Equatable, CaseIterable {
    /// Fixed-width columns for people.
    case table
    /// `{"contentHeight": …, "views": [{"id": …, "frame": [x, y, w, h]}, …]}`; a view with bindings also has
    /// `"resolved": {"alpha": 0.5, "color": "#RRGGBBAA", …}`, each bound property's value at the offset.
    case json
}

extension SolvedLayout {
    /// The layout as text (deterministic: scene order, shortest round-trip numbers); ends with a newline.
    public func text(format: LayoutFormat) -> String {
        let solved = self
        switch format {
        case .json:
            let views = solved.views.map { view in
                let frame = [view.frame.x, view.frame.y, view.frame.width, view.frame.height].map(formatNumber)
                // Views with bindings add each bound property's value at this offset (docs/scenes.md#checking-bindings).
                let resolved = view.spec.bindings.map { binding in
                    "\(jsonString(binding.property.rawValue)): \(binding.property.value(in: view.spec).jsonText)"
                }
                let resolvedText = resolved.isEmpty ? "" : ", \"resolved\": {\(resolved.joined(separator: ", "))}"
                return "{\"id\": \(jsonString(view.id)), \"frame\": [\(frame.joined(separator: ", "))]\(resolvedText)}"
            }
            return "{\"contentHeight\": \(formatNumber(solved.contentHeight)), \"views\": [\(views.joined(separator: ", "))]}\n"
        case .table:
            let idWidth = max(4, solved.views.map(\.id.count).max() ?? 0)
            func pad(_ text: String, _ width: Int) -> String {
                text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
            }
            func padRight(_ text: String, _ width: Int) -> String {
                text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
            }
            // The table shows at most 3 decimals; `--format json` keeps every digit.
            let rows = solved.views.map { view in
                (view.id, [view.frame.x, view.frame.y, view.frame.width, view.frame.height].map(tableNumber))
            }
            let column = max(10, (rows.flatMap { $0.1 }.map(\.count).max() ?? 0) + 2)
            var lines = [
                "offset \(tableNumber(solved.offset))  contentHeight \(tableNumber(solved.contentHeight))",
                padRight("view", idWidth) + pad("x", column) + pad("y", column) + pad("width", column)
                    + pad("height", column),
            ]
            for (id, numbers) in rows {
                lines.append(padRight(id, idWidth) + numbers.map { pad($0, column) }.joined())
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}


/// A number rounded to 3 decimals without trailing zeros (for the table).
private func tableNumber(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return formatNumber(rounded == 0 ? 0 : rounded)
}
