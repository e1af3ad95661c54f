import CCairo
import Foundation

/// The Markdown report: one section per stage, each figure the median of the repetitions, each next to a peer
/// measured in the same run.
enum Report {
    static func markdown(scroll: ScrollSimBench.Result, layout: LayoutBench.Result, raster: [RasterBench.Result],
                         repetitions: Int, pngs: [(ours: String, cairo: String)]) -> String {
        let frameSeconds = raster.first?.ours.median ?? 0
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
        out.append("Each frame's display list is recorded from our own `SceneRenderer` (`displayList(_:chrome:)`, "
                   + "the calls it makes on its canvas in painting order) and replayed by cairo \(cairoVersion) and by "
                   + "Raster (`DisplayList.replay`). Frames: `stretchy` pulled down 200 pt (header stretched: the "
                   + "busiest frame), status bar, scroll and home indicators.")
        out.append("")
        out.append("| frame | size | calls | ours: `SceneRenderer.render` | ours: replay | cairo: replay "
                   + "| **ours / cairo throughput** | same, fastest runs | replay / cairo throughput |")
        out.append("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for result in raster {
            out.append("| \(result.label) | \(result.pixelWidth) × \(result.pixelHeight) | \(result.operationCount) "
                       + "| \(Format.millis(result.ours.median)) ms | \(Format.millis(result.oursFromList.median)) ms "
                       + "| \(Format.millis(result.cairo.median)) ms "
                       + "| **\(Format.ratio(result.cairo.median / result.ours.median))** "
                       + "| \(Format.ratio(result.cairo.minimum / result.ours.minimum)) "
                       + "| \(Format.ratio(result.cairo.median / result.oursFromList.median)) |")
        }
        out.append("")
        out.append("Ours / cairo throughput above 1 means we paint the frame faster than cairo (medians; the next "
                   + "column divides the fastest repetitions, steadier when other work shares the cores). The three "
                   + "calls of a row are timed in turns: \(repetitions) rounds, each running every call once "
                   + "untimed and then \(RasterBench.runsPerTurn) times timed, so other work on the machine slows "
                   + "them alike. `render` "
                   + "is the product's call: as in a render, the renderer keeps each label's line masks from frame "
                   + "to frame while the label only moves up and down (`TextCoverage`, the same bytes), so a "
                   + "repeated frame builds no text masks. The replay builds them on every call, as cairo draws "
                   + "every glyph on every call; its ratio is the last column.")
        for (index, result) in raster.enumerated() {
            out.append("")
            out.append("### 3.\(index + 1) \(result.label)")
            out.append("")
            out.append("Replaying the list with Raster gives "
                       + (result.replayIdentical ? "exactly the rendered frame (byte-identical)."
                                                 : "**a different frame than the renderer's** (a seam bug).")
                       + " Where the time goes, part by part:")
            out.append("")
            out.append("| part of the frame | ours | cairo | ours / cairo time |")
            out.append("| --- | ---: | ---: | ---: |")
            for part in result.parts {
                out.append("| \(part.label) | \(Format.millis(part.ours.median)) ms | \(Format.millis(part.cairo.median)) ms "
                           + "| \(Format.ratio(part.ours.median / part.cairo.median)) |")
            }
            out.append("")
            out.append("Frames differ by \(Format.fixed(result.meanDifference, 2)) / 255 per channel on average; "
                       + "\(Format.fixed(result.differingShare * 100, 2))% of pixels differ by more than 16 in some "
                       + "channel. PNGs: `\(pngs[index].ours)`, `\(pngs[index].cairo)`. Cairo skipped: "
                       + "\(result.cairoSkipped.summary) (operations it has no call for, see `CairoPainter`).")
        }
        out.append("")
        out.append("Equivalent: every fill, clip, image and text call of the renderer in its order, with the same "
                   + "geometry in pixels, fill rules, transforms and opacities; clips intersected in the same order "
                   + "(cairo clip paths); the header image's pixels enlarged bilinearly as the header stretches "
                   + "(ours in 16-bit fixed point; cairo CAIRO_FILTER_GOOD, pixman's bilinear filter; both box-filter "
                   + "when shrinking); the same Inter files per weight (cairo FreeType faces, grey anti-aliasing, "
                   + "no hinting); a new surface per frame; with the bezel, the phone's static layer copied and the "
                   + "screen composited through the same screen mask. Made once outside both timings: the image "
                   + "surfaces, font faces and the bezel layer (our renderer also owns these before its frames). "
                   + "Not equivalent: `cairo_show_text` does no shaping or kerning (line starts and breaks are ours "
                   + "in both); cairo keeps rendered glyphs in its scaled-font cache across frames, as our text "
                   + "engine keeps its glyph bitmaps.")
        return out.joined(separator: "\n")
    }
}
