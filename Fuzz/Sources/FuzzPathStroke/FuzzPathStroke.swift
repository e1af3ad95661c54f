@testable import Layout
@testable import Raster

/// Any bytes as a view's `path` drawn the way a render draws it (docs/scenes.md#vector-shapes): parsed, fitted into
/// the view's frame, then either stroked (culled to the canvas) or filled, into a 64 x 64 px pixmap so the
/// flattening, the stroker and the painter's coverage code all run. Parsing must refuse what is past the documented
/// limits (docs/scenes.md#limits: 20,000 characters, numbers within ±1,000,000) with an error; drawing must stay
/// bounded for every path that parses, whatever its numbers.
///
/// Input: byte 0 picks how the shape is drawn (`DrawChoice`), bytes 1-2 the stroke width; the rest is path data.
/// The header bytes may be printable, so seeds stay text files (`A:0M0 0 L10 10`: stroked 2.7 wide).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathStroke(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size >= 3 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let choice = DrawChoice(bits: bytes[0])
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[3...]), as: UTF8.self)
    guard case .success(let path) = VectorPath.parse(text) else { return 0 }
    // A scene refuses more commands than this for all its shapes together; one path of 20,000 characters cannot
    // reach it, which the check keeps explicit.
    guard path.elements.count <= SceneFileLimits.maximumPathElements else {
        fatalError("a path of \(text.unicodeScalars.count) characters has \(path.elements.count) commands")
    }
    let viewBox = choice.iconViewBox
        ? Rect(x: 0, y: 0, width: 24, height: 24)
        : path.controlBounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let shape = VectorShape(
        path: path, viewBox: viewBox, fillRule: choice.evenOdd ? .evenOdd : .nonZero,
        strokeWidth: choice.stroked ? strokeWidth(exponentByte: bytes[1], mantissaByte: bytes[2]) : nil)
    var canvas = Pixmap(width: 64, height: 64)
    draw(shape, frame: choice.frame, scale: choice.scale, into: &canvas)
    return 0
}

/// What byte 0 of an input chooses: bit 0 stroke (else fill), bit 1 the even-odd rule, bit 2 a fixed 24 x 24
/// viewBox (an icon's; else the path's bounds, a scene's default), bits 3-4 the view's frame, bit 5 @2x.
struct DrawChoice {
    var stroked: Bool
    var evenOdd: Bool
    var iconViewBox: Bool
    /// The view's frame in points: inside the canvas, around it, mostly off it, or empty.
    var frame: Rect
    var scale: Double

    init(bits: UInt8) {
        stroked = bits & 1 != 0
        evenOdd = bits & 2 != 0
        iconViewBox = bits & 4 != 0
        frame = switch (bits >> 3) & 3 {
        case 0: Rect(x: 4, y: 4, width: 24, height: 24)
        case 1: Rect(x: -40, y: -10, width: 200, height: 90)
        case 2: Rect(x: 50, y: -20, width: 30, height: 30)
        default: Rect(x: 8, y: 8, width: 0, height: 16)
        }
        scale = bits & 32 != 0 ? 2 : 1
    }
}

/// A stroke width in viewBox units from two bytes: `exponentByte % 13 - 6` the power of ten (-6 ... 6),
/// `1 + 9 · mantissaByte / 256` the factor, at most 1,000,000 (the largest `strokeWidth` a scene may give; any
/// number above 0 is accepted). Printable bytes reach every power: `:` is 10^0, `;` 10^1, `@` 10^6, `4` 10^-6.
func strokeWidth(exponentByte: UInt8, mantissaByte: UInt8) -> Double {
    let power = Int(exponentByte) % 13 - 6
    var width = 1 + 9 * Double(mantissaByte) / 256
    for _ in 0..<abs(power) { width = power < 0 ? width / 10 : width * 10 }
    return min(1_000_000, width)
}

/// Draws `shape` for a view at `frame` (points) at `scale` pixels per point, as `SceneRenderer` draws a view's
/// vector shape (SceneRenderer+Views.swift): the viewBox fitted into the frame, a stroke built in pixels with the
/// canvas as its visible area and filled non-zero, a fill under the shape's rule through the same transform. The
/// renderer's own helpers (`VectorShape.rasterPath`, `pixelTransform`) are internal to SceneRender, so their few
/// lines are mirrored here over the public Layout and Raster API. A stroke's joins and caps are always round
/// (docs/scenes.md#vector-shapes): there is no join or cap to choose.
func draw(_ shape: VectorShape, frame: Rect, scale: Double, into canvas: inout Pixmap) {
    guard let fit = shape.fit(into: frame), fit.scale > 0 else { return }
    let transform = Transform(a: fit.scale * scale, b: 0, c: 0, d: fit.scale * scale, tx: fit.offsetX * scale,
                              ty: fit.offsetY * scale)
    let path = Path(elements: shape.path.elements.map { element in
        switch element {
        case .moveTo(let p): .moveTo(p)
        case .lineTo(let p): .lineTo(p)
        case .quadTo(let c, let p): .quadTo(control: c, to: p)
        case .cubicTo(let c1, let c2, let p): .cubicTo(control1: c1, control2: c2, to: p)
        case .close: .close
        }
    })
    let paint = Paint.solid(shape.color)
    if let width = shape.strokeWidth {
        let outline = path.transformed(by: transform).strokedOutline(
            width: width * transform.a, visible: Rect(x: 0, y: 0, width: Double(canvas.width),
                                                      height: Double(canvas.height)))
        canvas.fill(outline, paint: paint, fillRule: .nonZero, transform: .identity)
    } else {
        canvas.fill(path, paint: paint, fillRule: shape.fillRule == .evenOdd ? .evenOdd : .nonZero,
                    transform: transform)
    }
}
