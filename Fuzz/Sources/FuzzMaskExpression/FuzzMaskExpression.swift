@testable import Layout

/// Any text as a mask coordinate expression; what parses is also evaluated.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMaskExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if case .success(let expression) = MaskExpression.parse(text) {
        _ = expression.evaluate(width: 375, height: 262.5)
    }
    return 0
}
