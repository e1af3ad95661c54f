import ScrollSim

/// Any text as a gesture script.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGestureScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? GestureScript.parse(text, sourceName: "fuzz")
    return 0
}
