import CCairo
import Foundation

/// The Markdown report: one section per stage, each figure the median of the repetitions, each next to a peer
/// measured in the same run.
enum Report {
    static func markdown(scroll: ScrollSimBench.Result, layout: LayoutBench.Result, raster: RasterBench.Result,
                         repetitions: Int, ourPath: String, cairoPath: String) -> String {
        let frameSeconds = raster.ours.median
        let megapixels = Double(raster.pixelWidth * raster.pixelHeight) / 1e6
        var out: [String] = []
        out.append("# stretchgif benchmarks")
        out.append("")
        out.append("Release build, one thread, \(ProcessInfo.processInfo.activeProcessorCount) cores visible. "
                   + "Every figure is the median of \(repetitions) timed repetitions after one warm-up "
                   + "(ContinuousClock); each peer is measured in the same process, on the same thread, in the same run.")
        out.append("")

        out.append("## 1. ScrollSim")
        out.append("")
        out.append("Geometry: viewport 800 pt, content 5000 pt. Script: `"
                   + ScrollSimBench.script.split(separator: "\n").joined(separator: "; ") + "` (timeline \(Format.fixed(scroll.timelineMilliseconds, 0)) ms, "
                   + "\(scroll.bounces) separate excursions past an edge in the samples). Sampled at t = 0, 1, ..., 10000 ms.")
        out.append("")
        out.append("| work | median | per sample |")
        out.append("| --- | ---: | ---: |")
        out.append("| `ScrollSimulator.run` (whole script) | \(Format.micros(scroll.simulate.median)) µs | |")
        out.append("| 10,001 × `sample(atMilliseconds:)` | \(Format.micros(scroll.sampling.median)) µs "
                   + "| \(Format.fixed(scroll.sampling.median / Double(ScrollSimBench.sampleCount) * 1e9, 1)) ns |")
        out.append("| peer: paint one frame of the default scene (section 3) | \(Format.micros(frameSeconds)) µs | |")
        out.append("")
        let physics = scroll.simulate.median + scroll.sampling.median
        out.append("Simulating and sampling 10 s at 1 ms costs \(Format.fixed(physics / frameSeconds * 100, 2))% of "
                   + "painting ONE frame (a 10 s GIF at 30 fps paints 300): negligible.")
        out.append("")

        out.append("## 2. Layout")
        out.append("")
        out.append("Scene `stretchy` (Cassowary, Inter measured with HarfBuzz), 1,000 offsets from -300 to 900 pt.")
        out.append("")
        let incremental = layout.incremental.median / Double(LayoutBench.offsets.count)
        let fresh = layout.fresh.median / Double(LayoutBench.offsets.count)
        out.append("| way | per frame | 1,000 frames |")
        out.append("| --- | ---: | ---: |")
        out.append("| ours: one engine, `solve(offset:)` per frame | \(Format.micros(incremental, 2)) µs "
                   + "| \(Format.millis(layout.incremental.median)) ms |")
        out.append("| peer: fresh `LayoutEngine` + `solve` per frame | \(Format.micros(fresh, 2)) µs "
                   + "| \(Format.millis(layout.fresh.median)) ms |")
        out.append("")
        out.append("Incremental is \(Format.ratio(fresh / incremental)) faster than building from scratch "
                   + "(peer timed over \(layout.fresh.seconds.count) repetitions); the two agree to "
                   + "\(Format.fixed(layout.maxFrameDifference, 6)) pt on every frame. One frame's layout is "
                   + "\(Format.fixed(incremental / frameSeconds * 100, 2))% of painting it.")
        out.append("")

        out.append("## 3. Raster vs cairo")
        out.append("")
        let cairoVersion = String(cString: cairo_version_string())
        out.append("Frame: `stretchy` pulled down 200 pt (header stretched), status bar, scroll and home indicators, "
                   + "\(raster.pixelWidth) × \(raster.pixelHeight) px (@2x, \(Format.fixed(megapixels, 3)) Mpx), "
                   + "\(raster.itemCount) display items. cairo \(cairoVersion) draws the same display list.")
        out.append("")
        out.append("| painter | per frame | Mpx/s |")
        out.append("| --- | ---: | ---: |")
        out.append("| ours: `SceneRenderer.render` | \(Format.millis(raster.ours.median)) ms "
                   + "| \(Format.fixed(megapixels / raster.ours.median, 1)) |")
        out.append("| peer: cairo image surface | \(Format.millis(raster.cairo.median)) ms "
                   + "| \(Format.fixed(megapixels / raster.cairo.median, 1)) |")
        out.append("")
        out.append("Ours / cairo throughput: **\(Format.ratio(raster.cairo.median / raster.ours.median))** "
                   + "(above 1 = we are faster).")
        out.append("")
        out.append("Where the time goes: the same display list painted by our Raster primitives directly "
                   + "(\(Format.millis(raster.oursFromList.median)) ms for the whole list; its frame differs from "
                   + "`SceneRenderer`'s by at most \(raster.listVersusRenderer) / 255 in any byte) and by cairo, part by part:")
        out.append("")
        out.append("| part of the frame | ours | cairo | ours / cairo time |")
        out.append("| --- | ---: | ---: | ---: |")
        for part in raster.parts {
            out.append("| \(part.label) | \(Format.millis(part.ours.median)) ms | \(Format.millis(part.cairo.median)) ms "
                       + "| \(Format.ratio(part.ours.median / part.cairo.median)) |")
        }
        out.append("")
        out.append("Frames differ by \(Format.fixed(raster.meanDifference, 2)) / 255 per channel on average; "
                   + "\(Format.fixed(raster.differingShare * 100, 2))% of pixels differ by more than 16 in some channel "
                   + "(glyph edges only: different glyph rasterisers, and `cairo_show_text` does not kern, so "
                   + "glyphs drift by up to a pixel along a line). "
                   + "PNGs: `\(ourPath)`, `\(cairoPath)`.")
        if !raster.skipped.isEmpty {
            out.append("")
            out.append("Approximated in the cairo list: \(raster.skipped.joined(separator: ", ")).")
        }
        out.append("")
        out.append("Equivalent: background, view fills, clip to the scroll view and to the clipping image view, the "
                   + "same ProceduralImage pixels aspect-filled with a box filter when shrinking (cairo "
                   + "CAIRO_FILTER_GOOD), every text line at the same pen origin and size from our TextLayout, the "
                   + "chrome shapes with the same geometry, the same Inter files per weight (cairo FreeType faces, "
                   + "grey anti-aliasing, no hinting), a new surface per frame. "
                   + "Not equivalent: `cairo_show_text` does no shaping or kerning (our lines are HarfBuzz-shaped; "
                   + "line starts and breaks are ours in both); rounded corners are circular in both (only the chrome "
                   + "has any; continuous view corners are not reproduced); cairo keeps rendered glyphs in its scaled-font cache "
                   + "across frames, and our renderer keeps only the line layout between frames (the display list, "
                   + "with its line breaking, is built outside cairo's timing for the same reason).")
        return out.joined(separator: "\n")
    }
}
