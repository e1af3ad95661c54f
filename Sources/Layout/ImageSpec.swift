/// What an image view draws.
package struct ImageSpec: Sendable, Equatable {
    /// Where the pixels come from, e.g. "procedural:landscape" or a file path; interpreted by the renderer.
    package var source: String
    package var contentMode: ContentMode
    /// Whether drawing is clipped to the view's bounds (UIView.clipsToBounds).
    package var clips: Bool

    /// Prefix of sources the renderer draws instead of reading a file.
    package static let proceduralPrefix = "procedural:"
    /// The images that exist as `procedural:NAME`: `landscape` is a dusk landscape (sky, sun, hills, lake) in the
    /// header's 10:7 proportions.
    package static let proceduralNames = ["landscape"]

    /// NAME when `source` is `procedural:NAME`, else nil.
    package var proceduralName: String? {
        source.hasPrefix(Self.proceduralPrefix) ? String(source.dropFirst(Self.proceduralPrefix.count)) : nil
    }

    /// An image spec; defaults follow the stretchy scene (aspect fill, clipped).
    package init(source: String, contentMode: ContentMode = .scaleAspectFill, clips: Bool = true) {
        self.source = source
        self.contentMode = contentMode
        self.clips = clips
    }
}
