import Foundation
import Raster

extension Animation {
    /// Writes output frame `index` as a PNG file, atomically.
    public func writePNG(frame index: Int, toFile path: String) throws(StretchGIFError) {
        try writeFileAtomically(try pngBytes(frame: index), toFile: path)
    }

    /// Writes every frame as raw RGB24 (3 bytes a pixel, frames one after another) into one file, atomically.
    public func writeRawRGB(toFile path: String, progress: ProgressHandler? = nil) throws(StretchGIFError) {
        try writeRawRGB(toFile: path, atSeconds: nil, progress: progress)
    }

    /// `writeRawRGB(toFile:progress:)` of the frames showing the instants `times` (seconds; nil = the output frames).
    package func writeRawRGB(toFile path: String, atSeconds times: [Double]?, progress: ProgressHandler? = nil)
        throws(StretchGIFError)
    {
        let file = try AtomicOutputFile(path: path)
        try plan.forEachFrame(jobs: jobs, stage: .frames, atSeconds: times, progress: progress) { _, frame throws(StretchGIFError) in
            guard file.write(Animation.rgb24(frame)) else {
                throw .outputFailed(path: path, message: file.failureReason ?? "write failed")
            }
        }
        try file.commit()
    }

    /// Writes every frame as `folder/frame-0000.png`, `frame-0001.png`, ... (each file atomically), creating the
    /// folder when it does not exist. A folder that already holds frame files (regular files named `frame-` plus
    /// four or more digits plus `.png`) from an earlier run is refused unless `overwrite`, which removes them first
    /// (and nothing else). On failure, or when the process is interrupted (`TemporaryOutputs.removeAll()`), the
    /// frames written so far (and the folder, when this call created it) are removed again
    /// (docs/formats.md#output-files).
    public func writeFrames(toFolder folder: String, overwrite: Bool = false, progress: ProgressHandler? = nil)
        throws(StretchGIFError)
    {
        try writeFrames(toFolder: folder, overwrite: overwrite, atSeconds: nil, progress: progress)
    }

    /// `writeFrames(toFolder:overwrite:progress:)` of the frames showing the instants `times` (seconds; nil = the
    /// output frames).
    package func writeFrames(toFolder folder: String, overwrite: Bool, atSeconds times: [Double]?,
                             progress: ProgressHandler? = nil)
        throws(StretchGIFError)
    {
        var isDirectory: ObjCBool = false
        let created = !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
        if created {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw .outputFailed(path: folder, message: "cannot create the folder: \(error.localizedDescription)")
            }
            TemporaryOutputs.register(folder)
        } else if !isDirectory.boolValue {
            throw .outputFailed(path: folder, message: "it exists and is not a folder")
        } else {
            let earlier = Self.frameFiles(inFolder: folder)
            if !earlier.isEmpty && !overwrite {
                throw .invalidParameter(name: "overwrite", message: "is needed: folder '\(folder)' already holds "
                    + "\(earlier.count) frame file\(earlier.count == 1 ? "" : "s") (\(earlier[0]), ...) from an "
                    + "earlier run")
            }
            for name in earlier where unlink((folder as NSString).appendingPathComponent(name)) != 0 {
                throw .outputFailed(path: (folder as NSString).appendingPathComponent(name),
                                    message: "cannot remove the earlier frame: \(String(cString: strerror(errno)))")
            }
        }
        var written: [String] = []
        defer { TemporaryOutputs.unregister(all: Set(written + (created ? [folder] : []))) }
        do {
            try plan.forEachFrame(jobs: jobs, stage: .frames, atSeconds: times, progress: progress) {
                index, frame throws(StretchGIFError) in
                let path = (folder as NSString).appendingPathComponent(String(format: "frame-%04d.png", index))
                let file = try AtomicOutputFile(path: path)
                file.staysRegisteredAfterCommit = true
                guard file.write(try Animation.png(frame)) else {
                    throw .outputFailed(path: path, message: file.failureReason ?? "write failed")
                }
                try file.commit()
                written.append(path)
            }
        } catch {
            for path in written { unlink(path) }
            if created { try? FileManager.default.removeItem(atPath: folder) }
            throw error
        }
    }

    /// The names of the frame files in `folder` (regular files `frame-NNNN.png`, four or more digits), sorted.
    package static func frameFiles(inFolder folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { name in
            guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
            let digits = name.dropFirst("frame-".count).dropLast(".png".count)
            guard digits.utf8.count >= 4, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return false }
            var info = stat()
            return lstat((folder as NSString).appendingPathComponent(name), &info) == 0
                && (info.st_mode & S_IFMT) == S_IFREG
        }.sorted()
    }
}
