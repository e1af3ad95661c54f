import CCairo

/// A painted cairo frame (an ARGB32 image surface), destroyed with the value.
final class CairoFrame {
    let surface: OpaquePointer

    init(surface: OpaquePointer) { self.surface = surface }

    deinit { cairo_surface_destroy(surface) }

    /// Writes the frame as a PNG with cairo's own encoder; false when cairo reports an error.
    func writePNG(to path: String) -> Bool {
        cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
    }

    /// The frame as straight-alpha RGBA bytes (for comparing with our frame pixel by pixel).
    func straightRGBA() -> [UInt8] {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).bindMemory(to: UInt32.self, capacity: width)
            for x in 0..<width {
                let word = row[x]
                let a = UInt32(word >> 24)
                func channel(_ shift: UInt32) -> UInt8 {
                    let c = (word >> shift) & 0xFF
                    return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
                }
                let i = (y * width + x) * 4
                bytes[i] = channel(16)
                bytes[i + 1] = channel(8)
                bytes[i + 2] = channel(0)
                bytes[i + 3] = UInt8(a)
            }
        }
        return bytes
    }
}
