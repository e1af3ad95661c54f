/// Which views a list generates and places (docs/scenes.md#lists): its children, and, for a row template, their
/// descendants (docs/scenes.md#row-templates).
extension LayoutModelBuilder {
    /// Per view, the index of the nearest list among its ancestors, whose rows place it; nil for a view with no list
    /// above it, or on a parent cycle (SceneFile refuses cycles). Linear: each view's answer is found once.
    static func generatingLists(parentIndices: [Int?], views: [ViewSpec]) -> [Int?] {
        var result = [Int?](repeating: nil, count: views.count)
        var known = [Bool](repeating: false, count: views.count)
        for start in views.indices where !known[start] {
            var path: [Int] = []
            var current = start
            var answer: Int?
            // Walk up until a list, a view already answered, the top, or more steps than views (a cycle).
            while path.count <= views.count {
                if known[current] {
                    answer = result[current]
                    break
                }
                path.append(current)
                guard let parent = parentIndices[current] else { break }
                if views[parent].list != nil {
                    answer = parent
                    break
                }
                current = parent
            }
            for index in path {
                result[index] = answer
                known[index] = true
            }
        }
        return result
    }
}
