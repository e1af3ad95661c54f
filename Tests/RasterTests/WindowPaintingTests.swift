import Testing
@testable import Raster

/// A window (`Pixmap(window:x:y:width:height:)`) paints into a rectangle of a larger canvas exactly as a canvas of
/// its own would, and `composite(paintedInPlace:over:)` then composes the partly covered pixels as
/// `composite(_:atX:y:mask:over:)` does (docs/painter.md#painting-into-the-phone-frame).
@Suite("Painting through a window")
struct WindowPaintingTests {
    static let background = Color(r: 30, g: 140, b: 90, a: 255)
    /// Translucent, so a window that read its parent's storage past its own rows would not be opaque (and its
    /// straight-alpha bytes would differ); channels that survive premultiplying and back exactly.
    static let parentFill = Color(r: 255, g: 0, b: 0, a: 51)

    /// Every kind of drawing call a renderer makes: an exact rectangle overhanging the edges, a clipped translucent
    /// path, a stretched image under a path clip, a mask fill and a translucent colour through a rectangle clip.
    static func paint(_ canvas: inout Pixmap) {
        canvas.fillRect(Rect(x: -3.25, y: 2.5, width: 14.6, height: 30), paint: .solid(Color(r: 250, g: 200, b: 0,
                                                                                              a: 255)))
        let clip = ClipMask.rect(Rect(x: 2.5, y: 1.25, width: 15, height: 12), width: canvas.width,
                                 height: canvas.height)
        canvas.fill(Path.ellipse(in: Rect(x: 4.3, y: -2.2, width: 19.5, height: 13.1)),
                    paint: .solid(Color(r: 10, g: 20, b: 230, a: 200)), opacity: 0.6, clip: clip)
        let image = RasterImage(ComposeIntoBufferTests.source(width: 5, height: 4, seed: 3, opaque: false))
        let round = ClipMask(path: Path.ellipse(in: Rect(x: 0, y: 5, width: 22, height: 14)), width: canvas.width,
                             height: canvas.height)
        canvas.drawImage(image, stretchedTo: Rect(x: 1.7, y: 6.4, width: 17.2, height: 9.9), opacity: 0.9,
                         clip: round)
        canvas.fill(mask: ComposeIntoBufferTests.mask, paint: .solid(Color(r: 255, g: 255, b: 255, a: 255)),
                    opacity: 0.5)
        canvas.fillRect(Rect(x: 0, y: 12.5, width: 30, height: 3), paint: .solid(Color(r: 0, g: 0, b: 0, a: 128)),
                        clip: clip)
    }

