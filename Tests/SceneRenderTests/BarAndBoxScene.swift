import Layout

/// The small scene several render tests paint: a red bar (y 100...150, full width) on root, listed before a blue box
/// that fills the scroll view's width and is `boxHeight` pt tall, on `background`; no status bar or indicator.
func barAndBoxScene(name: String, device: String, background: String, boxHeight: Int,
                    orientation: Orientation = .portrait) throws -> Scene {
    var scene = try SceneFile.parse(yaml: """
        name: \(name)
        device: \(device)
        background: "\(background)"
        statusBar: {hidden: true}
        scroll: {showsIndicator: false}
        views:
          - {id: bar, parent: root, color: "#FF0000"}
          - {id: box, parent: scroll, color: "#0000FF"}
        constraints:
          - scroll.edges == root.edges
          - bar.top == root.top + 100
          - bar.left == root.left
          - bar.right == root.right
          - bar.height == 50
          - box.top == scroll.contentTop
          - box.left == root.left
          - box.right == root.right
          - box.height == \(boxHeight)
          - box.bottom == scroll.contentBottom

        """, sourceName: name)
    scene.orientation = orientation
    return scene
}
