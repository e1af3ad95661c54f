/// The GIF frames whose colours build the palette: at most `maximumFrames`, evenly spaced from the first frame.
///
/// A palette needs the colour distribution, not every frame: consecutive frames of a scroll share almost all their
/// colours, so a sample of evenly spaced frames gives nearly the same histogram for a fraction of the painting
/// (docs/gif.md#palette-sample has the measurements behind `maximumFrames`). The sample depends only on the frame
/// count, so the palette is the same for every thread count and whichever other outputs are encoded alongside.
struct PaletteSample: Sendable, Equatable {
    /// Largest sample. Measured on the default demo (267 frames): see docs/gif.md#palette-sample.
    static let maximumFrames = 32

    /// Every `stride`-th frame from frame 0 is in the sample.
    let stride: Int
    let frameCount: Int

    /// The sample of a `frameCount`-frame GIF.
    init(frameCount: Int) {
        self.frameCount = max(0, frameCount)
        stride = max(1, (self.frameCount + Self.maximumFrames - 1) / Self.maximumFrames)
    }

    /// Whether GIF frame `index` is in the sample.
    func contains(_ index: Int) -> Bool { index >= 0 && index < frameCount && index % stride == 0 }

    /// The sampled frame indices, increasing.
    var frames: [Int] { Array(Swift.stride(from: 0, to: frameCount, by: stride)) }
}
