import Yams

extension YAMLValues {
    /// A view's `hugging` or `compressionResistance`: one priority for both axes, or `{horizontal, vertical}` with
    /// either or both (an axis left out keeps `defaults`' value). Each priority is a number in
    /// `LayoutPriority.range`; anything else is an error at the value.
    func axisPriorities(_ node: Node, _ what: String, default defaults: AxisPriorities) throws(SceneError) -> AxisPriorities {
        if node.mapping == nil {
            return AxisPriorities(try priority(node, what, orMapping: true))
        }
        var result = defaults
        for entry in try entries(node, what, keys: AxisPrioritiesKey.self) {
            let value = try priority(entry.value, "\(what).\(entry.name)", orMapping: false)
            switch entry.key {
            case .horizontal: result.horizontal = value
            case .vertical: result.vertical = value
            }
        }
        return result
    }

    /// One priority in `LayoutPriority.range`.
    private func priority(_ node: Node, _ what: String, orMapping: Bool) throws(SceneError) -> Double {
        let expected = LayoutPriority.rangePhrase + (orMapping ? " or a mapping {horizontal, vertical}" : "")
        guard let scalar = node.scalar, let value = Double(scalar.string), LayoutPriority.range.contains(value) else {
            throw SceneError(location(node), "\(what) must be \(expected), found \(describe(node))")
        }
        return value
    }
}
