import ScrollSim
import Testing
@testable import StretchGIFKit


/// `stretchgif trace`'s CSV and JSON (docs/physics.md), from a timeline simulated here: a fling of 1000 pt/s on an
/// 800 pt viewport over 5000 pt of content.
@Suite struct TraceFormatTests {
    func run(_ script: String) throws -> ScrollTimeline {
        let parsed = try GestureScript.parse(script, sourceName: "test")
        return ScrollSimulator(geometry: ScrollGeometry(viewportHeight: 800, contentHeight: 5000), physics: ScrollPhysics()).run(parsed)
    }

    @Test func csvHasHeaderRowsAndComments() throws {
        let timeline = try run("fling up 1000; wait until rest")
        let samples = [timeline.sample(atMilliseconds: 0), timeline.sample(atMilliseconds: 60)]
        let text = traceText(samples, format: .csv, timeline: timeline)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "time_ms,offset,velocity,phase,finger_y")
        #expect(lines[1].hasPrefix("0.000,0.000,"))
        #expect(lines[1].contains(",tracking,"))
        #expect(lines[2].hasPrefix("60.000,"))
        #expect(lines[2].hasSuffix(",decelerating,"))
        #expect(lines[3] == "# release time_ms=50.000 velocity=1000.000 projected_rest_offset=549.000 finger_velocity=1000.000 flick=1 boost=1.000")
        #expect(lines[4] == "# rest_offset=549.000")
    }

    @Test func jsonHasSamplesReleasesAndRest() throws {
        let timeline = try run("fling up 1000; wait until rest")
        let text = traceText([timeline.sample(atMilliseconds: timeline.durationMilliseconds)], format: .json, timeline: timeline)
        #expect(text.contains("\"phase\":\"resting\",\"finger_y\":null}"))
        #expect(text.contains("\"releases\":[\n{\"time_ms\":50.000,\"velocity\":1000.000,\"projected_rest_offset\":549.000,"
            + "\"finger_velocity\":1000.000,\"flick\":1,\"boost\":1.000}"))
        #expect(text.hasSuffix("\"rest_offset\":549.000\n}\n"))
    }

    @Test func fixedDecimals() {
        #expect(fixed3(0) == "0.000")
        #expect(fixed3(-0.0001) == "0.000")
        #expect(fixed3(1.0005) == "1.001" || fixed3(1.0005) == "1.000")  // binary 1.0005 is just below or above
        #expect(fixed3(-12.3456) == "-12.346")
        #expect(fixed3(4200) == "4200.000")
        #expect(fixed3(0.05) == "0.050")
        #expect(fixed3(.nan) == "null")
    }
}
