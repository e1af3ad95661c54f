@testable import Raster

/// Any bytes as an image file (PNG or JPEG by signature): a picture or a typed error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDecode(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? RasterImage.decode(Array(UnsafeBufferPointer(start: data, count: size)), name: "fuzz")
    return 0
}
