/// One frame as the file holds it: its delay, its transparent index and its coded image block (image descriptor,
/// local colour table, LZW data), ready for `GIFEncoder.write(_:)`.
package struct GIFFrameBlock: Sendable, Equatable {
    /// How long the frame stays on screen (identical frames merged: their delays added).
    package let delayCentiseconds: Int
    /// The index that shows the previous frame through, or nil for an opaque patch.
    package let transparentIndex: Int?
    /// Image descriptor, local colour table if any, LZW minimum code size, data sub-blocks, block terminator.
    package let imageBlock: [UInt8]
}

/// A frame the sequencer released: final (identical frames merged) and coded.
package struct SequencedGIFFrame: Sendable {
    /// How long the frame stays on screen.
    package let delayCentiseconds: Int
    /// The index that shows the previous frame through, or nil for an opaque patch.
    let transparentIndex: Int?
    /// Image descriptor, local colour table if any, LZW image data.
    let imageBlock: [UInt8]

    /// The frame's block, ready for `GIFEncoder.write(_:)`. Every block is coded while its frame is prepared
    /// (`PreparedGIFFrame`), so this codes nothing and never throws; it keeps its signature for callers written when
    /// lossy blocks were coded here.
    package func coded() throws(GIFError) -> GIFFrameBlock {
        GIFFrameBlock(delayCentiseconds: delayCentiseconds, transparentIndex: transparentIndex, imageBlock: imageBlock)
    }
}

/// Turns prepared frames, given in order, into the frames the file holds: identical consecutive frames are merged
/// (their delays added, so one frame is held back until the next shows whether it repeats).
///
/// A value, so a pipeline can keep it on the encoder's thread while others paint and prepare the next frames
/// (docs/gif.md#parallel-encoding); `GIFEncoder.addFrame` uses one itself.
package struct GIFFrameSequencer: Sendable {
    /// The frame waiting to see whether the next one is identical.
    private var pending: (frame: PreparedGIFFrame, delay: Int)?

    /// A sequencer for frames prepared with `options` and `palette` (kept for callers written when the sequencer ran
    /// the lossy pass; merging needs neither).
    package init(options: GIFOptions, palette: Palette) {}

    /// Takes the next frame; returns the frame before it when that one is now final (not merged with this one).
    /// `delayCentiseconds` must be 0...65535; throws for a bad delay.
    package mutating func add(_ frame: PreparedGIFFrame, delayCentiseconds: Int) throws(GIFError) -> SequencedGIFFrame? {
        try Self.checkDelay(delayCentiseconds)
        if let waiting = pending, waiting.frame.indices == frame.indices,
           waiting.delay + delayCentiseconds <= GIFEncoder.maximumDelayCentiseconds {
            pending = (waiting.frame, waiting.delay + delayCentiseconds)
            return nil
        }
        let released = pending.map { waiting in Self.release(waiting.frame, delay: waiting.delay) }
        pending = (frame, delayCentiseconds)
        return released
    }

    /// The frame held back, after the last `add`; nil when no frame was added.
    package mutating func flush() -> SequencedGIFFrame? {
        guard let waiting = pending else { return nil }
        pending = nil
        return Self.release(waiting.frame, delay: waiting.delay)
    }

    /// A frame delay as the 16-bit GIF field holds it, or an error naming the field.
    static func checkDelay(_ delayCentiseconds: Int) throws(GIFError) {
        guard (0...GIFEncoder.maximumDelayCentiseconds).contains(delayCentiseconds) else {
            throw .invalidParameter(name: "frame delay", value: "\(delayCentiseconds) cs",
                                    expected: "0...\(GIFEncoder.maximumDelayCentiseconds) cs (16-bit GIF field)")
        }
    }

    /// A prepared frame as the file holds it, shown for `delay`.
    private static func release(_ prepared: PreparedGIFFrame, delay: Int) -> SequencedGIFFrame {
        SequencedGIFFrame(delayCentiseconds: delay, transparentIndex: prepared.transparentIndex,
                          imageBlock: prepared.imageBlock)
    }
}
