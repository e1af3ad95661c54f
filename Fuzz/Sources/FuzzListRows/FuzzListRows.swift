@testable import Layout

/// Any text as the `list:` block of one view (docs/scenes.md#lists: rows, sections, row and header templates),
/// placed in a minimal valid scene, parsed and laid out at rest and scrolled (sticky headers, rows solved from
/// templates). Parsing must return a scene or a located error, and layout must finish, for every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListRows(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let scene = try? SceneFile.parse(yaml: listScene(text), sourceName: "fuzz.yaml"),
        var engine = try? LayoutEngine(scene: scene, textMeasurer: FuzzTextMeasurer())
    else { return 0 }
    // At rest, and scrolled 500 pt so the first section's header sticks under the top and may be pushed.
    _ = engine.solve(offset: 0)
    _ = engine.solve(offset: 500)
    return 0
}

/// A scene whose one view `table` holds `block` as its `list:` mapping, spanning the screen's width and giving the
/// content its height. In landscape, so the rows' content is inset by the 44 pt the notch's safe area overlaps.
/// Every line of `block` is indented under `list:`; the YAML line breaks (libyaml also breaks lines at U+0085,
/// U+2028 and U+2029) are normalised to `\n` first so no line of the input escapes the mapping.
func listScene(_ block: String) -> String {
    var lines: [String] = []
    var line = ""
    var previous: Unicode.Scalar?
    for scalar in block.unicodeScalars {
        defer { previous = scalar }
        switch scalar {
        case "\n" where previous == "\r": continue
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
            lines.append(line)
            line = ""
        default: line.unicodeScalars.append(scalar)
        }
    }
    lines.append(line)
    return """
        name: fuzz-list
        device: iPhone X
        orientation: landscape
        views:
          - id: table
            parent: scroll
            color: "#FFFFFF"
            list:
        \(lines.map { "      " + $0 }.joined(separator: "\n"))
        constraints:
          - table.top == scroll.contentTop
          - table.left == root.left
          - table.right == root.right
          - table.bottom == scroll.contentBottom

        """
}

/// Text sizes without fonts, deterministic and cheap: every character is half the font size wide, lines are 1.2
/// times the size tall, and text wider than `maxWidth` wraps into as many lines as it needs (up to the style's
/// line limit), so rows still grow with their text as they do with the real measurer.
struct FuzzTextMeasurer: TextMeasuring {
    func measure(_ text: TextStyle, string: String, maxWidth: Double?) -> Size {
        let width = Double(string.unicodeScalars.count) * text.size / 2
        let lineHeight = text.size * 1.2 * text.lineHeightMultiple
        guard let maxWidth, maxWidth > 0, width > maxWidth else { return Size(width: width, height: lineHeight) }
        var lines = (width / maxWidth).rounded(.up)
        if text.lines > 0 { lines = min(lines, Double(text.lines)) }
        return Size(width: maxWidth, height: lines * lineHeight)
    }
}
