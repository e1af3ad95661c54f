import Yams

/// One view mapping of `views:` (docs/scenes.md#view-keys).
extension SceneFile {
    /// Reads one view mapping; the switch over `ViewKey` has no `default:`, so a key added to the list without its own
    /// case does not compile.
    static func parseView(_ node: Node, _ reader: YAMLValues) throws(SceneError) -> ViewSpec {
        let entries = try reader.entries(node, "a view", keys: ViewKey.self)
        guard let idEntry = entries.first(where: { $0.key == .id }) else {
            throw SceneError(reader.location(node), "a view needs an 'id'")
        }
        var view = ViewSpec(id: try reader.string(idEntry.value, "id"), location: reader.location(node))
        var imageSource: String?
        var contentMode = ContentMode.scaleAspectFill
        var clips: Bool?
        var shape = ShapeKeys()
        for entry in entries {
            let value = entry.value
            let what = "\(view.id).\(entry.name)"
            switch entry.key {
            case .id: break
            case .parent: view.parent = try reader.string(value, what)
            case .color, .textColor, .alpha, .cornerRadius, .borderWidth, .borderColor, .hidden, .blur:
                guard let property = AnimatableProperty(rawValue: entry.name) else { break }
                property.set(try animatable(property, value, reader, what: what, into: &view.bindings), in: &view)
            case .tintColor:
                shape.note(entry.name, at: reader.location(value))
                if case .color(let color) = try animatable(.tintColor, value, reader, what: what, into: &view.bindings) {
                    shape.color = color
                }
            case .zIndex: view.zIndex = try reader.integer(value, what)
            case .material: view.material = try reader.choice(value, what, MaterialStyle.self)
            case .gradient: view.gradient = try parseGradient(value, reader, what: what)
            case .shadow: try parseShadow(value, reader, what: what, into: &view)
            case .transform: try parseTransform(value, reader, what: what, into: &view)
            case .text where value.sequence != nil:
                let runs = try parseTextRuns(value, reader, what: what)
                view.textRuns = runs
                view.text = runs.map(\.text).joined()
            case .text:
                let text = try reader.string(value, what)
                guard text.count <= SceneFileLimits.maximumTextLength else {
                    throw SceneError(reader.valueLocation(value), "\(what) has \(text.count) characters; at most "
                        + "\(SceneFileLimits.maximumTextLength)")
                }
                view.text = text
            case .font:
                for fontEntry in try reader.entries(value, what, keys: FontKey.self) {
                    switch fontEntry.key {
                    case .size: view.textStyle.size = try positive(fontEntry.value, "\(what).size", reader)
                    case .weight:
                        view.textStyle.weight = try reader.choice(fontEntry.value, "\(what).weight", FontWeight.self)
                    }
                }
            case .alignment: view.textStyle.alignment = try reader.choice(value, what, TextAlignment.self)
            case .lines:
                view.textStyle.lines = try reader.integer(value, what)
            case .lineHeight: view.textStyle.lineHeightMultiple = try positive(value, what, reader)
            case .image: imageSource = try Self.imageSource(value, reader, what: what)
            case .contentMode: contentMode = try reader.choice(value, what, ContentMode.self)
            case .clips: clips = try reader.bool(value, what)
            case .mask: view.mask = try parseMask(value, reader, what: what)
            case .path, .icon, .viewBox, .fillRule, .strokeWidth:
                try shape.read(entry.name, value, reader, what: what)
            case .stack: view.stack = try parseStack(value, reader, what: what)
            case .list: view.list = try parseList(value, reader, what: what)
            case .stretch: view.stretch = try reader.number(value, what)
            case .hStretch: view.hStretch = try nonNegative(value, what, reader)
            case .vStretch: view.vStretch = try nonNegative(value, what, reader)
            case .ignoreDesiredSize: view.ignoreDesiredSize = try reader.bool(value, what)
            case .width: view.width = try reader.number(value, what)
            case .height: view.height = try reader.number(value, what)
            case .hugging: view.hugging = try reader.axisPriorities(value, what, default: .defaultHugging)
            case .compressionResistance:
                view.compressionResistance = try reader.axisPriorities(value, what, default: .defaultCompressionResistance)
            case .intrinsicSize:
                let pair = try reader.sequence(value, what)
                guard pair.count == 2 else { throw SceneError(reader.location(value), "\(what) must be [width, height]") }
                view.intrinsicSize = Size(width: try reader.number(pair[0], what), height: try reader.number(pair[1], what))
            }
        }
        if entries.contains(where: { $0.key == .stretch }),
            let perAxis = entries.first(where: { $0.key == .hStretch || $0.key == .vStretch })
        {
            throw SceneError(
                reader.location(perAxis.keyNode), "view '\(view.id)' has both 'stretch' and '\(perAxis.name)'; 'stretch' is "
                    + "the weight along its stack's axis, use either it or 'hStretch'/'vStretch'")
        }
        view.shape = try shape.resolved(view: view.id, at: view.location)
        if view.list != nil, let clash = [ViewKey.stack, .text, .image, .path, .icon].first(where: { key in entries.contains { $0.key == key } }) {
            throw SceneError(view.location, "view '\(view.id)' has both 'list' and '\(clash.rawValue)'; a list draws its own rows")
        }
        view.clips = clips ?? false
        if let imageSource {
            view.image = ImageSpec(source: imageSource, contentMode: contentMode, clips: clips ?? true)
            view.clips = clips ?? true
        }
        return view
    }

    /// An image source: a path, or a `procedural:` name that exists.
    static func imageSource(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> String {
        let source = try reader.string(node, what)
        guard !source.isEmpty else {
            throw SceneError(reader.valueLocation(node), "the image path is empty; expected a PNG/JPEG path "
                + "or " + ImageSpec.proceduralNames.map { ImageSpec.proceduralPrefix + $0 }.joined(separator: ", "))
        }
        if let name = ImageSpec(source: source).proceduralName, !ImageSpec.proceduralNames.contains(name) {
            let known = ImageSpec.proceduralNames.map { ImageSpec.proceduralPrefix + $0 }
            throw SceneError(
                reader.valueLocation(node),
                "unknown procedural image '\(source)'\(suggestion(source, known)); expected one of: "
                    + known.joined(separator: ", ") + ", or a PNG/JPEG path")
        }
        return source
    }
}
