import Foundation
import GIF
import TestTools
import Testing
@testable import StretchGIFKit

/// `--max-size` measures large outputs at a capped size and reads its candidates back one picture at a time
/// (docs/formats.md#size-budget), so its memory does not grow with the output's pixels.
@Suite("Size budget memory")
struct SizeBudgetMemoryTests {
    typealias Plane = StructuralSimilarity.Plane

    @Test func reducingAveragesTheAreaEachPixelCovers() {
        // 3 -> 2: each output covers 1.5 samples. Output 0 is all of sample 0 and half of sample 1:
        // (0 x 1 + 90 x 0.5) / 1.5 = 30; output 1 is the other half of sample 1 and all of sample 2:
        // (90 x 0.5 + 30 x 1) / 1.5 = 50.
        let row = Plane(width: 3, height: 1, values: [0, 90, 30]).resampled(width: 2, height: 1)
        #expect(row.values.count == 2)
        #expect(abs(row.values[0] - 30) < 1e-12 && abs(row.values[1] - 50) < 1e-12, "\(row.values)")
        // Both axes at once: 2 x 2 -> 1 x 1 is the mean.
        let square = Plane(width: 2, height: 2, values: [10, 20, 30, 80]).resampled(width: 1, height: 1)
        #expect(abs(square.values[0] - 35) < 1e-12)
    }

