/// One view of a solved frame: where it is (root coordinates, points) and what it draws.
public struct SolvedView: Sendable, Equatable {
    public var id: String
    public var frame: Rect
    public var spec: ViewSpec

    /// A solved view.
    public init(id: String, frame: Rect, spec: ViewSpec) {
        self.id = id
        self.frame = frame
        self.spec = spec
    }
}

/// The layout of a scene at one scroll offset.
public struct SolvedLayout: Sendable, Equatable {
    /// The scroll offset (contentOffset.y) this layout was solved for.
    public var offset: Double
    /// contentBottom - contentTop, from the constraints (0 when nothing defines it).
    public var contentHeight: Double
    /// The scroll view's frame in root coordinates.
    public var scrollFrame: Rect
    /// The scene's views in scene order (back to front).
    public var views: [SolvedView]
    /// Whether `statusBar.hideWhenAbove`'s top has gone above the top safe-area inset.
    public var statusBarWantsHidden: Bool

    /// A solved layout.
    public init(offset: Double, contentHeight: Double, scrollFrame: Rect, views: [SolvedView], statusBarWantsHidden: Bool) {
        self.offset = offset
        self.contentHeight = contentHeight
        self.scrollFrame = scrollFrame
        self.views = views
        self.statusBarWantsHidden = statusBarWantsHidden
    }

    /// The frame of view `id` (or "scroll"), `nil` if there is no such view.
    public func frame(of id: String) -> Rect? {
        if id == "scroll" { return scrollFrame }
        return views.first { $0.id == id }?.frame
    }
}

/// Output formats of `formatLayout`.
public enum LayoutFormat: String, Sendable, Equatable, CaseIterable {
    /// Fixed-width columns for people.
    case table
    /// `{"contentHeight": …, "views": [{"id": …, "frame": [x, y, w, h]}, …]}`; a view with bindings also has
    /// `"resolved": {"alpha": 0.5, "color": "#RRGGBBAA", …}`, each bound property's value at the offset.
    case json
}

/// Renders a solved layout as text (deterministic: scene order, shortest round-trip numbers).
public func formatLayout(_ solved: SolvedLayout, format: LayoutFormat) -> String {
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

/// Integers without a fraction, other values in Swift's shortest round-trip form.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}

/// A number rounded to 3 decimals without trailing zeros (for the table).
func tableNumber(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return formatNumber(rounded == 0 ? 0 : rounded)
}

/// A JSON string literal.
func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
