import Layout
import Raster
import SceneRender

/// Section 3: one busy frame painted by our renderer and the same display list painted by cairo.
struct RasterBench {
    struct Result {
        let ours: Measurement
        let cairo: Measurement
        let pixelWidth: Int
        let pixelHeight: Int
        /// Mean absolute difference per channel (0-255) between the two frames, and the share of pixels whose
        /// largest channel difference exceeds 16.
        let meanDifference: Double
        let differingShare: Double
        let itemCount: Int
        /// Our Raster primitives painting the display list: the whole list and its largest difference from
        /// `SceneRenderer`'s frame (0 = the list reproduces the renderer exactly).
        let oursFromList: Measurement
        let listVersusRenderer: Int
        /// Per part of the frame (background alone, then background + that part): (label, ours, cairo).
        let parts: [(label: String, ours: Measurement, cairo: Measurement)]
        let skipped: [String]
        let ourFrame: Pixmap
        let cairoFrame: CairoFrame
    }

    static func run(fixtures: Fixtures, repetitions: Int) throws -> Result {
        var engine = try fixtures.makeEngine()
        let offset = Fixtures.pulledDownOffset
        let layout = engine.solve(offset: offset)
        let chrome = fixtures.pulledDownChrome(offset: offset)
        let assets = try fixtures.makeAssets()
        // Our renderer keeps its text layout cache between frames, as each CLI worker does.
        var renderer = SceneRenderer(scene: fixtures.scene, assets: assets, scale: Fixtures.pixelScale)
        let ours = measure(repetitions: repetitions) { renderer.render(layout, chrome: chrome) }
        let ourFrame = renderer.render(layout, chrome: chrome)

        // The display list is built once, outside the timing: it is the input both painters share.
        let builder = DisplayListBuilder(scene: fixtures.scene, fonts: assets.fonts, images: assets.images,
                                         scale: Fixtures.pixelScale)
        let (list, skipped) = builder.build(layout, chrome: chrome)
        let painter = CairoPainter(width: list.width, height: list.height, scale: Fixtures.pixelScale,
                                   images: assets.images,
                                   fontFiles: Raster.FontWeight.allCases.map {
                                       ($0, Raster.FontWeight.interDirectory + $0.interFileName)
                                   })
        let cairo = measure(repetitions: repetitions) { painter.paint(list) }
        let cairoFrame = painter.paint(list)

        let listPainter = RasterListPainter(width: list.width, height: list.height, scale: Fixtures.pixelScale,
                                            images: assets.images)
        let oursFromList = measure(repetitions: repetitions) { listPainter.paint(list) }
        let listFrame = listPainter.paint(list)
        var listVersusRenderer = 0
        for (x, y) in zip(listFrame.pixels, ourFrame.pixels) { listVersusRenderer = max(listVersusRenderer, abs(Int(x) - Int(y))) }
        var parts: [(label: String, ours: Measurement, cairo: Measurement)] = []
        var background = list
        background.items = []
        parts.append(("background fill only", measure(repetitions: repetitions) { listPainter.paint(background) },
                      measure(repetitions: repetitions) { painter.paint(background) }))
        for kind in DisplayItem.Kind.allCases {
            var part = list
            part.items = list.items.filter { $0.kind == kind }
            parts.append(("background + \(kind.rawValue)", measure(repetitions: repetitions) { listPainter.paint(part) },
                          measure(repetitions: repetitions) { painter.paint(part) }))
        }

        let a = ourFrame.unpremultipliedRGBA(), b = cairoFrame.straightRGBA()
        var total = 0, differing = 0
        if a.count == b.count {
            for pixel in stride(from: 0, to: a.count, by: 4) {
                var largest = 0
                for channel in 0..<3 {
                    let d = abs(Int(a[pixel + channel]) - Int(b[pixel + channel]))
                    total += d
                    largest = max(largest, d)
                }
                if largest > 16 { differing += 1 }
            }
        }
        let pixels = max(1, a.count / 4)
        return Result(ours: ours, cairo: cairo, pixelWidth: ourFrame.width, pixelHeight: ourFrame.height,
                      meanDifference: Double(total) / Double(pixels * 3), differingShare: Double(differing) / Double(pixels),
                      itemCount: list.items.count, oursFromList: oursFromList, listVersusRenderer: listVersusRenderer,
                      parts: parts, skipped: skipped, ourFrame: ourFrame, cairoFrame: cairoFrame)
    }
}
