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
    /// container's children in list order (stably sorted by `zIndex`) followed depth-first by their own subtrees;
    /// views outside the tree keep their list order at the end. Every parent comes before its children.
    let paintingOrder: [Int]
    /// For each position in `paintingOrder`, the position just past that view's subtree: positions
    /// `p..<subtreeEnd[p]` are the view and all its descendants (a view outside the tree is alone in its own).
    let subtreeEnd: [Int]

    /// Resolves `views` (linear in their number, however deep the hierarchy; sorting siblings by `zIndex` is
    /// n log n).
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
        // Among siblings a higher zIndex draws later; equal ones keep file order (docs/scenes.md#tree-and-drawing-order).
        if views.contains(where: { $0.zIndex != 0 }) {
            func byZIndex(_ list: [Int]) -> [Int] {
                list.enumerated().sorted { (views[$0.element].zIndex, $0.offset) < (views[$1.element].zIndex, $1.offset) }
                    .map(\.element)
            }
            children = children.map(byZIndex)
            rootChildren = byZIndex(rootChildren)
            scrollChildren = byZIndex(scrollChildren)
        }
        var order: [Int] = []
        var ends: [Int] = []
        var placed = [Bool](repeating: false, count: views.count)
        // Depth-first without recursion: a stack of (owner's position, children list, next position); when a
        // frame is exhausted its owner's subtree ends.
        for top in [scrollChildren, rootChildren] {
            var stack: [(owner: Int, list: [Int], next: Int)] = [(-1, top, 0)]
            while let last = stack.last {
                guard last.next < last.list.count else {
                    if last.owner >= 0 { ends[last.owner] = order.count }
                    stack.removeLast()
                    continue
                }
                let index = last.list[last.next]
                stack[stack.count - 1].next += 1
                guard !placed[index] else { continue }
                placed[index] = true
                order.append(index)
                ends.append(order.count)
                stack.append((order.count - 1, children[index], 0))
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
        for index in views.indices where !placed[index] {
            order.append(index)
            ends.append(order.count)
        }
        self.parents = parents
        self.paintingOrder = order
        self.subtreeEnd = ends
    }
}
