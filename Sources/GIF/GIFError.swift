/// Every failure the GIF module reports: bad parameters, giflib errors, and a failing output sink.
///
/// `description` is one line naming the parameter (or the giflib call) and what was expected.
package enum GIFError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A parameter was out of its valid range; `name` is the parameter's Swift name (e.g. `fps`).
    case invalidParameter(name: String, value: String, expected: String)
    /// A giflib call failed; `message` is giflib's own text (`GifErrorString(code)`).
    case giflib(operation: String, code: Int, message: String)
    /// The caller's `GIFOutput` reported a failed write; `bytesWritten` counts the bytes accepted before it.
    case outputWriteFailed(bytesWritten: Int)
    /// A frame buffer had the wrong number of bytes (`expected` = width * height * channels).
    case frameSizeMismatch(what: String, expected: Int, actual: Int)
    /// A pre-quantized frame held an index that is not a colour of the palette.
    case indexOutsidePalette(index: Int, pixel: Int, paletteCount: Int)
    /// The encoder was used after `finish()` or after an earlier error closed it.
    case encoderClosed

    /// One line: the parameter or giflib call, and what was expected.
    package var description: String {
        switch self {
        case let .invalidParameter(name, value, expected):
            return "\(name): got \(value), expected \(expected)"
        case let .giflib(operation, code, message):
            return "giflib \(operation) failed (error \(code)): \(message)"
        case let .outputWriteFailed(bytesWritten):
            return "GIF output: write failed after \(bytesWritten) bytes"
        case let .frameSizeMismatch(what, expected, actual):
            return "\(what): got \(actual) bytes, expected \(expected)"
        case let .indexOutsidePalette(index, pixel, paletteCount):
            return "frame indices: pixel \(pixel) has index \(index), expected 0..<\(paletteCount)"
        case .encoderClosed:
            return "GIFEncoder: used after finish() or after an earlier error closed it"
        }
    }
}
