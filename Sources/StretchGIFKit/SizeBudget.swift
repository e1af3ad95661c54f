/// Finds the best-looking settings whose file fits a byte budget (`stretchgif render --max-size`,
/// docs/formats.md#size-budget). Candidates combine the encoding's levels (GIF: lossy LZW, then fewer palette colours; WebP: its quality; MP4 and
/// WebM: the codec's CRF, through `quality`) with smaller widths and lower frame rates; each is rendered, encoded
/// and decoded, and scored by the SSIM of what it shows and by how late a lower frame rate shows the motion
/// (`Quality`); among the candidates that fit the one of highest score wins (the earlier one on a tie).
///
/// Every attempt renders and encodes the whole animation, so the result is a pure function of the scene, the
/// options and the budget.
public enum SizeBudget {
    /// One setting the search changes.
    public enum Stage: String, Sendable, Equatable, CaseIterable {
        /// GIF lossy LZW level (`RenderOptions.lossy`).
        case lossy
        /// GIF palette size (`RenderOptions.colors`).
        case colors
        /// WebP quality or a video's CRF (`RenderOptions.quality`).
        case quality
        /// Frames per second (`RenderOptions.fps`).
        case fps
        /// Output width in pixels (`RenderOptions.width`).
        case width
    }

    /// One setting the search moved away from the starting options: the stage and the value it set.
    public struct Change: Sendable, Equatable {
        /// The setting.
        public let stage: Stage
        /// Its new value as written for the option (`80`, `12.5`).
        public let value: String
    }

    /// One attempt of the search: the settings tried and the size they gave.
    public struct Attempt: Sendable, Equatable {
        /// The options rendered.
        public let options: RenderOptions
        /// The settings that differ from the starting ones, in the stages' order; empty for the starting settings.
        public let changes: [Change]
        /// The file's size.
        public let byteCount: Int
        /// Whether it fits the budget.
        public let fits: Bool
        /// How the decoded file looks beside the starting settings (docs/formats.md#size-budget).
        public let quality: Quality
    }

    /// What the search chose.
    public struct Fit: Sendable, Equatable {
        /// The chosen options (the first attempt's when those fit).
        public let options: RenderOptions
        /// The settings that differ from the starting ones, in the stages' order; empty when the starting settings fit.
        public let changes: [Change]
        /// The encoded file of the chosen options.
        public let bytes: [UInt8]
        /// What the chosen file holds.
        public let summary: OutputSummary
        /// Frames the chosen settings render for this format (the video schedule's for MP4 and WebM, the GIF
        /// schedule's otherwise), before a GIF merges identical ones.
        public let renderedFrames: Int
        /// Every attempt, in order.
        public let attempts: [Attempt]
        /// The chosen file's quality, as `Attempt.quality`.
        public let quality: Quality
    }

    /// Lossy LZW levels, weakest first, from 0 (exact) to 120: above 100 every pixel may move (docs/gif.md#lossy-lzw)
    /// and at 160 and more flat areas turn to visible grain, which looks worse than a lower frame rate or width
    /// (looked at on the default demo at 2 MB: lossy 200 with 16 colours left the crimson page speckled and the
    /// text ragged).
    static let lossyLevels = [0, 20, 40, 60, 80, 100, 120]
    /// Palette sizes after the full one, halving to 64: fewer colours band the photo and dither flat colours.
    static let colorLevels = [256, 128, 64]
    /// WebP qualities after lossless (nil), and video qualities after the codec's default CRF (nil).
    static let qualityLevels: [Int?] = [nil, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0]
    static let videoQualityLevels: [Int?] = [nil, 50, 45, 40, 35, 30, 25, 20, 10, 0]
    /// Frame rates: the starting one, then these below it. None below 15: there a scroll reads as separate pictures,
    /// and SSIM cannot see it (a late picture scores low once the page has moved past its own detail, however late:
    /// on the default demo 10 fps measured timing 0.59 against 15 fps's 0.63; docs/formats.md#size-budget).
    static let fpsLevels: [Double] = [30, 25, 20, 15]
    /// Widths as fractions of the starting width (never below `RenderOptions.Rules.width`'s lower bound).
    static let widthFractions = [1.0, 0.85, 0.7, 0.6, 0.5, 0.4, 0.3, 0.25]

