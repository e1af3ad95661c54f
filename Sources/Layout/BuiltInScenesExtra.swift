/// Scenes B to E of seeds.md, generated as scene-file YAML.
extension BuiltInScenes {
    /// Scene B (seeds.md B): Yahoo News Digest header. Table header 300 tall with an 80 pt cut-away,
    /// contentInset.top = 300 - 80/2 = 260, resting offset -260. The header's top follows
    /// min(root.top, contentTop - 260) and its bottom stays at contentTop + 40, which gives
    /// y = offset.y and height = -offset.y + 40 (content coordinates) when pulled past the rest.
    public static let newsDigest: String = {
        // (category, colour, summary) in the article's order.
        let items: [(String, String, String)] = [
            ("World", "#1BAF20", "Climate change protests, divestments meet fossil fuels realities"),
            ("Europe", "#5275FB", "Scotland's 'Yes' leader says independence vote is 'once in a lifetime'"),
            ("Middle East", "#804AFB", "Airstrikes boost Islamic State, FBI director warns more hostages possible"),
            ("Africa", "#FC4548", "Nigeria says 70 dead in building collapse; questions S. Africa victim claim"),
            ("Asia-Pacific", "#9EC627", "Despite UN ruling, Japan seeks backing for whale hunting"),
            ("Americas", "#1DA3FB", "Officials: FBI is tracking 100 Americans who fought alongside IS in Syria"),
            ("World", "#1BAF20", "South Africa in $40 billion deal for Russian nuclear reactors"),
            ("Europe", "#5275FB", "'One million babies' created by EU student exchanges"),
        ]
        var views = ""
        var constraints = ""
        for (index, item) in items.enumerated() {
            let summary = item.2.replacingQuotes()
            views += """
                  - {id: category\(index), parent: scroll, text: "\(item.0)", font: {size: 15, weight: medium}, textColor: "\(item.1)"}
                  - {id: summary\(index), parent: scroll, text: "\(summary)", font: {size: 16, weight: regular}, textColor: "#222222", lines: 0}

                """
            let previous = index == 0 ? "scroll.contentTop + 52" : "summary\(index - 1).bottom + 24"
            constraints += """
                  - category\(index).top == \(previous)
                  - category\(index).left == root.left + 15
                  - category\(index).right == root.right - 15
                  - summary\(index).top == category\(index).bottom + 4
                  - summary\(index).left == root.left + 15
                  - summary\(index).right == root.right - 15

                """
        }
        return """
            name: news-digest
            device: iPhone X
            orientation: portrait
            background: "#FFFFFF"
            statusBar: {style: light, hidden: true}
            scroll: {contentInset: {top: 260, bottom: safeArea}, initialOffset: -260, alwaysBounceVertical: true, indicatorInsets: {top: 0, bottom: safeArea}}
            views:
            \(views)  - {id: header, parent: scroll, image: "procedural:landscape", contentMode: scaleAspectFill, clips: true, mask: [[0, 0], [w, 0], [w, h], [0, "h-80"]]}
              - {id: title, parent: scroll, text: "Evening Digest", font: {size: 19, weight: bold}, textColor: "#FFFFFF"}
            constraints:
              - scroll.edges == root.edges
              - header.left == root.left
              - header.right == root.right
              - header.bottom == scroll.contentTop + 40
              - header.top <= root.top
              - header.top <= scroll.contentTop - 260
              - header.top == scroll.contentTop - 260 @750
              - title.left == header.left + 15
              - title.bottom == header.bottom - 96
            \(constraints)  - summary\(items.count - 1).bottom == scroll.contentBottom - 12
            \(gestureBlock([
                "# Pull down: the masked header grows from the top, its slanted cut-away stays 80 pt.",
                "wait 0.3s",
                "drag down 320 over 0.7s ease-out",
                "hold 0.3s",
                "release",
                "wait until rest max 1.2s",
                "# Fling through the list into the bottom edge, then back up to the header.",
                "fling up 2000",
                "wait until rest max 2s",
                "wait 0.3s",
                "fling down 2500",
                "wait until rest max 2s",
                "wait 0.3s",
            ]))
            """
    }()