    @Test("drawing calls give a window the bytes a canvas of its own gets, and leave the rest of the parent")
    func windowMatchesOwnCanvas() throws {
        var separate = Pixmap(width: 21, height: 17, fill: Self.background)
        Self.paint(&separate)
        let parent = Pixmap(width: 40, height: 30, fill: Self.parentFill)
        var window = Pixmap(window: parent, x: 7, y: 5, width: 21, height: 17)
        #expect(window.width == 21 && window.height == 17)
        window.replaceAll(with: Self.background)
        Self.paint(&window)
        #expect(window.compacted() == separate)
        #expect(window.unpremultipliedRGBA() == separate.unpremultipliedRGBA())
        #expect(separate.isOpaque && window.isOpaque)
        #expect(RasterImage(window).pixels == separate.pixels)
        #expect(window.downsampled(toWidth: 9) == separate.downsampled(toWidth: 9))
        for y in 0..<17 { for x in 0..<21 { #expect(window.color(x: x, y: y) == separate.color(x: x, y: y)) } }
        let whole = Pixmap(parentOf: window)
        #expect(whole.width == 40 && whole.height == 30)
        #expect(!whole.isOpaque)
        var outside = 0
        for y in 0..<30 {
            for x in 0..<40 {
                let inside = (7..<28).contains(x) && (5..<22).contains(y)
                let expected = inside ? separate.color(x: x - 7, y: y - 5) : Self.parentFill
                #expect(whole.color(x: x, y: y) == expected, "(\(x), \(y))")
                if !inside { outside += 1 }
            }
        }
        #expect(outside == 40 * 30 - 21 * 17)
        // The parent handed in is a copy: painting the window did not change it.
        #expect(parent == Pixmap(width: 40, height: 30, fill: Self.parentFill))
    }

    @Test("a window is cut to its parent, and a window of a window is placed in the whole canvas")
    func windowsAreCutAndNested() {
        var parent = Pixmap(width: 12, height: 9, fill: .black)
        let cut = Pixmap(window: parent, x: 8, y: 6, width: 10, height: 10)
        #expect(cut.width == 4 && cut.height == 3)
        let outside = Pixmap(window: parent, x: 20, y: 2, width: 3, height: 3)
        #expect(outside.width == 0 && outside.height == 0)
        var inner = Pixmap(window: Pixmap(window: parent, x: 2, y: 1, width: 8, height: 6), x: 3, y: 2, width: 2,
                           height: 2)
        inner.replaceAll(with: .white)
        parent = Pixmap(parentOf: inner)
        for y in 0..<9 {
            for x in 0..<12 {
                let painted = (5..<7).contains(x) && (3..<5).contains(y)
                #expect(parent.color(x: x, y: y) == (painted ? .white : .black), "(\(x), \(y))")
            }
        }
    }

    @Test("the runs hold exactly the rectangle's pixels the mask covers below 255, with their coverage")
    func runsListThePartlyCoveredPixels() {
        let mask = ComposeIntoBufferTests.mask
        // The rectangle reaches past the mask on every side (coverage 0 there).
        let runs = PartialCoverageRuns(mask: mask, x: 0, y: 0, width: 25, height: 10)
        var listed: [Int: UInt8] = [:]
        for run in runs.runs {
            #expect(run.count > 0)
            for offset in 0..<run.count {
                let key = run.y * 100 + run.x + offset
                #expect(listed[key] == nil, "pixel listed twice")
                listed[key] = runs.weights[run.weightStart + offset]
            }
        }
        var expected: [Int: UInt8] = [:]
        for y in 0..<10 {
            for x in 0..<25 {
                let column = x - mask.originX, row = y - mask.originY
                let inMask = column >= 0 && row >= 0 && column < mask.width && row < mask.height
                let value = inMask ? mask.coverage[row * mask.width + column] : 0
                if value < 255 { expected[y * 100 + x] = value }
            }
        }
        #expect(listed == expected)
        #expect(runs.pixelCount == expected.count)
        #expect(expected.values.contains { $0 > 0 } && expected.count < 250, "partial values and full ones both occur")
    }

    @Test("composing the runs after painting in place equals composing a separate source",
          arguments: [(0, 4), (1, 4), (2, -3)])
    func paintedInPlaceMatchesComposite(seed: Int, left: Int) {
        let backdrop = ComposeIntoBufferTests.backdrop(width: 24, height: 10)
        var mask = ComposeIntoBufferTests.mask
        // The source's rectangle overhangs the canvas's right edge (left 4) or its left edge (left -3): the runs
        // are cut to the canvas. For the left case the mask moves left so that its partial coverage (mask
        // columns 14-19 on the first rows) meets the canvas's first columns.
        if left < 0 { mask.originX = -15 }
        let runs = PartialCoverageRuns(mask: mask, x: left, y: 1, width: 21, height: 8)
        var buffer = backdrop
        for frame in 0..<3 {
            let source = ComposeIntoBufferTests.source(width: 21, height: 8, seed: seed * 3 + frame, opaque: true)
            var expected = backdrop
            expected.composite(source, atX: left, y: 1, mask: mask, over: backdrop)
            // Painting in place: the source's opaque bytes land in the buffer, then the runs are composed.
            buffer.draw(source, atX: left, y: 1)
            buffer.composite(paintedInPlace: runs, over: backdrop)
            #expect(buffer == expected, "frame \(frame)")
        }
    }
}
