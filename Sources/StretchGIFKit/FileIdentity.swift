import Foundation

/// A file's device and inode (after following links): two paths with the same identity are the same file, read
/// once however many names reach it (docs/scenes.md#limits).
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path`; nil when it cannot be found (reading it then reports why).
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
