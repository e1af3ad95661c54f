/// A gesture script that could not be parsed, with where and what was expected.
///
/// `description` is one line: `NAME:LINE:COL: error: MESSAGE`, line and column 1-based, the column pointing at the
/// offending token (or just past the end of the action when something is missing).
public struct GestureScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The script's name as given to `GestureScript.parse` (a file path, or e.g. `<gesture>`).
    public var sourceName: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in characters.
    public var column: Int
    /// What was wrong and what was expected.
    public var message: String

    /// Creates the error.
    package init(sourceName: String, line: Int, column: Int, message: String) {
        self.sourceName = sourceName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `NAME:LINE:COL: error: MESSAGE`.
    public var description: String {
        "\(sourceName):\(line):\(column): error: \(message)"
    }
}
