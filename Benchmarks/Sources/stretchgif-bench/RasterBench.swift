@testable import Layout
@testable import Raster
@testable import SceneRender

/// Section 3: frames of the default scene painted by our renderer, and the same frames' display lists (recorded
/// from that renderer) replayed by cairo and by Raster.
struct RasterBench {
    /// One kind of frame: with or without the phone around the screen.
    struct Case {
        let label: String
        let bezel: Bool
    }

    /// The frames measured: the busiest @2x frame of `stretchy` (pulled down 200 pt, the header photo stretched
    /// over the most pixels), and the same frame inside the phone (`--bezel`).
    static let cases = [Case(label: "stretchy @2x, pulled down 200 pt", bezel: false),
                        Case(label: "stretchy @2x, pulled down 200 pt, --bezel", bezel: true)]

    /// Timed calls of each painter per round of `measureInTurns`.
    static let runsPerTurn = 3

    struct Result {
        let label: String
        /// `SceneRenderer.render` (the product's call, text layouts cached as in each CLI worker).
        let ours: Measurement
        /// cairo replaying the recorded display list.
        let cairo: Measurement
        /// Raster replaying the same list (`DisplayList.replay`).
        let oursFromList: Measurement
        /// Whether the replayed frame equals the rendered one byte for byte.
        let replayIdentical: Bool
        let pixelWidth: Int
        let pixelHeight: Int
        let operationCount: Int
        /// What cairo left out of its frame (`CairoPainter.skipped`).
        let cairoSkipped: SkippedOperations
        /// Mean absolute difference per channel (0-255) between our frame and cairo's, and the share of pixels
        /// whose largest channel difference exceeds 16.
        let meanDifference: Double
        let differingShare: Double
        /// Per part of the frame (background alone, then background + that part; bezel frames add the
        /// composition to each): (label, ours, cairo).
        let parts: [(label: String, ours: Measurement, cairo: Measurement)]
        let ourFrame: Pixmap
        let cairoFrame: CairoFrame
    }

    static func run(fixtures: Fixtures, repetitions: Int) throws -> [Result] {
        var engine = try fixtures.makeEngine()
        let offset = Fixtures.pulledDownOffset
        let layout = engine.solve(offset: offset)
        let chrome = fixtures.pulledDownChrome(offset: offset)
        let assets = try fixtures.makeAssets()
        return cases.map { run($0, layout: layout, chrome: chrome, assets: assets, fixtures: fixtures,
                               repetitions: repetitions) }
    }

    /// Paints every case's frame `frames` times with `SceneRenderer.render`, untimed (a workload for `perf`).
    static func profile(fixtures: Fixtures, frames: Int) throws {
        var engine = try fixtures.makeEngine()
        let layout = engine.solve(offset: Fixtures.pulledDownOffset)
        let chrome = fixtures.pulledDownChrome(offset: Fixtures.pulledDownOffset)
        let assets = try fixtures.makeAssets()
        for frameCase in cases {
            var renderer = SceneRenderer(scene: fixtures.scene, assets: assets, scale: Fixtures.pixelScale,
                                         bezel: frameCase.bezel)
            for _ in 0..<frames { keep(renderer.render(layout, chrome: chrome)) }
        }
    }

    private static func run(_ frameCase: Case, layout: SolvedLayout, chrome: ChromeState, assets: SceneAssets,
                            fixtures: Fixtures, repetitions: Int) -> Result {
        // Our renderer keeps its text layout cache between frames, as each CLI worker does.
        var renderer = SceneRenderer(scene: fixtures.scene, assets: assets, scale: Fixtures.pixelScale,
                                     bezel: frameCase.bezel)
        // The display list is recorded once, outside the timing: it is the input both painters replay.
        let list = renderer.displayList(layout, chrome: chrome)
        let painter = CairoPainter(list: list, fontFiles: Raster.FontWeight.allCases.map {
            ($0.interFileName, Raster.FontWeight.interDirectory + $0.interFileName)
        })
        // The three timed in turns, so the machine's other work moves them alike.
        let (ours, oursFromList, cairo) = measureInTurns(repetitions: repetitions, runsPerTurn: Self.runsPerTurn,
                                                         { renderer.render(layout, chrome: chrome) },
                                                         { list.replay() }, { painter.paint() })
        let ourFrame = renderer.render(layout, chrome: chrome)
        let cairoFrame = painter.paint()
        let replayIdentical = list.replay() == ourFrame

        var parts: [(label: String, ours: Measurement, cairo: Measurement)] = []
        let suffix = frameCase.bezel ? ", composed into the phone" : ""
        var background = list
        background.operations = []
        parts.append(("background fill only" + suffix, measure(repetitions: repetitions) { background.replay() },
                      measure(repetitions: repetitions) { painter.paint(only: []) }))
        for kind in OperationKind.allCases where list.operations.contains(where: { $0.kind == kind }) {
            var part = list
            part.operations = list.operations.filter { $0.kind == kind }
            parts.append(("background + \(kind.rawValue)" + suffix, measure(repetitions: repetitions) { part.replay() },
                          measure(repetitions: repetitions) { painter.paint(only: [kind]) }))
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
        return Result(label: frameCase.label, ours: ours, cairo: cairo, oursFromList: oursFromList,
                      replayIdentical: replayIdentical, pixelWidth: ourFrame.width, pixelHeight: ourFrame.height,
                      operationCount: list.operations.count, cairoSkipped: painter.skipped,
                      meanDifference: Double(total) / Double(pixels * 3),
                      differingShare: Double(differing) / Double(pixels), parts: parts, ourFrame: ourFrame,
                      cairoFrame: cairoFrame)
    }
}
