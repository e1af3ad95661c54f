import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import StretchGIFKit

/// The preview page's HTTP server (docs/preview.md): SwiftNIO's HTTP/1.1 codec on one address, loopback by default,
/// serving only the page's own files and the scene's renders.
package struct PreviewServer: Sendable {
    let routes: PreviewRoutes
    /// The address to listen on (IPv4 dotted form).
    package let host: String
    /// The port; 0 picks a free one.
    package let port: UInt16

    /// Seconds a connection has to send a whole request, counted from when it opens and from the end of each response
    /// (never while a request of it is being answered, however long its render takes): a quiet connection is closed
    /// then, and so is one that sends a request a byte at a time, which an idle timer alone would never close.
    let requestSeconds: Double

    /// `requestSeconds` unless a test asks for less.
    static let defaultRequestSeconds = 30.0

    /// A server for `source` on `host:port`.
    package init(source: PreviewSource, host: String = "127.0.0.1", port: UInt16 = 0,
                 requestSeconds: Double = defaultRequestSeconds) {
        routes = PreviewRoutes(session: PreviewSession(source: source), page: PreviewPage())
        self.host = host
        self.port = port
        self.requestSeconds = requestSeconds
    }

    /// Listens, calls `ready` with the page's URL, and serves until the task is cancelled, then closes the listening
    /// socket and every connection. Throws `PreviewServerError` when the address cannot be bound.
    package func run(ready: @Sendable (String) -> Void) async throws {
        // The open connections, so that stopping closes them too (NIO closes a listening socket alone).
        let connections = NIOLockedValueBox(OpenConnections())
        let server: any Channel
        do {
            let address = try SocketAddress(ipAddress: host, port: Int(port))
            let deadline = TimeAmount.milliseconds(Int64(requestSeconds * 1000))
            server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                // Nagle's algorithm off: with it, a response's last partial segment waited for the browser's delayed
                // ACK on every response of a kept-alive connection (a cached 140 KB frame took 44 ms, not 1 ms).
                .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
                .childChannelInitializer { [self] channel in
                    let key = ObjectIdentifier(channel)
                    // A connection accepted while the server stops is closed here: the stop has taken, or is taking,
                    // the list it would have joined.
                    guard connections.withLockedValue({ $0.add(channel, key: key) }) else {
                        return channel.close()
                    }
                    channel.closeFuture.whenComplete { _ in connections.withLockedValue { $0.remove(key) } }
                    return channel.eventLoop.makeCompletedFuture {
                        let pipeline = channel.pipeline.syncOperations
                        try pipeline.configureHTTPServerPipeline(withErrorHandling: true)
                        try pipeline.addHandler(PreviewConnection(server: self, deadline: deadline))
                    }
                }
                .bind(to: address).get()
        } catch {
            throw PreviewServerError(error)
        }
        let bound = server.localAddress?.port ?? Int(port)
        ready("http://\(host):\(bound)/")
        // Cancellation closes the listening socket, which ends the wait; then every connection is closed. A response
        // still being worked out finds its connection closed and is dropped.
        await withTaskCancellationHandler {
            try? await server.closeFuture.get()
        } onCancel: {
            server.close(promise: nil)
        }
        for channel in connections.withLockedValue({ $0.stop() }) { try? await channel.close() }
    }

    /// The response to `request`: its head and its body.
    func respond(to request: HTTPRequestHead) async -> (head: HTTPResponseHead, body: ByteBuffer) {
        let target = request.uri
        // The path as sent (percent-encoded), and the query's items decoded, as `PreviewRoutes` takes them.
        let path = String(target.prefix { $0 != "?" })
        let query = (URLComponents(string: target)?.queryItems ?? []).map { ($0.name, $0.value ?? "") }
        let answer = await routes.respond(method: request.method.rawValue, path: path, query: query,
                                          targetBytes: target.utf8.count)
        var headers = HTTPHeaders([("Content-Type", answer.contentType), ("Cache-Control", "no-store"),
                                   ("Content-Length", String(answer.body.count))])
        if !request.isKeepAlive { headers.add(name: "Connection", value: "close") }
        let head = HTTPResponseHead(version: request.version, status: HTTPResponseStatus(statusCode: answer.status),
                                    headers: headers)
        return (head, ByteBuffer(bytes: answer.body))
    }
}

/// The address could not be bound (taken, not this machine's, or not an IP address).
package struct PreviewServerError: Error, CustomStringConvertible {
    package let description: String

    init(_ error: any Error) {
        if let error = error as? IOError {
            description = String(cString: strerror(error.errnoCode))
        } else if error is SocketAddressError {
            description = "not an IP address"
        } else {
            description = "\(error)"
        }
    }
}

/// The server's open connections, and whether it is stopping (then none may join).
private struct OpenConnections {
    private var channels: [ObjectIdentifier: any Channel] = [:]
    private var stopping = false

    /// Adds `channel` unless the server is stopping; whether it was added.
    mutating func add(_ channel: any Channel, key: ObjectIdentifier) -> Bool {
        guard !stopping else { return false }
        channels[key] = channel
        return true
    }

    mutating func remove(_ key: ObjectIdentifier) { channels[key] = nil }

    /// Marks the server as stopping and hands over the open connections, to be closed.
    mutating func stop() -> [any Channel] {
        stopping = true
        return Array(channels.values)
    }
}

/// One connection's requests, answered in order (NIO's pipelining handler passes on the next request only once the
/// last response has ended): each whole request is answered on a task of its own, its response written back through
/// the channel, and the connection closed after it when the client asked for that. A connection that has not sent a
/// whole request within `deadline` of opening or of its last response's end is closed; while a request is being
/// answered no deadline runs. A class because NIO's channel handlers are; its state lives on its channel's event
/// loop only.
private final class PreviewConnection: ChannelDuplexHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    let server: PreviewServer
    /// Time a connection has to send a whole request (`PreviewServer.requestSeconds`).
    let deadline: TimeAmount
    /// The head of the request being received.
    private var head: HTTPRequestHead?
    /// Requests received whole and not answered yet.
    private var unanswered = 0
    /// The close due if no whole request arrives in time; nil while a request is being answered.
    private var closing: Scheduled<Void>?

    init(server: PreviewServer, deadline: TimeAmount) {
        self.server = server
        self.deadline = deadline
    }

    func channelActive(context: ChannelHandlerContext) {
        startDeadline(context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        closing?.cancel()
        closing = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
        case .body:
            break  // only GET is served, and a GET's body means nothing here
        case .end:
            guard let request = head else { return }
            head = nil
            unanswered += 1
            closing?.cancel()
            closing = nil
            let channel = context.channel, server = server
            Task {
                let response = await server.respond(to: request)
                channel.write(HTTPServerResponsePart.head(response.head), promise: nil)
                channel.write(HTTPServerResponsePart.body(.byteBuffer(response.body)), promise: nil)
                let written = channel.eventLoop.makePromise(of: Void.self)
                channel.writeAndFlush(HTTPServerResponsePart.end(nil), promise: written)
                if !request.isKeepAlive { written.futureResult.whenComplete { _ in channel.close(promise: nil) } }
            }
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            unanswered -= 1
            if unanswered == 0 { startDeadline(context: context) }
        }
        context.write(data, promise: promise)
    }

    /// Closes the connection after `deadline` unless a whole request arrives first.
    private func startDeadline(context: ChannelHandlerContext) {
        closing?.cancel()
        let channel = context.channel
        closing = context.eventLoop.scheduleTask(in: deadline) { channel.close(promise: nil) }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
