import Foundation

/// A regression check of one animation against its reference folder, tier by tier, with a record mode and
/// failure artifacts (docs/library.md#regression-checks). `StretchGIFTesting.assertAnimation` and `stretchgif test`
/// are this, run from a test and from the command line.
public struct AnimationCheck: Sendable {
    /// The folder holding the reference files (`physics.txt`, `layout.txt`, `pixels.txt`, `frames.webp`).
    public var referenceFolder: String
    /// What is compared.
    public var tiers: Set<AnimationTier>
    /// How far each tier may move.
    public var tolerance: AnimationTolerance
    /// When references are written.
    public var recordMode: AnimationRecordMode
    /// Where a failed check leaves its artifacts (emptied first).
    public var artifactsFolder: String
    /// How to record a missing reference, for the message that says it is missing (the front end's own words).
    public var recordAdvice = "record it with \(AnimationRecordMode.environmentKey)=missing (the default) outside CI "
        + "and commit it"

    /// A check of the reference in `referenceFolder`. Artifacts go to `artifactsFolder`, by default
    /// `defaultArtifactsFolder(for:)`.
    public init(referenceFolder: String, tiers: Set<AnimationTier> = AnimationTier.all,
                tolerance: AnimationTolerance = .default, recordMode: AnimationRecordMode = .missing,
                artifactsFolder: String? = nil)
    {
        self.referenceFolder = referenceFolder
        self.tiers = tiers
        self.tolerance = tolerance
        self.recordMode = recordMode
        self.artifactsFolder = artifactsFolder ?? Self.defaultArtifactsFolder(for: referenceFolder)
    }

    /// The environment variable naming a folder for every check's artifacts (each in a subfolder named after its
    /// reference), for CI systems that upload one folder.
    public static let artifactsEnvironmentKey = "STRETCHGIF_ARTIFACTS"

    /// `$STRETCHGIF_ARTIFACTS/NAME` when the variable is set, else `__Artifacts__/NAME` beside the reference folder
    /// `.../NAME` (keep `__Artifacts__` out of version control).
    public static func defaultArtifactsFolder(
        for referenceFolder: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let name = (referenceFolder as NSString).lastPathComponent
        if let root = environment[artifactsEnvironmentKey], !root.isEmpty {
            return (root as NSString).appendingPathComponent(name)
        }
        let parent = (referenceFolder as NSString).deletingLastPathComponent
        return ((parent.isEmpty ? "." : parent) as NSString).appendingPathComponent("__Artifacts__/\(name)")
    }

    /// What a check found.
    public enum Outcome: Sendable, Equatable {
        /// Every tier matched its reference.
        case matched(frames: Int)
        /// References were written (the check fails all the same, so a recording run never passes).
        case recorded(message: String, files: [String])
        /// A tier differs or a reference is missing and was not recorded: the message says what moved, first tier
        /// first, then how many frames differ; the artifacts are listed.
        case failed(message: String, artifacts: [String])

        /// True only for `matched`.
        public var passed: Bool { if case .matched = self { true } else { false } }

        /// One paragraph for a test failure or the terminal (empty when matched).
        public var message: String {
            switch self {
            case .matched: ""
            case .recorded(let message, _), .failed(let message, _): message
            }
        }
    }

