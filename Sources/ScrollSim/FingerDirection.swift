/// Which way the finger moves on screen. `down` pulls the content down and lowers the offset; `up` raises it.
public enum FingerDirection: String, Sendable, Equatable, CaseIterable {
    /// The finger moves up the screen: the content follows it up and the offset grows.
    case up
    /// The finger moves down the screen: the content is pulled down and the offset shrinks.
    case down

    /// +1 for down (finger y grows), -1 for up.
    var fingerSign: Double { self == .down ? 1 : -1 }
}
