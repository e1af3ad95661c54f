extension SceneFile {
    /// The first view (in file order) that is a stack with more than `SceneFileLimits.maximumStackNesting` stacks on
    /// its chain of ancestors, itself included, with that count; nil when every chain is within the limit.
    ///
    /// Linear: each view's count is worked out once, from its parent's (the parents were checked for cycles first;
    /// a walk still stops after as many steps as there are views).
    static func firstStackNestedTooDeeply(_ views: [ViewSpec], _ parentIndices: [Int?]) -> (index: Int, depth: Int)? {
        var stacksAbove = [Int?](repeating: nil, count: views.count)
        func ownCount(_ index: Int) -> Int { views[index].stack == nil ? 0 : 1 }
        for start in views.indices where stacksAbove[start] == nil {
            var walk: [Int] = []
            var current: Int? = start
            while let index = current, stacksAbove[index] == nil, walk.count <= views.count {
                walk.append(index)
                current = parentIndices[index]
            }
            var count = current.flatMap { stacksAbove[$0] } ?? 0
            for index in walk.reversed() {
                count += ownCount(index)
                stacksAbove[index] = count
            }
        }
        guard let first = views.indices.first(where: {
            views[$0].stack != nil && (stacksAbove[$0] ?? 0) > SceneFileLimits.maximumStackNesting
        }) else { return nil }
        return (first, stacksAbove[first] ?? 0)
    }
}