    /// Compares `animation` with the reference, recording what the mode asks for, and writes artifacts on a
    /// difference. Physics and layout never paint; pixels paints every frame once (twice on a failure).
    public func run(_ animation: Animation, progress: ProgressHandler? = nil) throws(StretchGIFError) -> Outcome {
        try tolerance.validate()
        guard !tiers.isEmpty else { throw .invalidParameter(name: "tiers", message: "expects at least one tier") }
        let ordered = AnimationTier.ordered(tiers)
        let actual = ActualReference(animation: animation, tiers: tiers)
        let expected = recordMode == .all ? AnimationReference() : try AnimationReference.read(folder: referenceFolder)
        let missing = ordered.filter { !expected.has($0) }
        let comparison = AnimationComparison(times: actual.physics.map(\.timeSeconds), tolerance: tolerance)
        var mismatches: [TierMismatch] = []
        if tiers.contains(.physics), let reference = expected.physics,
           let mismatch = comparison.physics(actual: actual.physics, expected: reference) { mismatches.append(mismatch) }
        if tiers.contains(.layout), let reference = expected.layout, let layout = actual.layout,
           let mismatch = comparison.layout(actual: layout, expected: reference) { mismatches.append(mismatch) }
        var pictures = PixelPictures()
        if tiers.contains(.pixels), let summary = expected.pixels {
            let result = try PixelTierCheck(animation: animation, tolerance: tolerance.pixels, comparison: comparison)
                .run(expected: summary, frames: path(AnimationReference.framesFile), progress: progress)
            pictures = result.pictures
            if let mismatch = result.mismatch { mismatches.append(mismatch) }
        }
        var recordedTiers: [AnimationTier] = []
        var lines: [String] = []
        var artifacts: [String] = []
        var pixelCapture: (webp: [UInt8], summary: AnimationReference.PixelSummary)?
        if !mismatches.isEmpty {
            if tiers.contains(.pixels) { pixelCapture = try LosslessFrames.capture(animation, progress: progress) }
            artifacts = try ArtifactWriter(folder: artifactsFolder, tolerance: tolerance.pixels)
                .write(actual: actual, tiers: ordered, pixels: pixelCapture, pictures: pictures, animation: animation)
        }
        let recordable = recordMode == .all || recordMode == .missing || recordMode == .failed
        let toRecord = recordMode == .all ? ordered
            : recordMode == .failed && !mismatches.isEmpty ? ordered : recordable ? missing : []
        if !toRecord.isEmpty {
            if toRecord.contains(.pixels), pixelCapture == nil {
                pixelCapture = try LosslessFrames.capture(animation, progress: progress)
            }
            try write(toRecord, actual: actual, pixels: pixelCapture)
            recordedTiers = toRecord
        }
        let name = (referenceFolder as NSString).lastPathComponent
        if !mismatches.isEmpty {
            lines.append("animation '\(name)' does not match its reference \(referenceFolder):")
            lines += mismatches.map(\.message)
            let frames = Set(mismatches.flatMap(\.frames)).count
            let total = max(animation.frameCount, expected.frameCount ?? 0)
            let perTier = mismatches.map { "\($0.tier.rawValue) \($0.frames.count)" }.joined(separator: ", ")
            lines.append("\(frames) of \(total) frames differ (\(perTier))")
            lines.append("artifacts: \(artifactsFolder) (the actual references are in its actual/ folder)")
        }
        let missingNotRecorded = missing.filter { !recordedTiers.contains($0) }
        if !missingNotRecorded.isEmpty {
            lines.append("no \(missingNotRecorded.map(\.rawValue).joined(separator: ", ")) reference in "
                + "\(referenceFolder): \(recordAdvice)")
        }
        if !recordedTiers.isEmpty {
            let what = recordMode == .failed && !mismatches.isEmpty ? "re-recorded" : "recorded"
            lines.append("\(what) the \(recordedTiers.map(\.rawValue).joined(separator: ", ")) reference of '\(name)' "
                + "in \(referenceFolder) (\(animation.frameCount) frames)")
        }
        if !mismatches.isEmpty || !missingNotRecorded.isEmpty {
            return .failed(message: lines.joined(separator: "\n"), artifacts: artifacts)
        }
        if !recordedTiers.isEmpty {
            return .recorded(message: lines.joined(separator: "\n"),
                             files: recordedTiers.flatMap(AnimationReference.files).map(path))
        }
        return .matched(frames: animation.frameCount)
    }

    private func path(_ name: String) -> String { (referenceFolder as NSString).appendingPathComponent(name) }

    /// Writes the references of `tiers` into the reference folder.
    private func write(_ tiers: [AnimationTier], actual: ActualReference,
                       pixels: (webp: [UInt8], summary: AnimationReference.PixelSummary)?) throws(StretchGIFError)
    {
        try ArtifactWriter.createFolder(referenceFolder)
        try actual.write(tiers, into: referenceFolder, pixels: pixels)
    }
}

extension AnimationReference {
    /// Whether the reference has `tier`.
    func has(_ tier: AnimationTier) -> Bool {
        switch tier {
        case .physics: physics != nil
        case .layout: layout != nil
        case .pixels: pixels != nil
        }
    }

    /// Frames the reference knows of (the first tier that says).
    var frameCount: Int? { physics?.count ?? layout?.count ?? pixels?.hashes.count }
}
