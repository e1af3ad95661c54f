/// How far a long render has got, reported to an optional callback on the calling thread after each batch of
/// frames. The library never prints; the `stretchgif` command draws a bar from these.
public struct RenderProgress: Sendable, Equatable {
    /// What is being done.
    public enum Stage: String, Sendable, Equatable {
        /// Painting every frame once to build the GIF palette (and the manifest's hashes).
        case palette
        /// Painting, quantizing and encoding the frames.
        case encoding
        /// Painting frames for PNG or raw output.
        case frames
    }

    /// The current stage.
    public let stage: Stage
    /// Units of work done so far, across all stages of this call.
    public let done: Int
    /// Units of work in this call (a GIF paints every frame twice, so twice the frame count).
    public let total: Int

    /// A report of `done` out of `total` units in `stage`.
    public init(stage: Stage, done: Int, total: Int) {
        self.stage = stage
        self.done = done
        self.total = total
    }
}

/// The progress callback type: called on the thread that started the render, in order.
public typealias ProgressHandler = (RenderProgress) -> Void
