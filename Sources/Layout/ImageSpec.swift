/// What an image view draws.
public struct ImageSpec: Sendable, Equatable {
    /// Where the pixels come from, e.g. "procedural:landscape" or a file path; interpreted by the renderer.
    public var source: String
    public var contentMode: ContentMode
    /// Whether drawing is clipped to the view's bounds (UIView.clipsToBounds).
    public var clips: Bool

    /// An image spec; defaults follow the stretchy scene (aspect fill, clipped).
    public init(source: String, contentMode: ContentMode = .scaleAspectFill, clips: Bool = true) {
        self.source = source
        self.contentMode = contentMode
        self.clips = clips
    }
}
