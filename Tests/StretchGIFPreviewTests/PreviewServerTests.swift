import Foundation
@testable import StretchGIFPreview
import TestTools
import Testing

/// The preview server over real loopback sockets, in process: keep-alive, closing, idle connections, refusals.
@Suite(.serialized) struct PreviewServerTests {
    /// A running server, the task serving it and its scene's folder; `stop()` cancels the task, waits until it has
    /// returned, and removes the folder.
    struct Running {
        let port: Int
        let task: Task<Void, any Error>
        let folder: String

        func stop() async {
            task.cancel()
            _ = await task.result
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    static func start(requestSeconds: Double = 30, buildDelay: UInt32 = 0) async throws -> Running {
        let (source, folder) = try source(buildDelay: buildDelay)
        let server = PreviewServer(source: source, requestSeconds: requestSeconds)
        let (urls, continuation) = AsyncStream.makeStream(of: String.self)
        let task = Task { try await server.run { continuation.yield($0) } }
        var iterator = urls.makeAsyncIterator()
        let url = try #require(await iterator.next())
        let bound = try #require(Int(url.split(separator: ":").last?.prefix { $0.isNumber } ?? ""))
        return Running(port: bound, task: task, folder: folder)
    }

    /// The routes tests' 100 x 160 pt scene, without controls, written to a new folder; building its animation first
    /// sleeps `buildDelay` µs.
    static func source(buildDelay: UInt32 = 0) throws -> (source: PreviewSource, folder: String) {
        let folder = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("stretchgif-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let scene = (folder as NSString).appendingPathComponent("tiny.yaml")
        try PreviewRoutesTests.yaml.write(toFile: scene, atomically: false, encoding: .utf8)
        let source = PreviewSource(
            parameters: [], sceneName: "tiny",
            build: { _ in
                usleep(buildDelay)
                do { return .success(try PreviewRoutesTests.animation(scene, rubberBand: nil)) } catch {
                    return .failure(PreviewProblem(message: "\(error)"))
                }
            },
            commandLine: { _ in "stretchgif render \(scene)" }, sceneYAML: { _ in "" }, fixedInputs: [scene])
        return (source, folder)
    }

    static func connect(port: Int) throws -> Int32 { try #require(RawHTTP.connect(port: port)) }
    static func send(_ text: String, to descriptor: Int32) { RawHTTP.send(Array(text.utf8), to: descriptor) }
    static func readAll(_ descriptor: Int32) -> (bytes: [UInt8], closed: Bool) { RawHTTP.readAll(descriptor) }
    static func responses(_ bytes: [UInt8]) -> [RawHTTP.Response] { RawHTTP.responses(bytes) }
    static func statuses(_ bytes: [UInt8]) -> [Int] { responses(bytes).map(\.status) }

    @Test func pipelinedRequestsOnOneConnectionAreAnsweredInOrderAndCloseEndsIt() async throws {
        let server = try await Self.start()
        let descriptor = try Self.connect(port: server.port)
        defer { close(descriptor) }
        // Three requests in one write: the version, an unknown path, then the version again asking to close.
        Self.send("GET /api/version HTTP/1.1\r\nHost: a\r\n\r\nGET /nothing HTTP/1.1\r\nHost: a\r\n\r\n"
                  + "GET /api/version HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n", to: descriptor)
        let (text, closed) = Self.readAll(descriptor)
        #expect(closed)
        let answers = Self.responses(text)
        #expect(answers.map(\.status) == [200, 404, 200])
        let version = Array("{\"version\":0}".utf8)
        #expect(answers.count == 3 && answers[0].body == version && answers[2].body == version)
        // Only the last one says it closes, and nothing follows it.
        #expect(answers.map { $0.head.contains("Connection: close") } == [false, false, true])
        #expect(Array(text.suffix(version.count)) == version)
        await server.stop()
    }

    @Test func anIdleConnectionAndAHalfSentRequestAreClosed() async throws {
        let server = try await Self.start(requestSeconds: 0.3)
        let idle = try Self.connect(port: server.port)
        defer { close(idle) }
        let halfSent = try Self.connect(port: server.port)
        defer { close(halfSent) }
        Self.send("GET /api/version HTTP/1.1\r\nHost: a\r\n", to: halfSent)
        let started = Date()
        let (idleText, idleClosed) = Self.readAll(idle)
        let (halfText, halfClosed) = Self.readAll(halfSent)
        // Closed by the server, well before the 10 s read timeout, without a response.
        #expect(idleClosed && halfClosed)
        #expect(idleText.isEmpty && halfText.isEmpty)
        #expect(Date().timeIntervalSince(started) < 5)
        await server.stop()
    }

    @Test func aRequestSentAByteAtATimeIsClosedBeforeItsEnd() async throws {
        // 0.3 s to send a whole request; this one comes a byte every 0.1 s, 38 bytes. Each byte would reset a timer
        // of quiet time, and the request would be answered after about 4 s.
        let server = try await Self.start(requestSeconds: 0.3)
        let descriptor = try Self.connect(port: server.port)
        defer { close(descriptor) }
        let request = Array("GET /api/version HTTP/1.1\r\nHost: a\r\n\r\n".utf8)
        let trickle = Task.detached {
            var sent = 0
            for byte in request {
                guard !Task.isCancelled else { break }
                RawHTTP.send([byte], to: descriptor)
                sent += 1
                try? await Task.sleep(for: .milliseconds(100))
            }
            return sent
        }
        let (text, closed) = Self.readAll(descriptor)
        trickle.cancel()
        let sent = await trickle.value
        // Closed by the server without an answer, while the request was still coming.
        #expect(closed)
        #expect(text.isEmpty, "\(Self.statuses(text))")
        #expect(sent < request.count, "\(sent) of \(request.count) bytes sent")
        await server.stop()
    }

    @Test func aConnectionWaitingForALongRenderStaysOpenThenClosesWhenQuiet() async throws {
        // Building the animation takes 0.8 s, more than twice the idle time: the frame still arrives.
        let server = try await Self.start(requestSeconds: 0.3, buildDelay: 800_000)
        let descriptor = try Self.connect(port: server.port)
        defer { close(descriptor) }
        Self.send("GET /api/frame?i=1 HTTP/1.1\r\nHost: a\r\n\r\n", to: descriptor)
        let (text, closed) = Self.readAll(descriptor)
        let answers = Self.responses(text)
        #expect(closed)
        #expect(answers.map(\.status) == [200])
        #expect(answers.first?.head.contains("Content-Type: image/png") == true)
        #expect(answers.first?.body.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == true)
        await server.stop()
    }

    @Test func stoppingWhileConnectionsArriveAndAFrameIsPaintedClosesThemAll() async throws {
        for _ in 0..<10 {
            let server = try await Self.start(buildDelay: 200_000)
            let painting = try Self.connect(port: server.port)
            defer { close(painting) }
            Self.send("GET /api/frame?i=1 HTTP/1.1\r\nHost: a\r\n\r\n", to: painting)
            let quiet = try (0..<3).map { _ in try Self.connect(port: server.port) }
            defer { quiet.forEach { close($0) } }
            await server.stop()
            // Every connection is closed by the server (the reads end, well before their 10 s timeout).
            for descriptor in [painting] + quiet { #expect(Self.readAll(descriptor).closed) }
        }
    }

    @Test func anOversizedHeadIsRefusedAndATakenPortIsNamed() async throws {
        let server = try await Self.start()
        let descriptor = try Self.connect(port: server.port)
        defer { close(descriptor) }
        Self.send("GET / HTTP/1.1\r\nHost: a\r\nX-Padding: " + String(repeating: "a", count: 200_000) + "\r\n\r\n",
                  to: descriptor)
        let (text, _) = Self.readAll(descriptor)
        #expect(Self.statuses(text) == [400])

        let (source, folder) = try Self.source()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let second = PreviewServer(source: source, port: UInt16(server.port))
        await #expect(throws: PreviewServerError.self) { try await second.run { _ in } }
        do {
            try await second.run { _ in }
        } catch {
            #expect("\(error)" == "Address already in use")
        }
        await server.stop()
    }
}
