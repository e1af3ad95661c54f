import Layout
import ScrollSim

/// The scroll side of a run: the geometry, the physics after every override, the gesture and the timeline.
struct Motion: Sendable {
    let geometry: ScrollGeometry
    let physics: ScrollPhysics
    let script: GestureScript
    let timeline: ScrollTimeline

    /// The gesture played when neither the scene nor the options give one: a short pause, a ~200 pt pull down,
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

    /// Where a scene's `gesture:` block came from: its text (with where it sits in the file), and the scene
    /// file's name and text.
    struct SceneGesture {
        let source: SourceText
        let sourceName: String
        let sourceText: String?
    }

    /// The gesture script from `options.gesture` / `options.gestureFile`, else the scene's, else the default.
    static func script(options: RenderOptions, sceneGesture: SceneGesture?) throws(StretchGIFError) -> GestureScript {
        if let inline = options.gesture {
            do { return try GestureScript.parse(inline, sourceName: "gesture") } catch {
                throw .invalidParameterText(name: "gesture", line: error.line, column: error.column,
                                            message: error.message)
            }
        }
        if let path = options.gestureFile {
            var text = try readTextFile(path, what: "gesture file", limit: InputFileLimits.gestureBytes)
            // A UTF-8 byte order mark (some Windows editors write one) is not part of the script, as in a scene file.
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            do { return try GestureScript.parse(text, sourceName: path) } catch {
                throw .invalidFile(path: path, line: error.line, column: error.column, message: error.message)
            }
        }
        if let sceneGesture {
            do { return try GestureScript.parse(sceneGesture.source.text, sourceName: sceneGesture.sourceName) } catch {
                // Point at the scene file's line and column, through YAML's quoting, escapes and indentation.
                let position = sceneGesture.source.filePosition(
                    line: error.line, column: error.column, in: sceneGesture.sourceText ?? "")
                throw .invalidFile(
                    path: sceneGesture.sourceName, line: position.line, column: position.column, message: error.message)
            }
        }
        do { return try GestureScript.parse(defaultGesture, sourceName: "default gesture") } catch {
            throw .renderFailed(message: error.description)
        }
    }

    /// Simulates `script` on `geometry` with `physics`, starting at `initialOffset` (nil = resting at the top).
    static func simulate(geometry: ScrollGeometry, physics: ScrollPhysics, script: GestureScript,
                         initialOffset: Double?) -> Motion {
        let simulator = ScrollSimulator(geometry: geometry, physics: physics, initialOffset: initialOffset)
        return Motion(geometry: geometry, physics: physics, script: script, timeline: simulator.run(script))
    }
}
