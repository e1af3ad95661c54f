import Foundation

extension AnimationReference {
    /// The reference stored in `folder`: each tier whose file exists (nil for the others). A malformed file is an
    /// error naming its path and line.
    static func read(folder: String) throws(StretchGIFError) -> AnimationReference {
        var reference = AnimationReference()
        let manager = FileManager.default
        func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }
        if manager.fileExists(atPath: path(physicsFile)) {
            reference.physics = try parsePhysics(try readTextFile(path(physicsFile), what: "the physics reference",
                                                              limit: InputFileLimits.referenceTextBytes),
                                                 path: path(physicsFile))
        }
        if manager.fileExists(atPath: path(layoutFile)) {
            reference.layout = try parseLayout(try readTextFile(path(layoutFile), what: "the layout reference",
                                                            limit: InputFileLimits.referenceTextBytes),
                                               path: path(layoutFile))
        }
        if manager.fileExists(atPath: path(pixelsFile)), manager.fileExists(atPath: path(framesFile)) {
            reference.pixels = try parsePixels(try readTextFile(path(pixelsFile), what: "the pixel reference",
                                                            limit: InputFileLimits.referenceTextBytes),
                                               path: path(pixelsFile))
        }
        return reference
    }

    /// The lines that carry data, with their 1-based line numbers (comments and blank lines skipped).
    private static func dataLines(_ text: String) -> [(number: Int, text: Substring)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { entry in
            let line = entry.element.hasSuffix("\r") ? entry.element.dropLast() : entry.element
            return line.isEmpty || line.hasPrefix("#") ? nil : (entry.offset + 1, line)
        }
    }

    private static func malformed(_ path: String, _ line: Int, _ expected: String) -> StretchGIFError {
        .invalidFile(path: path, line: line, column: 1, message: "expected \(expected); record the reference again "
            + "(docs/library.md#reference-files)")
    }

    static func parsePhysics(_ text: String, path: String) throws(StretchGIFError) -> [PhysicsFrame] {
        var frames: [PhysicsFrame] = []
        for line in dataLines(text) {
            let fields = line.text.split(separator: " ")
            guard fields.count == 3, Int(fields[0]) == frames.count, let time = Double(fields[1]),
                  let offset = Double(fields[2]), time.isFinite, offset.isFinite
            else { throw malformed(path, line.number, "'\(String(format: "%04d", frames.count)) TIME OFFSET'") }
            frames.append(PhysicsFrame(timeSeconds: time, offset: offset))
        }
        return frames
    }

    static func parseLayout(_ text: String, path: String) throws(StretchGIFError) -> [[ViewState]] {
        var frames: [[ViewState]] = []
        for line in dataLines(text) {
            if line.text.hasPrefix("frame ") {
                guard Int(line.text.dropFirst(6)) == frames.count else {
                    throw malformed(path, line.number, "'frame \(String(format: "%04d", frames.count))'")
                }
                frames.append([])
                continue
            }
            guard !frames.isEmpty, let (id, rest) = splitID(line.text) else {
                throw malformed(path, line.number, "'frame NNNN' or a view line 'ID name=value ...'")
            }
            var values: [(name: String, value: Value)] = []
            for field in rest.split(separator: " ") {
                guard let equals = field.firstIndex(of: "="), equals != field.startIndex else {
                    throw malformed(path, line.number, "'name=value' (got '\(field)')")
                }
                let name = String(field[..<equals]), valueText = String(field[field.index(after: equals)...])
                let number = Double(valueText)
                values.append((name, number.map { $0.isFinite ? .number($0) : .text(valueText) } ?? .text(valueText)))
            }
            frames[frames.count - 1].append(ViewState(id: id, values: values))
        }
        return frames
    }

    static func parsePixels(_ text: String, path: String) throws(StretchGIFError) -> PixelSummary {
        var summary: PixelSummary?
        for line in dataLines(text) {
            let fields = line.text.split(separator: " ")
            guard var current = summary else {
                guard fields.count == 3, fields[0] == "size", let width = Int(fields[1]), let height = Int(fields[2]),
                      width > 0, height > 0, width <= 1 << 16, height <= 1 << 16
                else { throw malformed(path, line.number, "'size WIDTH HEIGHT'") }
                summary = PixelSummary(width: width, height: height, hashes: [])
                continue
            }
            guard fields.count == 2, Int(fields[0]) == current.hashes.count, fields[1].count == 16 else {
                throw malformed(path, line.number, "'\(String(format: "%04d", current.hashes.count)) HASH'")
            }
            current.hashes.append(String(fields[1]))
            summary = current
        }
        guard let summary else { throw malformed(path, 1, "a 'size WIDTH HEIGHT' line") }
        return summary
    }

    /// A view line's id (plain, or quoted as `quotedID` writes it) and the rest of the line.
    private static func splitID(_ line: Substring) -> (String, Substring)? {
        guard line.first == "\"" else {
            let id = line.prefix { $0 != " " }
            return (String(id), line.dropFirst(id.count))
        }
        var id = ""
        var scalars = line.unicodeScalars.dropFirst()[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"": return (id, Substring(String(String.UnicodeScalarView(scalars))))
            case "\\":
                guard let next = scalars.popFirst() else { return nil }
                if next == "u" {
                    let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                    guard hex.count == 4, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value)
                    else { return nil }
                    id.unicodeScalars.append(decoded)
                    scalars = scalars.dropFirst(4)
                } else {
                    id.unicodeScalars.append(next)
                }
            default: id.unicodeScalars.append(scalar)
            }
        }
        return nil
    }
}
