import Yams

/// One run of a rich-text label (docs/scenes.md#rich-text): characters with their own weight, size and colour.
/// A field left nil follows the view (`font.weight`, `font.size`, `textColor`; a bound `textColor` included).
package struct TextRun: Sendable, Equatable {
    /// The run's characters (may hold "\n").
    package var text: String
    /// Weight, nil for the view's `font.weight`.
    package var weight: FontWeight?
    /// Point size (> 0), nil for the view's `font.size`.
    package var size: Double?
    /// Colour, nil for the view's `textColor` at the frame drawn (bound or not).
    package var color: Color?

    /// A run of `text`; nil fields follow the view.
    package init(text: String, weight: FontWeight? = nil, size: Double? = nil, color: Color? = nil) {
        self.text = text
        self.weight = weight
        self.size = size
        self.color = color
    }

    /// The run's text style: `base` (the view's) with this run's weight, size and colour where given.
    package func style(over base: TextStyle) -> TextStyle {
        var style = base
        if let weight { style.weight = weight }
        if let size { style.size = size }
        if let color { style.color = color }
        return style
    }
}

extension SceneFile {
    /// A label's `text` given as a sequence of runs `{text, weight, size, color}`: at least one run, at most
    /// `SceneFileLimits.maximumTextRuns`, at most `SceneFileLimits.maximumTextLength` characters in all.
    static func parseTextRuns(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> [TextRun] {
        let items = try reader.sequence(node, what)
        guard !items.isEmpty else {
            throw SceneError(reader.location(node), "\(what) must be a string or a non-empty sequence of runs "
                + "{\(SceneKeys.textRun.keys.joined(separator: ", "))}, found an empty sequence")
        }
        guard items.count <= SceneFileLimits.maximumTextRuns else {
            throw SceneError(reader.location(items[SceneFileLimits.maximumTextRuns]),
                             "\(what) has \(items.count) runs; at most \(SceneFileLimits.maximumTextRuns)")
        }
        var runs: [TextRun] = []
        var characters = 0
        for (index, item) in items.enumerated() {
            let runWhat = "\(what)[\(index)]"
            guard item.mapping != nil else {
                throw SceneError(reader.location(item), "\(runWhat) must be a run mapping "
                    + "{\(SceneKeys.textRun.keys.joined(separator: ", "))}, found \(reader.describe(item))")
            }
            let entries = try reader.entries(item, runWhat, keys: TextRunKey.self)
            guard let textEntry = entries.first(where: { $0.key == .text }) else {
                throw SceneError(reader.location(item), "\(runWhat) needs a 'text'")
            }
            var run = TextRun(text: try reader.string(textEntry.value, "\(runWhat).text"))
            characters += run.text.count
            guard characters <= SceneFileLimits.maximumTextLength else {
                throw SceneError(reader.valueLocation(textEntry.value), "\(what) has more than "
                    + "\(SceneFileLimits.maximumTextLength) characters in all; at most "
                    + "\(SceneFileLimits.maximumTextLength)")
            }
            for entry in entries {
                let key = "\(runWhat).\(entry.name)"
                switch entry.key {
                case .text: break
                case .weight: run.weight = try reader.choice(entry.value, key, FontWeight.self)
                case .size: run.size = try positive(entry.value, key, reader)
                case .color: run.color = try reader.color(entry.value, key)
                }
            }
            runs.append(run)
        }
        return runs
    }
}
