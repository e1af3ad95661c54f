import Foundation
import Testing

/// Debian's Chromium and its chromedriver, for the browser tests (`make test` installs `chromium` and
/// `chromium-driver`).
enum Chromium {
    static let browser = "/usr/bin/chromium"
    static let driver = "/usr/bin/chromedriver"

    static var installed: Bool {
        FileManager.default.isExecutableFile(atPath: browser) && FileManager.default.isExecutableFile(atPath: driver)
    }

    /// Outside CI the browser suites run when both programs are installed; under `CI=true` they always run, so a
    /// machine without them fails instead of skipping.
    static var suiteEnabled: Bool { ProcessInfo.processInfo.environment["CI"] == "true" || installed }
}

/// A WebDriver step that failed or took too long: what was asked and what came back.
struct WebDriverFailure: Error, CustomStringConvertible {
    let description: String
}

/// One HTTP/1.1 exchange on 127.0.0.1 that never waits past `timeout` seconds in total (connect, send, read):
/// a reply that stops coming throws instead of blocking the test. Reads the head, then Content-Length bytes (a
/// server may keep the connection open), else to the end.
func httpExchange(_ method: String, _ target: String, body: [UInt8]? = nil, port: Int, timeout: Double) throws
    -> (status: Int, body: [UInt8])
{
    let deadline = Date().addingTimeInterval(timeout)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw WebDriverFailure(description: "socket: errno \(errno)") }
    defer { close(descriptor) }
    var limit = timeval(tv_sec: 1, tv_usec: 0)  // each send/recv wakes at least once a second to look at the deadline
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw WebDriverFailure(description: "\(method) \(target): connect to port \(port) failed (errno \(errno))") }
    var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    if let body { head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n" }
    let request = Array((head + "\r\n").utf8) + (body ?? [])
    var sent = 0
    while sent < request.count {
        let count = request.withUnsafeBytes { send(descriptor, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
        if count > 0 { sent += count; continue }
        guard count < 0, errno == EAGAIN || errno == EINTR, Date() < deadline else {
            throw WebDriverFailure(description: "\(method) \(target): sending failed (errno \(errno))")
        }
    }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    var bodyStart: Int?
    var expected: Int?
    while true {
        if bodyStart == nil, let end = headEnd(response) {
            bodyStart = end + 4
            let text = String(decoding: response[0..<end], as: UTF8.self).lowercased()
            if let line = text.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }) {
                expected = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
            }
        }
        if let bodyStart, let expected, response.count - bodyStart >= expected { break }
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { response += buffer[0..<count]; continue }
        if count == 0 { break }
        guard errno == EAGAIN || errno == EINTR else {
            throw WebDriverFailure(description: "\(method) \(target): reading failed (errno \(errno))")
        }
        guard Date() < deadline else {
            throw WebDriverFailure(description: "\(method) \(target): no complete reply within \(Int(timeout)) s "
                                      + "(\(response.count) bytes so far)")
        }
    }
    let status = Int(String(decoding: response.prefix(64), as: UTF8.self).split(separator: " ").dropFirst().first ?? "") ?? 0
    return (status, bodyStart.map { Array(response[min($0, response.count)...]) } ?? [])
}

private func headEnd(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    return (0...(bytes.count - 4)).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }
}

/// Runs blocking work on a thread of its own, off Swift's small cooperative pool.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

/// A minimal WebDriver client: chromedriver and one session of headless Chromium with a profile folder of its own,
/// so that `quit()` can end exactly the processes this test started, even after a failure.
struct Browser {
    let driver: Process
    let port: Int
    let session: String
    let profile: String
    /// How long a script in the page may run (the WebDriver script timeout); the socket waits 15 s more.
    static let scriptSeconds = 45.0

