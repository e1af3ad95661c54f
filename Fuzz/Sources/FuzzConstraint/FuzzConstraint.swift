@testable import Layout

/// Any text as one constraint statement between the views `a` and `b`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraint(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? ConstraintParser.parse(text, at: SourceLocation(file: "fuzz.yaml", line: 1, column: 1), viewIDs: ["a", "b"])
    return 0
}
