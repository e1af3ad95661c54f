/// A system-font weight (`UIFont.Weight` subset), lightest first. The raw value is the name used in scene files.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    /// Regular (400).
    case regular
    /// Medium (500).
    case medium
    /// Semibold (600).
    case semibold
    /// Bold (700).
    case bold
}
