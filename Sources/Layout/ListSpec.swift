/// What a row shows at its trailing edge, like `UITableViewCell.AccessoryType`.
public enum ListAccessory: String, Sendable, Equatable, CaseIterable {
    /// Nothing.
    case none
    /// A grey chevron (the row leads somewhere).
    case disclosure
    /// A tinted check mark (the row is selected).
    case checkmark
}

/// One row of a list: UIKit's cell content (`UIListContentConfiguration`): text, secondary text, a value at the
/// trailing side, an image at the leading side and an accessory (docs/scenes.md#lists).
public struct ListRow: Sendable, Equatable {
    /// The main text; wraps (rows grow to fit it).
    public var title: String
    /// Text under the title, smaller and grey; wraps.
    public var subtitle: String?
    /// A value on the trailing side (`value1` style), one line.
    public var detail: String?
    /// A picture (PNG/JPEG path or `procedural:NAME`) on the leading side, `ListMetrics.imageSize` square.
    public var image: String?
    public var accessory: ListAccessory
    /// Overrides the list's title colour for this row.
    public var titleColor: Color?
    /// Overrides the list's subtitle colour for this row.
    public var subtitleColor: Color?
    /// Where the row is declared.
    public var location: SourceLocation
    /// The list's row template filled from this row's data (docs/scenes.md#row-templates); nil in a list without
    /// `row:`, whose rows show the fields above.
    public var filled: FilledTemplate?

    /// A row with a title only.
    public init(title: String, location: SourceLocation) {
        self.title = title
        self.subtitle = nil
        self.detail = nil
        self.image = nil
        self.accessory = .none
        self.titleColor = nil
        self.subtitleColor = nil
        self.location = location
        self.filled = nil
    }
}

/// A run of rows under an optional header title that sticks to the top while its rows scroll.
public struct ListSection: Sendable, Equatable {
    /// The header's title; nil for a section without a header.
    public var header: String?
    /// The list's `sectionHeader` template filled from the header's data; when set, it draws the header instead of
    /// `header` (docs/scenes.md#row-templates).
    public var filledHeader: FilledTemplate?
    public var rows: [ListRow]

    /// A section.
    public init(header: String? = nil, rows: [ListRow] = []) {
        self.header = header
        self.filledHeader = nil
        self.rows = rows
    }
}

/// Sizes and colours of a list, by default those of UIKit's plain-style table on iPhone (docs/scenes.md#lists).
public struct ListMetrics: Sendable, Equatable {
    /// Smallest row height: 44 pt, UIKit's default row height (`UITableView.rowHeight`).
    public var minimumRowHeight = 44.0
    /// Leading and trailing content margins of a row: 16 pt, a table's layout margins on a compact-width iPhone.
    public var margin = 16.0
    /// Space above and below a row's text: 11 pt, so one 17 pt line (20.3 pt) sits in 44 pt rows as UIKit's does.
    public var verticalPadding = 11.0
    /// Gap between the title and the subtitle.
    public var titleSubtitleGap = 2.0
    /// Gap between the image and the text, and between the text and the accessory.
    public var imageTextGap = 12.0
    /// Gap between the title and the detail value.
    public var detailGap = 8.0
    /// Side of a row's square image.
    public var imageSize = 40.0
    /// Corner radius of a row's image.
    public var imageCornerRadius = 0.0
    /// Leading inset of the separator under each row: 16 pt (UIKit's default `separatorInset`); rows with an
    /// image inset it to their text, as UIKit does.
    public var separatorInset = 16.0
    /// Separator thickness: 0.5 pt, one pixel at @2x.
    public var separatorThickness = 0.5
    /// UIKit's `separator` colour over white (#3C3C43 at 29 % opacity).
    public var separatorColor = Color(r: 0xC6, g: 0xC6, b: 0xC8)
    /// Smallest section header height: 28 pt (plain style).
    public var minimumHeaderHeight = 28.0
    /// Space above and below a header's title.
    public var headerPadding = 4.0
    /// A plain header's background: UIKit's pre-iOS 15 grey #F7F7F7.
    public var headerColor = Color(r: 0xF7, g: 0xF7, b: 0xF7)
    /// Title text: 17 pt regular black (`UIFont.TextStyle.body`).
    public var titleStyle = TextStyle(size: 17, weight: .regular, color: .black, lines: 0)
    /// Subtitle text: 15 pt regular, UIKit's `secondaryLabel` over white (#3C3C43 at 60 %).
    public var subtitleStyle = TextStyle(size: 15, weight: .regular, color: Color(r: 0x8A, g: 0x8A, b: 0x8E), lines: 0)
    /// Detail text: 17 pt regular `secondaryLabel`, right-aligned, one line.
    public var detailStyle = TextStyle(size: 17, weight: .regular, color: Color(r: 0x8A, g: 0x8A, b: 0x8E),
                                       alignment: .right, lines: 1)
    /// Header text: 15 pt semibold black.
    public var headerStyle = TextStyle(size: 15, weight: .semibold, color: .black, lines: 1)
    /// The chevron: 8 x 13 pt, UIKit's `tertiaryLabel` grey #C4C4C7.
    public var disclosureSize = Size(width: 8, height: 13)
    public var disclosureColor = Color(r: 0xC4, g: 0xC4, b: 0xC7)
    /// The check mark: 14 x 11 pt in the system tint, #007AFF.
    public var checkmarkSize = Size(width: 14, height: 11)
    public var checkmarkColor = Color(r: 0x00, g: 0x7A, b: 0xFF)

