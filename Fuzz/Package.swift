// swift-tools-version:6.0
// stretchgif-fuzz: libFuzzer targets for every parser of user input (scene files, constraints, mask expressions,
// gesture scripts, images, vector path data drawn filled and stroked, list blocks laid out). A separate package so
// normal builds never need the sanitizers; `make fuzz` builds it with `--sanitize=fuzzer --sanitize=address` and runs
// each target for a while from the seeds in Corpus/. The targets reach Layout's parsers and Raster's decoders and
// paths, which are `package`, through `@testable import`: the build must stay a debug build (SwiftPM enables
// testability there).
import PackageDescription

let targets = [
    "FuzzSceneFile", "FuzzConstraint", "FuzzMaskExpression", "FuzzGestureScript", "FuzzImageDecode", "FuzzPathStroke",
    "FuzzListRows",
]

let package = Package(
    name: "stretchgif-fuzz",
    dependencies: [
        .package(name: "stretchgif", path: ".."),
    ],
    targets: targets.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                .product(name: "Layout", package: "stretchgif"),
                .product(name: "ScrollSim", package: "stretchgif"),
                .product(name: "Raster", package: "stretchgif"),
            ])
    },
    swiftLanguageModes: [.v6]
)
