import Foundation
import StretchGIFKit
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Checks `scene` playing with `options` against the reference `__Animations__/NAME/` beside the calling test file,
/// in one call from Swift Testing or XCTest (docs/library.md#regression-checks).
///
/// ```swift
/// @Test func header() throws {
///     let scene = try StretchScene(contentsOfFile: "header.yaml")
///     try assertAnimation(of: scene, options: options, named: "header")                  // every tier
///     try assertAnimation(of: scene, options: options, named: "header-fast", tiers: [.physics, .layout])
/// }
/// ```
///
/// A tier with no reference yet is recorded, and the test fails saying so (`STRETCHGIF_RECORD`: `missing`, the
/// default; `all`, `never`, `failed`; nothing but `all` records under `CI=true`). A difference fails the test with
/// what moved, first tier first (`frame 41 (0.82 s): offset -182.40 pt, expected -175.00 pt (physics)`), and
/// leaves artifacts in `__Animations__/__Artifacts__/NAME/` (or `$STRETCHGIF_ARTIFACTS/NAME/`).
///
/// - Parameters:
///   - tiers: what to compare; `.physics` and `.layout` never paint, so they are fast in a debug build.
///   - tolerance: per tier; `.pixels(maxChannelDelta:maxFraction:)` or `.perceptual(...)` for font or codec drift.
///   - record: overrides `STRETCHGIF_RECORD` (still nothing but `.all` records under `CI=true`).
/// - Throws: `StretchGIFError` when the scene or options are invalid or a file cannot be read or written (a
///   mismatch is a test failure, not an error).
public func assertAnimation(
    of scene: StretchScene, options: RenderOptions = RenderOptions(), named name: String,
    tiers: Set<AnimationTier> = AnimationTier.all, tolerance: AnimationTolerance = .default,
    record: AnimationRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws {
    let animation = try Animation(scene: scene, options: options)
    try assertAnimation(animation, named: name, tiers: tiers, tolerance: tolerance, record: record, fileID: fileID,
                        filePath: filePath, line: line, column: column)
}

/// `assertAnimation(of:options:named:...)` for an `Animation` already built.
public func assertAnimation(
    _ animation: Animation, named name: String, tiers: Set<AnimationTier> = AnimationTier.all,
    tolerance: AnimationTolerance = .default, record: AnimationRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws {
    let check = try animationCheck(named: name, tiers: tiers, tolerance: tolerance, record: record,
                                   testFile: "\(filePath)")
    let outcome = try check.run(animation)
    guard !outcome.passed else { return }
    var message = outcome.message
    if case .recorded = outcome {
        message += "; this test fails so that a recording never passes: review the files, commit them and run again"
    }
    reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The check `assertAnimation` runs for a test in `testFile`: reference `__Animations__/NAME` beside it, the
/// record mode from `record` or the environment (with the `CI=true` rule), artifacts from the environment.
package func animationCheck(
    named name: String, tiers: Set<AnimationTier>, tolerance: AnimationTolerance, record: AnimationRecordMode?,
    testFile: String, environment: [String: String] = ProcessInfo.processInfo.environment
) throws(StretchGIFError) -> AnimationCheck {
    guard !name.isEmpty, !name.contains("/"), name != ".", name != "..", !name.hasPrefix("__") else {
        throw .invalidParameter(name: "named", message: "expects a file name without '/' that does not start with "
            + "'__' (got '\(name)')")
    }
    let folder = ((testFile as NSString).deletingLastPathComponent as NSString)
        .appendingPathComponent("__Animations__/\(name)")
    var mode: AnimationRecordMode
    if let record { mode = record } else { mode = try AnimationRecordMode.fromEnvironment(environment) }
    if mode != .all, environment["CI"]?.lowercased() == "true" { mode = .never }
    var check = AnimationCheck(referenceFolder: folder, tiers: tiers, tolerance: tolerance, recordMode: mode,
                               artifactsFolder: AnimationCheck.defaultArtifactsFolder(for: folder, environment: environment))
    check.recordAdvice = mode == .never && environment["CI"]?.lowercased() == "true"
        ? "nothing is recorded under CI=true; record it with `swift test` outside CI (or STRETCHGIF_RECORD=all) and "
            + "commit it"
        : "nothing is recorded with STRETCHGIF_RECORD=never; record it with STRETCHGIF_RECORD=missing (the default) "
            + "and commit it"
    return check
}

/// Fails the running test: a Swift Testing issue at the call when a Swift Testing test is running, else an XCTest
/// failure.
private func reportFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt,
                           column: UInt)
{
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line),
                                                    column: Int(column)))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    fatalError(message)
    #endif
}
