import FlyingFox
import FlyingSocks
import Foundation
import StretchGIFKit

/// The preview page's HTTP server (docs/preview.md): FlyingFox on one address, loopback by default, serving only
/// the page's own files and the scene's renders.
package struct PreviewServer: Sendable {
    let routes: PreviewRoutes
    /// The address to listen on (IPv4 dotted form).
    package let host: String
    /// The port; 0 picks a free one.
    package let port: UInt16

    /// A server for `source` on `host:port`.
    package init(source: PreviewSource, host: String = "127.0.0.1", port: UInt16 = 0) {
        routes = PreviewRoutes(session: PreviewSession(source: source), page: PreviewPage())
        self.host = host
        self.port = port
    }

    /// Listens, calls `ready` with the page's URL, and serves until the task is cancelled. Throws when the address
    /// cannot be bound.
    package func run(ready: @Sendable (String) -> Void) async throws {
        let address = try sockaddr_in.inet(ip4: host, port: port)
        let server = HTTPServer(address: address, timeout: 30, pool: NoDelayPool(pool: HTTPServer.defaultPool()),
                                logger: .disabled, handler: Handler(routes: routes))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            try await server.waitUntilListening()
            var listening = port
            if case .ip4(_, let bound) = await server.listeningAddress { listening = bound }
            ready("http://\(host):\(listening)/")
            try await group.next()
        }
    }

    /// FlyingFox's socket pool, with Nagle's algorithm off (`TCP_NODELAY`) on every socket it waits for: the
    /// listening one, whose accepted sockets inherit it, and each connection. FlyingFox writes a response's head and
    /// body separately, so with Nagle on, the body's last partial segment waited for the browser's delayed ACK on
    /// every response of a kept-alive connection: a cached 140 KB frame took 44 ms instead of 1 ms.
    private struct NoDelayPool: AsyncSocketPool {
        let pool: any AsyncSocketPool

        func prepare() async throws { try await pool.prepare() }
        func run() async throws { try await pool.run() }

        func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
            try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
            try await pool.suspendSocket(socket, untilReadyFor: events)
        }
    }

    private struct Handler: HTTPHandler {
        let routes: PreviewRoutes

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            let response = await routes.respond(
                method: request.method.rawValue, path: request.target.path(percentEncoded: true),
                query: request.query.map { ($0.name, $0.value) }, targetBytes: request.target.rawValue.utf8.count)
            return HTTPResponse(statusCode: HTTPStatusCode(response.status, phrase: Self.phrase(response.status)),
                                headers: [.contentType: response.contentType, .cacheControl: "no-store"],
                                body: Data(response.body))
        }

        static func phrase(_ status: Int) -> String {
            switch status {
            case 200: "OK"
            case 400: "Bad Request"
            case 404: "Not Found"
            case 405: "Method Not Allowed"
            case 414: "URI Too Long"
            default: "Error"
            }
        }
    }
}
