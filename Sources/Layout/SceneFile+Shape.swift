import Yams

/// The vector shape keys of one view (docs/scenes.md#vector-shapes), gathered while its keys are read and
/// checked together at the end.
struct ShapeKeys {
    var path: VectorPath?
    var icon: BuiltInIcon?
    var viewBox: Rect?
    var color: Color?
    var fillRule: ShapeFillRule?
    var strokeWidth: Double?
    /// The first shape key seen, for errors about the keys as a group.
    var firstKey: (name: String, location: SourceLocation)?

    /// Records that shape key `key` was written at `location` (keys read elsewhere, such as a bound `tintColor`).
    mutating func note(_ key: String, at location: SourceLocation) {
        if firstKey == nil { firstKey = (key, location) }
    }

    mutating func read(_ key: String, _ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) {
        if firstKey == nil { firstKey = (key, reader.location(node)) }
        switch key {
        case "path": path = try Self.pathData(node, reader, what: what)
        case "icon": icon = try reader.choice(node, what, BuiltInIcon.self)
        case "viewBox": viewBox = try Self.viewBox(node, reader, what: what)
        case "strokeWidth": strokeWidth = try SceneFile.positive(node, what, reader)
        default: fillRule = try reader.choice(node, what, ShapeFillRule.self)
        }
    }

    /// The shape these keys describe, nil when there are none.
    func resolved(view id: String, at location: SourceLocation) throws(SceneError) -> VectorShape? {
        guard let firstKey else { return nil }
        if path != nil, icon != nil {
            throw SceneError(location, "view '\(id)' has both 'path' and 'icon'; give one of them")
        }
        if let icon {
            var shape = icon.shape(color: color ?? VectorShape.defaultColor)
            if let viewBox { shape.viewBox = viewBox }
            if let fillRule { shape.fillRule = fillRule }
            shape.strokeWidth = strokeWidth
            return shape
        }
        guard let path else {
            throw SceneError(firstKey.location, "view '\(id)' has '\(firstKey.name)' but no 'path' or 'icon' to draw")
        }
        let box = viewBox ?? path.controlBounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return VectorShape(
            path: path, viewBox: box, color: color ?? VectorShape.defaultColor, fillRule: fillRule ?? .nonZero,
            strokeWidth: strokeWidth)
    }

    /// SVG path data; a parse error points at the offending character (line and column in the file).
    static func pathData(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> VectorPath {
        let text = try reader.string(node, what)
        switch VectorPath.parse(text) {
        case .success(let path): return path
        case .failure(let failure):
            throw SceneError(
                reader.location(ofPosition: failure.position, in: node),
                "\(failure.message) in \(what) '\(abbreviated(text))'")
        }
    }

    /// `[minX, minY, width, height]` with width and height above 0.
    static func viewBox(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> Rect {
        let items = try reader.sequence(node, what)
        guard items.count == 4 else {
            throw SceneError(reader.location(node), "\(what) must be [minX, minY, width, height]")
        }
        var numbers: [Double] = []
        for item in items { numbers.append(try reader.number(item, what)) }
        guard numbers[2] > 0, numbers[3] > 0 else {
            throw SceneError(reader.location(node), "\(what) needs a width and height greater than 0")
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
