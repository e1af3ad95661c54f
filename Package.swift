// swift-tools-version:6.0
// stretchgif: UIScrollView stretchy-header interactions rendered to GIF, offline and frame-exact.
import Foundation
import PackageDescription

/// The built-in scenes are the files `samples/*.yaml`, shipped as resources of StretchGIFKit through its `Scenes`
/// link to `samples/`; the other files there (rendered GIFs, stills) are not part of the library.
let sampleFiles = ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/samples")) ?? [])
    .sorted()
let sceneResources: [Resource] = sampleFiles.filter { $0.hasSuffix(".yaml") }.map { .copy("Scenes/\($0)") }
let notSceneResources = sampleFiles.filter { !$0.hasSuffix(".yaml") }.map { "Scenes/\($0)" }

/// `rounded()`, `pow` and friends resolve to libm on Linux when Foundation is not imported.
let mathLinker: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
    name: "stretchgif",
    products: [
        .executable(name: "stretchgif", targets: ["stretchgif"]),
        .library(name: "StretchGIFKit", targets: ["StretchGIFKit"]),
        .library(name: "StretchGIFTesting", targets: ["StretchGIFTesting"]),
        .library(name: "StretchTypes", targets: ["StretchTypes"]),
        .library(name: "ScrollSim", targets: ["ScrollSim"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "SceneRender", targets: ["SceneRender"]),
        .library(name: "GIF", targets: ["GIF"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // The preview page's HTTP server: SwiftNIO's HTTP/1.1 codec, which pulls in no networking half of Foundation
        // (libcurl and its 26 libraries loaded by every command; docs/preview.md#why-swiftnio).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // C libraries from Debian, one system-library target each.
        .systemLibrary(name: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // FFmpeg's headers (Debian's libavformat-dev, libavcodec-dev, libswscale-dev, libavutil-dev); its libraries
        // are loaded with dlopen when a video is encoded, never linked (docs/library.md#memory).
        .target(name: "CAVCodec", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // glibc's mallopt for the command's malloc arenas (docs/library.md#memory).
        .target(name: "CMalloc"),

        // The value types Layout and Raster share (Point, Size, Rect, EdgeInsets, Color, FontWeight,
        // TextAlignment, ContentMode). Imports nothing but the standard library.
        .target(name: "StretchTypes", linkerSettings: mathLinker),
        // Touches -> contentOffset(t). Imports nothing of ours.
        .target(name: "ScrollSim", linkerSettings: mathLinker),
        // Anti-aliased software painter. Imports only StretchTypes of ours (and re-exports it).
        .target(
            name: "Raster",
            dependencies: ["StretchTypes", "CPNG", "CTurboJPEG", "CFreeType", "CHarfBuzz"],
            linkerSettings: mathLinker),
        // The simplex solver behind scene constraints, with package access only: Layout is its one user.
        .target(name: "Solver", dependencies: ["StretchTypes"], linkerSettings: mathLinker),
        // Scene model, scene files and constraint lowering. Imports only StretchTypes and Solver of ours (and
        // re-exports StretchTypes).
        .target(
            name: "Layout",
            dependencies: ["StretchTypes", "Solver", .product(name: "Yams", package: "Yams")],
            linkerSettings: mathLinker),
        // Solved scene + iOS chrome -> painted frame.
        .target(name: "SceneRender", dependencies: ["Layout", "Raster"], linkerSettings: mathLinker),
        // Palette, dithering, frame differencing and giflib's LZW.
        .target(name: "GIF", dependencies: ["CGif"], linkerSettings: mathLinker),
        // The whole pipeline as a library: scenes, options, simulation, frame schedule, painting, palette,
        // encoding, manifests and files. The only place that composes the stages; it never prints. Asks fontconfig
        // which installed fonts cover the characters the primary typeface lacks; writes WebP through libwebp, MP4 and
        // WebM through FFmpeg's libavformat/libavcodec.
        .target(
            name: "StretchGIFKit",
            dependencies: ["ScrollSim", "Raster", "Layout", "SceneRender", "GIF", "CFontconfig", "CWebP", "CAVCodec"],
            exclude: notSceneResources,
            resources: sceneResources,
            linkerSettings: mathLinker),
        // One-call regression checks for a team's own tests (Swift Testing and XCTest) over StretchGIFKit's
        // AnimationCheck (docs/library.md#regression-checks). Links the test frameworks, so nothing else depends on it.
        .target(name: "StretchGIFTesting", dependencies: ["StretchGIFKit"]),
        // `stretchgif preview`'s server and page (docs/preview.md). Only the command depends on it: a package that
        // uses StretchGIFKit never compiles a server.
        .target(
            name: "StretchGIFPreview",
            dependencies: ["StretchGIFKit", .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "NIOHTTP1", package: "swift-nio"),
                           .product(name: "NIOConcurrencyHelpers", package: "swift-nio")],
            resources: [.copy("Page")]),
        // The command-line tool: argument parsing and terminal output over StretchGIFKit, nothing else.
        .executableTarget(
            name: "stretchgif",
            dependencies: [
                "StretchGIFKit", "StretchGIFPreview", "ScrollSim", "Layout", "GIF", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: mathLinker),

        .testTarget(name: "StretchTypesTests", dependencies: ["StretchTypes"]),
        .testTarget(name: "ScrollSimTests", dependencies: ["ScrollSim"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "CTurboJPEG", "TestTools"], exclude: ["Golden"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Solver"]),
        .testTarget(name: "SceneRenderTests", dependencies: ["SceneRender", "Layout", "Raster"]),
        // giflib's DGif decoder as an independent check of what the encoder wrote (tests only).
        .target(name: "GIFTestSupport", dependencies: ["CGif"], path: "Tests/GIFTestSupport"),
        // Temporary folders and the Pillow runner the test targets share (tests only).
        .target(name: "TestTools", path: "Tests/TestTools"),
        .testTarget(name: "GIFTests", dependencies: ["GIF", "CGif", "GIFTestSupport", "TestTools"]),
        .testTarget(
            name: "StretchGIFKitTests", dependencies: ["StretchGIFKit", "Layout", "ScrollSim", "GIFTestSupport"],
            exclude: ["Manifests"]),
        .testTarget(
            name: "StretchGIFTestingTests", dependencies: ["StretchGIFTesting", "StretchGIFKit", "Raster"],
            exclude: ["__Animations__"]),
        .testTarget(name: "StretchGIFPreviewTests", dependencies: ["StretchGIFPreview", "StretchGIFKit", "TestTools"]),
        .testTarget(
            name: "stretchgifTests", dependencies: ["stretchgif", "StretchGIFKit", "GIFTestSupport", "TestTools"],
            exclude: ["Hostile"]),
    ],
    swiftLanguageModes: [.v6]
)