    /// Scene C (seeds.md C): a grid of squares whose content size comes from constraints. Portrait has 3
    /// columns, landscape 5; squares are chained to each other and to all four content edges with 10 pt
    /// spacing, so edge = (width - 10 * (columns + 1)) / columns.
    public static let grid: String = {
        let count = 15
        let spacing = 10
        let palette = ["#E8505B", "#F9D56E", "#14B1AB", "#4F98CA", "#9D65C9"]
        var views = ""
        for index in 0..<count {
            views += "  - {id: square\(index), parent: scroll, color: \"\(palette[index % palette.count])\", cornerRadius: 6}\n"
        }
        var constraints = ""
        for index in 0..<count {
            constraints += "  - square\(index).height == square\(index).width\n"
            if index > 0 { constraints += "  - square\(index).width == square0.width\n" }
        }
        for (orientation, columns) in [("portrait", 3), ("landscape", 5)] {
            func add(_ text: String) { constraints += "  - {when: \(orientation), constraint: \"\(text)\"}\n" }
            let rows = (count + columns - 1) / columns
            for index in 0..<count {
                let row = index / columns
                let column = index % columns
                add(column == 0
                    ? "square\(index).left == scroll.contentLeft + \(spacing)"
                    : "square\(index).left == square\(index - 1).right + \(spacing)")
                if column == columns - 1 { add("square\(index).right == scroll.contentRight - \(spacing)") }
                add(row == 0
                    ? "square\(index).top == scroll.contentTop + \(spacing)"
                    : "square\(index).top == square\(index - columns).bottom + \(spacing)")
                if row == rows - 1 && column == 0 { add("square\(index).bottom == scroll.contentBottom - \(spacing)") }
            }
        }
        return """
            name: grid
            device: iPhone X
            orientation: portrait
            background: "#FFFFFF"
            statusBar: {style: dark}
            scroll: {contentInset: {top: safeArea, bottom: safeArea}, alwaysBounceVertical: true, indicatorInsets: safeArea}
            views:
            \(views)constraints:
              - scroll.edges == root.edges
            \(constraints)\(gestureBlock([
                "# Flick the grid up and back: it scrolls in landscape (taller content than screen) and",
                "# rubber-bands in portrait (shorter content, alwaysBounceVertical).",
                "wait 0.3s",
                "fling up 1800",
                "wait until rest max 2s",
                "wait 0.2s",
                "fling down 1800",
                "wait until rest max 2s",
                "wait 0.3s",
            ]))
            """
    }()

    /// Scene D (seeds.md D): scene A's stretchy image with a WeView-style vertical stack over it. Extra
    /// height goes 1 : 2 to the spacers above and below the title, so the title drifts as the header
    /// stretches; a badge row below shares its width by weights 1 : 2 : 0.
    public static let stretchWeights: String = {
        let lorem = loremParagraphs.joined(separator: "\\n\\n")
        return """
            name: stretch-weights
            device: iPhone X
            orientation: portrait
            background: "#808080"
            statusBar: {style: light, hideWhenAbove: textContainer}
            scroll: {contentInset: {top: 0, bottom: safeArea}, alwaysBounceVertical: true, indicatorInsets: safeArea}
            views:
              - {id: imageContainer, parent: scroll, color: "#555555"}
              - {id: textBacking, parent: scroll, color: "#BE2045"}
              - {id: textContainer, parent: scroll}
              - {id: label, parent: textContainer, text: "\(lorem)", font: {size: 17}, textColor: "#FFFFFF", lines: 0}
              - {id: imageView, parent: scroll, image: "procedural:landscape", contentMode: scaleAspectFill, clips: true}
              - {id: overlay, parent: scroll, stack: {axis: vertical, spacing: 8, margins: {top: 44, left: 16, bottom: 16, right: 16}}}
              - {id: topSpacer, parent: overlay, stretch: 1, ignoreDesiredSize: true}
              - {id: title, parent: overlay, text: "Stretch Weights", font: {size: 28, weight: bold}, textColor: "#FFFFFF"}
              - {id: badges, parent: overlay, height: 28, stack: {axis: horizontal, spacing: 6}}
              - {id: bottomSpacer, parent: overlay, stretch: 2, ignoreDesiredSize: true}
              - {id: badgeA, parent: badges, color: "#1BAF20", width: 40, stretch: 1, cornerRadius: 6}
              - {id: badgeB, parent: badges, color: "#1DA3FB", width: 40, stretch: 2, cornerRadius: 6}
              - {id: badgeC, parent: badges, color: "#FC4548", width: 40, height: 28, cornerRadius: 6}
            constraints:
              - scroll.edges == root.edges
              - imageContainer.top == scroll.contentTop
              - imageContainer.left == root.left
              - imageContainer.right == root.right
              - imageContainer.height == imageContainer.width * 0.7
              - imageView.left == imageContainer.left
              - imageView.right == imageContainer.right
              - imageView.top == root.top @750
              - imageView.height >= imageContainer.height @1000
              - imageView.bottom == imageContainer.bottom
              - overlay.edges == imageView.edges
              - textContainer.top == imageContainer.bottom
              - textContainer.left == root.left
              - textContainer.right == root.right
              - textContainer.bottom == scroll.contentBottom
              - textBacking.left == root.left
              - textBacking.right == root.right
              - textBacking.top == textContainer.top
              - textBacking.bottom == root.bottom @750
              - label.edges == textContainer.edges inset 14
            \(gestureBlock([
                "# Pull down: the header grows, the spacers share the extra height 1 : 2 and the title drifts.",
                "wait 0.3s",
                "drag down 480 over 1s ease-in-out",
                "hold 0.5s",
                "release",
                "wait until rest max 1.5s",
                "wait 0.3s",
            ]))
            """
    }()

