/// A `key: value` setting kept verbatim for another module to interpret (e.g. `physics`).
package struct SceneSetting: Sendable, Equatable {
    package var key: String
    /// The scalar value as written.
    package var value: String
    package var line: Int
    package var column: Int

    /// A setting at `line`:`column` (of its value).
    package init(key: String, value: String, line: Int, column: Int) {
        self.key = key
        self.value = value
        self.line = line
        self.column = column
    }
}
