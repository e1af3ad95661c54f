/// An inset value that is either points or "whatever the safe area is on that edge".
package enum InsetValue: Sendable, Equatable {
    case points(Double)
    case safeArea

    /// The points for an edge whose safe-area inset is `safeAreaInset`.
    package func resolved(safeAreaInset: Double) -> Double {
        switch self {
        case .points(let value): value
        case .safeArea: safeAreaInset
        }
    }
}
