import CAVCodec
import Synchronization

/// Makes the bytes of fresh heap memory a fixed pattern while a video encoder runs, so the encoders' output does not
/// depend on what the process did before (docs/formats.md#deterministic-video).
///
/// libx264 reads bytes of buffers it allocated and never wrote (its lookahead runs past what it filled): with fresh
/// pages they are zero, after another encoder (libwebp) used the heap they are that encoder's leftovers, and the MP4
/// changed with them, from run to run when worker threads shuffled the heap. glibc's `M_PERTURB` fills every
/// allocation with one byte instead; nested and concurrent encoders share the setting through a count.
enum HeapFill {
    /// The fill byte handed to `mallopt(M_PERTURB, _)` (any nonzero byte gives fixed contents; 0x5A is arbitrary).
    static let byte: Int32 = 0x5A
    private static let depth = Mutex(0)

    /// Turns the fill on (or keeps it on) until the matching `end()`.
    static func begin() {
        depth.withLock { count in
            if count == 0 { stretchgif_malloc_fill(byte) }
            count += 1
        }
    }

    /// Undoes one `begin()`; the last one turns the fill off.
    static func end() {
        depth.withLock { count in
            count -= 1
            if count == 0 { stretchgif_malloc_fill(0) }
        }
    }
}
