import Yams

/// Typed reads of Yams nodes that fail with a `SceneError` at the node's file:line:col.
struct YAMLValues {
    let file: String
    /// The whole scene text, for `location(ofPosition:in:)`.
    var text = ""

    func location(_ node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    /// Location of the first character of a scalar's value (after an opening quote).
    func valueLocation(_ node: Node) -> SourceLocation {
        let start = location(node)
        guard let scalar = node.scalar else { return start }
        switch scalar.style {
        case .singleQuoted, .doubleQuoted: return start.advanced(by: 1)
        case .literal, .folded: return SourceLocation(file: file, line: start.line + 1, column: start.column)
        default: return start
        }
    }

    /// Where the character at 1-based Unicode scalar `position` of a scalar's text is in the file: the file is
    /// walked from the scalar's start through its quotes, escapes (`\u0020` is one character of the text), folded
    /// line breaks and indentation (`SourceText.filePosition`). A block scalar (`|` or `>`) is walked from the line
    /// after its indicator, so that a comment on the indicator's line matches nothing.
    func location(ofPosition position: Int, in node: Node) -> SourceLocation {
        guard let scalar = node.scalar else { return location(node) }
        var line = 1
        var column = 1
        for character in scalar.string.unicodeScalars.prefix(max(0, position - 1)) {
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        let start = location(node)
        let block = scalar.style == .literal || scalar.style == .folded
        let source = SourceText(text: scalar.string, line: start.line,
                                scalarStart: block ? (start.line + 1, 1) : (start.line, start.column))
        let place = source.filePosition(line: line, column: column, in: text)
        return SourceLocation(file: file, line: place.line, column: place.column)
    }

    func kindName(_ node: Node) -> String {
        switch node {
        case .scalar: "a scalar"
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        }
    }

    func mapping(_ node: Node, _ what: String) throws(SceneError) -> Node.Mapping {
        guard let mapping = node.mapping else {
            throw SceneError(location(node), "\(what) must be a mapping, found \(kindName(node))")
        }
        return mapping
    }

    func sequence(_ node: Node, _ what: String) throws(SceneError) -> [Node] {
        guard let sequence = node.sequence else {
            throw SceneError(location(node), "\(what) must be a sequence, found \(kindName(node))")
        }
        return Array(sequence)
    }

    func string(_ node: Node, _ what: String) throws(SceneError) -> String {
        guard let scalar = node.scalar else {
            throw SceneError(location(node), "\(what) must be a string, found \(kindName(node))")
        }
        return scalar.string
    }

    func number(_ node: Node, _ what: String) throws(SceneError) -> Double {
        guard let scalar = node.scalar, let value = Double(scalar.string), value.isFinite else {
            throw SceneError(location(node), "\(what) must be a number, found \(describe(node))")
        }
        guard abs(value) <= Scene.maximumMagnitude else {
            throw SceneError(location(node), "\(what) must be between -\(Int(Scene.maximumMagnitude)) and "
                + "\(Int(Scene.maximumMagnitude)), found \(describe(node))")
        }
        return value
    }

    func integer(_ node: Node, _ what: String) throws(SceneError) -> Int {
        guard let scalar = node.scalar, let value = Int(scalar.string) else {
            throw SceneError(location(node), "\(what) must be an integer, found \(describe(node))")
        }
        return value
    }

    func bool(_ node: Node, _ what: String) throws(SceneError) -> Bool {
        switch node.scalar?.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw SceneError(location(node), "\(what) must be true or false, found \(describe(node))")
        }
    }

    func color(_ node: Node, _ what: String) throws(SceneError) -> Color {
        guard let text = node.scalar?.string, let color = Color(sceneFileHex: text) else {
            throw SceneError(location(node), "\(what) must be a colour \"#RGB\", \"#RGBA\", \"#RRGGBB\" or \"#RRGGBBAA\", found \(describe(node))")
        }
        return color
    }

    func choice<Value: RawRepresentable & CaseIterable>(
        _ node: Node, _ what: String, _ type: Value.Type
    ) throws(SceneError) -> Value where Value.RawValue == String {
        let names = Value.allCases.map(\.rawValue)
        guard let text = node.scalar?.string, let value = Value(rawValue: text) else {
            let found = node.scalar.map { "'\($0.string)'\(suggestion($0.string, names))" } ?? kindName(node)
            throw SceneError(location(node), "\(what) must be one of \(names.joined(separator: "|")), found \(found)")
        }
        return value
    }

    func describe(_ node: Node) -> String {
        if let scalar = node.scalar { return "'\(abbreviated(scalar.string))'" }
        return kindName(node)
    }

    /// The pairs of a mapping with string keys, rejecting keys outside the `allowed` set.
    func entries(_ node: Node, _ what: String, allowed keySet: SceneKeys) throws(SceneError) -> [(key: String, keyNode: Node, value: Node)] {
        try entries(node, what, names: keySet.keys)
    }

    /// The mapping's entries with typed keys, checked as `entries(_:_:allowed:)` checks them; `name` is the key as
    /// written, for messages.
    func entries<Key: SceneKeySet>(_ node: Node, _ what: String, keys: Key.Type) throws(SceneError)
        -> [(key: Key, name: String, keyNode: Node, value: Node)]
    {
        try entries(node, what, names: Key.names).compactMap { entry in
            Key(rawValue: entry.key).map { ($0, entry.key, entry.keyNode, entry.value) }
        }
    }

    private func entries(_ node: Node, _ what: String, names allowed: [String]) throws(SceneError)
        -> [(key: String, keyNode: Node, value: Node)]
    {
        var result: [(key: String, keyNode: Node, value: Node)] = []
        for pair in try mapping(node, what) {
            let key = try string(pair.key, "a key of \(what)")
            guard allowed.contains(key) else {
                throw SceneError(
                    location(pair.key),
                    "unknown key '\(key)' in \(what)\(suggestion(key, allowed)); valid keys: \(allowed.joined(separator: ", "))")
            }
            if result.contains(where: { $0.key == key }) {
                throw SceneError(location(pair.key), "duplicate key '\(key)' in \(what)")
            }
            result.append((key, pair.key, pair.value))
        }
        return result
    }

    /// Edge insets from a number (all edges) or a mapping {top, bottom, left, right}.
    func insets(_ node: Node, _ what: String) throws(SceneError) -> EdgeInsets {
        if node.scalar != nil {
            let all = try number(node, what)
            return EdgeInsets(top: all, left: all, bottom: all, right: all)
        }
        var result = EdgeInsets.zero
        for entry in try entries(node, what, keys: InsetsKey.self) {
            let value = try number(entry.value, "\(what).\(entry.name)")
            switch entry.key {
            case .top: result.top = value
            case .bottom: result.bottom = value
            case .left: result.left = value
            case .right: result.right = value
            }
        }
        return result
    }

    /// A number or the word `safeArea`.
    func insetValue(_ node: Node, _ what: String) throws(SceneError) -> InsetValue {
        if node.scalar?.string == "safeArea" { return .safeArea }
        guard let scalar = node.scalar, let value = Double(scalar.string) else {
            throw SceneError(location(node), "\(what) must be a number or 'safeArea', found \(describe(node))")
        }
        return .points(value)
    }
}

/// `text` cut to its first 32 characters with an ellipsis, so an error message echoing user input stays one short line.
func abbreviated(_ text: String) -> String {
    text.count <= 32 ? text : String(text.prefix(32)) + "…"
}
