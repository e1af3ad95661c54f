import Yams

/// Keys whose value may be a constant or a binding (docs/scenes.md#scroll-bound-properties).
extension SceneFile {
    /// Reads `property` from `node`: a constant of the property's kind, or a binding mapping (`over`, `keyframes`,
    /// `curve`), which is appended to `bindings`. Returns the constant, or for a binding its lowest keyframe's value
    /// (what the view shows before the first frame resolves it). Values outside the property's range, values of
    /// another kind, unknown anchors, duplicate or too few keyframes are located errors; whether the view an
    /// anchor names exists is checked once every view is known (`checkBindingViews`).
    static func animatable(
        _ property: AnimatableProperty, _ node: Node, _ reader: YAMLValues, what: String,
        into bindings: inout [PropertyBinding]
    ) throws(SceneError) -> AnimatableValue {
        guard node.mapping != nil else { return try constant(property, node, reader, what: what) }
        var input: BindingInput?
        var inputLocation = reader.location(node)
        var keyframes: [Keyframe] = []
        var keyframesNode: Node?
        var curve = BindingCurve.linear
        for entry in try reader.entries(node, what, keys: BindingKey.self) {
            switch entry.key {
            case .over:
                inputLocation = reader.valueLocation(entry.value)
                input = try bindingInput(entry.value, reader, what: "\(what).over")
            case .keyframes:
                keyframesNode = entry.value
                keyframes = try parseKeyframes(property, entry.value, reader, what: "\(what).keyframes")
            case .curve: curve = try reader.choice(entry.value, "\(what).curve", BindingCurve.self)
            }
        }
        guard let input else {
            throw SceneError(reader.location(node), "\(what) is a binding without 'over'; expected 'over: offset' or "
                + "'over: VIEW.ANCHOR' (docs/scenes.md#scroll-bound-properties)")
        }
        guard let keyframesNode else {
            throw SceneError(reader.location(node), "\(what) is a binding without 'keyframes'; expected "
                + "'keyframes: {INPUT: VALUE, INPUT: VALUE}'")
        }
        guard keyframes.count >= 2 else {
            throw SceneError(reader.location(keyframesNode),
                             "\(what).keyframes has \(keyframes.count); a binding needs at least 2 keyframes")
        }
        let binding = PropertyBinding(property: property, input: input, keyframes: keyframes, curve: curve,
                                      location: inputLocation)
        bindings.append(binding)
        return binding.keyframes[0].value
    }

    /// A constant of `property`'s kind within its range.
    static func constant(_ property: AnimatableProperty, _ node: Node, _ reader: YAMLValues, what: String)
        throws(SceneError) -> AnimatableValue
    {
        let value: AnimatableValue
        switch property.kind {
        case .number: value = .number(try reader.number(node, what))
        case .color: value = .color(try reader.color(node, what))
        case .flag: value = .flag(try reader.bool(node, what))
        case .pair:
            let items = node.sequence.map(Array.init) ?? []
            guard items.count == 2, let x = items[0].scalar.flatMap({ Double($0.string) }),
                  let y = items[1].scalar.flatMap({ Double($0.string) }), x.isFinite, y.isFinite
            else {
                throw SceneError(reader.location(node), "\(what) must be \(property.expectation), found "
                    + reader.describe(node))
            }
            value = .pair(x, y)
        }
        guard property.accepts(value) else {
            throw SceneError(reader.location(node), "\(what) must be \(property.expectation), found "
                + reader.describe(node))
        }
        return value
    }

    /// `offset` or `VIEW.ANCHOR` (the view is checked later).
    static func bindingInput(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> BindingInput {
        let text = try reader.string(node, what)
        if text == "offset" { return .offset }
        let anchors = BindingAnchor.allCases.map(\.rawValue)
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex else {
            throw SceneError(reader.valueLocation(node), "\(what) must be 'offset' or VIEW.ANCHOR (ANCHOR one of "
                + "\(anchors.joined(separator: ", "))), found '\(abbreviated(text))'")
        }
        let view = String(text[..<dot]), anchorName = String(text[text.index(after: dot)...])
        guard let anchor = BindingAnchor(rawValue: anchorName) else {
            throw SceneError(reader.valueLocation(node).advanced(by: view.count + 1),
                             "unknown anchor '\(abbreviated(anchorName))'\(suggestion(anchorName, anchors)) in \(what); "
                                + "expected one of \(anchors.joined(separator: ", "))")
        }
        return .anchor(view: view, anchor: anchor)
    }

    /// The keyframes mapping: number keys (no two equal), values of the property's kind within its range.
    static func parseKeyframes(_ property: AnimatableProperty, _ node: Node, _ reader: YAMLValues, what: String)
        throws(SceneError) -> [Keyframe]
    {
        let pairs = try reader.mapping(node, what)
        guard pairs.count <= SceneFileLimits.maximumKeyframes else {
            throw SceneError(reader.location(node),
                             "\(what) has \(pairs.count) keyframes; at most \(SceneFileLimits.maximumKeyframes)")
        }
        var keyframes: [Keyframe] = []
        for pair in pairs {
            let input = try reader.number(pair.key, "a key of \(what) (an input in points)")
            if keyframes.contains(where: { $0.input == input }) {
                throw SceneError(reader.location(pair.key), "duplicate keyframe \(formatNumber(input)) in \(what)")
            }
            let value = try constant(property, pair.value, reader, what: "\(what)[\(formatNumber(input))]")
            keyframes.append(Keyframe(input, value))
        }
        return keyframes
    }

    /// Every anchor binding names a view of the scene (or `scroll`).
    static func checkBindingViews(_ views: [ViewSpec], knows: (String) -> Bool) throws(SceneError) {
        let names = views.map(\.id) + ["scroll"]
        for view in views {
            for binding in view.bindings {
                guard case .anchor(let id, _) = binding.input, id != "scroll", !knows(id) else { continue }
                throw SceneError(binding.location, "unknown view '\(abbreviated(id))'\(suggestion(id, names)) in "
                    + "\(view.id).\(binding.property.rawValue).over")
            }
        }
    }
}
