/// An inset value that is either points or "whatever the safe area is on that edge".
public enum InsetValue: Sendable, Equatable {
    case points(Double)
    case safeArea

    /// The points for an edge whose safe-area inset is `safeAreaInset`.
    public func resolved(safeAreaInset: Double) -> Double {
        switch self {
        case .points(let value): value
        case .safeArea: safeAreaInset
        }
    }
}
