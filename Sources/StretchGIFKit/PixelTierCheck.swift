import Foundation
import Raster

/// Frames a failed pixel check pictures: the first differing frame and every key frame that differs, with both
/// sides' straight RGBA, in frame order.
struct PixelPictures: Sendable {
    var frames: [(index: Int, expected: [UInt8], actual: [UInt8])] = []
    var width = 0
    var height = 0
}

/// The pixel tier: paints every frame, and compares each whose hash differs from the reference with the
/// reference's lossless copy under the tolerance (docs/library.md#tolerances).
struct PixelTierCheck {
    let animation: Animation
    let tolerance: PixelTolerance
    let comparison: AnimationComparison

    /// Key frames pictured besides the first differing frame (the reference's own frames are all lossless, so any
    /// frame could be; these are the pull, the middle and the far end, `Animation.keyframeIndices()`).
    func run(expected: AnimationReference.PixelSummary, frames path: String, progress: ProgressHandler?)
        throws(StretchGIFError) -> (mismatch: TierMismatch?, pictures: PixelPictures)
    {
        let width = animation.pixelWidth, height = animation.pixelHeight
        guard width == expected.width, height == expected.height else {
            let message = "frames are \(width) x \(height) px, expected \(expected.width) x \(expected.height) px (pixels)"
            let frames = Array(0..<max(animation.frameCount, expected.hashes.count))
            return (TierMismatch(tier: .pixels, message: message, firstFrame: nil, frames: frames), PixelPictures())
        }
        let reader = try LosslessFrameReader(path: path, width: width, height: height)
        let keyframes = Set(animation.keyframeIndices())
        var pictures = PixelPictures(width: width, height: height)
        var differing: [Int] = []
        var first: String?
        let perceptual = if case .perceptual = tolerance { true } else { false }
        try animation.forEachFrame(progress: progress) { (index: Int, frame: Pixmap) throws(StretchGIFError) in
            guard index < expected.hashes.count else { differing.append(index); return }
            let rgba = frame.unpremultipliedRGBA()
            guard FNV1a64.hex(of: rgba) != expected.hashes[index] else { return }
            let reference = try reader.frame(index)
            let result = PixelComparison(actual: rgba, expected: reference, width: width, height: height,
                                         tolerance: tolerance)
            guard result.differs else { return }
            differing.append(index)
            if first == nil {
                first = comparison.place(index) + result.summary(perceptual: perceptual) + " (pixels)"
                pictures.frames.append((index, reference, rgba))
            } else if keyframes.contains(index) {
                pictures.frames.append((index, reference, rgba))
            }
        }
        differing += AnimationComparison.extraFrames(animation.frameCount, expected.hashes.count)
            .filter { $0 >= animation.frameCount }
        if animation.frameCount != expected.hashes.count {
            first = first ?? "\(animation.frameCount) frames, expected \(expected.hashes.count) (pixels)"
        }
        guard let first else { return (nil, pictures) }
        return (TierMismatch(tier: .pixels, message: first, firstFrame: differing.first, frames: differing), pictures)
    }
}
