/// A physics or geometry parameter outside its valid range.
///
/// `description` is one line naming the parameter, the rejected value and the valid range.
public struct PhysicsParameterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The parameter's name as spelled in the API (e.g. `decelerationRate`).
    public var parameter: String
    /// The rejected value.
    public var value: Double
    /// What a valid value looks like, e.g. `a number in (0, 1)`.
    public var expected: String

    /// Creates the error for `parameter` holding `value`, which should have been `expected`.
    package init(parameter: String, value: Double, expected: String) {
        self.parameter = parameter
        self.value = value
        self.expected = expected
    }

    /// `invalid PARAMETER VALUE: expected EXPECTED`.
    public var description: String {
        "invalid \(parameter) \(value): expected \(expected)"
    }
}
