@testable import Layout

/// Any bytes as a scene file: parsing must return a scene or a located error, never trap, hang or overflow.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? SceneFile.parse(yaml: text, sourceName: "fuzz.yaml")
    return 0
}
