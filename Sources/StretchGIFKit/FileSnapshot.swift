import Foundation

/// What `stretchgif watch` and the preview page compare between two looks at their files: each file's modification time, size and inode (a missing
/// file is a state of its own), in the order of the list.
package struct FileSnapshot: Equatable, Sendable {
    package struct State: Equatable, Sendable {
        package var exists = false
        package var seconds = 0
        package var nanoseconds = 0
        package var size: Int64 = 0
        package var inode: UInt64 = 0
    }

    package let paths: [String]
    package let states: [State]

    /// The files of `paths` as they are now.
    package init(_ paths: [String]) {
        self.paths = paths
        states = paths.map { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return State() }
            return State(exists: true, seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec,
                         size: Int64(info.st_size), inode: UInt64(info.st_ino))
        }
    }

    private init(paths: [String], states: [State]) {
        self.paths = paths
        self.states = states
    }

    /// This snapshot with the files of `paths` it does not hold yet, looked at now.
    package func adding(_ paths: [String]) -> FileSnapshot {
        let new = paths.filter { !self.paths.contains($0) }
        return FileSnapshot(paths: self.paths + new, states: states + FileSnapshot(new).states)
    }

    /// The names (last path components) of the files that differ from `old`, in list order.
    package func changedNames(since old: FileSnapshot) -> String {
        let names = paths.enumerated().compactMap { position, path -> String? in
            let before = old.paths.firstIndex(of: path).map { old.states[$0] }
            return before == states[position] ? nil : (path as NSString).lastPathComponent
        }
        return names.isEmpty ? "a file" : names.joined(separator: ", ")
    }
}
