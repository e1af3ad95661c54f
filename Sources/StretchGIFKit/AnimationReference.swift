import Foundation

/// What a regression check stores for one animation, tier by tier: the text files people review in a pull request
/// and the lossless frames the pixel tier compares with (formats: docs/library.md#reference-files).
struct AnimationReference: Sendable, Equatable {
    /// One frame's time and content offset.
    struct PhysicsFrame: Sendable, Equatable {
        var timeSeconds: Double
        var offset: Double
    }

    /// One value of a view in the layout tier: a number (points, or the property's own unit) or a text compared
    /// exactly (a colour `#RRGGBBAA`, a flag).
    enum Value: Sendable, Equatable {
        case number(Double)
        case text(String)

        var text: String {
            switch self {
            case .number(let number): AnimationReference.format(number)
            case .text(let text): text
            }
        }
    }

    /// One view at one frame: its id and its values in a fixed order (x, y, width, height, alpha, then the bound
    /// properties in `AnimatableProperty` order).
    struct ViewState: Sendable, Equatable {
        var id: String
        var values: [(name: String, value: Value)]

        static func == (left: ViewState, right: ViewState) -> Bool {
            left.id == right.id && left.values.map(\.name) == right.values.map(\.name)
                && left.values.map(\.value) == right.values.map(\.value)
        }
    }

    /// The pixel tier's text: the frame size and every frame's hash; the pixels themselves are in `frames.webp`.
    struct PixelSummary: Sendable, Equatable {
        var width: Int
        var height: Int
        var hashes: [String]
    }

    var physics: [PhysicsFrame]?
    var layout: [[ViewState]]?
    var pixels: PixelSummary?

    /// The file of each tier inside a reference folder, and the frames of the pixel tier.
    static let physicsFile = "physics.txt"
    static let layoutFile = "layout.txt"
    static let pixelsFile = "pixels.txt"
    static let framesFile = "frames.webp"

    /// The files a tier writes.
    static func files(of tier: AnimationTier) -> [String] {
        switch tier {
        case .physics: [physicsFile]
        case .layout: [layoutFile]
        case .pixels: [pixelsFile, framesFile]
        }
    }

    /// References store numbers to a thousandth (of a point, a second, an alpha); tolerances start there.
    static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    // MARK: Text

    static let formatLine = "# stretchgif animation reference v1 (docs/library.md#reference-files)"

    /// `physics.txt`: one line per frame, `NNNN time_s offset_pt`.
    static func physicsText(_ frames: [PhysicsFrame]) -> String {
        var lines = [formatLine, "# \(frames.count) frames; frame time_s offset_pt"]
        for (index, frame) in frames.enumerated() {
            lines.append(String(format: "%04d %.3f ", index, frame.timeSeconds) + format(frame.offset))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `layout.txt`: per frame a `frame NNNN` line, then one line per view, `ID name=value ...`.
    static func layoutText(_ frames: [[ViewState]]) -> String {
        var lines = [formatLine, "# \(frames.count) frames; each view: id x y width height alpha, then bound properties"]
        for (index, views) in frames.enumerated() {
            lines.append(String(format: "frame %04d", index))
            for view in views {
                let values = view.values.map { "\($0.name)=\($0.value.text)" }
                lines.append(([quotedID(view.id)] + values).joined(separator: " "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `pixels.txt`: the size, then one line per frame, `NNNN rgba_fnv1a64`.
    static func pixelsText(_ summary: PixelSummary) -> String {
        var lines = [formatLine, "# \(summary.hashes.count) frames, pixels lossless in \(framesFile); "
                        + "frame rgba_fnv1a64", "size \(summary.width) \(summary.height)"]
        for (index, hash) in summary.hashes.enumerated() { lines.append(String(format: "%04d ", index) + hash) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An id as written: plain when it has no space, quote or `=` and is not empty, else a JSON-style string.
    static func quotedID(_ id: String) -> String {
        let plain = !id.isEmpty && !id.unicodeScalars.contains {
            $0 == " " || $0 == "\"" || $0 == "=" || $0 == "\\" || $0.value < 0x21
        } && !id.hasPrefix("#") && id != "frame"
        guard !plain else { return id }
        var result = "\""
        for scalar in id.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 { result += String(format: "\\u%04x", scalar.value) }
                else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }
}
