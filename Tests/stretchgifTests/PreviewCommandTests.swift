import Foundation
import TestTools
import Testing

/// `stretchgif preview` as a user runs it: the built binary serving on loopback, asked over a real socket.
@Suite(.serialized) struct PreviewCommandTests {
    /// One HTTP/1.1 GET of `target` (sent as is, so `..` and encoded slashes reach the server) to 127.0.0.1:`port`;
    /// the status and the body.
    static func get(_ target: String, port: Int) throws -> (status: Int, body: [UInt8]) {
        try request("GET", target, body: nil, port: port)
    }

    /// One HTTP/1.1 request with an optional JSON body, read to the end (`Connection: close`).
    static func request(_ method: String, _ target: String, body: [UInt8]?, port: Int) throws
        -> (status: Int, body: [UInt8])
    {
        // Never wait for ever: a reply that stops coming ends the read after two minutes.
        guard let descriptor = RawHTTP.connect(port: port, timeout: 120) else {
            throw CommandFailure(message: "connect", exitCode: 1)
        }
        defer { close(descriptor) }
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        RawHTTP.send(Array((head + "\r\n").utf8) + (body ?? []), to: descriptor)
        let response = RawHTTP.responses(RawHTTP.readAll(descriptor).bytes).first
        return (response?.status ?? 0, response?.body ?? [])
    }

    @Test func thePageShowsWhatTheCommandItPrintsRenders() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeTinyScene(in: folder)
        let output = folder.appendingPathComponent("out.txt").path
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("stretchgif")
        process.arguments = ["preview", scene, "--fps", "10", "--port", "0"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var port = 0
        for _ in 0..<300 where port == 0 {
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            if let range = text.range(of: "http://127.0.0.1:") {
                port = Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
            }
            usleep(100_000)
        }
        try #require(port > 0)

        // The page's frame 5 with a changed rubber band, and the command the page prints for it.
        let frame = try Self.get("/api/frame?i=5&rubber-band=0.4", port: port)
        #expect(frame.status == 200)
        let state = try Self.get("/api/state?rubber-band=0.4", port: port)
        let json = try JSONSerialization.jsonObject(with: Data(state.body)) as? [String: Any]
        let command = try #require(json?["command"] as? String)
        #expect(command == "stretchgif render \(scene) --rubber-band 0.4 --fps 10")
        // The same flags through `frames --frame 5` give the same PNG bytes.
        let still = folder.appendingPathComponent("still.png").path
        var arguments = command.split(separator: " ").map(String.init).dropFirst(2)
        arguments = ["frames"] + arguments + ["--frame", "5", "-o", still, "--quiet"]
        let frames = Process()
        frames.executableURL = process.executableURL
        frames.arguments = Array(arguments)
        try frames.run()
        frames.waitUntilExit()
        #expect(frames.terminationStatus == 0)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: still))) == frame.body)

        // Traversal and unknown paths: 404 or 400, never a file.
        for target in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd", "//etc/passwd",
                       "/\(scene)", "/api/frame?i=0&file=/etc/passwd"] {
            let response = try Self.get(target, port: port)
            #expect(response.status == 404 || response.status == 400, "\(target)")
            #expect(!String(decoding: response.body, as: UTF8.self).contains("root:"), "\(target)")
        }

        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
    }

    @Test func anotherHostNeedsAllowRemote() throws {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("stretchgif")
        process.arguments = ["preview", "--host", "0.0.0.0"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(message == "stretchgif: error: --host 0.0.0.0 is reachable from other machines; add --allow-remote to "
                    + "serve there\n")
    }
}
