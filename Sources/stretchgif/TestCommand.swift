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
    var tiers: TierList = TierList(tiers: AnimationTier.all)

    @Option(help: ArgumentHelp(
        "Tolerances, comma-separated KEY=VALUE: points (physics and layout, in points), physics, layout, "
            + "channel (largest channel delta 0-255), deltaE (CIE76 ΔE*ab, instead of channel), fraction (of a "
            + "frame's pixels, 0-1) (default: points=\(formatNumber(AnimationTolerance.defaultPoints)), exact pixels).",
        valueName: "list"))
    var tolerance: ToleranceList = ToleranceList(tolerance: .default)

    @Option(help: ArgumentHelp("Where a failed check leaves its artifacts (default: $STRETCHGIF_ARTIFACTS/NAME, else "
                               + "__Artifacts__/NAME beside the reference folder).", valueName: "folder"))
    var artifacts: String?

    @Flag(help: "Write the reference (every tier asked for) instead of comparing.")
    var record = false

    func validate() throws {
        guard !reference.isEmpty else { throw ValidationError("--reference expects a folder") }
        do { try tolerance.tolerance.validate() } catch {
            // The library names `tolerance.physicsPoints`; the flag's key is `physics`.
            let keys = ["tolerance.physicsPoints": "physics", "tolerance.layoutPoints": "layout",
                        "tolerance.maxChannelDelta": "channel", "tolerance.maxDeltaE": "deltaE",
                        "tolerance.maxFraction": "fraction"]
            guard case .invalidParameter(let name, let message) = error else { throw FlagNames.validationError(error) }
            throw ValidationError("--tolerance \(keys[name] ?? name)= \(message)")
        }
    }

    func run() throws {
        let scene = try sceneOptions.loadScene()
        var options = try RenderOptions(scene: scene)
        sceneOptions.apply(to: &options)
        frameOptions.apply(to: &options)
        options.physics = physicsOptions.overrides
        let animation = try Animation(scene: scene, options: options)
        printDiagnostics(animation.diagnostics)
        var check = AnimationCheck(referenceFolder: reference, tiers: tiers.tiers, tolerance: tolerance.tolerance,
                                   recordMode: record ? .all : .never, artifactsFolder: artifacts)
        check.recordAdvice = "record it with the same command and --record"
        let outcome = try check.run(animation)
        switch outcome {
        case .matched(let frames):
            let names = AnimationTier.allCases.filter(tiers.tiers.contains).map(\.rawValue).joined(separator: ", ")
            try StandardStreams.print("matched: \(frames) frames, \(names) (\(reference))")
        case .recorded:
            try StandardStreams.print(outcome.message)
        case .failed:
            try StandardStreams.print(outcome.message)
            throw ExitCode.failure
        }
    }
}

/// `--tiers physics,layout`.
struct TierList: ExpressibleByArgument {
    let tiers: Set<AnimationTier>

    init(tiers: Set<AnimationTier>) { self.tiers = tiers }

    init?(argument: String) {
        var tiers = Set<AnimationTier>()
        for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let tier = AnimationTier(rawValue: name.trimmingCharacters(in: .whitespaces)) else { return nil }
            tiers.insert(tier)
        }
        self.tiers = tiers
    }

    var defaultValueDescription: String { "physics,layout,pixels" }
}

/// `--tolerance points=0.05,channel=2,fraction=0.001`.
struct ToleranceList: ExpressibleByArgument {
    let tolerance: AnimationTolerance

    init(tolerance: AnimationTolerance) { self.tolerance = tolerance }

    init?(argument: String) {
        var tolerance = AnimationTolerance()
        var channel: Int?, deltaE: Double?, fraction: Double?
        for item in argument.split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { return nil }
            switch parts[0] {
            case "points":
                guard let value = Double(parts[1]) else { return nil }
                tolerance.physicsPoints = value
                tolerance.layoutPoints = value
            case "physics": guard let value = Double(parts[1]) else { return nil }; tolerance.physicsPoints = value
            case "layout": guard let value = Double(parts[1]) else { return nil }; tolerance.layoutPoints = value
            case "channel": guard let value = Int(parts[1]) else { return nil }; channel = value
            case "deltaE": guard let value = Double(parts[1]) else { return nil }; deltaE = value
            case "fraction": guard let value = Double(parts[1]) else { return nil }; fraction = value
            default: return nil
            }
        }
        guard channel == nil || deltaE == nil else { return nil }
        if let deltaE {
            tolerance.pixels = .perceptual(maxDeltaE: deltaE, maxFraction: fraction ?? 0)
        } else if channel != nil || fraction != nil {
            tolerance.pixels = .channels(maxDelta: channel ?? 0, maxFraction: fraction ?? 0)
        }
        self.tolerance = tolerance
    }

    var defaultValueDescription: String { "points=\(formatNumber(AnimationTolerance.defaultPoints))" }
}
