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
    /// folder when it does not exist. On failure the frames written so far (and the folder, when this call created
    /// it) are removed again.
    public func writeFrames(toFolder folder: String, progress: ProgressHandler? = nil) throws(StretchGIFError) {
        try writeFrames(toFolder: folder, atSeconds: nil, progress: progress)
    }

    /// `writeFrames(toFolder:progress:)` of the frames showing the instants `times` (seconds; nil = the output
    /// frames).
    package func writeFrames(toFolder folder: String, atSeconds times: [Double]?, progress: ProgressHandler? = nil)
        throws(StretchGIFError)
    {
        var isDirectory: ObjCBool = false
        let created = !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
        if created {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw .outputFailed(path: folder, message: "cannot create the folder: \(error.localizedDescription)")
            }
        } else if !isDirectory.boolValue {
            throw .outputFailed(path: folder, message: "it exists and is not a folder")
        }
        var written: [String] = []
        do {
            try plan.forEachFrame(jobs: jobs, stage: .frames, atSeconds: times, progress: progress) {
                index, frame throws(StretchGIFError) in
                let path = (folder as NSString).appendingPathComponent(String(format: "frame-%04d.png", index))
                try writeFileAtomically(try Animation.png(frame), toFile: path)
                written.append(path)
            }
        } catch {
            for path in written { unlink(path) }
            if created { try? FileManager.default.removeItem(atPath: folder) }
            throw error
        }
    }
}
