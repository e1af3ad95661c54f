import Foundation
import Layout

/// The largest file of each kind a render reads (docs/scenes.md#limits). Each is checked with `stat()` before the
/// file is opened, and no read takes more than the limit plus one byte, so a multi-gigabyte or growing file is
/// refused at once instead of being read into memory.
enum InputFileLimits {
    /// A scene file: 4 MiB, the scene parser's own limit (`SceneFileLimits.maximumBytes`).
    static let sceneBytes = SceneFileLimits.maximumBytes
    /// A gesture file (`--gesture-file`): 1 MiB, a hundred bytes for each of the 10,000 actions a script may have.
    static let gestureBytes = 1024 * 1024
    /// A PNG or JPEG file: 256 MiB, more than an uncompressed-looking PNG of the largest picture decoded
    /// (100,000,000 pixels) needs after deflate.
    static let imageBytes = 256 * 1024 * 1024
    /// A font file: 64 MiB (the largest Noto CJK collection is 27 MB).
    static let fontBytes = 64 * 1024 * 1024
    /// A regression reference's text file (`physics.txt`, `layout.txt`, `pixels.txt`): 64 MiB, a layout of 100 views
    /// at every frame of the longest animation (FrameSchedule's 60 s at 50 fps) in about 20 bytes a value.
    static let referenceTextBytes = 64 * 1024 * 1024
    /// A regression reference's lossless frames (`frames.webp`): 1 GiB (docs/library.md#reference-files).
    static let referenceFramesBytes = 1024 * 1024 * 1024

    /// `bytes` as the limits table writes it: "4 MiB", "256 MiB", or a byte count.
    static func text(_ bytes: Int) -> String {
        if bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MiB" }
        if bytes >= 1024 && bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return "\(bytes) bytes"
    }
}

/// Reads a UTF-8 text file of at most `limit` bytes, failing with an error that names the file and what it was for.
func readTextFile(_ path: String, what: String, limit: Int) throws(StretchGIFError) -> String {
    let bytes = try readBinaryFile(path, what: what, limit: limit)
    guard let text = String(validating: bytes, as: UTF8.self) else {
        throw .invalidFile(path: path, line: nil, column: nil, message: "\(what) is not UTF-8 text")
    }
    return text
}

/// Reads a whole regular file of at most `limit` bytes, failing with an error that names the file and the reason:
/// missing, a folder, a FIFO, device or socket (never opened, so a FIFO cannot block), larger than `limit` (by
/// `stat()` before reading, or because it grew while being read), or unreadable.
func readBinaryFile(_ path: String, what: String, limit: Int) throws(StretchGIFError) -> [UInt8] {
    let (descriptor, size) = try openRegularFile(path, what: what, limit: limit)
    defer { close(descriptor) }
    func failure(_ message: String) -> StretchGIFError {
        .invalidFile(path: path, line: nil, column: nil, message: message)
    }
    func tooLarge(_ size: String) -> StretchGIFError {
        failure("\(what) is too large: \(size) bytes, at most \(limit) (\(InputFileLimits.text(limit)))")
    }
    // Room for the size stat() gave plus one byte, growing (up to limit + 1) only for a file that grows meanwhile.
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    while true {
        if count == bytes.count {
            guard bytes.count <= limit else { throw tooLarge("more than \(limit)") }
            bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - bytes.count)))
        }
        let got = bytes.withUnsafeMutableBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return read(descriptor, base + count, buffer.count - count)
        }
        if got < 0 {
            if errno == EINTR { continue }
            throw failure("cannot read \(what): \(String(cString: strerror(errno)))")
        }
        if got == 0 { break }
        count += got
    }
    bytes.removeLast(bytes.count - count)
    return bytes
}

/// Opens a regular file of at most `limit` bytes for reading, after the checks `readBinaryFile` describes (`stat()`
/// before opening, `fstat()` after); returns the descriptor, which the caller closes, and the size `fstat()` gave.
func openRegularFile(_ path: String, what: String, limit: Int)
    throws(StretchGIFError) -> (descriptor: Int32, size: Int)
{
    func failure(_ message: String) -> StretchGIFError {
        .invalidFile(path: path, line: nil, column: nil, message: message)
    }
    func tooLarge(_ size: String) -> StretchGIFError {
        failure("\(what) is too large: \(size) bytes, at most \(limit) (\(InputFileLimits.text(limit)))")
    }
    var info = stat()
    guard stat(path, &info) == 0 else {
        let code = errno
        var link = stat()
        if code == ENOENT, lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
            throw failure("\(what) is a symbolic link to a file that does not exist")
        }
        if code == ENOENT || code == ENOTDIR { throw failure("\(what) not found") }
        throw failure("cannot read \(what): \(String(cString: strerror(code)))")
    }
    try checkRegular(info, what: what, path: path)
    guard Int(info.st_size) <= limit else { throw tooLarge("\(info.st_size)") }
    // O_NONBLOCK: should the path become a FIFO after the check, opening it still returns at once.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot read \(what): \(String(cString: strerror(errno)))") }
    guard fstat(descriptor, &info) == 0 else {
        let code = errno
        close(descriptor)
        throw failure("cannot read \(what): \(String(cString: strerror(code)))")
    }
    do throws(StretchGIFError) {
        try checkRegular(info, what: what, path: path)
        guard Int(info.st_size) <= limit else { throw tooLarge("\(info.st_size)") }
    } catch {
        close(descriptor)
        throw error
    }
    return (descriptor, Int(info.st_size))
}

/// Refuses anything but a regular file, saying what the path is instead.
private func checkRegular(_ info: stat, what: String, path: String) throws(StretchGIFError) {
    switch info.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR:
        throw .invalidFile(path: path, line: nil, column: nil, message: "\(what) is a folder, expected a file")
    default:
        throw .invalidFile(path: path, line: nil, column: nil,
                           message: "\(what) is \(specialFileKind(info.st_mode)), expected a regular file")
    }
}

/// What a file that is neither a regular file nor a folder is, for messages: "a FIFO", "a character device", ...
func specialFileKind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFLNK: return "a symbolic link"
    default: return "a special file"
    }
}
