/// One view's picture replaced by a file: `--image ID=PATH`.
public struct ImageOverride: Sendable, Equatable {
    /// The id of a view of the scene that has an `image:`.
    public var viewID: String
    /// A PNG or JPEG file, relative to the working directory.
    public var path: String

    /// View `viewID` draws the file at `path`.
    public init(viewID: String, path: String) {
        self.viewID = viewID
        self.path = path
    }

    /// Parses `ID=PATH` (the first `=` separates them); nil when either side is empty.
    public init?(argument: String) {
        guard let separator = argument.firstIndex(of: "=") else { return nil }
        let id = String(argument[..<separator])
        let path = String(argument[argument.index(after: separator)...])
        guard !id.isEmpty, !path.isEmpty else { return nil }
        self.init(viewID: id, path: path)
    }
}
