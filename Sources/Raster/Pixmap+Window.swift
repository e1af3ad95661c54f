extension Pixmap {
    /// A canvas over the `width` x `height` rectangle whose top-left is (`x`, `y`) of `parent` (cut to `parent`),
    /// painting straight into `parent`'s storage: pixel (0, 0) of the window is `parent`'s (x, y), and drawing is
    /// limited to the rectangle as it is to any canvas's edges. Every drawing call gives the window's pixels the
    /// bytes it would give a separate canvas of that size holding the same pixels (the calls work in the window's
    /// coordinates; only where a row's bytes are stored differs). A renderer paints a screen into its phone frame
    /// this way without a screen-sized buffer and a copy (docs/painter.md#painting-into-the-phone-frame);
    /// `Pixmap(parentOf:)` gives the whole canvas back. The window shares `parent`'s storage, so drop every other
    /// reference to it before drawing (reassign the variable passed in): a storage still shared is copied at the
    /// first drawing call, as any array is, and `parent` keeps its bytes.
    package init(window parent: consuming Pixmap, x: Int, y: Int, width: Int, height: Int) {
        let bounds = parent.canvasBounds.intersection(PixelBounds(x0: x, y0: y, x1: x + Swift.max(0, width),
                                                                  y1: y + Swift.max(0, height)))
        self.width = bounds.isEmpty ? 0 : bounds.width
        self.height = bounds.isEmpty ? 0 : bounds.height
        rowStride = parent.rowStride
        firstPixel = bounds.isEmpty ? parent.firstPixel
            : parent.firstPixel + bounds.y0 * parent.rowStride + bounds.x0
        pixels = parent.pixels
    }

    /// The canvas whose storage `window` paints into, as a plain canvas (`rowStride` pixels wide, every row of
    /// the storage); a plain canvas comes back as it is.
    package init(parentOf window: consuming Pixmap) {
        let stride = window.rowStride
        width = stride
        height = stride > 0 ? window.pixels.count / (stride * 4) : 0
        rowStride = stride
        firstPixel = 0
        pixels = window.pixels
    }

    /// True for a window (its rows sit inside a wider storage, or it does not start at the storage's start).
    var isWindow: Bool { rowStride != width || firstPixel != 0 }

    /// The canvas's pixels in storage of their own (a plain canvas returns itself).
    package func compacted() -> Pixmap {
        guard isWindow else { return self }
        var result = Pixmap(width: width, height: height)
        let rowBytes = width * 4
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { destination in
                guard let from = source.baseAddress, let into = destination.baseAddress else { return }
                for row in 0..<height {
                    (into + row * rowBytes).update(from: from + (firstPixel + row * rowStride) * 4, count: rowBytes)
                }
            }
        }
        return result
    }

    /// Sets every pixel to `color` (premultiplied), the bytes `Pixmap(width:height:fill:)` starts with.
    package mutating func replaceAll(with color: Color) {
        let p = color.premultiplied
        let pattern = Pixmap.packed(r: p.r, g: p.g, b: p.b, a: p.a)
        let rows = height, columns = width, stride = rowStride, first = firstPixel
        pixels.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress, columns > 0 else { return }
            for row in 0..<rows {
                (base + (first + row * stride) * 4).withMemoryRebound(to: UInt32.self, capacity: columns) { words in
                    words.update(repeating: pattern, count: columns)
                }
            }
        }
    }
}
