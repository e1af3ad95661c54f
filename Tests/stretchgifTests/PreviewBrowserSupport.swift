import Foundation
import GIFTestSupport
import Raster
import Testing

/// The `stretchgif` the browser tests run: `STRETCHGIF_PREVIEW_EXECUTABLE` (`make test` gives the release build, so
/// the reported latency is a user's), else the one built with the tests.
let previewExecutable = ProcessInfo.processInfo.environment["STRETCHGIF_PREVIEW_EXECUTABLE"].map(URL.init(fileURLWithPath:))
    ?? Bundle.main.bundleURL.appendingPathComponent("stretchgif")

/// A running `stretchgif preview ARGUMENTS --port 0`, stopped by `stop()`.
struct RunningPreview {
    let process: Process
    let url: String
    let port: Int

    static func start(_ arguments: [String], in folder: URL) async throws -> RunningPreview {
        let log = folder.appendingPathComponent("preview-\(UUID().uuidString).txt").path
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let process = Process()
        process.executableURL = previewExecutable
        process.arguments = ["preview"] + arguments + ["--port", "0"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardError = process.standardOutput
        try process.run()
        // Looks once more after the deadline: a test starved of threads by the suites around it may wake late.
        let deadline = Date().addingTimeInterval(30)
        while true {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: "http://127.0.0.1:") {
                let port = Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
                if port > 0 { return RunningPreview(process: process, url: "http://127.0.0.1:\(port)/", port: port) }
            }
            guard Date() < deadline, process.isRunning else { break }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        throw WebDriverFailure(description: "preview printed no address within 30 s: \(text)")
    }

    /// Ctrl-C, then SIGKILL if it has not exited within 5 s; its exit status.
    @discardableResult
    func stop() async -> Int32 {
        if process.isRunning { process.interrupt() }
        for _ in 0..<100 where process.isRunning { try? await Task.sleep(nanoseconds: 50_000_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A request straight on the socket, as sent (a browser would normalise `..` away first).
    func get(_ target: String) async throws -> (status: Int, body: [UInt8]) {
        let port = port
        return try await offThePool { try httpExchange("GET", target, port: port, timeout: 30) }
    }
}

/// Runs `stretchgif ARGUMENTS` in `folder`, killed after `seconds`; throws with its standard error when it fails.
func runStretchGIF(_ arguments: [String], in folder: URL, seconds: Double = 120) async throws {
    let process = Process()
    process.executableURL = previewExecutable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let errors = folder.appendingPathComponent("stderr-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { try await Task.sleep(nanoseconds: 20_000_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        throw WebDriverFailure(description: "stretchgif \(arguments.joined(separator: " ")) failed "
                                  + "(\(process.terminationStatus), or over \(Int(seconds)) s): \(message)")
    }
}

/// An image's straight RGBA pixels.
struct Pixels: Equatable, CustomStringConvertible {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    /// The pixels the page returned from `pixels(image)`.
    init?(page value: Any?) {
        guard let value = value as? [String: Any], let width = value["width"] as? Int, let height = value["height"] as? Int,
              let base64 = value["rgba"] as? String, let data = Data(base64Encoded: base64) else { return nil }
        self.init(width: width, height: height, rgba: [UInt8](data))
    }

    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// `stretchgif frames ARGUMENTS --frame N`'s PNG, decoded.
    static func frame(_ index: Int, of arguments: [String], in folder: URL) async throws -> Pixels {
        let path = folder.appendingPathComponent("frame-\(UUID().uuidString).png")
        try await runStretchGIF(["frames"] + arguments + ["--frame", String(index), "-o", path.path, "--quiet"], in: folder)
        let image = try PNGCodec.decodeStraightRGBA([UInt8](try Data(contentsOf: path)), name: path.lastPathComponent)
        return Pixels(width: image.width, height: image.height, rgba: image.rgba)
    }

    /// The frame a GIF shows at `seconds` (its delays added up), composited.
    static func gifFrame(at seconds: Double, of path: URL) throws -> Pixels {
        let gif = try decodeGIF([UInt8](try Data(contentsOf: path)))
        var start = 0.0
        var shown = gif.frames.first
        for frame in gif.frames {
            if start > seconds + 1e-6 { break }
            shown = frame
            start += Double(frame.delayCentiseconds) / 100
        }
        guard let shown else { throw WebDriverFailure(description: "\(path.lastPathComponent) has no frames") }
        return Pixels(width: gif.width, height: gif.height, rgba: shown.rgba)
    }

    /// Pixels with a channel more than `tolerance` away from `other`'s (all of them when the sizes differ).
    func differing(from other: Pixels, by tolerance: Int = 0) -> Int {
        guard width == other.width, height == other.height, rgba.count == other.rgba.count else { return width * height }
        return stride(from: 0, to: rgba.count, by: 4).count { start in
            (start..<(start + 4)).contains { abs(Int(rgba[$0]) - Int(other.rgba[$0])) > tolerance }
        }
    }

    /// The largest difference of one channel between the two images (255 when the sizes differ).
    func largestChannelDifference(from other: Pixels) -> Int {
        guard width == other.width, height == other.height, rgba.count == other.rgba.count else { return 255 }
        return zip(rgba, other.rgba).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// How the two differ, for a failed expectation's message.
    func comparison(with other: Pixels) -> String {
        guard width == other.width, height == other.height else { return "\(self) against \(other)" }
        let first = stride(from: 0, to: rgba.count, by: 4).first { rgba[$0..<($0 + 4)] != other.rgba[$0..<($0 + 4)] }
        return "\(differing(from: other)) of \(width * height) pixels differ, by up to \(largestChannelDifference(from: other))"
            + (first.map { " (first at x \($0 / 4 % width), y \($0 / 4 / width): \(Array(rgba[$0..<($0 + 4)])) against "
                           + "\(Array(other.rgba[$0..<($0 + 4)])))" } ?? "")
    }

    var description: String { "\(width) x \(height)" }
}

/// Where the browser tests write screenshots: `STRETCHGIF_SCREENSHOTS` when set, else a temporary folder (kept, and
/// named in the test's output).
let screenshotFolder: URL = {
    let url = ProcessInfo.processInfo.environment["STRETCHGIF_SCREENSHOTS"].map(URL.init(fileURLWithPath:))
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("stretchgif-preview-screenshots")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// Starts a preview of `arguments` and a browser, runs `body`, and always stops both (a failure included).
func withPreviewInBrowser(_ arguments: [String], in folder: URL,
                          _ body: (Browser, RunningPreview) async throws -> Void) async throws {
    let preview = try await RunningPreview.start(arguments, in: folder)
    let browser: Browser
    do { browser = try await Browser.start(in: folder) } catch {
        await preview.stop()
        throw error
    }
    do {
        try await body(browser, preview)
    } catch {
        await browser.quit()
        await preview.stop()
        throw error
    }
    await browser.quit()
    #expect(await preview.stop() == 130)
}
