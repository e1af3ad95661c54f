/// Every mapping of the scene format and the keys it accepts: the one list the parser checks keys against, and
/// the one a test compares with docs/scenes.md (a key the parser accepts must be documented there).
package enum SceneKeys: String, CaseIterable, Sendable {
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
    package var keys: [String] {
        switch self {
        case .scene: SceneKey.names
        case .device: DeviceKey.names
        case .statusBar: StatusBarKey.names
        case .scroll: ScrollKey.names
        case .scrollInsets: ScrollInsetsKey.names
        case .constraintEntry: ConstraintEntryKey.names
        case .view: ViewKey.names
        case .font: FontKey.names
        case .binding: BindingKey.names
        case .gradient: GradientKey.names
        case .shadow: ShadowKey.names
        case .transform: TransformKey.names
        case .stack: StackKey.names
        case .insets: InsetsKey.names
        case .list: ListKey.names
        case .listSection: ListSectionKey.names
        case .listRow: ListRowKey.names
        case .render:
            ["fps", "scale", "width", "bezel", "touches", "colors", "dither", "ditherStrength", "lossy", "loop", "output"]
        case .axisPriorities: AxisPrioritiesKey.names
        case .textRun: TextRunKey.names
        case .navigationBar: NavigationBarKey.names
        case .barItem: BarItemKey.names
        case .barAppearance: BarAppearanceKey.names
        case .rowTemplate: RowTemplateKey.names
        }
    }
}
