import StretchTypes
import Testing
@testable import Layout

/// Every key of a view mapping lands in the field it names (docs/scenes.md#view-keys): one scene per key, the value
/// written by hand and read back from that field, so a key read by another key's reader, or dropped, fails here.
@Suite struct ViewKeyParsingTests {
    /// A key, the YAML lines it is written with (beside `id: v`), and what the parsed view must hold.
    struct Case: CustomTestStringConvertible, Sendable {
        var key: ViewKey
        var lines: [String]
        var holds: @Sendable (ViewSpec) -> Bool
        var testDescription: String { key.rawValue }
    }

    static let red = Color(r: 255, g: 0, b: 0)

    static let cases: [Case] = [
        Case(key: .parent, lines: ["parent: p"]) { $0.parent == "p" },
        Case(key: .color, lines: ["color: '#FF0000'"]) { $0.color == red },
        Case(key: .text, lines: ["text: Hi"]) { $0.text == "Hi" && $0.textRuns == nil },
        Case(key: .font, lines: ["text: Hi", "font: {size: 21, weight: bold}"]) {
            $0.textStyle.size == 21 && $0.textStyle.weight == .bold
        },
        Case(key: .textColor, lines: ["text: Hi", "textColor: '#FF0000'"]) { $0.textStyle.color == red },
        Case(key: .alignment, lines: ["text: Hi", "alignment: right"]) { $0.textStyle.alignment == .right },
        Case(key: .lines, lines: ["text: Hi", "lines: 3"]) { $0.textStyle.lines == 3 },
        Case(key: .lineHeight, lines: ["text: Hi", "lineHeight: 1.5"]) { $0.textStyle.lineHeightMultiple == 1.5 },
        Case(key: .image, lines: ["image: 'procedural:landscape'"]) {
            $0.image?.source == "procedural:landscape" && $0.image?.contentMode == .scaleAspectFill && $0.clips
        },
        Case(key: .contentMode, lines: ["image: 'procedural:landscape'", "contentMode: scaleAspectFit"]) {
            $0.image?.contentMode == .scaleAspectFit
        },
        Case(key: .clips, lines: ["clips: true"]) { $0.clips },
        Case(key: .mask, lines: ["mask: [[0, 0], [w, 0], [0, h]]"]) { $0.mask?.vertices.count == 3 },
        Case(key: .path, lines: ["path: 'M0 0 L10 0 L0 10 Z'"]) { $0.shape != nil && $0.shape?.strokeWidth == nil },
        Case(key: .icon, lines: ["icon: heart"]) { $0.shape != nil },
        Case(key: .viewBox, lines: ["path: 'M0 0 L10 0 L0 10 Z'", "viewBox: [0, 0, 10, 20]"]) {
            $0.shape?.viewBox == Rect(x: 0, y: 0, width: 10, height: 20)
        },
        Case(key: .tintColor, lines: ["icon: heart", "tintColor: '#FF0000'"]) { $0.shape?.color == red },
        Case(key: .fillRule, lines: ["path: 'M0 0 L10 0 L0 10 Z'", "fillRule: evenOdd"]) {
            $0.shape?.fillRule == .evenOdd
        },
        Case(key: .strokeWidth, lines: ["path: 'M0 0 L10 0 L0 10 Z'", "strokeWidth: 2"]) { $0.shape?.strokeWidth == 2 },
        Case(key: .alpha, lines: ["alpha: 0.25"]) { $0.alpha == 0.25 },
        Case(key: .cornerRadius, lines: ["cornerRadius: 7"]) { $0.cornerRadius == 7 },
        Case(key: .stack, lines: ["stack: {axis: vertical, spacing: 4}"]) {
            $0.stack?.axis == .vertical && $0.stack?.spacing == 4
        },
        Case(key: .stretch, lines: ["stretch: 2"]) { $0.stretch == 2 },
        Case(key: .hStretch, lines: ["hStretch: 3"]) { $0.hStretch == 3 && $0.vStretch == nil },
        Case(key: .vStretch, lines: ["vStretch: 4"]) { $0.vStretch == 4 && $0.hStretch == nil },
        Case(key: .ignoreDesiredSize, lines: ["ignoreDesiredSize: true"]) { $0.ignoreDesiredSize },
        Case(key: .width, lines: ["width: 120"]) { $0.width == 120 && $0.height == nil },
        Case(key: .height, lines: ["height: 80"]) { $0.height == 80 && $0.width == nil },
        Case(key: .intrinsicSize, lines: ["intrinsicSize: [30, 40]"]) {
            $0.intrinsicSize == Size(width: 30, height: 40) && $0.width == nil && $0.height == nil
        },
        Case(key: .list, lines: ["list: {rows: [One, Two]}"]) { $0.list?.sections.first?.rows.count == 2 },
        Case(key: .hugging, lines: ["hugging: {horizontal: 251, vertical: 252}"]) {
            $0.hugging.horizontal == 251 && $0.hugging.vertical == 252 && $0.compressionResistance.horizontal == 750
        },
        Case(key: .compressionResistance, lines: ["compressionResistance: 740"]) {
            $0.compressionResistance.horizontal == 740 && $0.compressionResistance.vertical == 740
                && $0.hugging.horizontal == 250
        },
        Case(key: .hidden, lines: ["hidden: true"]) { $0.hidden },
        Case(key: .zIndex, lines: ["zIndex: 5"]) { $0.zIndex == 5 },
        Case(key: .borderWidth, lines: ["borderWidth: 1.5"]) { $0.border.width == 1.5 },
        Case(key: .borderColor, lines: ["borderWidth: 1", "borderColor: '#FF0000'"]) { $0.border.color == red },
        Case(key: .gradient, lines: ["gradient: {colors: ['#FF0000', '#FFFFFF']}"]) {
            $0.gradient?.colors == [red, .white]
        },
        Case(key: .shadow, lines: ["shadow: {opacity: 0.5, radius: 3, offset: [1, 2]}"]) {
            $0.shadow.opacity == 0.5 && $0.shadow.radius == 3 && $0.shadow.offset == Point(x: 1, y: 2)
        },
        Case(key: .blur, lines: ["blur: 6"]) { $0.blur == 6 },
        Case(key: .material, lines: ["material: thin"]) { $0.material == .thin },
        Case(key: .transform, lines: ["transform: {scaleX: 2, rotation: 30}"]) {
            $0.transform.scaleX == 2 && $0.transform.rotation == 30 && $0.transform.scaleY == 1
        },
    ]

    @Test func everyViewKeyButTheIdHasACase() {
        let covered = Set(Self.cases.map(\.key))
        #expect(ViewKey.allCases.filter { $0 != .id && !covered.contains($0) } == [])
    }

    @Test(arguments: cases)
    func aViewKeyLandsInItsField(_ testCase: Case) throws {
        let body = (["  - id: v"] + testCase.lines.map { "    " + $0 }).joined(separator: "\n")
        let yaml = "name: keys\nviews:\n  - {id: p}\n\(body)\n"
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "keys.yaml")
        let view = try #require(scene.views.first { $0.id == "v" })
        #expect(testCase.holds(view), "\(testCase.key.rawValue): \(view)")
    }
}
