#if canImport(Glibc)
import Glibc
#endif

struct TestFileError: Error {}

/// Test-only: writes `bytes` to `path` (the library itself never touches the file system).
func writeTestFile(_ path: String, _ bytes: [UInt8]) throws {
    guard let file = fopen(path, "wb") else { throw TestFileError() }
    defer { fclose(file) }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    guard written == bytes.count else { throw TestFileError() }
}