    /// Scene E (seeds.md E): a two-item menu shorter than the screen above a fixed bottom bar. A helper
    /// view between the top safe area and the bar gives the content its height (two equal items), and
    /// alwaysBounceVertical keeps it bouncing.
    public static let shortContent = """
        name: short-content
        device: iPhone X
        orientation: portrait
        background: "#F2F2F7"
        statusBar: {style: dark}
        scroll: {contentInset: {top: safeArea, bottom: 0}, alwaysBounceVertical: true, showsIndicator: false}
        views:
          - {id: helper, parent: root}
          - {id: menu, parent: scroll}
          - {id: sendItem, parent: menu, color: "#2F80ED"}
          - {id: seeItem, parent: menu, color: "#27AE60"}
          - {id: sendLabel, parent: sendItem, text: "Send Your Case", font: {size: 22, weight: semibold}, textColor: "#FFFFFF"}
          - {id: seeLabel, parent: seeItem, text: "See Your Case", font: {size: 22, weight: semibold}, textColor: "#FFFFFF"}
          - {id: bottomBar, parent: root, color: "#FFFFFF"}
        constraints:
          - scroll.top == root.top
          - scroll.left == root.left
          - scroll.right == root.right
          - scroll.bottom == bottomBar.top
          - bottomBar.left == root.left
          - bottomBar.right == root.right
          - bottomBar.bottom == root.bottom
          - bottomBar.top == root.safeArea.bottom - 60
          - helper.top == root.safeArea.top
          - helper.bottom == bottomBar.top
          - helper.left == root.left
          - helper.right == root.right
          - menu.top == scroll.contentTop
          - menu.bottom == scroll.contentBottom
          - menu.left == root.left
          - menu.right == root.right
          - menu.height == helper.height
          - sendItem.top == menu.top
          - sendItem.left == menu.left
          - sendItem.right == menu.right
          - seeItem.top == sendItem.bottom
          - seeItem.left == menu.left
          - seeItem.right == menu.right
          - seeItem.bottom == menu.bottom
          - sendItem.height == seeItem.height
          - sendLabel.centerX == sendItem.centerX
          - sendLabel.centerY == sendItem.centerY
          - seeLabel.centerX == seeItem.centerX
          - seeLabel.centerY == seeItem.centerY
        gesture: |
          # Short content still bounces (alwaysBounceVertical): pull down, let go, push up, let go.
          wait 0.3s
          drag down 250 over 0.6s ease-out
          hold 0.2s
          release
          wait until rest max 1.2s
          drag up 250 over 0.6s ease-out
          hold 0.2s
          release
          wait until rest max 1.2s
          wait 0.3s

        """
}

extension String {
    /// Escapes double quotes for a YAML double-quoted scalar.
    fileprivate func replacingQuotes() -> String {
        var result = ""
        for character in self {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
