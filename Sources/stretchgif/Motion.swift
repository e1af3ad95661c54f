import Foundation
import ScrollSim

/// The scroll side of a run: the geometry, the physics after every override, the gesture and the timeline.
struct Motion {
    let geometry: ScrollGeometry
    let physics: ScrollPhysics
    let script: GestureScript
    let timeline: ScrollTimeline

    /// The gesture played when neither the scene nor a flag gives one: a short pause, a ~200 pt pull down,
    /// a hold, release and bounce back, a fling up so the text scrolls under the top, then settle.
    static let defaultGesture = """
        # stretchgif's default gesture
        wait 0.4s
        drag down 200 over 0.7s ease-out
        hold 0.35s
        release
        wait until rest max 1.5s
        wait 0.2s
        fling up 1500
        wait until rest max 4s
        wait 0.3s
        """

    /// The gesture script from `--gesture` / `--gesture-file`, else the scene's, else the default.
    static func script(options: SceneOptions, sceneGesture: (text: String, source: String, firstLine: Int)?)
        throws -> GestureScript
    {
        if let inline = options.gesture {
            return try parse(inline, source: "--gesture", lineOffset: 0)
        }
        if let path = options.gestureFile {
            let text = try readTextFile(path, what: "gesture file")
            return try parse(text, source: path, lineOffset: 0)
        }
        if let sceneGesture {
            return try parse(sceneGesture.text, source: sceneGesture.source, lineOffset: sceneGesture.firstLine - 1)
        }
        return try parse(defaultGesture, source: "default gesture", lineOffset: 0)
    }

    private static func parse(_ text: String, source: String, lineOffset: Int) throws -> GestureScript {
        do {
            return try GestureScript.parse(text, sourceName: source)
        } catch {
            guard lineOffset > 0 else { throw CLIError(error.description) }
            // Errors inside a scene's `gesture:` block point at the scene file's line and column: YAML strips
            // the block's indentation, so add back the indentation of that line in the file.
            let line = error.line + lineOffset
            var column = error.column
            if let text = try? readTextFile(source, what: "scene file") {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                if line - 1 < lines.count { column += lines[line - 1].prefix { $0 == " " }.count }
            }
            throw CLIError("\(source):\(line):\(column): error: \(error.message)")
        }
    }

    /// A bare scroll view (`trace --viewport-height --content-height`).
    static func bare(viewportHeight: Double, contentHeight: Double, sceneOptions: SceneOptions,
                     physicsOptions: PhysicsOptions) throws -> Motion
    {
        let insets = try physicsOptions.contentInset.map(PhysicsOptions.insets) ?? (top: 0.0, bottom: 0.0)
        let geometry = ScrollGeometry(viewportHeight: viewportHeight, contentHeight: contentHeight,
                                      contentInsetTop: insets.top, contentInsetBottom: insets.bottom)
        let physics = try physicsOptions.applied(to: ScrollPhysics())
        let script = try script(options: sceneOptions, sceneGesture: nil)
        return Motion(geometry: geometry, physics: physics, script: script,
                      timeline: ScrollSimulator(geometry: geometry, physics: physics).run(script))
    }
}

/// A failure with a finished one-line message for the user.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Reads a UTF-8 text file, failing with a one-line error that names the file.
func readTextFile(_ path: String, what: String) throws -> String {
    let bytes = try readBinaryFile(path, what: what)
    guard let text = String(validating: bytes, as: UTF8.self) else {
        throw CLIError("\(path): error: \(what) is not UTF-8 text")
    }
    return text
}

/// Reads a whole file, failing with a one-line error that names the file and the reason.
func readBinaryFile(_ path: String, what: String) throws -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CLIError("\(path): error: \(what) not found")
    }
    guard !isDirectory.boolValue else { throw CLIError("\(path): error: \(what) is a folder, expected a file") }
    guard let data = FileManager.default.contents(atPath: path) else {
        throw CLIError("\(path): error: cannot read \(what) (permission denied?)")
    }
    return [UInt8](data)
}
