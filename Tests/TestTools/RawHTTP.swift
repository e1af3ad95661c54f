import Foundation

/// A plain HTTP/1.1 client over a loopback socket for the preview server's tests: requests go out byte for byte as
/// written (so `..`, encoded slashes and pipelined requests reach the server as sent), and responses are read raw.
public enum RawHTTP {
    /// One response: its status, head lines (the status line first) and the body of its Content-Length.
    public struct Response: Sendable {
        public let status: Int
        public let head: [String]
        public let body: [UInt8]
    }

    /// A socket connected to 127.0.0.1:`port` whose reads give up after `timeout` seconds; nil when it cannot
    /// connect. The caller closes it.
    public static func connect(port: Int, timeout: Int = 10) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        return descriptor
    }

    /// Sends `bytes` as they are.
    public static func send(_ bytes: [UInt8], to descriptor: Int32) {
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Everything the server sends until it closes the connection (`closed` true: an orderly end, or a reset when it
    /// closed with a request unread) or the read times out (false).
    public static func readAll(_ descriptor: Int32) -> (bytes: [UInt8], closed: Bool) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 { return (received, errno == ECONNRESET) }
            if count == 0 { return (received, true) }
            received += buffer[0..<count]
        }
    }

    /// The responses in `bytes`, in order. A response cut short ends the list.
    public static func responses(_ bytes: [UInt8]) -> [Response] {
        var found: [Response] = []
        var start = 0
        let separator = Array("\r\n\r\n".utf8)
        while let end = (start..<max(start, bytes.count - 3))
            .first(where: { Array(bytes[$0..<($0 + 4)]) == separator })
        {
            let head = String(decoding: bytes[start..<end], as: UTF8.self).components(separatedBy: "\r\n")
            let status = Int(head[0].split(separator: " ").dropFirst().first ?? "") ?? 0
            let length = head.first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            guard end + 4 + length <= bytes.count else { break }
            found.append(Response(status: status, head: head, body: Array(bytes[(end + 4)..<(end + 4 + length)])))
            start = end + 4 + length
        }
        return found
    }
}