    /// numpy reduces by an independent route: every sample repeated `target` times along an axis, then the mean of
    /// each run of `source` of them, which is the exact area average for any ratio.
    @Test func numpyReducesTheSameWay() throws {
        let width = 37, height = 23, targetWidth = 10, targetHeight = 6
        let values = (0..<(width * height)).map { Double(($0 * 7919) % 251) }
        let folder = try makeTemporaryFolder(prefix: "reduce")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plane.txt")
        try values.map { String(Int($0)) }.joined(separator: " ").write(to: file, atomically: true, encoding: .utf8)
        let script = """
            import sys
            import numpy as np
            w, h, tw, th = 37, 23, 10, 6
            a = np.array([float(v) for v in open(sys.argv[1]).read().split()]).reshape(h, w)
            a = np.repeat(a, tw, axis=1).reshape(h, tw, w).mean(axis=2)
            a = np.repeat(a, th, axis=0).reshape(th, h, tw).mean(axis=1)
            print(' '.join('%.12f' % v for v in a.flatten()))
            """
        guard let output = try runPython(script, [file.path]) else { return }
        let expected = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        let ours = Plane(width: width, height: height, values: values)
            .resampled(width: targetWidth, height: targetHeight).values
        #expect(expected.count == targetWidth * targetHeight)
        for (mine, theirs) in zip(ours, expected) { #expect(abs(mine - theirs) < 1e-9, "\(mine) vs \(theirs)") }
        // Reducing straight from pixels gives what reducing the full-size plane gives.
        let pixels: [UInt8] = (0..<(width * height * 3)).map { UInt8(($0 * 131) % 256) }
        let direct = pixels.withUnsafeBufferPointer {
            Plane(width: width, height: height, pixels: $0, channels: 3, resampledToWidth: targetWidth,
                  height: targetHeight)
        }
        let twoSteps = Plane(width: width, height: height, pixels: pixels, channels: 3)
            .resampled(width: targetWidth, height: targetHeight)
        for (a, b) in zip(direct.values, twoSteps.values) { #expect(abs(a - b) < 1e-9) }
    }

    @Test func largePicturesAreMeasuredAtAboutAMegapixel() {
        typealias Reference = SizeBudget.QualityReference
        #expect(Reference.measuringPixelLimit == 1_048_576)
        // @1x phones are measured whole.
        #expect(Reference.measuringSize(width: 375, height: 812) == (375, 812))
        #expect(Reference.measuringSize(width: 1024, height: 1024) == (1024, 1024))
        // 2000 x 2000: factor sqrt(1048576 / 4000000) = 0.512, so 1024 x 1024.
        #expect(Reference.measuringSize(width: 2000, height: 2000) == (1024, 1024))
        // @3x (1125 x 2436): factor sqrt(1048576 / 2740500) = 0.61856, so 695.89 x 1506.82, rounded down.
        #expect(Reference.measuringSize(width: 1125, height: 2436) == (695, 1506))
        // --width 4096 of the same phone (4096 x 8869): factor 0.16990, the same measuring size.
        #expect(Reference.measuringSize(width: 4096, height: 8869) == (695, 1506))
    }

    /// A GIF written by hand (literal LZW codes), with what each disposal, transparency and interlacing leave on
    /// screen worked out by hand: 4 x 10, colours 0 black, 1 red, 2 green, 3 blue.
    @Test func theSamplerComposesFramesAsTheFileSays() throws {
        let bytes = HandWrittenGIF.bytes(width: 4, height: 10, frames: [
            // Full red, 10 cs, left in place.
            .init(left: 0, top: 0, width: 4, height: 10, pixels: Array(repeating: 1, count: 40), disposal: 1),
            // Rows green, blue, black at (1, 2), stored interlaced (rows 0, 2, 1); then restored to what was before.
            .init(left: 1, top: 2, width: 2, height: 3, pixels: [2, 2, 3, 3, 0, 0], disposal: 3, interlaced: true),
            // Red is transparent here: blue and green land on every other pixel; then cleared to the background.
            .init(left: 0, top: 5, width: 4, height: 2, pixels: [3, 1, 3, 1, 1, 2, 1, 2], disposal: 2,
                  transparent: 1),
            // One green pixel at the bottom right.
            .init(left: 3, top: 9, width: 1, height: 1, pixels: [2], disposal: 0),
        ])
        let colours: [[UInt8]] = [[0, 0, 0], [255, 0, 0], [0, 255, 0], [0, 0, 255]]
        func canvas(_ indices: [Int]) -> [UInt8] { indices.flatMap { colours[$0] } }
        var red = Array(repeating: 1, count: 40)
        let first = canvas(red)
        var second = red
        for x in 1...2 { second[2 * 4 + x] = 2; second[3 * 4 + x] = 3; second[4 * 4 + x] = 0 }
        var third = red
        third[5 * 4 + 0] = 3; third[5 * 4 + 2] = 3; third[6 * 4 + 1] = 2; third[6 * 4 + 3] = 2
        for index in (5 * 4)..<(7 * 4) { red[index] = 0 }
        red[9 * 4 + 3] = 2
        let expected = [first, canvas(second), canvas(second), canvas(third), canvas(red), canvas(red)]

        var runs: [Range<Int>] = []
        var shown: [[UInt8]] = []
        try GIFFrameSampler.sample(bytes, atCentiseconds: [5, 10, 15, 25, 35, 99]) { run, picture in
            #expect(picture.width == 4 && picture.height == 10)
            runs.append(run)
            shown += Array(repeating: picture.rgb, count: run.count)
        }
        // Frame 0 shows over [0, 10) cs, frame 1 over [10, 20), frame 2 over [20, 30), the last from 30 on.
        #expect(runs == [0..<1, 1..<3, 3..<4, 4..<6])
        #expect(shown.count == expected.count)
        for (index, (mine, theirs)) in zip(shown, expected).enumerated() {
            #expect(mine == theirs, "instant \(index)")
        }
    }

    /// `--max-size` on a large output adds a bounded amount to the render's own peak memory: its reference holds
    /// twelve 8-byte luma planes of at most a megapixel (96 MiB) and reads candidates back one picture at a time. At
    /// @3x holding the twelve frames whole would add 263 MB for the reference alone (1125 x 2436 x 8 bytes x 12),
    /// and the twelve decoded canvases and giflib's whole decoded file more.
    @Test func theSearchAddsABoundedAmountOfMemory() throws {
        let folder = try makeTemporaryFolder(prefix: "budget-memory")
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = folder.appendingPathComponent("errors.txt")
        let gesture = "drag down 150 over 0.4s; release; wait 0.4s"
        let plain = ["render", "--gesture", gesture, "--scale", "3", "--quiet", "-o",
                     folder.appendingPathComponent("plain.gif").path]
        let searched = ["render", "--gesture", gesture, "--scale", "3", "--quiet", "--max-size", "100GB", "-o",
                        folder.appendingPathComponent("searched.gif").path]
        let alone = try #require(try HostileInputTests.run(plain, errorFile: errors))
        let withSearch = try #require(try HostileInputTests.run(searched, errorFile: errors))
        #expect(alone.status == 0 && withSearch.status == 0)
        #expect(alone.peakKiB > 1024 && withSearch.peakKiB > 1024)
        let added = withSearch.peakKiB - alone.peakKiB
        #expect(added < 192 * 1024, "the search added \(added) KiB to \(alone.peakKiB) KiB")
    }
}
