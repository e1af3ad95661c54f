import Testing
@testable import Layout

/// SVG path data (docs/scenes.md#vector-shapes): every command, absolute and relative, resolved to absolute points
/// worked out by hand.
@Suite struct VectorPathTests {
    private func elements(_ text: String) throws -> [VectorPath.Element] {
        try VectorPath.parse(text).get().elements
    }

    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test func linesAbsoluteAndRelative() throws {
        // M/L absolute; l relative to (10, 10); H/V absolute; h/v relative; Z back to the start.
        #expect(try elements("M10 10 L20 10 l0 5 H30 V40 h-5 v-10 Z") == [
            .moveTo(p(10, 10)), .lineTo(p(20, 10)), .lineTo(p(20, 15)), .lineTo(p(30, 15)), .lineTo(p(30, 40)),
            .lineTo(p(25, 40)), .lineTo(p(25, 30)), .close,
        ])
    }

    @Test func extraPairsAfterAMoveAreLinesAndRelativeMovesAfterZStartAtTheSubpathStart() throws {
        // "m 1 2 3 4": a move to (1, 2) then a relative line to (4, 6); after z the current point is (1, 2) again.
        #expect(try elements("m1,2 3,4 z m10 0 l1 1") == [
            .moveTo(p(1, 2)), .lineTo(p(4, 6)), .close, .moveTo(p(11, 2)), .lineTo(p(12, 3)),
        ])
    }

    @Test func numbersWithoutSeparators() throws {
        // "-5.5.5" is -5.5 then .5; "1e1" is 10; a sign starts a new number.
        #expect(try elements("M-5.5.5L1e1-2") == [.moveTo(p(-5.5, 0.5)), .lineTo(p(10, -2))])
    }

    @Test func cubicsAndSmoothCubics() throws {
        // C absolute; S reflects the last control (20, 0) about (30, 10) -> (40, 20); c/s relative to (30, 10)
        // then to (60, 10).
        #expect(try elements("M0 10 C10 0 20 0 30 10 S50 20 60 10") == [
            .moveTo(p(0, 10)), .cubicTo(control1: p(10, 0), control2: p(20, 0), to: p(30, 10)),
            .cubicTo(control1: p(40, 20), control2: p(50, 20), to: p(60, 10)),
        ])
        #expect(try elements("M30 10 c10 0 20 5 30 0 s20 -5 30 0") == [
            .moveTo(p(30, 10)), .cubicTo(control1: p(40, 10), control2: p(50, 15), to: p(60, 10)),
            .cubicTo(control1: p(70, 5), control2: p(80, 5), to: p(90, 10)),
        ])
        // S without a cubic before it uses the current point as its first control.
        #expect(try elements("M5 5 S10 0 20 5")[1] == .cubicTo(control1: p(5, 5), control2: p(10, 0), to: p(20, 5)))
    }

    @Test func quadraticsAndSmoothQuadratics() throws {
        // T reflects (10, 0) about (20, 10) -> (30, 20); t relative: control reflected again about (40, 10) ->
        // (50, 0), end (40, 10) + (20, 0).
        #expect(try elements("M0 10 Q10 0 20 10 T40 10 t20 0") == [
            .moveTo(p(0, 10)), .quadTo(control: p(10, 0), to: p(20, 10)), .quadTo(control: p(30, 20), to: p(40, 10)),
            .quadTo(control: p(50, 0), to: p(60, 10)),
        ])
        #expect(try elements("M0 0 q5 10 10 0")[1] == .quadTo(control: p(5, 10), to: p(10, 0)))
    }

    @Test func arcsBecomeQuarterCubicsOnTheCircle() throws {
        // A half circle of radius 10 from (0, 0) to (20, 0) through (10, 10) (sweep 0 goes counter-clockwise in
        // SVG's y-down space, i.e. below): two quarter pieces, the middle point (10, 10).
        let half = try elements("M0 0 A10 10 0 0 0 20 0")
        #expect(half.count == 3)
        guard case .cubicTo(let c1, _, let mid) = half[1], case .cubicTo(_, _, let end) = half[2] else {
            Issue.record("expected two cubics")
            return
        }
        #expect(abs(mid.x - 10) < 1e-9 && abs(mid.y - 10) < 1e-9)
        #expect(end == p(20, 0))
        // Handle length 4/3 tan(pi/8) * 10 = 5.5228 straight down from the start.
        #expect(abs(c1.x) < 1e-9 && abs(c1.y - 5.522847) < 1e-6)
        // Relative, sweep 1: the same half circle above.
        let above = try elements("M0 0 a10 10 0 0 1 20 0")
        guard case .cubicTo(_, _, let top) = above[1] else {
            Issue.record("expected a cubic")
            return
        }
        #expect(abs(top.x - 10) < 1e-9 && abs(top.y + 10) < 1e-9)
        // Radii too small are scaled up (the same half circle); a zero radius is a straight line.
        #expect(try elements("M0 0 A1 1 0 0 0 20 0").count == 3)
        #expect(try elements("M0 0 A0 5 0 0 0 20 0") == [.moveTo(p(0, 0)), .lineTo(p(20, 0))])
        // Flags written without separators, as SVG allows.
        #expect(try elements("M0 0 a10 10 0 0120 0") == above)
    }

    @Test func badDataNamesThePositionAndWhatWasExpected() {
        let cases: [(String, Int, String)] = [
            ("", 1, "expected path data starting with 'M'"),
            ("L1 2", 1, "expected 'M' or 'm' first, found 'L'"),
            ("M1 2 L3", 8, "expected a number, found the end of the path"),
            ("M1 2 X3 4", 6, "expected a path command (M L H V C S Q T A Z), found 'X'"),
            ("M1 2 L3 ,x", 10, "expected a number, found 'x'"),
            ("M0 0 A5 5 0 2 0 1 1", 13, "expected an arc flag (0 or 1), found '2'"),
            ("M0 0 Z 1", 8, "expected a path command after 'Z', found '1'"),
            ("M0 0 L1e999 0", 7, "expected a number between -1000000 and 1000000, found 1e999"),
        ]
        for (text, position, message) in cases {
            #expect(VectorPath.parse(text) == .failure(VectorPath.ParseError(position: position, message: message)),
                    "\(text)")
        }
        let long = "M0 0" + String(repeating: " L1 1", count: 5000)
        #expect(VectorPath.parse(long) == .failure(
            VectorPath.ParseError(position: 1, message: "path data has 25004 characters; at most 20000")))
    }

    @Test func sceneErrorsPointIntoTheFile() {
        let error = sceneError {
            _ = try SceneFile.parse(yaml: "views:\n  - {id: a, path: \"M0 0 L1 q\"}\n", sourceName: "s.yaml")
        }
        // The value starts after the quote at column 20; 'q', where a number was expected, is its 9th character.
        #expect(error?.location == SourceLocation(file: "s.yaml", line: 2, column: 28))
        #expect(error?.message == "expected a number, found 'q' in a.path 'M0 0 L1 q'")
        let orphan = sceneError {
            _ = try SceneFile.parse(yaml: "views:\n  - {id: a, tintColor: \"#FFFFFF\"}\n", sourceName: "s.yaml")
        }
        #expect(orphan?.message == "view 'a' has 'tintColor' but no 'path' or 'icon' to draw")
        let both = sceneError {
            _ = try SceneFile.parse(yaml: "views:\n  - {id: a, icon: bell, path: \"M0 0 H1 V1 Z\"}\n", sourceName: "s.yaml")
        }
        #expect(both?.message == "view 'a' has both 'path' and 'icon'; give one of them")
        let box = sceneError {
            _ = try SceneFile.parse(yaml: "views:\n  - {id: a, path: \"M0 0 H1 V1 Z\", viewBox: [0, 0, 0, 1]}\n",
                                    sourceName: "s.yaml")
        }
        #expect(box?.message == "a.viewBox needs a width and height greater than 0")
        let pen = sceneError {
            _ = try SceneFile.parse(yaml: "views:\n  - {id: a, icon: bell, strokeWidth: 0}\n", sourceName: "s.yaml")
        }
        #expect(pen?.message == "a.strokeWidth must be greater than 0")
        let stroked = try? SceneFile.parse(yaml: "views:\n  - {id: a, icon: bell, strokeWidth: 1.5}\n", sourceName: "s.yaml")
        #expect(stroked?.views.first?.shape?.strokeWidth == 1.5)
    }

    @Test func everyBuiltInIconParsesInsideItsGrid() throws {
        for icon in BuiltInIcon.allCases {
            let path = try VectorPath.parse(icon.pathData).get()
            let bounds = try #require(path.controlBounds)
            #expect(bounds.minX >= 0 && bounds.minY >= 0 && bounds.maxX <= 24 && bounds.maxY <= 24, "\(icon)")
            #expect(bounds.width > 12 && bounds.height > 12, "\(icon) fills most of its grid")
        }
    }

    @Test func aShapeFitsItsViewBoxIntoTheFrameCentred() throws {
        let shape = VectorShape(path: VectorPath(elements: []), viewBox: Rect(x: 10, y: 0, width: 20, height: 10))
        // Frame 100 x 100: scale min(5, 10) = 5; the 100 x 50 box centred vertically: y offset 25; x: 0 - 10 * 5.
        let fit = try #require(shape.fit(into: Rect(x: 0, y: 0, width: 100, height: 100)))
        #expect(fit.scale == 5 && fit.offsetX == -50 && fit.offsetY == 25)
    }
}
