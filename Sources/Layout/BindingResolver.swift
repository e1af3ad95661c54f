/// Stores each view's bound properties at one solved frame (docs/scenes.md#scroll-bound-properties): after the
/// frame's layout is solved, so bindings change how views are drawn and never the layout (no cycles can form).
struct BindingResolver: Sendable {
    /// One bound view: its index and, per binding, where its input is read.
    private struct BoundView: Sendable {
        var index: Int
        var sources: [Source]
    }

    /// Where one binding reads its input.
    private enum Source: Sendable {
        case offset
        case scrollView(BindingAnchor)
        case view(Int, BindingAnchor)
    }

    /// The views that have bindings, in scene order.
    private let bound: [BoundView]

    /// Resolves every binding's input to a view index once (ids are looked up here, never while painting).
    init(views: [ViewSpec]) {
        // Lookups only, never iterated: the first view with an id wins, as in the scene file.
        var indexByID: [String: Int] = [:]
        for (index, view) in views.enumerated() where indexByID[view.id] == nil { indexByID[view.id] = index }
        bound = views.enumerated().compactMap { index, view in
            guard !view.bindings.isEmpty else { return nil }
            let sources = view.bindings.map { binding -> Source in
                switch binding.input {
                case .offset: return .offset
                case .anchor(let id, let attribute):
                    if id == "scroll" { return .scrollView(attribute) }
                    // SceneFile refuses unknown views; one built in code reads the screen's origin.
                    return indexByID[id].map { .view($0, attribute) } ?? .scrollView(attribute)
                }
            }
            return BoundView(index: index, sources: sources)
        }
    }

    /// Whether any view has a binding.
    var isEmpty: Bool { bound.isEmpty }

    /// Writes every binding's value at this frame into its view's spec. Inputs are read from the solved frames,
    /// which bindings never change, so the order of views does not matter.
    func resolve(_ views: inout [SolvedView], offset: Double, scrollFrame: Rect) {
        for entry in bound {
            var spec = views[entry.index].spec
            for (binding, source) in zip(spec.bindings, entry.sources) {
                let input: Double
                switch source {
                case .offset: input = offset
                case .scrollView(let attribute): input = attribute.value(of: scrollFrame)
                case .view(let index, let attribute): input = attribute.value(of: views[index].frame)
                }
                binding.property.set(binding.value(at: input), in: &spec)
            }
            views[entry.index].spec = spec
        }
    }
}
