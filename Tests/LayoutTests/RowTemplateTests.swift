import Testing
@testable import Layout

/// A measurer that wraps: every character is 10 pt wide, every line 20 pt tall, whatever the font.
struct WrappingMeasurer: TextMeasuring {
    func measure(_ text: TextStyle, string: String, maxWidth: Double?) -> Size {
        let width = Double(string.count) * 10
        guard let maxWidth, maxWidth > 0, width > maxWidth else { return Size(width: width, height: 20) }
        let lines = (width / maxWidth).rounded(.up)
        return Size(width: maxWidth, height: 20 * lines)
    }
}

/// `list: {row: TEMPLATE, rows: [DATA...]}` (docs/scenes.md#row-templates).
@Suite struct RowTemplateTests {
    /// Sixty characters: six 600 pt of text, three lines at 293 pt.
    static let longBody = String(repeating: "abcdefghij", count: 6)

    /// A post row: a 40 pt avatar 16 pt in and 12 pt down, the name 10 pt right of it, the body under the name,
    /// 16 pt from the right, the row's bottom 12 pt under the body.
    static let feed = """
        views:
          - id: feed
            parent: scroll
            list:
              row:
                views:
                  - {id: avatar, image: "{avatar}"}
                  - {id: name, text: "{name}"}
                  - {id: body, text: "{body}", lines: 0}
                constraints:
                  - avatar.left == row.left + 16
                  - avatar.top == row.top + 12
                  - avatar.width == 40
                  - avatar.height == 40
                  - name.left == avatar.right + 10
                  - name.top == row.top + 12
                  - body.left == name.left
                  - body.right == row.right - 16
                  - body.top == name.bottom + 4
                  - body.bottom == row.bottom - 12
              rows:
                - {name: Ada, body: short, avatar: "ada.png"}
                - {name: Bob, body: \(longBody), avatar: "procedural:landscape"}
        constraints:
          - feed.top == scroll.contentTop + 100
          - feed.left == root.left
          - feed.right == root.right
          - feed.bottom == scroll.contentBottom
        """

    /// The same two rows written out by hand: a plain view per row (`rowN`), the same constraints on it, each row
    /// under the one before.
    static let feedByHand: String = {
        var views = ""
        var constraints = ""
        for (index, body) in ["short", longBody].enumerated() {
            let row = "row\(index)"
            views += """
                  - {id: \(row), parent: scroll}
                  - {id: avatar\(index), parent: \(row)}
                  - {id: name\(index), parent: \(row), text: N\(index)x}
                  - {id: body\(index), parent: \(row), text: \(body), lines: 0}

                """
            constraints += """
                  - \(row).left == root.left
                  - \(row).right == root.right
                  - \(row).top == \(index == 0 ? "scroll.contentTop + 100" : "row\(index - 1).bottom")
                  - avatar\(index).left == \(row).left + 16
                  - avatar\(index).top == \(row).top + 12
                  - avatar\(index).width == 40
                  - avatar\(index).height == 40
                  - name\(index).left == avatar\(index).right + 10
                  - name\(index).top == \(row).top + 12
                  - body\(index).left == name\(index).left
                  - body\(index).right == \(row).right - 16
                  - body\(index).top == name\(index).bottom + 4
                  - body\(index).bottom == \(row).bottom - 12

                """
        }
        return "views:\n" + views + "constraints:\n" + constraints
    }()

