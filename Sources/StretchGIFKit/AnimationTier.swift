/// What a regression check compares, cheapest first (docs/library.md#regression-checks). A check reports the tiers
/// in this order, so the first line of a failure names the earliest stage that moved.
public enum AnimationTier: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Every frame's time and content offset (the simulated scroll). Never paints.
    case physics
    /// Every view's frame, alpha and scroll-bound properties at every frame (the solved layout). Never paints.
    case layout
    /// Every frame's pixels, compared with the reference's lossless copy of them.
    case pixels

    /// Every tier, in report order.
    public static let all: Set<AnimationTier> = Set(allCases)

    /// `tiers` in report order (never a `Set`'s own order).
    static func ordered(_ tiers: Set<AnimationTier>) -> [AnimationTier] { allCases.filter(tiers.contains) }
}

/// How far an animation may move from its reference and still match, per tier
/// (docs/library.md#tolerances). A value differs when it is further than the tolerance from the expected one.
public struct AnimationTolerance: Sendable, Equatable {
    /// Largest difference of a frame's content offset, in points (times must agree to the millisecond).
    public var physicsPoints: Double
    /// Largest difference of a view's x, y, width or height in points, and of a scroll-bound number (alpha, scale,
    /// ...) in its own unit; colours and flags must be equal.
    public var layoutPoints: Double
    /// What makes a frame's pixels differ.
    public var pixels: PixelTolerance

    /// The defaults: 0.01 pt for physics and layout, exact pixels.
    public init(physicsPoints: Double = AnimationTolerance.defaultPoints,
                layoutPoints: Double = AnimationTolerance.defaultPoints, pixels: PixelTolerance = .exact) {
        self.physicsPoints = physicsPoints
        self.layoutPoints = layoutPoints
        self.pixels = pixels
    }

    /// The default point tolerance of the physics and layout tiers: a hundredth of a point, well below the 1/3 pt
    /// of a 3x pixel, and above the 0.001 pt the references store.
    public static let defaultPoints = 0.01
    /// The valid point tolerances: from the references' precision (0.001 pt, docs/library.md#reference-files) to
    /// 1000 pt.
    package static let pointsRule = NumberRule<Double>(lower: 0.001, upper: 1000,
                                                      phrase: "a number of points from 0.001 to 1000")

    /// The defaults (0.01 pt, exact pixels).
    public static let `default` = AnimationTolerance()

    /// Default point tolerances; a pixel differs when one of its channels differs by more than `maxChannelDelta`
    /// (0...255), and a frame differs when more than `maxFraction` (0...1) of its pixels do.
    public static func pixels(maxChannelDelta: Int, maxFraction: Double = 0) -> AnimationTolerance {
        AnimationTolerance(pixels: .channels(maxDelta: maxChannelDelta, maxFraction: maxFraction))
    }

    /// Default point tolerances; a pixel differs when its colour difference CIE76 ΔE*ab (sRGB to CIELAB, D65)
    /// is above `maxDeltaE` (2.3 is a just-noticeable difference), and a frame differs when more than `maxFraction`
    /// of its pixels do.
    public static func perceptual(maxDeltaE: Double = PixelTolerance.justNoticeableDeltaE,
                                  maxFraction: Double = 0) -> AnimationTolerance {
        AnimationTolerance(pixels: .perceptual(maxDeltaE: maxDeltaE, maxFraction: maxFraction))
    }

    /// `points` for physics and layout, exact pixels.
    public static func points(_ points: Double) -> AnimationTolerance {
        AnimationTolerance(physicsPoints: points, layoutPoints: points)
    }

    /// Throws `invalidParameter` naming the first value out of its range.
    public func validate() throws(StretchGIFError) {
        try Self.pointsRule.check(physicsPoints, name: "tolerance.physicsPoints")
        try Self.pointsRule.check(layoutPoints, name: "tolerance.layoutPoints")
        try pixels.validate()
    }
}

/// When two frames' pixels count as different (docs/library.md#tolerances).
public enum PixelTolerance: Sendable, Equatable {
    /// Every channel of every pixel equal.
    case exact
    /// A pixel differs when a channel (R, G, B or A, straight 8-bit) differs by more than `maxDelta`; the frame
    /// differs when more than `maxFraction` of its pixels do.
    case channels(maxDelta: Int, maxFraction: Double)
    /// A pixel differs when CIE76 ΔE*ab between the two colours (opaque sRGB, D65) is above `maxDeltaE`; the frame
    /// differs when more than `maxFraction` of its pixels do.
    case perceptual(maxDeltaE: Double, maxFraction: Double)

    /// ΔE*ab 2.3: the just-noticeable difference of CIE76 (Sharma & Trussell, Digital Color Imaging Handbook).
    public static let justNoticeableDeltaE = 2.3
    /// Valid `maxDelta`: 0...255.
    package static let channelRule = NumberRule<Int>(lower: 0, upper: 255, phrase: "an integer from 0 to 255")
    /// Valid `maxFraction`: 0...1.
    package static let fractionRule = NumberRule<Double>(lower: 0, upper: 1, phrase: "a fraction from 0 to 1")
    /// Valid `maxDeltaE`: 0...100 (100 is the distance from black to white).
    package static let deltaERule = NumberRule<Double>(lower: 0, upper: 100, phrase: "a ΔE from 0 to 100")

    /// Throws `invalidParameter` naming the first value out of its range.
    public func validate() throws(StretchGIFError) {
        switch self {
        case .exact: return
        case .channels(let maxDelta, let maxFraction):
            try Self.channelRule.check(maxDelta, name: "tolerance.maxChannelDelta")
            try Self.fractionRule.check(maxFraction, name: "tolerance.maxFraction")
        case .perceptual(let maxDeltaE, let maxFraction):
            try Self.deltaERule.check(maxDeltaE, name: "tolerance.maxDeltaE")
            try Self.fractionRule.check(maxFraction, name: "tolerance.maxFraction")
        }
    }

    /// The fraction of a frame's pixels that may differ.
    var maxFraction: Double {
        switch self {
        case .exact: 0
        case .channels(_, let fraction), .perceptual(_, let fraction): fraction
        }
    }
}

/// When a check writes references instead of (or as well as) comparing, as swift-snapshot-testing's record modes
/// (docs/library.md#record-modes). A run that records always fails, saying what it wrote.
public enum AnimationRecordMode: String, Sendable, Equatable, CaseIterable {
    /// Record every reference again, also under `CI=true`.
    case all
    /// Record the references (or tiers) that do not exist yet, compare the others. The default.
    case missing
    /// Never record; a missing reference fails.
    case never
    /// Record what is missing, and replace a reference that does not match (after writing the failure artifacts).
    case failed

    /// The environment variable that chooses the mode.
    public static let environmentKey = "STRETCHGIF_RECORD"

    /// The mode `environment` asks for (`STRETCHGIF_RECORD`, default `missing`). Under `CI=true` nothing but `all`
    /// records: `missing` and `failed` act as `never`, so a CI run cannot pass by writing what it checks.
    public static func fromEnvironment(_ environment: [String: String]) throws(StretchGIFError) -> AnimationRecordMode {
        let mode: AnimationRecordMode
        if let text = environment[environmentKey], !text.isEmpty {
            guard let chosen = AnimationRecordMode(rawValue: text.lowercased()) else {
                throw .invalidParameter(name: environmentKey, message: "expects all, missing, never or failed "
                    + "(got '\(text)')")
            }
            mode = chosen
        } else {
            mode = .missing
        }
        return mode != .all && environment["CI"]?.lowercased() == "true" ? .never : mode
    }
}
