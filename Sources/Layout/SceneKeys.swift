/// Every mapping of the scene format and the keys it accepts: the one list the parser checks keys against, and
/// the one a test compares with docs/scenes.md (a key the parser accepts must be documented there).
public enum SceneKeys: String, CaseIterable, Sendable {
    case scene, device, statusBar, scroll, scrollInsets, constraintEntry, view, font, stack, insets, render, list, listSection, listRow
    case binding, gradient, shadow, transform
    /// The per-axis form of a view's `hugging` and `compressionResistance`.
    case axisPriorities
    /// One run of a rich-text label's `text` sequence (docs/scenes.md#rich-text).
    case textRun
    /// The top-level `navigationBar:` mapping, one of its items, and its `appearance` (docs/scenes.md#navigationbar).
    case navigationBar, barItem, barAppearance
    /// A list's `row` or `sectionHeader` template (docs/scenes.md#row-templates).
    case rowTemplate

    /// The keys, in the order error messages list them.
    public var keys: [String] {
        switch self {
        case .scene:
            ["name", "device", "orientation", "background", "statusBar", "scroll", "views", "constraints", "gesture",
             "physics", "header", "render", "navigationBar"]
        case .device: ["name", "width", "height", "safeArea", "cornerRadius"]
        case .statusBar: ["style", "hidden", "hideWhenAbove", "homeIndicator"]
        case .scroll:
            ["contentInset", "alwaysBounceVertical", "bounces", "showsIndicator", "indicatorStyle", "indicatorInsets",
             "initialOffset"]
        case .scrollInsets: ["top", "bottom"]
        case .constraintEntry: ["when", "constraint"]
        case .view:
            ["id", "parent", "color", "text", "font", "textColor", "alignment", "lines", "lineHeight", "image",
             "contentMode", "clips", "mask", "path", "icon", "viewBox", "tintColor", "fillRule", "strokeWidth", "alpha", "cornerRadius", "stack", "stretch", "hStretch", "vStretch",
             "ignoreDesiredSize", "width", "height", "intrinsicSize", "list", "hugging", "compressionResistance",
             "hidden", "zIndex", "borderWidth", "borderColor", "gradient", "shadow", "blur", "material", "transform"]
        case .font: ["size", "weight"]
        case .binding: ["over", "keyframes", "curve"]
        case .gradient: ["colors", "locations", "start", "end"]
        case .shadow: ["color", "opacity", "radius", "offset"]
        case .transform: ["scale", "scaleX", "scaleY", "translateX", "translateY", "rotation", "anchor"]
        case .stack: ["axis", "spacing", "margins", "distribution", "alignment"]
        case .insets: ["top", "bottom", "left", "right"]
        case .list:
            ["sections", "rows", "rowHeight", "separatorColor", "separatorInset", "headerColor", "imageSize",
             "imageCornerRadius", "titleColor", "subtitleColor", "titleFont", "subtitleFont", "insetsContentViewsToSafeArea", "row",
             "sectionHeader"]
        case .listSection: ["header", "rows"]
        case .listRow: ["title", "subtitle", "detail", "image", "accessory", "titleColor", "subtitleColor"]
        case .render:
            ["fps", "scale", "width", "bezel", "touches", "colors", "dither", "ditherStrength", "lossy", "loop", "output"]
        case .axisPriorities: ["horizontal", "vertical"]
        case .textRun: ["text", "weight", "size", "color"]
        case .navigationBar: ["title", "largeTitle", "leading", "trailing", "tintColor", "titleColor", "appearance"]
        case .barItem: ["icon", "text"]
        case .barAppearance: ["scrollEdge", "standard"]
        case .rowTemplate: ["views", "constraints"]
        }
    }
}
