// swift-tools-version:6.0
// stretchgif-bench: times the pipeline's stages and compares the painter with cairo in the same run.
// A separate package so the main package and its CI never need cairo.
import PackageDescription

let package = Package(
    name: "stretchgif-bench",
    dependencies: [
        .package(name: "stretchgif", path: ".."),
    ],
    targets: [
        // cairo from Debian, the peer painter: only this package links it.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .executableTarget(
            name: "stretchgif-bench",
            dependencies: [
                "CCairo",
                .product(name: "StretchGIFKit", package: "stretchgif"),
                .product(name: "SceneRender", package: "stretchgif"),
                .product(name: "ScrollSim", package: "stretchgif"),
                .product(name: "Layout", package: "stretchgif"),
                .product(name: "Raster", package: "stretchgif"),
                .product(name: "StretchTypes", package: "stretchgif"),
                .product(name: "GIF", package: "stretchgif"),
            ],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    ],
    swiftLanguageModes: [.v6]
)
