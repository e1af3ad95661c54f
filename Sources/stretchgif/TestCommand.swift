import ArgumentParser
import Foundation
import StretchGIFKit

/// `stretchgif test`: the library's regression check (`AnimationCheck`) from the command line, for teams whose CI
/// is not a Swift package (docs/library.md#from-the-command-line).
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Check an animation against a stored reference: physics, layout and pixels, with tolerances.",
        discussion: """
            Takes the same scene, frame and physics flags as `render`. Exits 0 when every tier matches, 1 with one \
            line per tier that moved (first tier first) and the count of differing frames when not, and leaves \
            artifacts (expected/actual/diff PNGs, actual.gif, the actual references) in --artifacts. `--record` \
            writes the reference instead (docs/library.md#regression-checks).
            Examples:
              stretchgif test header.yaml --reference refs/header --record
              stretchgif test header.yaml --reference refs/header --tiers physics,layout
              stretchgif test header.yaml --reference refs/header --tolerance channel=2,fraction=0.001
            """)

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Frames") var frameOptions: FrameOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    @Option(help: ArgumentHelp("The reference folder (physics.txt, layout.txt, pixels.txt, frames.webp).",
                               valueName: "folder"))
    var reference: String

    @Option(help: ArgumentHelp("Tiers to check, comma-separated: physics, layout, pixels (default: all three).",
                               valueName: "list"))
    var tiers = "physics,layout,pixels"

    @Option(help: ArgumentHelp(
        "Tolerances, comma-separated KEY=VALUE: points (physics and layout, in points), physics, layout, "
            + "channel (largest channel delta 0-255), deltaE (CIE76 ΔE*ab, instead of channel), fraction (of a "
            + "frame's pixels, 0-1) (default: points=\(formatNumber(AnimationTolerance.defaultPoints)), exact pixels).",
        valueName: "list"))
    var tolerance = "points=\(formatNumber(AnimationTolerance.defaultPoints))"

    @Option(help: ArgumentHelp("Where a failed check leaves its artifacts (default: $STRETCHGIF_ARTIFACTS/NAME, else "
                               + "__Artifacts__/NAME beside the reference folder).", valueName: "folder"))
    var artifacts: String?

    @Flag(help: "Write the reference (every tier asked for) instead of comparing.")
    var record = false

    @Flag(name: .shortAndLong, help: "No progress bar.")
    var quiet = false

    func validate() throws {
        guard !reference.isEmpty else { throw ValidationError("--reference expects a folder") }
        _ = try parseTiers(tiers)
        _ = try parseTolerance(tolerance)
    }

    func run() throws {
        let scene = try sceneOptions.loadScene()
        let options = try paintingOptions(scene: scene, sceneFlags: sceneOptions, frames: frameOptions,
                                          physics: physicsOptions)
        let animation = try Animation(scene: scene, options: options)
        printDiagnostics(animation.diagnostics)
        let tiers = try parseTiers(self.tiers)
        var check = AnimationCheck(referenceFolder: reference, tiers: tiers, tolerance: try parseTolerance(tolerance),
                                   recordMode: record ? .all : .never, artifactsFolder: artifacts)
        check.recordAdvice = "record it with the same command and --record"
        var bar = ProgressBar(quiet: quiet)
        let progress: ProgressHandler? = bar.enabled ? { bar.update($0) } : nil
        let outcome = try check.run(animation, progress: progress)
        bar.finish()
        switch outcome {
        case .matched(let frames):
            let names = AnimationTier.allCases.filter(tiers.contains).map(\.rawValue).joined(separator: ", ")
            try StandardStreams.print("matched: \(frames) frames, \(names) (\(reference))")
        case .recorded:
            try StandardStreams.print(outcome.message)
        case .failed:
            try StandardStreams.print(outcome.message)
            throw ExitCode.failure
        }
    }
}

/// `--tiers physics,layout`: each name once or more, at least one.
func parseTiers(_ text: String) throws -> Set<AnimationTier> {
    var tiers = Set<AnimationTier>()
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard let tier = AnimationTier(rawValue: trimmed) else {
            throw ValidationError("--tiers expects physics, layout or pixels, comma-separated (got '\(trimmed)')")
        }
        tiers.insert(tier)
    }
    return tiers
}

/// `--tolerance points=0.05,channel=2,fraction=0.001` over the defaults.
func parseTolerance(_ text: String) throws -> AnimationTolerance {
    var tolerance = AnimationTolerance()
    var channel: Int?, deltaE: Double?, fraction: Double?
    let keys = "points, physics, layout, channel, deltaE or fraction"
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else {
            throw ValidationError("--tolerance expects KEY=VALUE items, KEY one of \(keys) (got '\(item)')")
        }
        func number() throws -> Double {
            guard let value = Double(parts[1]), value.isFinite else {
                throw ValidationError("--tolerance \(parts[0])= expects a number (got '\(parts[1])')")
            }
            return value
        }
        switch parts[0] {
        case "points": tolerance.physicsPoints = try number(); tolerance.layoutPoints = tolerance.physicsPoints
        case "physics": tolerance.physicsPoints = try number()
        case "layout": tolerance.layoutPoints = try number()
        case "channel":
            guard let value = Int(parts[1]) else {
                throw ValidationError("--tolerance channel= expects an integer from 0 to 255 (got '\(parts[1])')")
            }
            channel = value
        case "deltaE": deltaE = try number()
        case "fraction": fraction = try number()
        default: throw ValidationError("--tolerance has no key '\(parts[0])'; expected \(keys)")
        }
    }
    guard channel == nil || deltaE == nil else {
        throw ValidationError("--tolerance takes channel= or deltaE=, not both")
    }
    if let deltaE {
        tolerance.pixels = .perceptual(maxDeltaE: deltaE, maxFraction: fraction ?? 0)
    } else if channel != nil || fraction != nil {
        tolerance.pixels = .channels(maxDelta: channel ?? 0, maxFraction: fraction ?? 0)
    }
    do { try tolerance.validate() } catch {
        // The library names `tolerance.physicsPoints`; the flag's key is `physics`.
        let names = ["tolerance.physicsPoints": "physics", "tolerance.layoutPoints": "layout",
                     "tolerance.maxChannelDelta": "channel", "tolerance.maxDeltaE": "deltaE",
                     "tolerance.maxFraction": "fraction"]
        guard case .invalidParameter(let name, let message) = error else { throw FlagNames.validationError(error) }
        throw ValidationError("--tolerance \(names[name] ?? name)= \(message)")
    }
    return tolerance
}
