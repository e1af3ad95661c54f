import Foundation
import TestTools
import Testing
@testable import stretchgif
@testable import StretchGIFKit

/// `stretchgif sweep --html` (docs/physics.md#sweep-html) and the sweep panels' review numbers
/// (docs/physics.md#review-numbers), checked from outside: Python's html.parser and Pillow read the page.
@Suite("Sweep review")
struct SweepHTMLTests {
    static let gesture = "drag down 150 over 0.4s; hold 0.1s; release; wait until rest max 2s"

    @Test func panelCommandsAreTheSweepAsRenderWithEachValue() throws {
        let one = try Sweep.Axis(parameter: .rubberBand, texts: ["0.4", "0.55"])
        let arguments = ["/x/stretchgif", "sweep", "stretchy", "--rubber-band", "0.4,0.55", "--width", "200", "-o",
                         "s.gif", "--html=r.html", "--gesture", "wait 0.2s; drag down 100", "--bounce-decay", "0.98"]
        #expect(SweepCommand.panelCommands(arguments: arguments, axes: [one]) == [
            "stretchgif render stretchy --rubber-band 0.4 --width 200 --gesture 'wait 0.2s; drag down 100' "
                + "--bounce-decay 0.98",
            "stretchgif render stretchy --rubber-band 0.55 --width 200 --gesture 'wait 0.2s; drag down 100' "
                + "--bounce-decay 0.98",
        ])
        // A grid: the first flag across, the second down, row by row; `--flag=list` and `--output=` too.
        let two = try Sweep.Axis(parameter: .bounceDecay, texts: ["0.98", "0.995"])
        let grid = ["stretchgif", "sweep", "tiny.yaml", "--bounce-decay=0.98,0.995", "--output=a.mp4",
                    "--rubber-band", "0.4,0.55", "--html", "r.html", "--quiet"]
        #expect(SweepCommand.panelCommands(arguments: grid, axes: [one, two]) == [
            "stretchgif render tiny.yaml --bounce-decay 0.98 --rubber-band 0.4 --quiet",
            "stretchgif render tiny.yaml --bounce-decay 0.98 --rubber-band 0.55 --quiet",
            "stretchgif render tiny.yaml --bounce-decay 0.995 --rubber-band 0.4 --quiet",
            "stretchgif render tiny.yaml --bounce-decay 0.995 --rubber-band 0.55 --quiet",
        ])
    }

    /// The panels' numbers: 0.55 is UIKit's default, the others not; each is its own render's.
    @Test func eachPanelCarriesItsOwnNumbers() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try StretchScene(contentsOfFile: try writeTinyScene(in: folder))
        var options = RenderOptions()
        options.fps = 10
        options.gesture = Self.gesture
        let sweep = try Sweep(scene: scene, options: options,
                              axes: [try Sweep.Axis(parameter: .rubberBand, texts: ["0.4", "0.55", "0.7"])])
        #expect(sweep.summaries.map(\.isUIKitDefault) == [false, true, false])
        for (slot, value) in [0.4, 0.55, 0.7].enumerated() {
            var alone = options
            alone.physics.rubberBand = value
            #expect(sweep.summaries[slot] == TraceSummary(animation: try Animation(scene: scene, options: alone)))
        }
        // A stiffer band pulls farther: the peaks grow with the coefficient.
        let peaks = sweep.summaries.map(\.peakOverscroll)
        #expect(peaks[0] < peaks[1] && peaks[1] < peaks[2] && peaks[0] > 10)
        #expect(sweep.summaries.allSatisfy { $0.peakEdge == .top && $0.restMilliseconds != nil })
    }

    /// The whole path through the binary (so the page's commands come from a real command line): the page parses,
    /// has one panel per value with its command, refers to nothing outside itself, and every embedded frame decodes
    /// (Pillow) at the panel's size, one per frame of the sweep; the command shown for a panel renders exactly its
    /// first and last frames.
    @Test func htmlPageIsSelfContainedAndEachCommandRendersItsPanel() throws {
        let binary = Bundle.main.bundleURL.appendingPathComponent("stretchgif")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            Issue.record("no stretchgif binary at \(binary.path)")
            return
        }
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenePath = try writeTinyScene(in: folder)
        let page = folder.appendingPathComponent("review.html").path
        let arguments = ["sweep", scenePath, "--rubber-band", "0.4,0.7", "--fps", "10", "--gesture", Self.gesture,
                         "--html", page, "--quiet"]
        try run(binary, arguments, in: folder)
        #expect(try listing(folder) == ["review.html", "tiny.yaml"])  // the page only, no temporaries left
        let text = try String(contentsOfFile: page, encoding: .utf8)
        #expect(!text.contains("http://") && !text.contains("https://"))
        var options = RenderOptions()
        options.fps = 10
        options.gesture = Self.gesture
        let scene = try StretchScene(contentsOfFile: scenePath)
        let sweep = try Sweep(scene: scene, options: options,
                              axes: [try Sweep.Axis(parameter: .rubberBand, texts: ["0.4", "0.7"])])
        let report = try #require(try runPython(Self.checker, [page]))
        let lines = report.split(separator: "\n").map(String.init)
        let size = "\(sweep.panels[0].pixelWidth)x\(sweep.panels[0].pixelHeight)"
        #expect(lines.first == "panels 2 frames \(sweep.frameCount) size \(size)", "\(report)")
        let quotedGesture = "'" + Self.gesture + "'"
        for (slot, value) in ["0.4", "0.7"].enumerated() {
            let command = "stretchgif render \(scenePath) --rubber-band \(value) --fps 10 --gesture \(quotedGesture) "
                + "--quiet"
            #expect(lines.contains("command \(slot) \(command)"), "\(report)")
            #expect(lines.contains("caption \(slot) \(sweep.summaries[slot].caption)"), "\(report)")
            // The command as shown, run with a lossless WebP output: its first and last frames are the panel's.
            let webp = folder.appendingPathComponent("panel\(slot).webp").path
            try run(binary, Array(Self.shellWords(command).dropFirst()) + ["-o", webp], in: folder)
            let same = try #require(try runPython(Self.frameComparer, [page, String(slot), webp]))
            #expect(same == "same\n", "panel \(slot): \(same)")
        }
    }

    func run(_ binary: URL, _ arguments: [String], in folder: URL) throws {
        let run = try runProgram(binary, arguments, in: folder)
        #expect(run.status == 0, "\(arguments): \(run.errors)")
    }

    /// The words of a command line quoted the way `PreviewParameters.shellQuoted` quotes (bare, or '...').
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], word = "", quoted = false, any = false
        for character in line {
            if character == "'" { quoted.toggle(); any = true; continue }
            if character == " ", !quoted {
                if any || !word.isEmpty { words.append(word) }
                word = ""; any = false
                continue
            }
            word.append(character)
        }
        if any || !word.isEmpty { words.append(word) }
        return words
    }

    /// Reads the page with html.parser, its JSON with json and every frame with Pillow; prints what it found.
    static let checker = #"""
        import base64, io, json, sys
        from html.parser import HTMLParser
        from PIL import Image
        class Page(HTMLParser):
            def __init__(self):
                super().__init__(); self.panels = []; self.in_data = False; self.data = ""; self.in_numbers = False
                self.captions = []; self.sources = []
            def handle_starttag(self, tag, attrs):
                a = dict(attrs)
                if tag == "figure" and "data-panel" in a: self.panels.append(a)
                if tag == "script" and a.get("id") == "sweep-data": self.in_data = True
                if tag == "p" and a.get("class") == "numbers": self.in_numbers = True; self.captions.append("")
                for key in ("src", "href"):
                    if key in a: self.sources.append(a[key])
            def handle_endtag(self, tag):
                if tag == "script": self.in_data = False
                if tag == "p": self.in_numbers = False
            def handle_data(self, data):
                if self.in_data: self.data += data
                if self.in_numbers: self.captions[-1] += data
        page = Page(); page.feed(open(sys.argv[1], encoding="utf-8").read()); page.close()
        assert all(s.startswith("data:image/webp;base64,") for s in page.sources), page.sources
        data = json.loads(page.data)
        sizes = set()
        for uri in data["images"]:
            assert uri.startswith("data:image/webp;base64,")
            image = Image.open(io.BytesIO(base64.b64decode(uri.split(",", 1)[1]))); image.load()
            sizes.add("%dx%d" % image.size)
        assert len(sizes) == 1, sizes
        assert len(data["panels"]) == len(page.panels)
        assert all(len(f) == len(data["starts"]) for f in data["panels"])
        print("panels %d frames %d size %s" % (len(page.panels), len(data["starts"]), sizes.pop()))
        for p in page.panels: print("command %s %s" % (p["data-panel"], p["data-command"]))
        for i, c in enumerate(page.captions): print("caption %d %s" % (i, c))
        """#

    /// Prints "same" when panel N's first and last frames on the page equal the WebP's first and last frames.
    static let frameComparer = #"""
        import base64, io, json, re, sys
        from PIL import Image
        text = open(sys.argv[1], encoding="utf-8").read()
        data = json.loads(re.search(r'<script id="sweep-data" type="application/json">(.*?)</script>', text, re.S).group(1))
        frames = data["panels"][int(sys.argv[2])]
        def page_frame(k):
            uri = data["images"][frames[k]]
            return Image.open(io.BytesIO(base64.b64decode(uri.split(",", 1)[1]))).convert("RGBA").tobytes()
        webp = Image.open(sys.argv[3])
        first = webp.convert("RGBA").tobytes()
        webp.seek(webp.n_frames - 1)
        last = webp.convert("RGBA").tobytes()
        print("same" if page_frame(0) == first and page_frame(len(frames) - 1) == last else
              "differ: first %s last %s" % (page_frame(0) == first, page_frame(len(frames) - 1) == last))
        """#
}
