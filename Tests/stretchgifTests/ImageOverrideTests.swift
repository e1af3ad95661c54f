import Foundation
import Raster
import StretchGIFKit
import TestTools
import Testing

/// `--header-image` replaces only the scene's `header:` view; `--image ID=PATH` replaces view ID's picture.
@Suite struct ImageOverrideTests {
    /// Two picture views: a header band at the top and an avatar below it, both the procedural landscape.
    static let yaml = """
        name: two-pictures
        device: {width: 100, height: 160, safeArea: {top: 0, bottom: 0, left: 0, right: 0}, cornerRadius: 0}
        statusBar: {hidden: true}
        scroll: {showsIndicator: false}
        header: banner
        views:
          - {id: banner, parent: scroll, image: "procedural:landscape"}
          - {id: avatar, parent: scroll, image: "procedural:landscape"}
          - {id: caption, parent: scroll, color: "#FFFFFF"}
        constraints:
          - banner.top == scroll.contentTop
          - banner.left == root.left
          - banner.width == 100
          - banner.height == 60
          - avatar.top == banner.bottom + 20
          - avatar.left == root.left + 30
          - avatar.width == 40
          - avatar.height == 40
          - caption.top == avatar.bottom + 10
          - caption.left == root.left
          - caption.width == 100
          - caption.height == 20
          - caption.bottom == scroll.contentBottom
        gesture: wait 0.1s
        """

    /// A 4 x 4 PNG of one colour, written into `folder`.
    static func solidPNG(_ rgb: (UInt8, UInt8, UInt8), named name: String, in folder: URL) throws -> String {
        var pixels: [UInt8] = []
        for _ in 0..<16 { pixels += [rgb.0, rgb.1, rgb.2, 255] }
        let path = folder.appendingPathComponent(name).path
        try Data(try PNGCodec.encode(straightRGBA: pixels, width: 4, height: 4)).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The RGB at point (x, y) of the first frame rendered with `options` at 1x.
    static func colours(_ options: RenderOptions, at points: [(Int, Int)]) throws -> [[UInt8]] {
        var options = options
        options.scale = 1
        let scene = try StretchScene(yaml: yaml, sourceName: "two-pictures.yaml", name: "two-pictures")
        let png = try Animation(scene: scene, options: options).pngBytes(frame: 0)
        let image = try PNGCodec.decodeStraightRGBA(png, name: "frame.png")
        return points.map { x, y in
            let offset = (y * image.width + x) * 4
            return Array(image.rgba[offset..<offset + 3])
        }
    }

    static let bannerCentre = (50, 30)
    static let avatarCentre = (50, 100)

    @Test func headerImageReplacesOnlyTheHeaderView() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = RenderOptions()
        options.headerImage = try Self.solidPNG((255, 0, 0), named: "red.png", in: folder)
        let plain = try Self.colours(RenderOptions(), at: [Self.bannerCentre, Self.avatarCentre])
        let replaced = try Self.colours(options, at: [Self.bannerCentre, Self.avatarCentre])
        #expect(replaced[0] == [255, 0, 0])
        #expect(replaced[1] == plain[1])
        #expect(plain[1] != [255, 0, 0])
    }

    @Test func imageReplacesTheNamedViewAndTheLastOneWins() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = RenderOptions()
        let red = try Self.solidPNG((255, 0, 0), named: "red.png", in: folder)
        let blue = try Self.solidPNG((0, 0, 255), named: "blue.png", in: folder)
        options.images = [ImageOverride(viewID: "avatar", path: red), ImageOverride(viewID: "avatar", path: blue)]
        let plain = try Self.colours(RenderOptions(), at: [Self.bannerCentre, Self.avatarCentre])
        let replaced = try Self.colours(options, at: [Self.bannerCentre, Self.avatarCentre])
        #expect(replaced[0] == plain[0])
        #expect(replaced[1] == [0, 0, 255])
    }

    @Test func badOverridesAreFlagErrorsThatListTheImageViews() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("two-pictures.yaml").path
        try Self.yaml.write(toFile: scene, atomically: true, encoding: .utf8)
        let red = try Self.solidPNG((255, 0, 0), named: "red.png", in: folder)
        let out = folder.appendingPathComponent("out.gif").path
        let cases: [([String], String)] = [
            (["render", scene, "--image", "nobody=\(red)", "-o", out],
             "--image names view 'nobody', which scene 'two-pictures' does not have; views with an image: banner, avatar"),
            (["render", scene, "--image", "caption=\(red)", "-o", out],
             "--image names view 'caption', which draws no image; views with an image: banner, avatar"),
            (["render", "grid", "--header-image", red, "-o", out],
             "--header-image needs a header view, and scene 'grid' names none"),
            (["render", scene, "--image", "avatar", "-o", out], "--image"),
        ]
        for (arguments, expected) in cases {
            do {
                try runCommand(arguments)
                Issue.record("accepted: \(arguments)")
            } catch let failure as CommandFailure {
                #expect(failure.exitCode == 64, "\(arguments): \(failure.message)")
                #expect(failure.message.contains(expected), "\(failure.message)")
            }
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func theArgumentSplitsAtTheFirstEqualsSign() {
        #expect(ImageOverride(argument: "avatar=photos/a=b.png") == ImageOverride(viewID: "avatar", path: "photos/a=b.png"))
        #expect(ImageOverride(argument: "avatar") == nil)
        #expect(ImageOverride(argument: "=a.png") == nil)
        #expect(ImageOverride(argument: "avatar=") == nil)
    }
}
