import Yams

/// The `shadow`, `transform` and `gradient` mappings of a view (docs/scenes.md#borders-shadows-and-gradients,
/// docs/scenes.md#transforms).
extension SceneFile {
    /// `shadow: {color, opacity, radius, offset: [x, y]}`, each field constant or bound.
    static func parseShadow(_ node: Node, _ reader: YAMLValues, what: String, into view: inout ViewSpec)
        throws(SceneError)
    {
        for entry in try reader.entries(node, what, keys: ShadowKey.self) {
            let property: AnimatableProperty
            switch entry.key {
            case .color: property = .shadowColor
            case .opacity: property = .shadowOpacity
            case .radius: property = .shadowRadius
            case .offset: property = .shadowOffset
            }
            let value = try animatable(property, entry.value, reader, what: "\(what).\(entry.name)",
                                       into: &view.bindings)
            property.set(value, in: &view)
        }
    }

    /// `transform: {scale, scaleX, scaleY, translateX, translateY, rotation, anchor: [x, y]}`, each constant or bound.
    static func parseTransform(_ node: Node, _ reader: YAMLValues, what: String, into view: inout ViewSpec)
        throws(SceneError)
    {
        for entry in try reader.entries(node, what, keys: TransformKey.self) {
            let property: AnimatableProperty
            switch entry.key {
            case .scale: property = .transformScale
            case .scaleX: property = .transformScaleX
            case .scaleY: property = .transformScaleY
            case .translateX: property = .transformTranslateX
            case .translateY: property = .transformTranslateY
            case .rotation: property = .transformRotation
            case .anchor: property = .transformAnchor
            }
            let value = try animatable(property, entry.value, reader, what: "\(what).\(entry.name)",
                                       into: &view.bindings)
            property.set(value, in: &view)
        }
    }

    /// `gradient: {colors: [...], locations: [...], start: [x, y], end: [x, y]}`: 2 to `maximumGradientColors`
    /// colours, as many locations in 0...1 in non-decreasing order when given.
    static func parseGradient(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> ViewGradient {
        var colors: [Color] = []
        var locations: [Double] = []
        var locationsNode: Node?
        var start = Point(x: 0.5, y: 0), end = Point(x: 0.5, y: 1)
        for entry in try reader.entries(node, what, keys: GradientKey.self) {
            let key = "\(what).\(entry.name)"
            switch entry.key {
            case .colors:
                let items = try reader.sequence(entry.value, key)
                guard (2...SceneFileLimits.maximumGradientColors).contains(items.count) else {
                    throw SceneError(reader.location(entry.value), "\(key) has \(items.count) colours; expected 2 to "
                        + "\(SceneFileLimits.maximumGradientColors)")
                }
                for item in items { colors.append(try reader.color(item, key)) }
            case .locations:
                locationsNode = entry.value
                var previous = 0.0
                for item in try reader.sequence(entry.value, key) {
                    let location = try reader.number(item, key)
                    guard (0...1).contains(location), location >= previous else {
                        throw SceneError(reader.location(item), "\(key) must be numbers from 0 to 1 in non-decreasing "
                            + "order, found \(reader.describe(item))")
                    }
                    locations.append(location)
                    previous = location
                }
            case .start: start = try unitPoint(entry.value, reader, what: key)
            case .end: end = try unitPoint(entry.value, reader, what: key)
            }
        }
        guard !colors.isEmpty else {
            throw SceneError(reader.location(node), "\(what) needs 'colors' (2 or more colours)")
        }
        if let locationsNode, locations.count != colors.count {
            throw SceneError(reader.location(locationsNode), "\(what).locations has \(locations.count) numbers for "
                + "\(colors.count) colours; give one location per colour, or none to spread them evenly")
        }
        return ViewGradient(colors: colors, locations: locations, start: start, end: end)
    }

    /// `[x, y]`: a point in units of the view's bounds (0 at the top-left corner, 1 at the bottom-right); values
    /// outside 0...1 lie outside the bounds, within ±`AnimatableProperty.maximumScale`.
    static func unitPoint(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> Point {
        guard case .pair(let x, let y) = try constant(.transformAnchor, node, reader, what: what) else {
            return Point(x: 0, y: 0)
        }
        return Point(x: x, y: y)
    }
}
