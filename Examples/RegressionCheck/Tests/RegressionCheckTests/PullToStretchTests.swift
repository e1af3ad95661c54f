import Foundation
import RegressionCheck
import StretchGIFKit
import Testing

/// Renders the animation and compares its frame manifest with the committed one in `Snapshots/`.
/// Re-record after an intended change with `STRETCHGIF_RECORD=1 swift test` (never under `CI=true`); on a
/// difference the test names the first differing frame and leaves actual / expected / diff PNGs in
/// `.build/stretchgif-artifacts/`.
@Suite struct PullToStretchTests {
    /// This package's folder (two levels above this file).
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let snapshot = ManifestSnapshot(
        manifestPath: packageFolder.appendingPathComponent("Tests/RegressionCheckTests/Snapshots/pull-to-stretch.manifest").path,
        artifactsFolder: packageFolder.appendingPathComponent(".build/stretchgif-artifacts/pull-to-stretch").path,
        keyframeWidth: 120)

    @Test func theAnimationMatchesItsSnapshot() throws {
        let animation = try PullToStretch.animation()
        switch try Self.snapshot.check(animation) {
        case .matched:
            #expect(animation.frameCount > 10)
        case .recorded(let files):
            print("recorded \(files.joined(separator: ", "))")
        case .missing:
            Issue.record("no snapshot at \(Self.snapshot.manifestPath): record it with STRETCHGIF_RECORD=1 swift test")
        case .differs(let difference, let artifacts):
            Issue.record("\(difference); pictures: \(artifacts.joined(separator: ", "))")
        }
    }
}
