import Foundation
import Testing
@testable import StretchGIFKit

/// Every key a scene's `physics:` mapping accepts is documented in docs/scenes.md, under "## physics".
@Suite struct PhysicsKeysDocsTests {
    @Test func everyPhysicsKeyIsDocumented() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/scenes.md").path
        let document = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(document.range(of: "\n## physics\n"))
        let end = document.range(of: "\n## ", range: start.upperBound..<document.endIndex)?.lowerBound ?? document.endIndex
        let section = document[start.upperBound..<end]
        #expect(!SceneSettings.physicsKeys.isEmpty)
        for key in SceneSettings.physicsKeys {
            #expect(section.contains("`\(key)`"), "physics key '\(key)' is accepted but not documented under '## physics'")
        }
    }
}
