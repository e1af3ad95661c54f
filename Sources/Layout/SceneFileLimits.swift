import Yams

/// Bounds on a scene file checked before and right after YAML parsing, so that no input can exhaust the stack or
/// the memory of the parser or of the code that walks its tree (docs/scenes.md#limits).
package enum SceneFileLimits {
    /// Largest scene file, in bytes (4 MiB; the built-in scenes are under 10 KiB).
    package static let maximumBytes = 4 * 1024 * 1024
    /// Upper bound on the nesting depth of the YAML (see `nestingEstimate`): the parser and every walk over its
    /// tree recurse at most this deep.
    package static let maximumNesting = 128
    /// Most nodes the YAML may expand to, counting every use of an alias in full (an "alias bomb" of nested
    /// aliases expands exponentially).
    package static let maximumNodes = 200_000
    /// Most views a scene may have.
    package static let maximumViews = 2_000
    /// Most stacks on one chain of ancestors (a stack in a stack in a stack...). Each level chains soft constraints
    /// (content at 749, fill at 999) whose error terms every row below it carries, so solving grows with the cube of
    /// the depth: 100 levels check in about a second, 1,990 would take minutes. Real screens nest a handful.
    package static let maximumStackNesting = 100
    /// Most constraints a scene may have.
    package static let maximumConstraints = 10_000
    /// Longest label text, in characters.
    package static let maximumTextLength = 20_000
    /// Most runs in one rich-text label (docs/scenes.md#rich-text): a styled line needs a handful; each run is
    /// shaped apart and each distinct colour is one mask per line, so the bound keeps one label's cost small.
    package static let maximumTextRuns = 256
    /// Most keyframes in one binding (docs/scenes.md#scroll-bound-properties): a curve drawn point by point over a
    /// whole gesture needs a few hundred; each frame walks them once per binding.
    package static let maximumKeyframes = 1_000
    /// Most fields in one row's data of a row template (docs/scenes.md#row-templates); each value is a text, at
    /// most `maximumTextLength` characters.
    package static let maximumRowFields = 256
    /// Most colours in one gradient.
    package static let maximumGradientColors = 64
    /// Most drawing commands of all the scene's vector shapes together, after arcs become cubics (a 24 x 24 icon
    /// has at most ~40): every frame fills them all, and aliases could repeat one long `path` in every view.
    package static let maximumPathElements = 200_000
    /// Largest magnitude of a solved coordinate or size, and of the content height, in points (ten million: the
    /// same bound as a bare scroll view's `--content-height`). Every number a scene writes is at most 1,000,000,
    /// but multipliers can chain (`b.width == a.width * 1000`), so the solved layout is checked too.
    package static let maximumSolvedPoints = 10_000_000.0

    /// Refuses text that is too large or nests too deeply, naming the line and column where the limit is passed.
    static func checkText(_ text: String, file: String) throws(SceneError) {
        guard text.utf8.count <= maximumBytes else {
            throw SceneError(SourceLocation(file: file, line: 1, column: 1),
                             "the scene file has \(text.utf8.count) bytes; at most \(maximumBytes)")
        }
        if let place = firstPlaceDeeperThan(maximumNesting, in: text) {
            throw SceneError(SourceLocation(file: file, line: place.line, column: place.column),
                             "the YAML nests deeper than \(maximumNesting) levels")
        }
    }

    /// The first (line, column) where an upper bound of the nesting depth passes `limit`, or nil.
    ///
    /// Every level of YAML nesting costs at least one of: a column of indentation per two levels (a sequence may
    /// sit at its parent key's indentation), a `- `, `? ` or `: ` indicator before the content of a line, or an open
    /// `[` / `{` (flow collections, which may span lines). The sum of twice the indentation, the indicators and the
    /// open brackets therefore bounds the depth from above. Brackets inside quotes and comments do not count.
    static func firstPlaceDeeperThan(_ limit: Int, in text: String) -> (line: Int, column: Int)? {
        var flowDepth = 0
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let characters = Array(line.utf8)
            var index = 0
            while index < characters.count, characters[index] == UInt8(ascii: " ") { index += 1 }
            let indentation = index
            var indicators = 0
            while index + 1 < characters.count,
                  [UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":")].contains(characters[index]),
                  characters[index + 1] == UInt8(ascii: " ") {
                indicators += 1
                index += 2
                while index < characters.count, characters[index] == UInt8(ascii: " ") { index += 1 }
            }
            if 2 * indentation + indicators + flowDepth > limit { return (lineNumber, index + 1) }
            var quote: UInt8? = nil
            while index < characters.count {
                let character = characters[index]
                if let open = quote {
                    if character == UInt8(ascii: "\\"), open == UInt8(ascii: "\"") { index += 1 }
                    else if character == open { quote = nil }
                } else if character == UInt8(ascii: "\"") || character == UInt8(ascii: "'") {
                    quote = character
                } else if character == UInt8(ascii: "#"),
                          index == 0 || characters[index - 1] == UInt8(ascii: " ") {
                    break
                } else if character == UInt8(ascii: "[") || character == UInt8(ascii: "{") {
                    flowDepth += 1
                    if 2 * indentation + indicators + flowDepth > limit { return (lineNumber, index + 1) }
                } else if character == UInt8(ascii: "]") || character == UInt8(ascii: "}") {
                    flowDepth = max(0, flowDepth - 1)
                }
                index += 1
            }
        }
        return nil
    }

    /// Refuses a tree that expands (aliases counted in full) to more than `maximumNodes` nodes. Iterative, and it
    /// stops counting at the limit, so checking costs at most `maximumNodes` steps.
    static func checkExpandedSize(_ root: Node, file: String) throws(SceneError) {
        var pending = [root]
        var count = 0
        while let node = pending.popLast() {
            count += 1
            guard count <= maximumNodes else {
                let mark = node.mark
                throw SceneError(SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1),
                                 "the YAML expands to more than \(maximumNodes) nodes (nested aliases?)")
            }
            switch node {
            case .scalar: break
            case .sequence(let sequence): pending.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping { pending.append(key); pending.append(value) }
            }
        }
    }
}
