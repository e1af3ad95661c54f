import Foundation
@testable import StretchGIFTesting
import StretchGIFKit
import Testing

/// STRETCHGIF_RECORD=all|missing|never|failed and CI=true behave as docs/library.md#record-modes says.
@Suite struct RecordModeTests {
    @Test func theEnvironmentChoosesTheMode() throws {
        #expect(try AnimationRecordMode.fromEnvironment([:]) == .missing)
        #expect(try AnimationRecordMode.fromEnvironment(["STRETCHGIF_RECORD": "all"]) == .all)
        #expect(try AnimationRecordMode.fromEnvironment(["STRETCHGIF_RECORD": "FAILED"]) == .failed)
        #expect(try AnimationRecordMode.fromEnvironment(["STRETCHGIF_RECORD": "never"]) == .never)
        // Under CI nothing but `all` records.
        #expect(try AnimationRecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try AnimationRecordMode.fromEnvironment(["CI": "true", "STRETCHGIF_RECORD": "failed"]) == .never)
        #expect(try AnimationRecordMode.fromEnvironment(["CI": "true", "STRETCHGIF_RECORD": "all"]) == .all)
        #expect(throws: StretchGIFError.invalidParameter(name: "STRETCHGIF_RECORD",
                                                         message: "expects all, missing, never or failed (got '1')")) {
            _ = try AnimationRecordMode.fromEnvironment(["STRETCHGIF_RECORD": "1"])
        }
    }

    @Test func aCheckFromATestFileLivesInAnimationsBesideIt() throws {
        let check = try animationCheck(named: "header", tiers: [.physics], tolerance: .default, record: nil,
                                       testFile: "/p/Tests/AppTests/HeaderTests.swift", environment: ["CI": "true"])
        #expect(check.referenceFolder == "/p/Tests/AppTests/__Animations__/header")
        #expect(check.artifactsFolder == "/p/Tests/AppTests/__Animations__/__Artifacts__/header")
        #expect(check.recordMode == .never)
        let explicit = try animationCheck(named: "header", tiers: [.physics], tolerance: .default, record: .failed,
                                          testFile: "/p/T.swift", environment: ["CI": "true", "STRETCHGIF_ARTIFACTS": "/a"])
        #expect(explicit.recordMode == .never)
        #expect(explicit.artifactsFolder == "/a/header")
        #expect(throws: StretchGIFError.self) {
            _ = try animationCheck(named: "a/b", tiers: [.physics], tolerance: .default, record: nil, testFile: "/p/T.swift")
        }
    }

    @Test func missingRecordsOnceAndFailsThatRunThenMatches() throws {
        let folder = CheckFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let animation = try CheckFixture.animation()
        let check = CheckFixture.check(folder, mode: .missing)
        let first = try check.run(animation)
        guard case .recorded(let message, let files) = first else { Issue.record("got \(first)"); return }
        #expect(!first.passed)
        #expect(message.hasPrefix("recorded the physics, layout, pixels reference of 'fixture'"))
        #expect(files.map { ($0 as NSString).lastPathComponent } == ["physics.txt", "layout.txt", "pixels.txt", "frames.webp"])
        #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(try check.run(animation) == .matched(frames: animation.frameCount))
        // A tier asked for later is recorded on its own; the others are compared.
        try FileManager.default.removeItem(atPath: (check.referenceFolder as NSString).appendingPathComponent("layout.txt"))
        let again = try check.run(try CheckFixture.animation(badgeColor: "#00FF00"))
        #expect(again.message.contains("recorded the layout reference"))
        #expect(again.message.contains("(pixels)"))
    }

    @Test func neverFailsWithoutWriting() throws {
        let folder = CheckFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try CheckFixture.check(folder, mode: .never).run(try CheckFixture.animation())
        guard case .failed(let message, _) = outcome else { Issue.record("got \(outcome)"); return }
        #expect(message.hasPrefix("no physics, layout, pixels reference in "))
        #expect(!FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("fixture")))
    }

    @Test func allRecordsAgainEvenWhenItMatches() throws {
        let folder = CheckFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let animation = try CheckFixture.animation()
        _ = try CheckFixture.check(folder).run(animation)
        let outcome = try CheckFixture.check(folder, tiers: [.physics], mode: .all).run(animation)
        guard case .recorded(let message, _) = outcome else { Issue.record("got \(outcome)"); return }
        #expect(message.hasPrefix("recorded the physics reference"))
    }

    @Test func failedReplacesAReferenceThatDiffersAndSaysSo() throws {
        let folder = CheckFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try CheckFixture.check(folder).run(try CheckFixture.animation())
        let changed = try CheckFixture.animation(badgeHeight: "27")
        let outcome = try CheckFixture.check(folder, tiers: [.layout], mode: .failed).run(changed)
        guard case .failed(let message, _) = outcome else { Issue.record("got \(outcome)"); return }
        #expect(message.contains("badge.height 27.00 pt, expected 20.00 pt (layout)"))
        #expect(message.contains("re-recorded the layout reference"))
        #expect(try CheckFixture.check(folder, tiers: [.layout], mode: .never).run(changed).passed)
        // A matching reference is left alone.
        #expect(try CheckFixture.check(folder, tiers: [.layout], mode: .failed).run(changed).passed)
    }

    @Test func assertAnimationRecordsAnIssueInSwiftTesting() throws {
        let scene = try StretchScene(yaml: CheckFixture.yaml(), sourceName: "check-fixture.yaml", name: "check-fixture")
        try withKnownIssue {
            try assertAnimation(of: scene, options: CheckFixture.options(), named: "never-recorded",
                                tiers: [.physics], record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("no physics reference in ") }
        }
    }
}
