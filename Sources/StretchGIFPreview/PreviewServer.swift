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

    /// Listens, calls `ready` with the page's URL, and serves until the task is cancelled, then closes the listening
    /// socket and every connection. Throws `PreviewServerError` when the address cannot be bound.
    package func run(ready: @Sendable (String) -> Void) async throws {
        // The open connections, so that stopping closes them too (NIO closes a listening socket alone).
        let connections = NIOLockedValueBox<[ObjectIdentifier: any Channel]>([:])
        let server: any Channel
        do {
            let address = try SocketAddress(ipAddress: host, port: Int(port))
            let idle = TimeAmount.milliseconds(Int64(idleSeconds * 1000))
            server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                // Nagle's algorithm off: with it, a response's last partial segment waited for the browser's delayed
                // ACK on every response of a kept-alive connection (a cached 140 KB frame took 44 ms, not 1 ms).
                .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
                .childChannelInitializer { [self] channel in
                    let key = ObjectIdentifier(channel)
                    connections.withLockedValue { $0[key] = channel }
                    channel.closeFuture.whenComplete { _ in connections.withLockedValue { $0[key] = nil } }
                    return channel.eventLoop.makeCompletedFuture {
                        let pipeline = channel.pipeline.syncOperations
                        try pipeline.configureHTTPServerPipeline(withErrorHandling: true)
                        try pipeline.addHandler(IdleStateHandler(readTimeout: idle), position: .first)
                        try pipeline.addHandler(PreviewConnection(server: self))
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
        for channel in connections.withLockedValue({ Array($0.values) }) { try? await channel.close() }
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

/// One connection's requests, answered in order (NIO's pipelining handler passes on the next request only once the
/// last response has ended): each whole request is answered on a task of its own, its response written back through
/// the channel, and the connection closed after it when the client asked for that. A connection that sent nothing
/// for `PreviewServer.idleSeconds` (`IdleStateHandler`'s read event) is closed, unless its request is still being
/// answered. A class because NIO's channel handlers are; its state lives on its channel's event loop only.
private final class PreviewConnection: ChannelDuplexHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    let server: PreviewServer
    /// The head of the request being received.
    private var head: HTTPRequestHead?
    /// Requests received whole and not answered yet.
    private var unanswered = 0

    init(server: PreviewServer) {
        self.server = server
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

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
