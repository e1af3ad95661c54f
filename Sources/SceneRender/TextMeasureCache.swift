import Layout
import Raster
import Synchronization

/// The sizes `SceneTextMeasurer` has measured, by everything that decides them: the characters, the style's shape
/// (not its colour) and the wrapping width. Measuring is a pure function of these and the measurer's fonts, so a
/// size found once is the size every later call would find (docs/scenes.md#limits).
final class TextMeasureCache: Sendable {
    struct Key: Hashable, Sendable {
        let string: String
        let size: Double
        let weight: FontWeight
        let alignment: TextAlignment
        let lines: Int
        let lineHeightMultiple: Double
        let maxWidth: Double?
    }

    private let sizes = Mutex<[Key: Size]>([:])

    func size(for key: Key) -> Size? {
        sizes.withLock { $0[key] }
    }

    func store(_ size: Size, for key: Key) {
        sizes.withLock { $0[key] = size }
    }
}
