/// A system material behind a view, as `UIBlurEffect.Style.systemUltraThinMaterial` ... `systemChromeMaterial`
/// in light mode (docs/scenes.md#materials). The view shows what was painted behind it, within its shape, blurred,
/// saturated, tinted and brightened by these parameters, under its own fill and content.
///
/// Every material is drawn by the same recipe: a Gaussian blur of standard deviation `blurRadius` points, the
/// luminance-preserving saturation `saturation` (Rec. 709 weights), `tint` composited source-over, then a
/// colour dodge by the grey `dodge` (c / (1 − dodge), at most 1). The numbers and where each comes from are in
/// docs/scenes.md#materials.
package enum MaterialStyle: String, Sendable, Equatable, CaseIterable {
    /// `systemUltraThinMaterial`: the most translucent.
    case ultraThin
    /// `systemThinMaterial`.
    case thin
    /// `systemMaterial`.
    case regular
    /// `systemThickMaterial`: the most opaque of the four content materials.
    case thick
    /// `systemChromeMaterial`: bars (navigation and tab bars).
    case chrome

    /// Standard deviation of the backdrop's Gaussian blur, in points: 30 for every style, the radius of Apple's
    /// light blur in its UIImageEffects sample (`applyLightEffect`), whose radius is a Gaussian's standard
    /// deviation in points (docs/scenes.md#materials; one value for all: no per-style radius was found).
    package var blurRadius: Double { 30 }

    /// Saturation factor of the blurred backdrop (1 keeps it, 0 is grey): 1.8 for every style, the
    /// `saturationDeltaFactor` of the same `applyLightEffect` (docs/scenes.md#materials).
    package var saturation: Double { 1.8 }

    /// The colour composited over the saturated backdrop, its alpha the layer's opacity: the "normal" fill of each
    /// light material in Apple's iOS 18 Figma kit as Haze's `CupertinoMaterials` transcribes it; for `chrome`,
    /// white at 0.75 from expo-blur's table of the iOS 14 Sketch kit (docs/scenes.md#materials).
    package var tint: Color {
        switch self {
        case .ultraThin: Color(r: 0xBF, g: 0xBF, b: 0xBF, a: 112)  // 0.44 · 255 = 112.2
        case .thin: Color(r: 0xA6, g: 0xA6, b: 0xA6, a: 179)  // 0.70 · 255 = 178.5
        case .regular: Color(r: 0xB3, g: 0xB3, b: 0xB3, a: 209)  // 0.82 · 255 = 209.1
        case .thick: Color(r: 0x99, g: 0x99, b: 0x99, a: 247)  // 0.97 · 255 = 247.35
        case .chrome: Color(r: 0xFF, g: 0xFF, b: 0xFF, a: 191)  // 0.75 · 255 = 191.25
        }
    }

    /// The grey (0...1) of the colour-dodge layer over the tint: each channel becomes c / (1 − dodge), at most 1.
    /// The kit's dodge fills #0D0D0D, #333333, #383838 and #5C5C5C (byte / 255); none for `chrome`
    /// (docs/scenes.md#materials).
    package var dodge: Double {
        switch self {
        case .ultraThin: 0x0D / 255.0
        case .thin: 0x33 / 255.0
        case .regular: 0x38 / 255.0
        case .thick: 0x5C / 255.0
        case .chrome: 0
        }
    }
}