    /// Searches for the best-looking settings of `format` whose file is at most `maxBytes` bytes. `report` sees
    /// every attempt as it finishes. Throws `invalidParameter` naming `max-size` when no setting tried fits (the
    /// message says what the smallest gave), and what rendering throws.
    public static func fit(scene: StretchScene, options start: RenderOptions, format: OutputFormat, maxBytes: Int,
                           report: ((Attempt) -> Void)? = nil) throws(StretchGIFError) -> Fit
    {
        let reference = try QualityReference(scene: scene, options: start, format: format,
                                             fps: searchedRates(from: start, format: format))
        var trials = Trials(scene: scene, start: start, format: format, maxBytes: maxBytes, report: report,
                            reference: reference)
        return try searchByQuality(&trials)
    }

    /// The settings the search changes for `format` (its candidates combine them, docs/formats.md#size-budget), in
    /// the order changes are listed.
    public static func stages(for format: OutputFormat) -> [Stage] {
        format == .gif ? [.lossy, .colors, .fps, .width] : [.quality, .fps, .width]
    }

    /// A stage's levels for `format`, weakest first, starting with the starting options' own value.
    static func levels(of stage: Stage, format: OutputFormat, from start: RenderOptions, startWidth: Int) -> [Level] {
        switch stage {
        case .lossy:
            let highest = RenderOptions.Rules.lossy.upper ?? 0
            return [.int(start.lossy)] + lossyLevels.filter { $0 > start.lossy && $0 <= highest }.map(Level.int)
        case .colors:
            return [.int(start.colors)] + colorLevels.filter { $0 < start.colors }.map(Level.int)
        case .quality:
            let ladder = format.isVideo ? videoQualityLevels : qualityLevels
            // A given quality keeps only the lower ones; none given (lossless, or the codec's default) takes all.
            let below = start.quality.map { given in ladder.filter { ($0 ?? 101) < given } } ?? Array(ladder.dropFirst())
            return [.quality(start.quality)] + below.map(Level.quality)
        case .fps:
            return searchedRates(from: start, format: format).map(Level.real)
        case .width:
            let lowest = RenderOptions.Rules.width.lower ?? 16
            var widths: [Int] = []
            for fraction in widthFractions {
                let width = max(lowest, Int((Double(startWidth) * fraction).rounded()))
                if !widths.contains(width) { widths.append(width) }
            }
            return [.width(start.width)] + widths.dropFirst().map { Level.width($0) }
        }
    }

    /// One value of a stage.
    enum Level: Equatable {
        case int(Int)
        case real(Double)
        case quality(Int?)
        case width(Int?)
    }

    /// Sets `stage` of `options` to `level`.
    static func apply(_ level: Level, of stage: Stage, to options: inout RenderOptions) {
        switch (stage, level) {
        case (.lossy, .int(let value)): options.lossy = value
        case (.colors, .int(let value)): options.colors = value
        case (.quality, .quality(let value)): options.quality = value
        case (.fps, .real(let value)): options.fps = value
        case (.width, .width(let value)): options.width = value
        default: assertionFailure("level \(level) does not belong to stage \(stage)")
        }
    }

    /// The searched settings of `options` that differ from `start`, in the stages' order.
    static func changes(from start: RenderOptions, to options: RenderOptions) -> [Change] {
        var changes: [Change] = []
        if options.lossy != start.lossy { changes.append(Change(stage: .lossy, value: "\(options.lossy)")) }
        if options.colors != start.colors { changes.append(Change(stage: .colors, value: "\(options.colors)")) }
        if options.quality != start.quality, let quality = options.quality {
            changes.append(Change(stage: .quality, value: "\(quality)"))
        }
        if options.fps != start.fps { changes.append(Change(stage: .fps, value: formatNumber(options.fps))) }
        if options.width != start.width, let width = options.width {
            changes.append(Change(stage: .width, value: "\(width)"))
        }
        return changes
    }

    /// `changes` in words for a message: `lossy 80, colors 128`, or "the starting settings".
    static func describe(_ changes: [Change]) -> String {
        changes.isEmpty ? "the starting settings" : changes.map { "\($0.stage.rawValue) \($0.value)" }.joined(separator: ", ")
    }
}
