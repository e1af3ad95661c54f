import Layout

/// A scene's view hierarchy resolved to indices once, so that painting never searches views by id: each
/// view's parent, and UIKit's painting order (which also puts every parent before its children).
struct ViewTree: Sendable {
    /// Where a view hangs.
    enum Parent: Sendable, Equatable {
        /// Directly on the screen (root's content).
        case root
        /// In the scroll view's content.
        case scroll
        /// Under the view at this index.
        case view(Int)
        /// Under an id no view has, or inside a parent cycle (SceneFile refuses both): treated as root.
        case missing
    }

    /// The parent of each view, by view index.
    let parents: [Parent]
    /// View indices in painting order: the scroll view's subtree, then root's other children, each
    /// container's children in list order followed depth-first by their own subtrees; views outside the
    /// tree keep their list order at the end. Every parent comes before its children.
    let paintingOrder: [Int]

    /// Resolves `views` (linear in their number, however deep the hierarchy).
    init(_ views: [ViewSpec]) {
        // Lookups only, never iterated: the first view with an id wins, as in the scene file.
        var indexByID: [String: Int] = [:]
        for (index, view) in views.enumerated() where indexByID[view.id] == nil { indexByID[view.id] = index }
        var children = [[Int]](repeating: [], count: views.count)
        var rootChildren: [Int] = []
        var scrollChildren: [Int] = []
        for (index, view) in views.enumerated() {
            switch view.parent {
            case "scroll": scrollChildren.append(index)
            case "root": rootChildren.append(index)
            default: if let parent = indexByID[view.parent] { children[parent].append(index) }
            }
        }
        var order: [Int] = []
        var placed = [Bool](repeating: false, count: views.count)
        // Depth-first without recursion: a stack of (children list, next position).
        for top in [scrollChildren, rootChildren] {
            var stack: [(list: [Int], next: Int)] = [(top, 0)]
            while let last = stack.last {
                guard last.next < last.list.count else {
                    stack.removeLast()
                    continue
                }
                let index = last.list[last.next]
                stack[stack.count - 1].next += 1
                guard !placed[index] else { continue }
                placed[index] = true
                order.append(index)
                stack.append((children[index], 0))
            }
        }
        var parents = [Parent](repeating: .missing, count: views.count)
        for (index, view) in views.enumerated() where placed[index] {
            switch view.parent {
            case "scroll": parents[index] = .scroll
            case "root": parents[index] = .root
            default: parents[index] = indexByID[view.parent].map(Parent.view) ?? .missing
            }
        }
        for index in views.indices where !placed[index] { order.append(index) }
        self.parents = parents
        self.paintingOrder = order
    }
}
