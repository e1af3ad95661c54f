// swift-tools-version:6.0
// RegressionCheck: how a user checks their own scroll animation from their own Swift tests with StretchGIFKit and
// StretchGIFTesting. It depends on the stretchgif repository by path; a user would name its URL and a version instead.
import PackageDescription

let package = Package(
    name: "RegressionCheck",
    dependencies: [
        .package(name: "stretchgif", path: "../.."),
    ],
    targets: [
        // The user's own code: here, the animation they want to keep from regressing.
        .target(name: "RegressionCheck", dependencies: [.product(name: "StretchGIFKit", package: "stretchgif")]),
        .testTarget(
            name: "RegressionCheckTests",
            dependencies: [
                "RegressionCheck",
                .product(name: "StretchGIFKit", package: "stretchgif"),
                .product(name: "StretchGIFTesting", package: "stretchgif"),
            ],
            // The references (reviewed text and the lossless frames); failure artifacts go to __Artifacts__ inside.
            exclude: ["__Animations__"]),
    ],
    swiftLanguageModes: [.v6]
)
