import Foundation
import StretchGIFKit

/// The preview's state: the animations built for the page's settings and the frames painted from them, both
/// cached, and a version that moves when a file the scene uses changes on disk (docs/preview.md#live-reload).
/// Every render goes through this actor, so at most one runs at a time.
actor PreviewSession {
    let source: PreviewSource
    /// Moves by one each time a watched file changes; part of every cache key.
    private(set) var version = 0
    private var watched: [String]
    private var snapshot: FileSnapshot
    private var animations: [(key: PreviewSettings, version: Int, result: Result<Animation, PreviewProblem>)] = []
    private var frames: [(key: FrameKey, png: [UInt8])] = []

    /// Animations kept (the page's current settings, an A/B pair and a little history).
    static let cachedAnimations = 4
    /// Painted frames kept: a scrub back and forth over a few seconds at 30 fps paints nothing twice.
    static let cachedFrames = 240

    private struct FrameKey: Equatable {
        let settings: PreviewSettings
        let version: Int
        let index: Int
    }

    init(source: PreviewSource) {
        self.source = source
        watched = source.fixedInputs
        snapshot = FileSnapshot(source.fixedInputs)
    }

    /// The animation for `settings` at the current version (built on first use).
    func animation(_ settings: PreviewSettings) -> Result<Animation, PreviewProblem> {
        if let cached = animations.first(where: { $0.key == settings && $0.version == version }) { return cached.result }
        let result = source.build(settings)
        if case .success(let animation) = result {
            let new = animation.inputFiles.filter { !watched.contains($0) }
            watched += new
            snapshot = snapshot.adding(new)
        }
        animations.append((settings, version, result))
        if animations.count > Self.cachedAnimations { animations.removeFirst() }
        return result
    }

    /// PNG bytes of frame `index` for `settings`.
    func frame(_ index: Int, settings: PreviewSettings) throws(PreviewProblem) -> [UInt8] {
        let key = FrameKey(settings: settings, version: version, index: index)
        if let cached = frames.first(where: { $0.key == key }) { return cached.png }
        let animation = try animation(settings).get()
        guard index >= 0, index < animation.frameCount else {
            throw PreviewProblem(message: "frame \(index) is outside 0...\(animation.frameCount - 1)")
        }
        let png: [UInt8]
        do { png = try animation.pngBytes(frame: index) } catch { throw PreviewProblem(message: error.description) }
        frames.append((key, png))
        if frames.count > Self.cachedFrames { frames.removeFirst() }
        return png
    }

    /// Looks at the watched files; moves the version (and so drops every cached result) when one changed.
    func poll() {
        let now = FileSnapshot(watched)
        guard now != snapshot else { return }
        snapshot = now
        version += 1
        animations.removeAll()
        frames.removeAll()
    }
}
