import Foundation

/// The `stretchgif hash` manifest of an animation: three `#` header lines, one line per output frame
/// (`NNNN time_s delay_cs offset_pt rgba_fnv1a64`) and a final `gif HASH N bytes M frames` line
/// (format: docs/gif.md#hash-manifest). Commit it and compare it in tests with `firstDifference(from:)`.
public struct FrameManifest: Sendable, Equatable {
    /// One output frame's line.
    public struct Frame: Sendable, Equatable {
        /// 0-based output frame index.
        public let index: Int
        /// The instant the frame shows, in seconds (as printed, 3 decimals).
        public let timeSeconds: Double
        /// The frame's GIF delay in centiseconds.
        public let delayCentiseconds: Int
        /// The content offset in points (as printed, 3 decimals).
        public let offset: Double
        /// 64-bit FNV-1a of the frame's straight RGBA bytes, 16 lowercase hex digits.
        public let hash: String
        /// The line as written.
        public let line: String

        /// Parses `NNNN time_s delay_cs offset_pt hash`; nil for any other line.
        init?(line: Substring) {
            let fields = line.split(separator: " ")
            guard fields.count == 5, let index = Int(fields[0]), let time = Double(fields[1]),
                  let delay = Int(fields[2]), let offset = Double(fields[3]) else { return nil }
            self.index = index
            self.timeSeconds = time
            self.delayCentiseconds = delay
            self.offset = offset
            self.hash = String(fields[4])
            self.line = String(line)
        }
    }

    /// The whole manifest as `stretchgif hash` prints it.
    public let text: String
    /// Its frame lines, in order.
    public let frames: [Frame]

    /// A manifest from its text (frame lines are parsed; everything else is kept in `text` only).
    public init(text: String) {
        self.text = text
        self.frames = text.split(separator: "\n").compactMap { Frame(line: $0) }
    }

    /// Where this manifest first differs from `expected` (the text of a committed manifest), or nil when the two
    /// texts are identical. Frame lines are compared first, in order, so a change in pixels, timing or offset names
    /// its frame; when every frame line matches, the first differing header or `gif` line is reported.
    public func firstDifference(from expected: String) -> ManifestDifference? {
        guard text != expected else { return nil }
        let expectedFrames = FrameManifest(text: expected).frames
        for position in 0..<max(frames.count, expectedFrames.count) {
            let old = position < expectedFrames.count ? expectedFrames[position] : nil
            let new = position < frames.count ? frames[position] : nil
            if old?.line == new?.line { continue }
            return ManifestDifference(
                frameIndex: new?.index ?? old?.index ?? position, timeSeconds: new?.timeSeconds ?? old?.timeSeconds,
                expectedHash: old?.hash, actualHash: new?.hash, expectedLine: old?.line, actualLine: new?.line)
        }
        let oldLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for position in 0..<max(oldLines.count, newLines.count) {
            let old = position < oldLines.count ? String(oldLines[position]) : nil
            let new = position < newLines.count ? String(newLines[position]) : nil
            if old != new {
                return ManifestDifference(frameIndex: nil, timeSeconds: nil, expectedHash: nil, actualHash: nil,
                                          expectedLine: old, actualLine: new)
            }
        }
        return nil
    }
}

/// The first place where an animation's manifest no longer matches the expected one.
public struct ManifestDifference: Sendable, Equatable, CustomStringConvertible {
    /// The first frame whose line differs (or that exists on one side only); nil when every frame line matches and
    /// only a header or the `gif` line differs (a palette or encoder change).
    public let frameIndex: Int?
    /// When that frame shows, in seconds.
    public let timeSeconds: Double?
    /// The frame's hash in the expected manifest; nil when it has no such frame.
    public let expectedHash: String?
    /// The frame's hash now; nil when the animation has no such frame any more.
    public let actualHash: String?
    /// The differing line of the expected manifest (nil when it ends earlier).
    public let expectedLine: String?
    /// The differing line of the actual manifest (nil when it ends earlier).
    public let actualLine: String?

    /// One line: which frame, when, and both hashes (or both lines when no frame differs).
    public var description: String {
        guard let frameIndex else {
            return "every frame matches, but line '\(actualLine ?? "(none)")' was '\(expectedLine ?? "(none)")'"
        }
        let time = timeSeconds.map { String(format: " (t = %.3f s)", $0) } ?? ""
        return "frame \(frameIndex)\(time) differs: expected \(expectedLine ?? "no frame"), got \(actualLine ?? "no frame")"
    }
}
