import Foundation
import Raster

extension FontLibrary {
    /// The font files one load has mapped so far, so that a file reached again (under another path, through a
    /// symbolic or hard link, or as a byte-identical copy) shares the bytes already mapped instead of being mapped
    /// again: every face and painting thread then reads one copy (docs/fonts.md#memory).
    ///
    /// Each file is checked as any input file is (a regular file of at most `InputFileLimits.fontBytes`, by `stat()`
    /// before it is opened; docs/scenes.md#limits) and mapped read-only (`FontData`), so only the parts of it that
    /// FreeType and HarfBuzz read take memory. Entries hold their bytes weakly: a file the load has let go of (a
    /// `--font` folder's file that lost to a better one at its weight) is unmapped at once, as before.
    struct LoadedFiles {
        private struct Entry {
            /// The device and inode the file was reached at (nil when `stat()` failed, which mapping then reports).
            let identity: FileIdentity?
            weak var data: FontData?
        }

        private var entries: [Entry] = []
        /// How many files were mapped as bytes of their own; a file found to be one already mapped (by identity or
        /// content) does not count.
        private(set) var distinctCount = 0

        /// The bytes of the font file at `path`: those already mapped for the same file (same device and inode) or
        /// for a file with the same bytes (same length, then compared byte for byte), else the file mapped now.
        /// Throws `StretchGIFError.invalidFile` naming the file when it is missing, not a regular file, larger than
        /// the limit or cannot be mapped.
        mutating func data(at path: String) throws(StretchGIFError) -> FontData {
            entries.removeAll { $0.data == nil }
            let identity = FileIdentity(path: path)
            if let identity, let known = entries.first(where: { $0.identity == identity })?.data { return known }
            let data = try Self.map(path)
            // Content is compared only against live files of the same length, a mebibyte at a time up to the first
            // difference (`FontData.hasSameBytes`): different files cost a page or two, where a digest would read all
            // of both.
            for entry in entries {
                guard let other = entry.data, other.hasSameBytes(as: data) else { continue }
                entries.append(Entry(identity: identity, data: other))
                return other
            }
            entries.append(Entry(identity: identity, data: data))
            distinctCount += 1
            return data
        }

        /// Checks and maps the file at `path`.
        private static func map(_ path: String) throws(StretchGIFError) -> FontData {
            let (descriptor, size) = try openRegularFile(path, what: "font file", limit: InputFileLimits.fontBytes)
            defer { close(descriptor) }
            guard let data = FontData(mapping: descriptor, count: size) else {
                throw .invalidFile(path: path, line: nil, column: nil,
                                   message: "cannot read font file: \(String(cString: strerror(errno)))")
            }
            return data
        }
    }
}
