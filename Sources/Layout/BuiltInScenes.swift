/// The scenes that ship with stretchgif, as scene-file YAML text (the same format users write).
///
/// Scene format (top-level keys): `name`, `device` (preset name or {width, height, safeArea, cornerRadius}),
/// `orientation` (portrait|landscape), `background` (root colour), `statusBar` {style, hidden, hideWhenAbove},
/// `scroll` {contentInset, alwaysBounceVertical, bounces, showsIndicator, indicatorInsets, initialOffset},
/// `views` (back to front; id, parent, color, text, font, textColor, alignment, lines, lineHeight, image,
/// contentMode, clips, mask, alpha, cornerRadius, stack, stretch, ignoreDesiredSize, width, height,
/// intrinsicSize), `constraints` (strings, or {when: portrait|landscape, constraint: "..."}),
/// `gesture` (script text, interpreted by the CLI), `physics` (key: value settings).
public enum BuiltInScenes {
    /// Two lorem-ipsum paragraphs (the article's label text), repeated three times (seeds.md A).
    static let loremParagraphs = [
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et "
            + "dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip "
            + "ex ea commodo consequat.",
        "Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. "
            + "Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est "
            + "laborum.",
    ]

    /// The label text of scene A, escaped for a YAML double-quoted scalar.
    static let stretchyLabelText = Array(repeating: loremParagraphs, count: 3).flatMap { $0 }.joined(separator: "\\n\\n")

    /// Scene A (seeds.md A): the article's stretchy header, constraint for constraint.
    public static let stretchy = stretchyScene(name: "stretchy", keepsImageHeight: true, gesture: [
        "# Pull the header down ~180 pt (a 420 pt finger drag against the rubber band) and let it snap back.",
        "wait 0.3s",
        "drag down 420 over 0.7s ease-out",
        "hold 0.3s",
        "release",
        "wait until rest max 1.2s",
        "# Scroll the text under the top safe area: the status bar slides away ...",
        "drag up 260 over 0.8s ease-in-out",
        "hold 0.35s",
        "# ... and back down: it slides in again.",
        "drag down 260 over 0.8s ease-in-out",
        "release",
        "wait 0.2s",
        "# Fling into the bottom edge: the crimson backing stretches to fill the overscroll.",
        "fling up 2500",
        "wait until rest max 1.6s",
        "wait 0.3s",
    ])

    /// Scene A without `imageView.height >= imageContainer.height`: the image compresses while scrolling up.
    public static let stretchyParallax = stretchyScene(name: "stretchy-parallax", keepsImageHeight: false, gesture: [
        "# Scroll up slowly: with no height floor the image compresses instead of sliding away (parallax).",
        "wait 0.3s",
        "drag up 240 over 1.2s ease-in-out",
        "hold 0.4s",
        "drag down 240 over 1.2s ease-in-out",
        "release",
        "wait until rest max 1s",
        "# Then a short pull: it still stretches.",
        "drag down 300 over 0.6s ease-out",
        "release",
        "wait until rest max 1.2s",
        "wait 0.3s",
    ])

    /// A `gesture:` block (a YAML literal block scalar) holding `lines`, one action or comment per line.
    static func gestureBlock(_ lines: [String]) -> String {
        "gesture: |\n" + lines.map { "  \($0)\n" }.joined()
    }

    static func stretchyScene(name: String, keepsImageHeight: Bool, gesture: [String]) -> String {
        """
        name: \(name)
        device: iPhone X
        orientation: portrait
        background: "#808080"
        statusBar: {style: light, hidden: false, hideWhenAbove: textContainer}
        scroll: {contentInset: {top: 0, bottom: safeArea}, alwaysBounceVertical: false, bounces: true, showsIndicator: true, indicatorInsets: safeArea}
        views:
          - {id: imageContainer, parent: scroll, color: "#555555"}
          - {id: textBacking, parent: scroll, color: "#BE2045"}
          - {id: textContainer, parent: scroll}
          - {id: label, parent: textContainer, text: "\(stretchyLabelText)", font: {size: 17, weight: regular}, textColor: "#FFFFFF", alignment: left, lines: 0}
          - {id: imageView, parent: scroll, image: "procedural:landscape", contentMode: scaleAspectFill, clips: true}
        constraints:
          - scroll.edges == root.edges
          - imageContainer.top == scroll.contentTop
          - imageContainer.left == root.left
          - imageContainer.right == root.right
          - imageContainer.height == imageContainer.width * 0.7
          - imageView.left == imageContainer.left
          - imageView.right == imageContainer.right
          - imageView.top == root.top @750
        \(keepsImageHeight ? "  - imageView.height >= imageContainer.height @1000\n" : "")\
          - imageView.bottom == imageContainer.bottom
          - textContainer.top == imageContainer.bottom
          - textContainer.left == root.left
          - textContainer.right == root.right
          - textContainer.bottom == scroll.contentBottom
          - textBacking.left == root.left
          - textBacking.right == root.right
          - textBacking.top == textContainer.top
          - textBacking.bottom == root.bottom @750
          - label.edges == textContainer.edges inset 14
        \(gestureBlock(gesture))
        """
    }

    /// Every built-in scene: name and YAML text, in a fixed order.
    public static let all: [(name: String, yaml: String)] = [
        ("stretchy", stretchy),
        ("stretchy-parallax", stretchyParallax),
        ("news-digest", newsDigest),
        ("grid", grid),
        ("stretch-weights", stretchWeights),
        ("short-content", shortContent),
    ]

    /// The YAML of the built-in scene called `name`, if any.
    public static func yaml(named name: String) -> String? {
        all.first { $0.name == name }?.yaml
    }
}
