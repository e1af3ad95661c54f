/// One view of a solved frame: where it is (root coordinates, points) and what it draws.
public struct SolvedView: Sendable, Equatable {
    /// The view's `id`.
    public var id: String
    /// Its frame in root coordinates, points.
    public var frame: Rect
    package var spec: ViewSpec

    /// A solved view.
    package init(id: String, frame: Rect, spec: ViewSpec) {
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

/// Integers without a fraction, other values in Swift's shortest round-trip form.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}

/// A JSON string literal.
package func jsonString(_ text: String) -> String {
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
