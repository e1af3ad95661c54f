import Foundation
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

    /// Seconds a connection may go without sending anything before the server closes it (never while a request of
    /// it is being answered, however long its render takes).
    let idleSeconds: Double

    /// `idleSeconds` unless a test asks for less.
    static let defaultIdleSeconds = 30.0

    /// A server for `source` on `host:port`.
    package init(source: PreviewSource, host: String = "127.0.0.1", port: UInt16 = 0,
                 idleSeconds: Double = defaultIdleSeconds) {
        routes = PreviewRoutes(session: PreviewSession(source: source), page: PreviewPage())
        self.host = host
        self.port = port
        self.idleSeconds = idleSeconds
    }

    /// Listens, calls `ready` with the page's URL, and serves until the task is cancelled. Throws
    /// `PreviewServerError` when the address cannot be bound.
    package func run(ready: @Sendable (String) -> Void) async throws {
        let server: NIOAsyncChannel<NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>, Never>
        do {
            let address = try SocketAddress(ipAddress: host, port: Int(port))
            server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                // Nagle's algorithm off: with it, a response's last partial segment waited for the browser's delayed
                // ACK on every response of a kept-alive connection (a cached 140 KB frame took 44 ms, not 1 ms).
                .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
                .bind(to: address) { [idle = TimeAmount.milliseconds(Int64(idleSeconds * 1000))] channel in
                    channel.eventLoop.makeCompletedFuture {
                        let pipeline = channel.pipeline.syncOperations
                        try pipeline.configureHTTPServerPipeline(withErrorHandling: true)
                        try pipeline.addHandler(IdleStateHandler(readTimeout: idle), position: .first)
                        try pipeline.addHandler(IdleConnectionCloser())
                        return try NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>(
                            wrappingChannelSynchronously: channel)
                    }
                }
        } catch {
            throw PreviewServerError(error)
        }
        let bound = server.channel.localAddress?.port ?? Int(port)
        ready("http://\(host):\(bound)/")
        try await withThrowingDiscardingTaskGroup { group in
            try await server.executeThenClose { connections in
                for try await connection in connections {
                    group.addTask { await serve(connection) }
                }
            }
        }
    }

    /// Answers the requests of one connection in order until the client closes it, asks to close it, or errs.
    private func serve(_ connection: NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>) async {
        // A connection that fails (reset, malformed request: NIO's error handler has answered 400) just ends.
        try? await connection.executeThenClose { requests, responses in
            var head: HTTPRequestHead?
            for try await part in requests {
                switch part {
                case .head(let requestHead):
                    head = requestHead
                case .body:
                    break  // only GET is served, and a GET's body means nothing here
                case .end:
                    guard let request = head else { continue }
                    head = nil
                    let response = await respond(to: request)
                    try await responses.write(contentsOf: response)
                    if !request.isKeepAlive { return }
                }
            }
        }
    }

    /// The response parts (head, body, end) to `request`.
    private func respond(to request: HTTPRequestHead) async -> [HTTPServerResponsePart] {
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
        return [.head(head), .body(.byteBuffer(ByteBuffer(bytes: answer.body))), .end(nil)]
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

/// Closes a connection that sent nothing for `PreviewServer.idleSeconds` (`IdleStateHandler`'s read event), unless
/// a request of it is still unanswered. A class because NIO's channel handlers are; it lives on its channel's event
/// loop only.
private final class IdleConnectionCloser: ChannelDuplexHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Requests received whole and not answered yet.
    private var unanswered = 0

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) { unanswered += 1 }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { unanswered -= 1 }
        context.write(data, promise: promise)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent {
            if unanswered == 0 { context.close(promise: nil) }
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }
}
