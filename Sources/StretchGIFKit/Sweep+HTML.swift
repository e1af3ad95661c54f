import CWebP
import Foundation
import Raster
import ScrollSim

extension Sweep {
    /// Largest review page `writeHTML` writes, in bytes (docs/physics.md#sweep-html): past it the page is refused,
    /// naming the flags that shrink it. Frames are each panel's own, at the sweep's panel size (`--width`/`--scale`)
    /// on the GIF's schedule, as still WebP (lossless, or lossy at `--quality`), identical frames stored once.
    package static let maximumHTMLBytes = 200 * 1024 * 1024

    /// Writes the sweep as one self-contained offline HTML page (`stretchgif sweep --html`,
    /// docs/physics.md#sweep-html), atomically like every output: every panel's frames and its offset trace, all
    /// stepped by one play/pause button and one scrubber; clicking a panel shows `commands[slot]` (the command line
    /// that renders that panel alone) in a text box with a copy button. `commands` has one entry per panel, row by
    /// row. Returns the page's size in bytes.
    @discardableResult
    public func writeHTML(toFile path: String, commands: [String], progress: ProgressHandler? = nil)
        throws(StretchGIFError) -> Int
    {
        let page = try htmlBytes(commands: commands, progress: progress)
        let file = try AtomicOutputFile(path: path)
        guard file.write(page) else {
            throw .outputFailed(path: file.finalPath, message: file.failureReason ?? "write failed")
        }
        try file.commit()
        return page.count
    }

    /// The page's bytes (see `writeHTML`).
    func htmlBytes(commands: [String], progress: ProgressHandler? = nil) throws(StretchGIFError) -> [UInt8] {
        guard commands.count == panels.count else {
            throw .renderFailed(message: "\(commands.count) command lines for \(panels.count) panels")
        }
        let times = schedule.frames.map(\.timeSeconds)
        var images: [String] = []
        var imageIndex: [[UInt8]: Int] = [:]  // lookup only; `images` keeps first-seen order
        var budget = 0
        var frameLists: [[Int]] = []
        for (slot, panel) in panels.enumerated() {
            let last = panel.schedule.frames.last?.timeSeconds ?? 0
            var stream = try FrameStream(plan: panel.plan, jobs: panel.jobs, atSeconds: times.map { min($0, last) },
                                         chrome: panel.plan.chromeTimeline())
            var list: [Int] = []
            for index in times.indices {
                guard let frame = stream.frame(index) else {
                    throw .renderFailed(message: "panel \(slot + 1) has no frame \(index)")
                }
                let done = slot * times.count + index + 1
                if done % 8 == 0 { progress?(RenderProgress(stage: .encoding, done: done, total: panels.count * times.count)) }
                let bytes = try Self.webp(frame, quality: clock.options.quality)
                if let known = imageIndex[bytes] { list.append(known); continue }
                budget += bytes.count * 4 / 3 + 40
                guard budget <= Self.maximumHTMLBytes else {
                    throw .invalidParameter(name: "html", message: "makes a page over "
                        + "\(Self.maximumHTMLBytes / (1024 * 1024)) MiB (\(panels.count) panels x \(times.count) "
                        + "frames of \(panel.pixelWidth) x \(panel.pixelHeight) px): lower --fps or --width, or give "
                        + "a lossy --quality")
                }
                imageIndex[bytes] = images.count
                list.append(images.count)
                images.append("data:image/webp;base64," + Data(bytes).base64EncodedString())
            }
            frameLists.append(list)
        }
        progress?(RenderProgress(stage: .encoding, done: panels.count * times.count, total: panels.count * times.count))
        var panelData: [SweepHTMLPage.Panel] = []
        for (slot, panel) in panels.enumerated() {
            panelData.append(SweepHTMLPage.Panel(
                label: labels[slot], caption: summaries[slot].caption, command: commands[slot],
                frames: frameLists[slot], trace: SweepHTMLPage.traceSVG(animation: panel, durationSeconds: Double(schedule.totalCentiseconds) / 100)))
        }
        let page = SweepHTMLPage(
            title: "stretchgif sweep: " + axes.map(\.parameter.label).joined(separator: " × "),
            columns: columns, panelWidth: panels[0].pixelWidth, panelHeight: panels[0].pixelHeight,
            startsMilliseconds: schedule.frames.map { Int(($0.timeSeconds * 1000).rounded()) },
            durationMilliseconds: schedule.totalCentiseconds * 10, images: images, panels: panelData)
        return Array(page.html().utf8)
    }

    /// One frame as a still WebP: lossless (exact pixels), or lossy at `quality`.
    static func webp(_ frame: Pixmap, quality: Int?) throws(StretchGIFError) -> [UInt8] {
        let rgba = frame.unpremultipliedRGBA()
        var output: UnsafeMutablePointer<UInt8>?
        let size = rgba.withUnsafeBufferPointer { pixels -> Int in
            guard let base = pixels.baseAddress else { return 0 }
            if let quality {
                return WebPEncodeRGBA(base, Int32(frame.width), Int32(frame.height), Int32(frame.width * 4),
                                      Float(quality), &output)
            }
            return WebPEncodeLosslessRGBA(base, Int32(frame.width), Int32(frame.height), Int32(frame.width * 4),
                                          &output)
        }
        defer { WebPFree(output) }
        guard size > 0, let output else { throw .renderFailed(message: "libwebp could not encode a sweep frame") }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
