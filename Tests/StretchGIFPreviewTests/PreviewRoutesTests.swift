import Foundation
@testable import StretchGIFPreview
import StretchGIFKit
import Testing

/// The preview server's routes, without a socket: the page, the renders, the refusals.
@Suite struct PreviewRoutesTests {
    static let yaml = """
        name: tiny
        device: {width: 100, height: 160}
        background: "#808080"
        views:
          - {id: header, parent: scroll, color: "#336699"}
          - {id: body, parent: scroll, color: "#BE2045"}
        constraints:
          - header.top == scroll.contentTop
          - header.left == root.left
          - header.right == root.right
          - header.height == 60
          - body.top == header.bottom
          - body.left == root.left
          - body.right == root.right
          - body.height == 300
          - body.bottom == scroll.contentBottom
        gesture: |
          wait 0.1s
          drag down 60 over 0.2s
          release
          wait until rest max 0.6s
        """

    /// A scene file in a fresh folder and routes over it with one control, `rubber-band`.
    static func routes() throws -> (routes: PreviewRoutes, scene: String, folder: String) {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("stretchgif-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let scene = (folder as NSString).appendingPathComponent("tiny.yaml")
        try yaml.write(toFile: scene, atomically: false, encoding: .utf8)
        let parameters = [PreviewParameter(name: "rubber-band", kind: .number, help: "", initial: "0.55", sliderMin: 0.05,
                                           sliderMax: 1, step: 0.01)]
        let source = PreviewSource(
            parameters: parameters, sceneName: "tiny",
            build: { settings in
                do {
                    return .success(try animation(scene, rubberBand: settings.value("rubber-band").flatMap(Double.init)))
                } catch { return .failure(PreviewProblem(message: "\(error)")) }
            },
            commandLine: { settings in "stretchgif render \(scene) --rubber-band \(settings.value("rubber-band") ?? "0.55")" },
            sceneYAML: { _ in "" }, fixedInputs: [scene])
        return (PreviewRoutes(session: PreviewSession(source: source), page: PreviewPage()), scene, folder)
    }

    static func animation(_ scene: String, rubberBand: Double?) throws -> Animation {
        var options = RenderOptions()
        options.fps = 10
        options.physics.rubberBand = rubberBand
        return try Animation(scene: try StretchScene(contentsOfFile: scene), options: options)
    }

    static func get(_ routes: PreviewRoutes, _ path: String, _ query: [(name: String, value: String)] = [],
                    method: String = "GET") async -> PreviewResponse {
        await routes.respond(method: method, path: path, query: query, targetBytes: path.utf8.count)
    }

    @Test func servesThePageAndNothingElseFromDisk() async throws {
        let (routes, _, folder) = try Self.routes()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = await Self.get(routes, "/")
        #expect(page.status == 200 && page.contentType.hasPrefix("text/html"))
        #expect(String(decoding: page.body, as: UTF8.self).contains("<script src=\"/preview.js\">"))
        #expect(await Self.get(routes, "/preview.js").status == 200)
        #expect(await Self.get(routes, "/preview.css").status == 200)
        for path in ["/../Package.swift", "/%2e%2e/%2e%2e/etc/passwd", "/..%2fPackage.swift", "//etc/passwd",
                     "/etc/passwd", "/Page/index.html", "/index.html/..", "/api/../preview.js", "/preview.js/",
                     "/\(folder)/tiny.yaml"] {
            let response = await Self.get(routes, path)
            #expect(response.status == 404, "\(path)")
        }
        #expect(await Self.get(routes, "/", method: "POST").status == 405)
        let long = await routes.respond(method: "GET", path: "/api/state", query: [], targetBytes: 16 * 1024 + 1)
        #expect(long.status == 414)
        #expect(await Self.get(routes, "/api/state", [("speed", "1")]).status == 400)
        #expect(await Self.get(routes, "/api/frame", [("i", "x")]).status == 400)
        #expect(await Self.get(routes, "/api/frame", [("i", "9999")]).status == 400)
    }

    @Test func framesAndStateAreTheAnimationsOwn() async throws {
        let (routes, scene, folder) = try Self.routes()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let animation = try Self.animation(scene, rubberBand: 0.4)
        let frame = await Self.get(routes, "/api/frame", [("i", "3"), ("rubber-band", "0.4")])
        #expect(frame.status == 200 && frame.contentType == "image/png")
        #expect(frame.body == (try animation.pngBytes(frame: 3)))
        let response = await Self.get(routes, "/api/state", [("rubber-band", "0.4")])
        let state = try JSONDecoder().decode(PreviewRoutes.State.self, from: Data(response.body))
        #expect(state.frameCount == animation.frameCount)
        #expect(state.offsets == (0..<animation.frameCount).map { (try? animation.contentOffset(ofFrame: $0)) ?? .nan })
        #expect(state.command == "stretchgif render \(scene) --rubber-band 0.4")
        #expect(state.error == nil)
        // Another rubber band pulls less far: the page sees other offsets.
        let other = try JSONDecoder().decode(PreviewRoutes.State.self, from: Data(await Self.get(routes, "/api/state").body))
        #expect(other.offsets.min()! < state.offsets.min()!)
        // The review numbers the A/B panels show: 0.55 is UIKit's rubber band, 0.4 is not and pulls less far.
        let summary = try #require(state.summary)
        let defaultSummary = try #require(other.summary)
        #expect(defaultSummary.hasSuffix("UIKit default"), "\(defaultSummary)")
        #expect(!summary.contains("UIKit default"), "\(summary)")
        let peak = { (text: String) in Double(text.split(separator: " ")[1]) ?? .nan }
        #expect(summary.hasPrefix("peak ") && peak(summary) < peak(defaultSummary), "\(summary) / \(defaultSummary)")
        let layout = try JSONDecoder().decode(PreviewRoutes.Layout.self,
                                              from: Data(await Self.get(routes, "/api/layout", [("i", "0")]).body))
        #expect(layout.views.map(\.id) == ["header", "body"])
        #expect(layout.views.first?.height == 60)
    }

    @Test func aChangeOnDiskMovesTheVersionAndAnErrorIsLocated() async throws {
        let (routes, scene, folder) = try Self.routes()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = try JSONDecoder().decode([String: Int].self, from: Data(await Self.get(routes, "/api/version").body))
        try Self.yaml.replacingOccurrences(of: "header.height == 60", with: "header.height == ")
            .write(toFile: scene, atomically: false, encoding: .utf8)
        let after = try JSONDecoder().decode([String: Int].self, from: Data(await Self.get(routes, "/api/version").body))
        #expect(after["version"] == before["version"]! + 1)
        let state = try JSONDecoder().decode(PreviewRoutes.State.self, from: Data(await Self.get(routes, "/api/state").body))
        #expect(state.error == "\(scene):11:21: error: expected a number, found end of constraint")
        #expect(state.frameCount == 0)
    }
}
