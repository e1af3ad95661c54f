@testable import SceneRender

/// The part of a frame an operation belongs to, for the per-part timings.
enum OperationKind: String, CaseIterable, Hashable {
    case fills = "shape fills (views, chrome)"
    case images = "images (the header photo)"
    case text = "text"
    case effects = "layers and backdrop materials"
}

extension DrawOperation {
    var kind: OperationKind {
        switch self {
        case .fillRect, .fillPath: return .fills
        case .image: return .images
        case .text, .richText: return .text
        case .backdrop, .layer: return .effects
        }
    }
}
