import ArgumentParser
import Dispatch
import Foundation
import ScrollSim
import StretchGIFKit
import StretchGIFPreview
import Synchronization

/// `stretchgif preview`: a page on 127.0.0.1 with the frame at any time, a scrubber over the scroll trace, sliders
/// for every physics flag, the view outlines and the command that renders what it shows (docs/preview.md).
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview page: scrubber, physics sliders, view outlines, the command to reproduce it.",
        discussion: """
            Takes the scene, frame and physics flags of `render` (the page starts from them) and prints the page's \
            URL. The page re-renders when the scene or a file it uses changes. Ctrl-C stops the server.
            Example:
              stretchgif preview my-header.yaml --width 300
            """)

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions
    @OptionGroup(title: "Frames") var frameOptions: FrameOptions
    @OptionGroup(title: "Physics") var physicsOptions: PhysicsOptions

    @Option(help: ArgumentHelp("Port to listen on, 1 to 65535; 0 (the default) picks a free one.", valueName: "n"))
    var port = 0

    @Option(help: ArgumentHelp("Address to listen on (default: 127.0.0.1). Any other needs --allow-remote.",
                               valueName: "ipv4"))
    var host = "127.0.0.1"

    @Flag(help: "Allow a --host other than loopback: anyone who reaches it can make this machine render.")
    var allowRemote = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port expects 0 to 65535 (got \(port))") }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts.allSatisfy({ UInt8($0) != nil }) else {
            throw ValidationError("--host expects an IPv4 address such as 127.0.0.1 (got '\(host)')")
        }
        if !Self.isLoopback(host) && !allowRemote {
            throw ValidationError("--host \(host) is reachable from other machines; add --allow-remote to serve there")
        }
    }

    static func isLoopback(_ host: String) -> Bool { host.hasPrefix("127.") }

    func run() throws {
        // A scene that does not load yet still gets its page, which shows the error until the file is fixed.
        let scene = try? sceneOptions.loadScene()
        let base = scene.flatMap { try? paintingOptions(scene: $0, sceneFlags: sceneOptions, frames: frameOptions,
                                                        physics: physicsOptions) } ?? RenderOptions()
        let table = PreviewParameters(given: CommandLine.arguments, scene: scene, base: base,
                                      frameOptions: frameOptions)
        let sceneName = sceneOptions.scene ?? RenderOptions.Defaults.sceneName
        let sceneFlags = sceneOptions
        let source = PreviewSource(
            parameters: table.parameters,
            sceneName: scene?.name ?? sceneName,
            build: { settings in table.build(settings, sceneFlags: sceneFlags) },
            commandLine: { settings in table.commandLine(settings) },
            sceneYAML: { settings in table.sceneYAML(settings) },
            fixedInputs: [sceneName].filter { !StretchScene.builtInNames.contains($0) }
                + [sceneOptions.gestureFile].compactMap { $0 } + sceneOptions.fonts)
        if !Self.isLoopback(host) {
            printError("stretchgif: warning: serving on \(host): anyone who can reach this address can make this "
                + "machine render")
        }
        let server = PreviewServer(source: source, host: host, port: UInt16(port))
        let failure = Mutex<String?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run { url in
                    try? StandardStreams.print("preview of \(sceneName) at \(url) (Ctrl-C stops)")
                }
            } catch {
                failure.withLock { $0 = "cannot serve on \(host):\(port): \(error)" }
            }
            finished.signal()
        }
        finished.wait()
        if let message = failure.withLock({ $0 }) { throw PreviewFailure(message: message) }
    }
}

/// The server could not start (the address is taken or not ours).
struct PreviewFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
