/// A `key: value` setting kept verbatim for another module to interpret (e.g. `physics`).
public struct SceneSetting: Sendable, Equatable {
    public var key: String
    /// The scalar value as written.
    public var value: String
    public var line: Int
    public var column: Int

    /// A setting at `line`:`column` (of its value).
    public init(key: String, value: String, line: Int, column: Int) {
        self.key = key
        self.value = value
        self.line = line
        self.column = column
    }
}
