import Foundation
import Testing
@testable import Layout

/// docs/scenes.md documents every key the parser accepts: each key of every `SceneKeys` set must appear there in
/// backticks, in the section of its mapping.
@Suite struct SceneDocsTests {
    static let document: String = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/scenes.md").path
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }()

    /// The heading of the section each key set is documented in.
    static func section(_ keySet: SceneKeys) -> String {
        switch keySet {
        case .scene: "## Top-level keys"
        case .device: "## device"
        case .statusBar: "## statusBar"
        case .scroll, .scrollInsets: "## scroll"
        case .constraintEntry: "### Per-orientation constraints"
        case .view, .font, .axisPriorities: "## views"
        case .stack: "### Stacks"
        case .insets: "### Insets"
        case .render: "## render"
        case .list, .listSection, .listRow, .rowTemplate: "### Lists"
        case .binding: "### Scroll-bound properties"
        case .gradient, .shadow: "### Borders, shadows and gradients"
        case .transform: "### Transforms"
        case .textRun: "#### Rich text"
        case .navigationBar, .barItem, .barAppearance: "## navigationBar"
        }
    }

    /// The text from `heading` to the next heading of the same or a higher level.
    static func text(under heading: String) -> Substring? {
        guard let start = document.range(of: "\n" + heading + "\n") else { return nil }
        let level = heading.prefix { $0 == "#" }.count
        var end = document.endIndex
        var search = start.upperBound
        while let next = document.range(of: "\n#", range: search..<document.endIndex) {
            let hashes = document[document.index(after: next.lowerBound)...].prefix { $0 == "#" }.count
            if hashes <= level {
                end = next.lowerBound
                break
            }
            search = next.upperBound
        }
        return document[start.upperBound..<end]
    }

    @Test(arguments: SceneKeys.allCases)
    func everyAcceptedKeyIsDocumentedInItsSection(keySet: SceneKeys) throws {
        let text = try #require(Self.text(under: Self.section(keySet)), "docs/scenes.md has no '\(Self.section(keySet))'")
        for key in keySet.keys {
            #expect(text.contains("`\(key)`") || text.contains("`\(key):") || text.contains("{\(key):")
                        || text.contains(" \(key): "),
                    "'\(key)' (\(keySet.rawValue)) is accepted but not documented under '\(Self.section(keySet))'")
        }
    }
}
