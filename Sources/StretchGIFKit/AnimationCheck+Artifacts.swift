import Foundation
import Raster

/// The actual animation's references, computed once per check: physics always (it is cheap and times the
/// messages), layout when that tier is checked.
struct ActualReference {
    let physics: [AnimationReference.PhysicsFrame]
    let layout: [[AnimationReference.ViewState]]?

    init(animation: Animation, tiers: Set<AnimationTier>) {
        physics = animation.physicsReference()
        layout = tiers.contains(.layout) ? animation.layoutReference() : nil
    }

    /// Writes the files of `tiers` into `folder` (which exists); `pixels` is required for the pixel tier.
    func write(_ tiers: [AnimationTier], into folder: String,
               pixels: (webp: [UInt8], summary: AnimationReference.PixelSummary)?) throws(StretchGIFError)
    {
        func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }
        for tier in tiers {
            switch tier {
            case .physics:
                try writeFileAtomically(Array(AnimationReference.physicsText(physics).utf8),
                                        toFile: path(AnimationReference.physicsFile))
            case .layout:
                guard let layout else { continue }
                try writeFileAtomically(Array(AnimationReference.layoutText(layout).utf8),
                                        toFile: path(AnimationReference.layoutFile))
            case .pixels:
                guard let pixels else { continue }
                try writeFileAtomically(pixels.webp, toFile: path(AnimationReference.framesFile))
                try writeFileAtomically(Array(AnimationReference.pixelsText(pixels.summary).utf8),
                                        toFile: path(AnimationReference.pixelsFile))
            }
        }
    }
}

/// Writes a failed check's artifacts (docs/library.md#artifacts): `actual/` with the actual references (ready to
/// copy over the expected ones), `frame-NNNN-expected.png`, `-actual.png` and `-diff.png` at full resolution for
/// the pictured frames, and `actual.gif` of the whole animation (pixel tier only; the other tiers never paint).
struct ArtifactWriter {
    let folder: String
    let tolerance: PixelTolerance

    func write(actual: ActualReference, tiers: [AnimationTier],
               pixels: (webp: [UInt8], summary: AnimationReference.PixelSummary)?, pictures: PixelPictures,
               animation: Animation) throws(StretchGIFError) -> [String]
    {
        try? FileManager.default.removeItem(atPath: folder)
        let actualFolder = (folder as NSString).appendingPathComponent("actual")
        try Self.createFolder(actualFolder)
        try actual.write(tiers, into: actualFolder, pixels: pixels)
        var written = tiers.flatMap(AnimationReference.files).map { (actualFolder as NSString).appendingPathComponent($0) }
        for picture in pictures.frames {
            let stem = (folder as NSString).appendingPathComponent(String(format: "frame-%04d", picture.index))
            let diff = PixelComparison.diffImage(actual: picture.actual, expected: picture.expected,
                                                 width: pictures.width, height: pictures.height, tolerance: tolerance)
            for (suffix, rgba) in [("expected", picture.expected), ("actual", picture.actual), ("diff", diff)] {
                let path = "\(stem)-\(suffix).png"
                try writeFileAtomically(try Self.png(rgba, pictures.width, pictures.height), toFile: path)
                written.append(path)
            }
        }
        if tiers.contains(.pixels) {
            let path = (folder as NSString).appendingPathComponent("actual.gif")
            try writeFileAtomically(try animation.gifBytes(), toFile: path)
            written.append(path)
        }
        return written
    }

    static func png(_ rgba: [UInt8], _ width: Int, _ height: Int) throws(StretchGIFError) -> [UInt8] {
        do { return try PNGCodec.encode(straightRGBA: rgba, width: width, height: height) } catch {
            throw .renderFailed(message: error.description)
        }
    }

    static func createFolder(_ path: String) throws(StretchGIFError) {
        guard !path.isEmpty else { return }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw .outputFailed(path: path, message: "cannot create the folder: \(error.localizedDescription)")
        }
    }
}