    /// Starts chromedriver on a free port and a 1280 x 1100 window at 1 pixel per CSS pixel; `folder` holds the
    /// profile and the driver's log.
    static func start(in folder: URL) async throws -> Browser {
        guard Chromium.installed else {
            throw WebDriverFailure(description: "\(Chromium.browser) and \(Chromium.driver) are needed (Debian's chromium "
                                      + "and chromium-driver: make deps installs them)")
        }
        let port = try freePort()
        let profile = folder.appendingPathComponent("chromium-profile").path
        let driver = Process()
        driver.executableURL = URL(fileURLWithPath: Chromium.driver)
        driver.arguments = ["--port=\(port)", "--log-path=\(folder.appendingPathComponent("chromedriver.log").path)"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:loggingPrefs": ["browser": "ALL"],
            "goog:chromeOptions": ["binary": Chromium.browser,
                                   "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                                            "--window-size=1280,1100", "--force-device-scale-factor=1",
                                            "--hide-scrollbars", "--user-data-dir=\(profile)"]],
        ]]]
        // Ask for a session until the driver listens (a refused connection fails at once and starts nothing).
        let deadline = Date().addingTimeInterval(20)
        var reply: [String: Any]?
        while reply == nil {
            do {
                reply = try await call(port: port, "POST", "/session", capabilities, timeout: 60)
            } catch {
                guard Date() < deadline, driver.isRunning else {
                    await Self.end(driver, port: port, profile: profile)
                    throw WebDriverFailure(description: "chromedriver gave no session within 20 s: \(error)")
                }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
        }
        guard let session = (reply?["value"] as? [String: Any])?["sessionId"] as? String else {
            await Self.end(driver, port: port, profile: profile)
            throw WebDriverFailure(description: "chromedriver refused the session: \(reply ?? [:])")
        }
        let browser = Browser(driver: driver, port: port, session: session, profile: profile)
        do {
            _ = try await browser.command("POST", "timeouts", ["script": Int(scriptSeconds * 1000), "pageLoad": 30_000])
        } catch {
            await browser.quit()
            throw error
        }
        return browser
    }

    /// One WebDriver command; a reply that is a WebDriver error throws with its message.
    static func call(port: Int, _ method: String, _ path: String, _ body: [String: Any]? = nil, timeout: Double) async throws
        -> [String: Any]
    {
        let bytes = try body.map { [UInt8](try JSONSerialization.data(withJSONObject: $0)) }
        let reply = try await offThePool { try httpExchange(method, path, body: bytes, port: port, timeout: timeout) }
        let json = (try? JSONSerialization.jsonObject(with: Data(reply.body))) as? [String: Any] ?? [:]
        if let value = json["value"] as? [String: Any], let error = value["error"] as? String {
            let message = String(String(describing: value["message"] ?? "").prefix(600))
            throw WebDriverFailure(description: "\(method) \(path): \(error): \(message)")
        }
        guard reply.status == 200 else {
            throw WebDriverFailure(description: "\(method) \(path): HTTP \(reply.status) \(String(decoding: reply.body.prefix(300), as: UTF8.self))")
        }
        return json
    }

    func command(_ method: String, _ path: String, _ body: [String: Any]? = nil, timeout: Double = 30) async throws -> Any? {
        try await Self.call(port: port, method, "/session/\(session)" + (path.isEmpty ? "" : "/\(path)"), body,
                           timeout: timeout)["value"]
    }

    func open(_ url: String) async throws { _ = try await command("POST", "url", ["url": url]) }

    /// Runs `body` (the statements of an async function that returns a JSON value) in the page, with `wait(ms)`,
    /// `until(test, ms, what)` (throws "timed out waiting for WHAT" after `ms`) and `pixels(image)` (the shown
    /// image's straight RGBA bytes, base64) at hand. A script that throws, or outlives `scriptSeconds`, throws here.
    func run(_ body: String) async throws -> Any? {
        let script = """
            const done = arguments[arguments.length - 1];
            const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
            const until = async (test, ms, what) => {
              const start = performance.now();
              while (!test()) {
                if (performance.now() - start > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
                await wait(5);
              }
            };
            const loaded = (image) => image.complete && image.naturalWidth > 0;
            const pixels = (image) => {
              const canvas = document.createElement("canvas");
              canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
              const context = canvas.getContext("2d");
              context.drawImage(image, 0, 0);
              const bytes = context.getImageData(0, 0, canvas.width, canvas.height).data;
              let text = "";
              for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
              return { width: canvas.width, height: canvas.height, rgba: btoa(text) };
            };
            (async () => { \(body) })().then(done, (error) => done({ pageFailure: String(error && error.stack || error) }));
            """
        let value = try await command("POST", "execute/async", ["script": script, "args": [Any]()],
                                      timeout: Self.scriptSeconds + 15)
        if let failure = (value as? [String: Any])?["pageFailure"] {
            throw WebDriverFailure(description: "in the page: \(failure)")
        }
        return value
    }

    /// The browser's log since the last call (console messages, script errors, failed loads).
    func log() async throws -> [(level: String, message: String)] {
        let entries = try await command("POST", "se/log", ["type": "browser"]) as? [[String: Any]] ?? []
        return entries.map { ($0["level"] as? String ?? "", $0["message"] as? String ?? "") }
    }

    /// The window as PNG, written to `path`.
    func screenshot(to path: String) async throws {
        guard let base64 = try await command("GET", "screenshot") as? String, let data = Data(base64Encoded: base64) else {
            throw WebDriverFailure(description: "no screenshot")
        }
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// Ends the session, the driver and every process that uses this browser's profile (the browser's helpers
    /// included), whatever state they are in.
    func quit() async {
        _ = try? await command("DELETE", "", timeout: 10)
        await Self.end(driver, port: port, profile: profile)
    }

    /// Asks chromedriver to exit (`GET /shutdown`), SIGKILLs it after 5 s, then SIGKILLs this profile's browser
    /// processes. Never SIGTERM: a child that Foundation's `Process` starts from a Swift concurrency thread inherits
    /// that thread's signal mask, which blocks SIGTERM and SIGINT, so `terminate()` + `waitUntilExit()` waits for
    /// ever (what hung the first version of this test after its last step).
    private static func end(_ driver: Process, port: Int, profile: String) async {
        if driver.isRunning { _ = try? await offThePool { try httpExchange("GET", "/shutdown", port: port, timeout: 5) } }
        for _ in 0..<50 where driver.isRunning { try? await Task.sleep(nanoseconds: 100_000_000) }
        if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
        // The browser processes of this profile only: their command lines name its folder.
        let marker = Array("--user-data-dir=\(profile)".utf8)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), pid != getpid(),
                  let command = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { continue }
            let bytes = [UInt8](command)
            if bytes.count >= marker.count,
               (0...(bytes.count - marker.count)).contains(where: { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }) {
                kill(pid, SIGKILL)
            }
        }
        if !driver.isRunning { driver.waitUntilExit() }
    }

    /// A port nobody listens on now (the kernel's pick for a socket bound to port 0).
    private static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw WebDriverFailure(description: "no free port (errno \(errno))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
