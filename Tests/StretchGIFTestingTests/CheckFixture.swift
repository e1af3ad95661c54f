import Foundation
import StretchGIFKit

/// A 120 x 200 pt screen at @1x and 10 fps: a blue header and a light body scroll, a 20 x 20 pt red badge stays at
/// (10, 150) on the root, so a change to one of them has pixel numbers that can be worked out by hand.
enum CheckFixture {
    static func yaml(badgeHeight: String = "20", badgeColor: String = "#FF0000") -> String {
        """
        name: check-fixture
        device: {name: small, width: 120, height: 200}
        background: "#808080"
        statusBar: {hidden: true}
        scroll: {showsIndicator: false}
        views:
          - {id: header, parent: scroll, color: "#3060A0"}
          - {id: body, parent: scroll, color: "#F0F0F0"}
          - {id: badge, color: "\(badgeColor)"}
        constraints:
          - scroll.edges == root.edges
          - header.top == scroll.contentTop
          - header.left == root.left
          - header.right == root.right
          - header.height == 80
          - body.top == header.bottom
          - body.left == root.left
          - body.right == root.right
          - body.height == 300
          - body.bottom == scroll.contentBottom
          - badge.left == root.left + 10
          - badge.top == root.top + 150
          - badge.width == 20
          - badge.height == \(badgeHeight)
        gesture: |
          wait 0.1s
          drag down 100 over 0.3s
          release
          wait until rest max 0.6s
        """
    }

    static func options(rubberBand: Double? = nil) -> RenderOptions {
        var options = RenderOptions()
        options.scale = 1
        options.fps = 10
        options.jobs = 1
        options.physics.rubberBand = rubberBand
        return options
    }

    static func animation(badgeHeight: String = "20", badgeColor: String = "#FF0000", rubberBand: Double? = nil)
        throws -> Animation
    {
        let scene = try StretchScene(yaml: yaml(badgeHeight: badgeHeight, badgeColor: badgeColor),
                                     sourceName: "check-fixture.yaml", name: "check-fixture")
        return try Animation(scene: scene, options: options(rubberBand: rubberBand))
    }

    /// A fresh folder under the system's temporary folder (removed by the caller).
    static func temporaryFolder() -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("stretchgif-check-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A check of reference `NAME` in `folder`, artifacts in `folder/__Artifacts__/NAME`.
    static func check(_ folder: String, _ name: String = "fixture", tiers: Set<AnimationTier> = AnimationTier.all,
                      tolerance: AnimationTolerance = .default, mode: AnimationRecordMode = .missing) -> AnimationCheck
    {
        AnimationCheck(referenceFolder: (folder as NSString).appendingPathComponent(name), tiers: tiers,
                       tolerance: tolerance, recordMode: mode)
    }

    static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
