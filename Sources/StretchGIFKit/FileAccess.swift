import Foundation

/// Reads a UTF-8 text file, failing with an error that names the file and what it was for.
func readTextFile(_ path: String, what: String) throws(StretchGIFError) -> String {
    let bytes = try readBinaryFile(path, what: what)
    guard let text = String(validating: bytes, as: UTF8.self) else {
        throw .invalidFile(path: path, line: nil, column: nil, message: "\(what) is not UTF-8 text")
    }
    return text
}

/// Reads a whole file, failing with an error that names the file and the reason.
func readBinaryFile(_ path: String, what: String) throws(StretchGIFError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .invalidFile(path: path, line: nil, column: nil, message: "\(what) not found")
    }
    guard !isDirectory.boolValue else {
        throw .invalidFile(path: path, line: nil, column: nil, message: "\(what) is a folder, expected a file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        throw .invalidFile(path: path, line: nil, column: nil, message: "cannot read \(what) (permission denied?)")
    }
    return [UInt8](data)
}
