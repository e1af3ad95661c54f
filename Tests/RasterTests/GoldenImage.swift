import Foundation
import Testing
@testable import Raster

/// Exact-pixel comparison against PNGs in `Tests/RasterTests/Golden/`.
/// Re-recorded only when `STRETCHGIF_RECORD=1` and `CI` is not `true`, and then the check fails, saying it recorded:
/// a recording run never passes (as swift-snapshot-testing's record mode); run again without the variable to check.
/// On mismatch the actual image is written to `artifacts/raster/` under the package root.
enum GoldenImage {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let goldenDirectory = testsDirectory.appendingPathComponent("Golden")
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let artifactsDirectory = packageRoot.appendingPathComponent("artifacts/raster")

    static var isRecording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["STRETCHGIF_RECORD"] == "1" && environment["CI"] != "true"
    }

    static func bytes(of url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Compares `pixmap` with `Golden/<name>.png` pixel for pixel (straight RGBA).
    static func check(_ pixmap: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let goldenURL = goldenDirectory.appendingPathComponent("\(name).png")
        let encoded = try PNGCodec.encode(pixmap)
        if isRecording {
            try write(encoded, to: goldenURL)
            let message = "recorded golden \(goldenURL.path); look at it, then run the test again without "
                + "STRETCHGIF_RECORD=1 to check against it"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        guard FileManager.default.fileExists(atPath: goldenURL.path) else {
            let actualURL = artifactsDirectory.appendingPathComponent("\(name).png")
            try write(encoded, to: actualURL)
            let message = "missing golden \(goldenURL.path); actual image written to \(actualURL.path) "
                + "(record with STRETCHGIF_RECORD=1)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        let golden = try PNGCodec.decodeStraightRGBA(try bytes(of: goldenURL), name: goldenURL.lastPathComponent)
        let actual = pixmap.unpremultipliedRGBA()
        if golden.width == pixmap.width, golden.height == pixmap.height, golden.rgba == actual { return }
        let actualURL = artifactsDirectory.appendingPathComponent("\(name).png")
        try write(encoded, to: actualURL)
        var differing = 0
        if golden.rgba.count == actual.count {
            differing = stride(from: 0, to: actual.count, by: 4).filter { golden.rgba[$0..<$0 + 4] != actual[$0..<$0 + 4] }.count
        }
        Issue.record(Comment(rawValue: """
            golden \(name).png differs: golden \(golden.width)x\(golden.height), actual \(pixmap.width)x\(pixmap.height), \
            \(differing) pixels differ; actual image written to \(actualURL.path)
            """), sourceLocation: sourceLocation)
    }
}

/// Sum of coverage in pixel units (255 = one whole pixel).
func coveredArea(_ mask: CoverageMask) -> Double {
    Double(mask.coverage.reduce(0) { $0 + Int($1) }) / 255
}

/// Polygon area by the shoelace formula.
func shoelaceArea(_ points: [Point]) -> Double {
    var twice = 0.0
    for index in points.indices {
        let p = points[index], q = points[(index + 1) % points.count]
        twice += p.x * q.y - q.x * p.y
    }
    return abs(twice) / 2
}

/// A five-pointed star (pentagram) with the given centre and outer radius, vertices joined every second point.
func pentagram(center: Point, radius: Double) -> [Point] {
    (0..<5).map { index in
        let angle = -Double.pi / 2 + Double(index * 2) * 2 * Double.pi / 5
        return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
