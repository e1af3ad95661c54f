/// Everything that can stop a scene from becoming bytes. Each case's `description` is one line.
///
/// Errors about a value the caller passed name the parameter by its Swift name (`fps`, `physics.rubberBand`,
/// `gesture`), never a command-line flag: a front end (like the `stretchgif` command) maps the name to its own
/// spelling. Errors about a file carry its path and, where known, the 1-based line and column.
public enum StretchGIFError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A parameter is out of range or malformed: `message` continues the sentence that starts with the name,
    /// e.g. `expects a number in (0, 1000] (got 0)`.
    case invalidParameter(name: String, message: String)
    /// A parameter holding a script (the inline `gesture`) has a syntax error at a 1-based line and column.
    case invalidParameterText(name: String, line: Int, column: Int, message: String)
    /// A file the render reads (scene, gesture, image, font) is missing or wrong; line and column are 1-based,
    /// nil when the problem is the whole file.
    case invalidFile(path: String, line: Int?, column: Int?, message: String)
    /// An output file could not be written; nothing was left at `path`.
    case outputFailed(path: String, message: String)
    /// A failure that belongs to no parameter or file (an encoder limit, for example).
    case renderFailed(message: String)

    /// One line: `NAME MESSAGE`, `NAME:LINE:COL: error: MESSAGE`, `PATH:LINE:COL: error: MESSAGE`,
    /// `cannot write 'PATH': MESSAGE` or the message alone.
    public var description: String {
        switch self {
        case .invalidParameter(let name, let message):
            return "\(name) \(message)"
        case .invalidParameterText(let name, let line, let column, let message):
            return "\(name):\(line):\(column): error: \(message)"
        case .invalidFile(let path, let line, let column, let message):
            let place = [line, column].compactMap { $0 }.map { ":\($0)" }.joined()
            return "\(path)\(place): error: \(message)"
        case .outputFailed(let path, let message):
            return "cannot write '\(path)': \(message)"
        case .renderFailed(let message):
            return message
        }
    }

    /// The parameter this error is about, when it is about one (`fps`, `gesture`, `physics.rubberBand`).
    public var parameterName: String? {
        switch self {
        case .invalidParameter(let name, _), .invalidParameterText(let name, _, _, _): return name
        default: return nil
        }
    }
}
