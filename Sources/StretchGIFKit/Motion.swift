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

    /// Where a scene's `gesture:` block came from: its text, the scene file's name and text, and the line of the
    /// block's first line in that file.
    struct SceneGesture {
        let text: String
        let sourceName: String
        let sourceText: String?
        let firstLine: Int
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
            let text = try readTextFile(path, what: "gesture file")
            do { return try GestureScript.parse(text, sourceName: path) } catch {
                throw .invalidFile(path: path, line: error.line, column: error.column, message: error.message)
            }
        }
        if let sceneGesture {
            do { return try GestureScript.parse(sceneGesture.text, sourceName: sceneGesture.sourceName) } catch {
                // Point at the scene file's line and column: YAML strips the block's indentation, so add back the
                // indentation of that line in the file.
                let line = error.line + sceneGesture.firstLine - 1
                var column = error.column
                let lines = (sceneGesture.sourceText ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                if sceneGesture.firstLine > 1, line - 1 < lines.count {
                    column += lines[line - 1].prefix { $0 == " " }.count
                }
                throw .invalidFile(path: sceneGesture.sourceName, line: line, column: column, message: error.message)
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
