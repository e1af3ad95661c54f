import Foundation
import StretchGIFKit

/// A response before it meets the network: status, content type and body.
struct PreviewResponse: Sendable, Equatable {
    let status: Int
    let contentType: String
    let body: [UInt8]

    static func json<Value: Encodable>(_ value: Value) -> PreviewResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let body = (try? encoder.encode(value)).map { [UInt8]($0) } ?? Array("{}".utf8)
        return PreviewResponse(status: 200, contentType: "application/json", body: body)
    }

    static func problem(_ status: Int, _ message: String) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }
}

/// The preview server's routes (docs/preview.md#routes), as a function of the request's method, path and query, so
/// they are tested without a socket. Only the page's three files and the `/api/` routes exist: any other path, one
/// with `..`, an encoded slash or an absolute file path is 404, never a file read.
struct PreviewRoutes: Sendable {
    let session: PreviewSession
    let page: PreviewPage

    /// The longest request target accepted (path and query): a gesture script fits many times over.
    static let maximumTargetBytes = 16 * 1024

    func respond(method: String, path: String, query: [(name: String, value: String)], targetBytes: Int) async
        -> PreviewResponse
    {
        guard targetBytes <= Self.maximumTargetBytes else {
            return .problem(414, "the request is longer than \(Self.maximumTargetBytes) bytes")
        }
        guard method == "GET" else { return .problem(405, "only GET is served") }
        if let file = page.file(at: path) { return PreviewResponse(status: 200, contentType: file.type, body: file.body) }
        switch path {
        case "/api/parameters":
            return .json(ParametersBody(scene: session.source.sceneName, parameters: session.source.parameters))
        case "/api/version":
            await session.poll()
            return .json(["version": await session.version])
        case "/api/state", "/api/frame", "/api/layout":
            break
        default:
            return .problem(404, "no such page")
        }
        let parameters = session.source.parameters
        var pairs: [(name: String, value: String)] = []
        var index: Int?
        for item in query {
            if item.name == "i" {
                guard let value = Int(item.value) else { return .problem(400, "i expects a frame number") }
                index = value
            } else if item.name == "v" {
                continue  // the page's cache breaker
            } else if parameters.contains(where: { $0.name == item.name }) {
                pairs.append(item)
            } else {
                return .problem(400, "unknown setting '\(item.name)'")
            }
        }
        let settings = PreviewSettings(pairs, parameters: parameters)
        switch path {
        case "/api/state":
            return .json(await state(settings))
        case "/api/frame":
            guard let index else { return .problem(400, "frame expects i=N") }
            do {
                let png = try await session.frame(index, settings: settings)
                return PreviewResponse(status: 200, contentType: "image/png", body: png)
            } catch {
                return .problem(400, error.message)
            }
        default:
            guard let index else { return .problem(400, "layout expects i=N") }
            return await layout(index, settings)
        }
    }

    private struct ParametersBody: Encodable {
        let scene: String
        let parameters: [PreviewParameter]
    }

    /// What the page draws around the frame: the trace, the sizes, the command line, the YAML, problems.
    struct State: Codable, Equatable {
        var version: Int
        var error: String?
        var frameCount = 0
        var fps = 0.0
        var width = 0
        var height = 0
        var times: [Double] = []
        var offsets: [Double] = []
        var problems: [String] = []
        /// The review numbers of these settings (`TraceSummary.caption`: peak overscroll, time to rest, whether the
        /// physics is UIKit's default), shown on each A/B panel; nil while the scene has an error.
        var summary: String?
        var command: String
        var yaml: String
    }

    func state(_ settings: PreviewSettings) async -> State {
        var state = State(version: await session.version, command: session.source.commandLine(settings),
                          yaml: session.source.sceneYAML(settings))
        switch await session.animation(settings) {
        case .failure(let problem):
            state.error = problem.message
        case .success(let animation):
            state.frameCount = animation.frameCount
            state.fps = animation.options.fps
            state.width = animation.pixelWidth
            state.height = animation.pixelHeight
            state.times = animation.schedule.frames.map(\.timeSeconds)
            state.offsets = (0..<animation.frameCount).map { (try? animation.contentOffset(ofFrame: $0)) ?? 0 }
            state.problems = animation.problems
            state.summary = TraceSummary(animation: animation).caption
        }
        return state
    }

    /// Every view's frame at frame `index`, in output pixels.
    struct Layout: Codable, Equatable {
        struct View: Codable, Equatable {
            var id: String
            var x: Double
            var y: Double
            var width: Double
            var height: Double
        }
        var pixelsPerPoint: Double
        var views: [View]
    }

    private func layout(_ index: Int, _ settings: PreviewSettings) async -> PreviewResponse {
        switch await session.animation(settings) {
        case .failure(let problem): return .problem(400, problem.message)
        case .success(let animation):
            do {
                let solved = try animation.solvedLayout(ofFrame: index)
                let scale = animation.pixelsPerPoint
                return .json(Layout(pixelsPerPoint: scale, views: solved.views.map { view in
                    Layout.View(id: view.id, x: view.frame.x * scale, y: view.frame.y * scale,
                                width: view.frame.width * scale, height: view.frame.height * scale)
                }))
            } catch {
                return .problem(400, error.description)
            }
        }
    }
}

/// The page's files, read once from the module's resources: `index.html`, `preview.js`, `preview.css`.
struct PreviewPage: Sendable {
    struct File: Sendable {
        let type: String
        let body: [UInt8]
    }

    /// Paths to files; nothing else is served from disk.
    private let files: [String: File]

    init() {
        var files: [String: File] = [:]
        let served: [(path: String, name: String, type: String)] = [
            ("/", "index.html", "text/html; charset=utf-8"),
            ("/preview.js", "preview.js", "text/javascript; charset=utf-8"),
            ("/preview.css", "preview.css", "text/css; charset=utf-8"),
        ]
        for entry in served {
            let url = Bundle.module.url(forResource: entry.name, withExtension: nil, subdirectory: "Page")
            let bytes = url.flatMap { try? Data(contentsOf: $0) }.map { [UInt8]($0) } ?? []
            files[entry.path] = File(type: entry.type, body: bytes)
        }
        self.files = files
    }

    /// The file served at `path` (looked up, never built into a file path).
    func file(at path: String) -> File? { files[path] }
}
