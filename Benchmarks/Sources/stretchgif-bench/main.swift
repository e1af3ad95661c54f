// stretchgif-bench: times ScrollSim, Layout and the painter, each against a peer measured in the same run,
// and prints a Markdown report. Usage: stretchgif-bench [--repetitions N] [--out DIR]
//   stretchgif-bench --lzw FILE.gif [--lossy N]... [--rounds N]   the lossy LZW pass against giflib (LZWBench), and the floor
//   stretchgif-bench --lzw FILE.gif --lzw-only giflib|lossy [--lossy N]   one coder once, for callgrind
import Foundation
@testable import Raster

var repetitions = 15
/// `--profile N`: paint the measured frames N times each with our renderer and exit (for `perf record`).
var profileFrames: Int?
var outputFolder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchgif-bench").path
var lzwFile: String?
var lzwOnly: String?
var lzwLevels: [Int] = []
var lzwRounds = 5
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--repetitions":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
            FileHandle.standardError.write("--repetitions expects a positive integer\n".data(using: .utf8)!)
            exit(2)
        }
        repetitions = value
    case "--profile":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
            FileHandle.standardError.write("--profile expects a positive integer\n".data(using: .utf8)!)
            exit(2)
        }
        profileFrames = value
    case "--out":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write("--out expects a folder\n".data(using: .utf8)!)
            exit(2)
        }
        outputFolder = value
    case "--lzw", "--lzw-only", "--lossy", "--rounds":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write("\(argument) expects a value\n".data(using: .utf8)!)
            exit(2)
        }
        switch argument {
        case "--lzw": lzwFile = value
        case "--lzw-only": lzwOnly = value
        default:
            guard let number = Int(value), (argument == "--lossy" ? 1...200 : 1...1000).contains(number) else {
                FileHandle.standardError.write("\(argument) expects a positive integer\n".data(using: .utf8)!)
                exit(2)
            }
            if argument == "--lossy" { lzwLevels.append(number) } else { lzwRounds = number }
        }
    case "-h", "--help":
        print("usage: stretchgif-bench [--repetitions N] [--out DIR] [--profile N]")
        print("       stretchgif-bench --lzw FILE.gif [--lossy N]... [--rounds N] [--lzw-only giflib|lossy]")
        exit(0)
    default:
        FileHandle.standardError.write("unknown argument '\(argument)'\n".data(using: .utf8)!)
        exit(2)
    }
}

do {
    if let lzwFile {
        let levels = lzwLevels.isEmpty ? [20] : lzwLevels
        if let lzwOnly {
            try LZWBench.runOnce(path: lzwFile, coder: lzwOnly, level: levels[0])
        } else {
            try LZWBench.run(path: lzwFile, levels: levels, rounds: lzwRounds)
        }
        exit(0)
    }
    let fixtures = try Fixtures.load()
    if let profileFrames {
        try RasterBench.profile(fixtures: fixtures, frames: profileFrames)
        exit(0)
    }
    let raster = try RasterBench.run(fixtures: fixtures, repetitions: repetitions)
    let scroll = try ScrollSimBench.run(repetitions: repetitions)
    let layout = try LayoutBench.run(fixtures: fixtures, repetitions: repetitions,
                                     freshRepetitions: max(3, repetitions / 5))

    try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
    var pngs: [(ours: String, cairo: String)] = []
    for (index, result) in raster.enumerated() {
        let ourPath = (outputFolder as NSString).appendingPathComponent("ours-\(index + 1).png")
        let cairoPath = (outputFolder as NSString).appendingPathComponent("cairo-\(index + 1).png")
        try Data(PNGCodec.encode(result.ourFrame)).write(to: URL(fileURLWithPath: ourPath))
        guard result.cairoFrame.writePNG(to: cairoPath) else { throw BenchError("\(cairoPath): cairo could not write") }
        pngs.append((ourPath, cairoPath))
    }

    print(Report.markdown(scroll: scroll, layout: layout, raster: raster, repetitions: repetitions, pngs: pngs))
} catch {
    FileHandle.standardError.write("stretchgif-bench: \(error)\n".data(using: .utf8)!)
    exit(1)
}
