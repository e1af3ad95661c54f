import Glibc
import Synchronization

/// The bytes of one font file, loaded once and only ever read. Every `FontFace` opened over them (one per face of a
/// collection; a render shares each face between its painting threads) reads them in place through FreeType and
/// HarfBuzz and keeps them alive, so a font costs its bytes once per render however many faces and threads use it
/// (docs/fonts.md#memory).
///
/// The memory is either a read-only mapping of the file (`init(mapping:count:)`), whose pages the system reads in
/// as the font is used and may drop again, or one private copy of bytes given in memory (`init(bytes:)`). It is
/// written only while the initializer runs and every other stored property is a constant (the address as a bit
/// pattern); the count of faces opened is an `Atomic`, so the class is `Sendable` as it stands.
package final class FontData: Sendable {
    /// The first byte's address as a bit pattern; 0 when there are no bytes.
    private let address: UInt
    /// The number of bytes.
    package let count: Int
    /// True when `address` starts a mapping to unmap, false when it is memory to deallocate.
    private let mapped: Bool
    /// Faces opened over these bytes so far (`FontFace.init`).
    private let opened = Atomic<Int>(0)

    /// How many `FontFace`s have been opened over these bytes: each parses the file's tables again and keeps its own
    /// FreeType and HarfBuzz objects and glyph cache, so a render opens each face once, at load, and every painting
    /// thread shares it (docs/fonts.md#memory).
    package var facesOpened: Int { opened.load(ordering: .relaxed) }

    /// Counts one more face opened over these bytes.
    func noteFaceOpened() { opened.add(1, ordering: .relaxed) }

    /// One private copy of `bytes`, shared by every face opened over it.
    package init(bytes: [UInt8]) {
        count = bytes.count
        mapped = false
        guard !bytes.isEmpty else {
            address = 0
            return
        }
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        memory.copyBytes(from: bytes)
        address = memory.baseAddress.map { UInt(bitPattern: $0) } ?? 0
    }

    /// The first `count` bytes of the open file `descriptor`, mapped read-only (`PROT_READ`, `MAP_PRIVATE`); the
    /// caller has checked it is a regular file of that size and may close it, the mapping stays. Nil when the
    /// system refuses the mapping (`errno` says why).
    package init?(mapping descriptor: Int32, count: Int) {
        guard count > 0 else {
            (address, self.count, mapped) = (0, 0, false)
            return
        }
        guard let memory = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0),
              UInt(bitPattern: memory) != UInt.max  // MAP_FAILED, (void *)-1
        else { return nil }
        (address, self.count, mapped) = (UInt(bitPattern: memory), count, true)
    }

    deinit {
        guard let base = UnsafeMutableRawPointer(bitPattern: address) else { return }
        if mapped { munmap(base, count) } else { base.deallocate() }
    }

    /// The bytes, readable while this object lives: a caller that does not hold the object for as long as it
    /// reads them (an optimized build may release it right after this property is read) uses `withBytes`.
    package var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: address), count: count)
    }

    /// Calls `body` with the bytes, keeping this object (and so the mapping) alive until `body` returns.
    package func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(bytes) }
    }

    /// True when `other` holds the same bytes: the same object, or as many bytes that compare equal. They are compared
    /// (`memcmp`) a mebibyte at a time, stopping at the first difference, so two different files of one size cost a
    /// page or two, not a read of both; the compared pages of a mapping are let go after each step (`MADV_DONTNEED`:
    /// the bytes stay the same, pages read again come back from the file), so comparing two copies of a 20 MB file
    /// keeps about 2 MB resident, not 40 MB.
    package func hasSameBytes(as other: FontData) -> Bool {
        guard count == other.count else { return false }
        guard self !== other, let mine = bytes.baseAddress, let theirs = other.bytes.baseAddress else { return true }
        let step = 1 << 20
        for start in stride(from: 0, to: count, by: step) {
            let length = min(step, count - start)
            let same = memcmp(mine + start, theirs + start, length) == 0
            dropResidentPages(start..<(start + length))
            other.dropResidentPages(start..<(start + length))
            if !same { return false }
        }
        return true
    }

    /// Lets the system drop the resident pages of a mapping within `range` (a mebibyte-aligned start); bytes given in
    /// memory are left alone.
    private func dropResidentPages(_ range: Range<Int>) {
        guard mapped, let base = UnsafeMutableRawPointer(bitPattern: address) else { return }
        madvise(base + range.lowerBound, range.count, MADV_DONTNEED)
    }
}