    @Test func rowHeightsAndFramesMatchTheSameRowsWrittenByHand() throws {
        let scene = try SceneFile.parse(yaml: Self.feed, sourceName: "test.yaml")
        var engine = try LayoutEngine(scene: scene, textMeasurer: WrappingMeasurer())
        let layout = engine.solve(offset: 0)
        // Worked by hand: the body is 375 - 16 - (16 + 40 + 10) = 293 pt wide. Row 0: "short" is one 20 pt line,
        // 12 + 20 (name) + 4 + 20 + 12 = 68. Row 1: 600 pt of text is 3 lines at 293 pt, 12 + 20 + 4 + 60 + 12 = 108.
        #expect(layout.frame(of: "feed") == Rect(x: 0, y: 100, width: 375, height: 68 + 108))
        #expect(layout.frame(of: "feed.s0.r0.avatar") == Rect(x: 16, y: 112, width: 40, height: 40))
        #expect(layout.frame(of: "feed.s0.r0.name") == Rect(x: 66, y: 112, width: 30, height: 20))
        #expect(layout.frame(of: "feed.s0.r0.body") == Rect(x: 66, y: 136, width: 293, height: 20))
        #expect(layout.frame(of: "feed.s0.r1.body") == Rect(x: 66, y: 168 + 36, width: 293, height: 60))
        // The separator: 0.5 pt along the bottom of each row, inset 16 pt.
        #expect(layout.frame(of: "feed.s0.r0.separator") == Rect(x: 16, y: 167.5, width: 359, height: 0.5))
        #expect(layout.frame(of: "feed.s0.r1.separator") == Rect(x: 16, y: 275.5, width: 359, height: 0.5))
        let ids = scene.views.map(\.id)
        #expect(ids == ["feed"] + (0..<2).flatMap { row in
            ["separator", "avatar", "name", "body"].map { "feed.s0.r\(row).\($0)" }
        })

        // The same rows by hand, through the scene's own constraints: the same frames.
        var handEngine = try LayoutEngine(
            scene: try SceneFile.parse(yaml: Self.feedByHand, sourceName: "hand.yaml"), textMeasurer: WrappingMeasurer())
        let hand = handEngine.solve(offset: 0)
        #expect(handEngine.problems.isEmpty)
        for row in 0..<2 {
            for part in ["avatar", "name", "body"] {
                let generated = try #require(layout.frame(of: "feed.s0.r\(row).\(part)"))
                let written = try #require(hand.frame(of: "\(part)\(row)"))
                for (a, b) in [(generated.x, written.x), (generated.y, written.y), (generated.width, written.width),
                               (generated.height, written.height)] {
                    #expect(abs(a - b) <= 1e-9, "\(part) of row \(row): \(generated) by template, \(written) by hand")
                }
            }
            let rowFrame = try #require(hand.frame(of: "row\(row)"))
            let separator = try #require(layout.frame(of: "feed.s0.r\(row).separator"))
            #expect(abs(separator.maxY - rowFrame.maxY) <= 1e-9)
        }
        #expect(engine.problems.isEmpty)
    }

    /// A template whose constraints leave the row's bottom open: one name label 4 pt down.
    func loose(rowHeight: Double?) -> String {
        """
        views:
          - id: list
            parent: scroll
            list:
              \(rowHeight.map { "rowHeight: \($0)" } ?? "separatorInset: 16")
              row:
                views:
                  - {id: name, text: "{name}"}
                constraints:
                  - name.left == row.left + 20
                  - name.top == row.top + 4
              rows: [{name: a}, {name: b}]
        constraints:
          - list.top == scroll.contentTop
          - list.left == root.left
          - list.width == 200
        """
    }

    @Test func anOpenBottomGivesTheLowestViewsBottomAtLeastTheRowHeight() throws {
        // 4 + 20 = 24 pt of content: the default 44 pt minimum wins; with rowHeight 10, the content's 24 does.
        for (rowHeight, expected) in [(nil, 44.0), (10.0, 24.0), (30.0, 30.0)] {
            let scene = try SceneFile.parse(yaml: loose(rowHeight: rowHeight), sourceName: "test.yaml")
            var engine = try LayoutEngine(scene: scene, textMeasurer: WrappingMeasurer())
            let layout = engine.solve(offset: 0)
            #expect(layout.frame(of: "list.s0.r1.name") == Rect(x: 20, y: expected + 4, width: 10, height: 20))
            #expect(layout.frame(of: "list")?.height == 2 * expected, "rowHeight \(String(describing: rowHeight))")
        }
    }

    @Test func inLandscapeTheRowIsTheListsWidthLessTheSafeAreaSides() throws {
        // iPhone X in landscape: 812 pt wide, 44 pt safe-area insets at both sides; `row` spans 44 ..< 768.
        let yaml = loose(rowHeight: nil).replacingOccurrences(of: "list.width == 200", with: "list.right == root.right")
            .replacingOccurrences(of: "name.top == row.top + 4", with: "name.right == row.right - 20\n          - name.top == row.top + 4")
        let scene = try SceneFile.parse(yaml: "orientation: landscape\n" + yaml, sourceName: "test.yaml")
        var engine = try LayoutEngine(scene: scene, textMeasurer: WrappingMeasurer())
        let layout = engine.solve(offset: 0)
        // 44 + 20 = 64 from the left, 812 - 44 - 20 = 748 on the right; the separator from 44 + 16 to the edge.
        #expect(layout.frame(of: "list.s0.r0.name") == Rect(x: 64, y: 4, width: 684, height: 20))
        #expect(layout.frame(of: "list.s0.r0.separator") == Rect(x: 60, y: 43.5, width: 752, height: 0.5))
    }

    @Test func placeholdersFillTextsImagesAndColours() throws {
        let yaml = """
            views:
              - id: feed
                parent: scroll
                list:
                  row:
                    views:
                      - {id: label, text: "{name} ({handle}) {{x}}", textColor: "{tint}"}
                      - {id: avatar, image: "{avatar}", color: "#00FF00"}
                      - {id: like, parent: avatar, icon: heart, tintColor: "{tint}"}
                  rows:
                    - {name: Ada, handle: "@ada", avatar: "procedural:landscape", tint: "#FF0000"}
            """
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "test.yaml")
        let views = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.id, $0) })
        let label = try #require(views["feed.s0.r0.label"])
        #expect(label.text == "Ada (@ada) {x}")
        #expect(label.textStyle.color == Color(r: 255, g: 0, b: 0))
        #expect(label.parent == "feed")
        #expect(views["feed.s0.r0.avatar"]?.image?.source == "procedural:landscape")
        #expect(views["feed.s0.r0.avatar"]?.color == Color(r: 0, g: 255, b: 0))
        let like = try #require(views["feed.s0.r0.like"])
        #expect(like.parent == "feed.s0.r0.avatar")
        #expect(like.shape?.color == Color(r: 255, g: 0, b: 0))
    }

    @Test func checkWarnsOfMissingAndUnusedFieldsAtTheRow() throws {
        let yaml = """
            views:
              - id: feed
                parent: scroll
                list:
                  row:
                    views:
                      - {id: name, text: "{name} {handle}"}
                    constraints: [name.left == row.left, name.top == row.top]
                  rows:
                    - {name: Ada, handle: "@ada"}
                    - {name: Bob}
                    - {name: Cy, handle: "@cy", extra: 1}
            constraints:
              - feed.top == scroll.contentTop
              - feed.left == root.left
              - feed.right == root.right
            """
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "test.yaml")
        // Row 1 is the mapping on line 11 (its '{' at column 11); 'extra' is the key on line 12, column 37.
        #expect(scene.views[0].list?.templateWarnings.map(\.description) == [
            "test.yaml:11:11: error: row 1 of feed has no 'handle', used by the row template's {handle}",
            "test.yaml:12:37: error: row 2 of feed has 'extra', which the row template does not use",
        ])
        var engine = try LayoutEngine(scene: scene, textMeasurer: WrappingMeasurer())
        #expect(engine.silentLayoutWarnings(atOffsets: []).map(\.message) == [
            "row 1 of feed has no 'handle', used by the row template's {handle}",
            "row 2 of feed has 'extra', which the row template does not use",
        ])
        // A missing field is empty: "Bob " is 4 characters, 40 pt wide.
        #expect(scene.views.first { $0.id == "feed.s0.r1.name" }?.text == "Bob ")
    }

    /// A one-row list whose template views are `views` and constraints `constraints`, its row `row`.
    func scene(views: String, constraints: String = "[]", row: String = "{name: Ada}") -> String {
        """
        views:
          - id: feed
            parent: scroll
            list:
              row:
                views: \(views)
                constraints: \(constraints)
              rows:
                - \(row)
        """
    }

    @Test("template mistakes are located errors", arguments: [
        // Columns worked out from the text: the views start at column 16 of line 6, the constraints at column 22
        // of line 7, the row at column 11 of line 9.
        (#"[{id: name, text: "{na me}"}]"#, "[]", "{name: Ada}",
         "test.yaml:6:36: error: '{na me}' is not a placeholder: expected {field}, a field name of letters, digits "
            + "and '_' (write '{{' for a brace)"),
        (#"[{id: name, text: "a {name"}]"#, "[]", "{name: Ada}",
         "test.yaml:6:37: error: a '{' without its '}': expected {field} (write '{{' for a brace)"),
        ("[{id: user.name, text: x}]", "[]", "{name: Ada}",
         "test.yaml:6:22: error: a view id of feed.list.row cannot be empty or hold '.', '{' or '}', found "
            + "'user.name'; its views are named LIST.sS.rR.ID"),
        ("[{id: name, text: x}, {id: name, text: y}]", "[]", "{name: Ada}",
         "test.yaml:6:43: error: duplicate view id 'name' in feed.list.row"),
        ("[{id: name, text: x}]", "[name.top == title.bottom]", "{name: Ada}",
         "test.yaml:7:35: error: unknown view 'title'; known views: root, scroll, name, row"),
        ("[{id: name, text: x}]", "[name.top == root.top]", "{name: Ada}",
         "test.yaml:7:23: error: a constraint of feed.list.row may name only 'row' and its views, found 'root'"),
        (#"[{id: dot, color: "{tint}"}]"#, "[]", "{tint: red}",
         "test.yaml:9:18: error: row 0 of feed: its 'tint' fills {tint} in the row template (6:35), where dot.color "
            + "must be a colour \"#RGB\", \"#RGBA\", \"#RRGGBB\" or \"#RRGGBBAA\", found 'red'"),
    ])
    func templateMistakes(views: String, constraints: String, row: String, expected: String) throws {
        let error = sceneError {
            _ = try SceneFile.parse(yaml: scene(views: views, constraints: constraints, row: row), sourceName: "test.yaml")
        }
        #expect(error?.description == expected)
    }

    @Test func aHeaderTemplateFillsEachSectionsHeaderAndSticks() throws {
        let yaml = """
            views:
              - id: list
                parent: scroll
                list:
                  sectionHeader:
                    views:
                      - {id: title, text: "{title}"}
                      - {id: count, text: "{count}"}
                    constraints:
                      - title.left == row.left + 16
                      - title.top == row.top + 10
                      - title.bottom == row.bottom - 10
                      - count.right == row.right - 16
                      - count.top == title.top
                  sections:
                    - {header: {title: Friends, count: "12"}, rows: [a, b]}
                    - {header: Others, rows: [c]}
            constraints:
              - list.top == scroll.contentTop + 100
              - list.left == root.left
              - list.right == root.right
              - list.bottom == scroll.contentBottom
            """
        let scene = try SceneFile.parse(yaml: yaml, sourceName: "test.yaml")
        // Section 1's plain string fills {title}; it has no count, a warning at the header (line 17, column 20).
        #expect(scene.views[0].list?.templateWarnings.map(\.description) == [
            "test.yaml:17:20: error: the header of section 1 of list has no 'count', used by the sectionHeader "
                + "template's {count}",
        ])
        var engine = try LayoutEngine(scene: scene, textMeasurer: WrappingMeasurer())
        // Header: 10 + 20 + 10 = 40 pt (over the 28 pt minimum); rows are 44 pt (20 pt titles + 22). The list
        // starts 100 pt down.
        let rest = engine.solve(offset: 0)
        #expect(rest.frame(of: "list.s0.header") == Rect(x: 0, y: 100, width: 375, height: 40))
        #expect(rest.frame(of: "list.s0.header.title") == Rect(x: 16, y: 110, width: 70, height: 20))
        #expect(rest.frame(of: "list.s0.header.count") == Rect(x: 339, y: 110, width: 20, height: 20))
        #expect(rest.frame(of: "list.s1.header") == Rect(x: 0, y: 100 + 40 + 88, width: 375, height: 40))
        #expect(rest.frame(of: "list.s1.header.title") == Rect(x: 16, y: 238, width: 60, height: 20))
        #expect(rest.frame(of: "list")?.height == 212.0)  // 40 + 88 + 40 + 44
        // Scrolled 76 pt: section 0's header (naturally at 24) sticks at the safe area's top, 44 (its section
        // ends at 100 - 76 + 128 = 152, below 44 + 40), its views with it, while its rows go on up.
        let scrolled = engine.solve(offset: 76)
        #expect(scrolled.frame(of: "list.s0.header")?.y == 44)
        #expect(scrolled.frame(of: "list.s0.header.count")?.y == 54)
        #expect(scrolled.frame(of: "list.s0.r0.title")?.y == 76.0)  // 100 - 76 + 40 + 12
    }
}