    /// UIKit's plain-style metrics.
    public init() {}
}

/// A list's content: sections of rows from the scene's data, laid out like a plain `UITableView`
/// (docs/scenes.md#lists).
public struct ListSpec: Sendable, Equatable {
    public var sections: [ListSection]
    public var metrics: ListMetrics
    /// Whether rows and headers inset their content to the part of the safe area the list overlaps at its sides
    /// (`UITableView.insetsContentViewsToSafeArea`, true by default as in UIKit; docs/scenes.md#lists).
    public var insetsContentViewsToSafeArea: Bool
    /// The `row:` template every row fills (each row's `filled`); nil for rows of fixed shape.
    public var rowTemplate: RowTemplate?
    /// The `sectionHeader:` template every header fills (each section's `filledHeader`); nil for title headers.
    public var headerTemplate: RowTemplate?
    /// What `stretchgif check` reports about the rows' data: template fields a row does not supply, row fields no
    /// template uses (docs/scenes.md#row-templates).
    public var templateWarnings: [SceneError] = []

    /// A list.
    public init(sections: [ListSection], metrics: ListMetrics = ListMetrics(), insetsContentViewsToSafeArea: Bool = true) {
        self.sections = sections
        self.metrics = metrics
        self.insetsContentViewsToSafeArea = insetsContentViewsToSafeArea
    }

    /// One view the list generates: what it draws, for which section and row.
    public enum Part: Sendable, Equatable {
        case separator(section: Int, row: Int)
        case image(section: Int, row: Int)
        case title(section: Int, row: Int)
        case subtitle(section: Int, row: Int)
        case detail(section: Int, row: Int)
        case accessory(section: Int, row: Int)
        case headerBackground(section: Int)
        case headerTitle(section: Int)
        /// View `view` (index in the row template's views) of a row.
        case templateView(section: Int, row: Int, view: Int)
        /// View `view` (index in the header template's views) of a section's header.
        case headerTemplateView(section: Int, view: Int)
    }

    /// The views the list generates, back to front: each section's rows (separator, image, title, subtitle,
    /// detail, accessory; or separator and the template's views), then its header (background, then title or the
    /// header template's views), so that a stuck header draws over the rows scrolling under it.
    public var parts: [Part] {
        var parts: [Part] = []
        for (sectionIndex, section) in sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                parts.append(.separator(section: sectionIndex, row: rowIndex))
                if let filled = row.filled, rowTemplate != nil {
                    parts += filled.views.indices.map { .templateView(section: sectionIndex, row: rowIndex, view: $0) }
                    continue
                }
                if row.image != nil { parts.append(.image(section: sectionIndex, row: rowIndex)) }
                parts.append(.title(section: sectionIndex, row: rowIndex))
                if row.subtitle != nil { parts.append(.subtitle(section: sectionIndex, row: rowIndex)) }
                if row.detail != nil { parts.append(.detail(section: sectionIndex, row: rowIndex)) }
                if row.accessory != .none { parts.append(.accessory(section: sectionIndex, row: rowIndex)) }
            }
            if let filled = section.filledHeader, headerTemplate != nil {
                parts.append(.headerBackground(section: sectionIndex))
                parts += filled.views.indices.map { .headerTemplateView(section: sectionIndex, view: $0) }
            } else if section.header != nil {
                parts.append(.headerBackground(section: sectionIndex))
                parts.append(.headerTitle(section: sectionIndex))
            }
        }
        return parts
    }
}
