/// A position in a scene file: 1-based line and column (columns count Unicode scalars, like libyaml).
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file's name as given to the parser.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in characters.
    public var column: Int

    /// A location in `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same line, `offset` columns to the right.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    /// "FILE:LINE:COL".
    public var description: String { "\(file):\(line):\(column)" }
}

/// An error in a scene: where (file:line:col) and what was expected.
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong and what was expected, one line.
    public var message: String

    /// An error at `location`.
    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    /// One line: "FILE:LINE:COL: error: MESSAGE".
    public var description: String { "\(location): error: \(message)" }
}
