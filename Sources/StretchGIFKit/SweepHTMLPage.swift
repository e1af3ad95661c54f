import Foundation
import ScrollSim

/// The text of `stretchgif sweep --html`'s page (docs/physics.md#sweep-html): one file with inline CSS and JS, the
/// frames as `data:` URIs, each panel's trace as inline SVG, and nothing fetched from anywhere.
struct SweepHTMLPage {
    /// One panel: its label, review numbers, command line, frame list (indices into `images`, one per frame of
    /// the schedule) and trace SVG.
    struct Panel {
        let label: String
        let caption: String
        let command: String
        let frames: [Int]
        let trace: String
    }

    let title: String
    let columns: Int
    let panelWidth: Int
    let panelHeight: Int
    /// Each frame's start on the shared clock, ms.
    let startsMilliseconds: [Int]
    let durationMilliseconds: Int
    /// Every distinct frame, as a `data:image/webp;base64,...` URI.
    let images: [String]
    let panels: [Panel]

    /// Trace SVG size (its viewBox) and plot margins.
    static let trace = (width: 300.0, height: 120.0, left: 34.0, right: 6.0, top: 6.0, bottom: 16.0)

    func html() -> String {
        var json = "{\"starts\":[" + startsMilliseconds.map(String.init).joined(separator: ",") + "],"
        json += "\"duration\":\(durationMilliseconds),\"images\":["
        json += images.map { Self.jsonString($0) }.joined(separator: ",\n") + "],\"panels\":["
        json += panels.map { "[" + $0.frames.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",")
        json += "]}"
        var body = ""
        for (slot, panel) in panels.enumerated() {
            body += """
                <figure class="panel" data-panel="\(slot)" data-command="\(Self.escaped(panel.command))" \
                tabindex="0" title="Click for this panel's command line">
                <figcaption class="label">\(Self.escaped(panel.label))</figcaption>
                <img class="frame" width="\(panelWidth)" height="\(panelHeight)" alt="\(Self.escaped(panel.label))" \
                src="\(images[panel.frames.first ?? 0])">
                <p class="numbers">\(Self.escaped(panel.caption))</p>
                \(panel.trace)
                </figure>

                """
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escaped(title))</title>
            <style>
            body{font:14px -apple-system,system-ui,sans-serif;margin:16px;color:#1c1c1e;background:#fff}
            h1{font-size:17px;margin:0 0 8px}
            .controls{display:flex;gap:8px;align-items:center;margin:8px 0 12px}
            .controls input[type=range]{flex:1}
            .grid{display:grid;grid-template-columns:repeat(\(columns),max-content);gap:12px}
            .panel{margin:0;padding:6px;border:2px solid transparent;border-radius:8px;cursor:pointer;\
            width:max-content}
            .panel.selected{border-color:#007aff}
            .panel img{display:block;margin:0 auto;max-width:\(panelWidth)px;height:auto}
            .label{font-weight:600;text-align:center;margin-bottom:4px}
            .numbers{color:#6c6c70;text-align:center;margin:4px 0;font-size:12px}
            .trace{display:block;margin:0 auto;width:\(Int(Self.trace.width))px;height:auto}
            .trace text{font-size:9px;fill:#3c3c43}
            #command{width:100%;font:13px ui-monospace,monospace;box-sizing:border-box}
            </style>
            </head>
            <body>
            <h1>\(Self.escaped(title))</h1>
            <div class="controls">
            <button id="play" type="button">Pause</button>
            <input id="scrub" type="range" min="0" max="\(durationMilliseconds)" step="1" value="0" \
            aria-label="time">
            <output id="time">0.00 s</output>
            </div>
            <div class="grid">
            \(body)</div>
            <p>Click a panel for the command line that renders it alone:</p>
            <textarea id="command" rows="2" readonly>Click a panel.</textarea>
            <button id="copy" type="button">Copy</button>
            <script id="sweep-data" type="application/json">\(json)</script>
            <script>
            \(Self.script)
            </script>
            </body>
            </html>

            """
    }

    /// One clock for every panel: play/pause, the scrubber and each frame's start; a click shows the command.
    static let script = """
        "use strict";
        const data = JSON.parse(document.getElementById("sweep-data").textContent);
        const panels = Array.from(document.querySelectorAll(".panel"));
        const frames = panels.map(p => p.querySelector("img.frame"));
        const heads = panels.map(p => p.querySelector(".playhead"));
        const scrub = document.getElementById("scrub"), play = document.getElementById("play");
        const time = document.getElementById("time"), command = document.getElementById("command");
        const cache = data.images.map(src => { const i = new Image(); i.src = src; return i; });
        let now = 0, playing = true, last = null, shown = -1;
        function frameAt(ms) {
          let lo = 0, hi = data.starts.length - 1;
          while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (data.starts[mid] <= ms) lo = mid; else hi = mid - 1; }
          return lo;
        }
        function show(ms) {
          const f = frameAt(ms);
          if (f !== shown) {
            shown = f;
            panels.forEach((p, k) => { frames[k].src = cache[data.panels[k][f]].src; });
          }
          heads.forEach(h => {
            if (!h) return;
            const x = h.dataset.x0 * 1 + h.dataset.w * Math.min(ms, data.duration) / data.duration;
            h.setAttribute("x1", x.toFixed(1));
            h.setAttribute("x2", x.toFixed(1));
          });
          scrub.value = Math.round(ms);
          time.textContent = (ms / 1000).toFixed(2) + " s";
        }
        function tick(t) {
          if (playing && last !== null) { now += t - last; if (now >= data.duration) now = now % data.duration; }
          last = t;
          if (playing) show(now);
          requestAnimationFrame(tick);
        }
        play.addEventListener("click", () => { playing = !playing; play.textContent = playing ? "Pause" : "Play"; });
        scrub.addEventListener("input", () => { now = scrub.value * 1; show(now); });
        panels.forEach(p => p.addEventListener("click", () => {
          panels.forEach(q => q.classList.toggle("selected", q === p));
          command.value = p.dataset.command;
        }));
        document.getElementById("copy").addEventListener("click", () => {
          command.select();
          if (navigator.clipboard) navigator.clipboard.writeText(command.value).catch(() => document.execCommand("copy"));
          else document.execCommand("copy");
        });
        show(0);
        requestAnimationFrame(tick);
        """

    /// A panel's offset trace as inline SVG: the offset against time, the edges' offsets dashed, round-number
    /// labels (`PlotLabels`: no overlaps, no "-0") and a playhead the clock moves.
    static func traceSVG(animation: Animation, durationSeconds: Double) -> String {
        let box = trace
        let motion = animation.plan.production.motion
        let duration = max(durationSeconds * 1000, motion.timeline.durationMilliseconds, 1)
        let count = 300
        let samples = (0...count).map { motion.timeline.sample(atMilliseconds: duration * Double($0) / Double(count)) }
        var low = samples.map(\.offset).min() ?? 0, high = samples.map(\.offset).max() ?? 1
        low = min(low, motion.geometry.minOffset)
        high = max(high, low + 1)
        let range = TracePlot.niceRange(min: low, max: high)
        let plotWidth = box.width - box.left - box.right, plotHeight = box.height - box.top - box.bottom
        func x(_ ms: Double) -> Double { box.left + plotWidth * ms / duration }
        func y(_ offset: Double) -> Double {
            box.top + plotHeight * (1 - (offset - range.lower) / (range.upper - range.lower))
        }
        func n(_ value: Double) -> String { PlotLabels.text(value, step: 0.1) }
        var svg = "<svg class=\"trace\" viewBox=\"0 0 \(n(box.width)) \(n(box.height))\" role=\"img\" "
            + "aria-label=\"offset against time\">"
        svg += "<rect x=\"\(n(box.left))\" y=\"\(n(box.top))\" width=\"\(n(plotWidth))\" height=\"\(n(plotHeight))\" "
            + "fill=\"#f9f9fb\" stroke=\"#d1d1d6\" stroke-width=\"0.5\"/>"
        for edge in [motion.geometry.minOffset, motion.geometry.maxOffset] where edge > range.lower && edge < range.upper {
            svg += "<line x1=\"\(n(box.left))\" x2=\"\(n(box.left + plotWidth))\" y1=\"\(n(y(edge)))\" "
                + "y2=\"\(n(y(edge)))\" stroke=\"#8e8e93\" stroke-width=\"0.6\" stroke-dasharray=\"3 2\"/>"
        }
        let lineHeight = 11.0
        for tick in PlotLabels.ticks(lower: range.lower, upper: range.upper, length: plotHeight, extent: { _ in lineHeight }) {
            svg += "<text x=\"\(n(box.left - 3))\" y=\"\(n(box.top + plotHeight - tick.position + 3))\" "
                + "text-anchor=\"end\">\(tick.text)</text>"
        }
        // About 5.5 units a character at 9 px: a generous estimate, so browser fonts keep the gap too.
        let timeTicks = PlotLabels.ticks(lower: 0, upper: duration / 1000, length: plotWidth, unit: "s") {
            Double($0.count) * 5.5
        }
        for tick in timeTicks {
            // Centred under its tick, unless half of it would pass the picture's right edge: then it ends there.
            let halfWidth = Double(tick.text.count) * 5.5 / 2
            let anchor = box.left + tick.position + halfWidth > box.width ? "end" : "middle"
            svg += "<text x=\"\(n(box.left + tick.position))\" y=\"\(n(box.height - 4))\" "
                + "text-anchor=\"\(anchor)\">\(tick.text)</text>"
        }
        let points = samples.map { "\(n(x($0.timeMilliseconds))),\(n(y($0.offset)))" }.joined(separator: " ")
        svg += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"1.4\"/>"
        svg += "<line class=\"playhead\" data-x0=\"\(n(box.left))\" data-w=\"\(n(plotWidth))\" x1=\"\(n(box.left))\" "
            + "x2=\"\(n(box.left))\" y1=\"\(n(box.top))\" y2=\"\(n(box.top + plotHeight))\" stroke=\"#ff3b30\" "
            + "stroke-width=\"1\"/>"
        return svg + "</svg>"
    }

    /// Text for HTML content or a double-quoted attribute.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A JSON string literal safe inside a `<script>` element (`<`, `>` and `&` escaped too).
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "<", ">", "&", "\u{2028}", "\u{2029}": result += String(format: "\\u%04x", scalar.value)
            default:
                if scalar.value < 0x20 { result += String(format: "\\u%04x", scalar.value) } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
