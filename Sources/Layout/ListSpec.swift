/// What a row shows at its trailing edge, like `UITableViewCell.AccessoryType`.
package enum ListAccessory: String, Sendable, Equatable, CaseIterable {
    /// Nothing.
    case none
    /// A grey chevron (the row leads somewhere).
    case disclosure
    /// A tinted check mark (the row is selected).
    case checkmark
}

/// One row of a list: UIKit's cell content (`UIListContentConfiguration`): text, secondary text, a value at the
/// trailing side, an image at the leading side and an accessory (docs/scenes.md#lists).
package struct ListRow: Sendable, Equatable {
    /// The main text; wraps (rows grow to fit it).
    package var title: String
    /// Text under the title, smaller and grey; wraps.
    package var subtitle: String?
    /// A value on the trailing side (`value1` style), one line.
    package var detail: String?
    /// A picture (PNG/JPEG path or `procedural:NAME`) on the leading side, `ListMetrics.imageSize` square.
    package var image: String?
    package var accessory: ListAccessory
    /// Overrides the list's title colour for this row.
    package var titleColor: Color?
    /// Overrides the list's subtitle colour for this row.
    package var subtitleColor: Color?
    /// Where the row is declared.
    package var location: SourceLocation
    /// The list's row template filled from this row's data (docs/scenes.md#row-templates); nil in a list without
    /// `row:`, whose rows show the fields above.
    package var filled: FilledTemplate?

    /// A row with a title only.
    package init(title: String, location: SourceLocation) {
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
package struct ListSection: Sendable, Equatable {
    /// The header's title; nil for a section without a header.
    package var header: String?
    /// The list's `sectionHeader` template filled from the header's data; when set, it draws the header instead of
    /// `header` (docs/scenes.md#row-templates).
    package var filledHeader: FilledTemplate?
    package var rows: [ListRow]

    /// A section.
    package init(header: String? = nil, rows: [ListRow] = []) {
        self.header = header
        self.filledHeader = nil
        self.rows = rows
    }
}

/// Sizes and colours of a list, by default those of UIKit's plain-style table on iPhone (docs/scenes.md#lists).
package struct ListMetrics: Sendable, Equatable {
    /// Smallest row height: 44 pt, UIKit's default row height (`UITableView.rowHeight`).
    package var minimumRowHeight = 44.0
    /// Leading and trailing content margins of a row: 16 pt, a table's layout margins on a compact-width iPhone.
    package var margin = 16.0
    /// Space above and below a row's text: 11 pt, so one 17 pt line (20.3 pt) sits in 44 pt rows as UIKit's does.
    package var verticalPadding = 11.0
    /// Gap between the title and the subtitle.
    package var titleSubtitleGap = 2.0
    /// Gap between the image and the text, and between the text and the accessory.
    package var imageTextGap = 12.0
    /// Gap between the title and the detail value.
    package var detailGap = 8.0
    /// Side of a row's square image.
    package var imageSize = 40.0
    /// Corner radius of a row's image.
    package var imageCornerRadius = 0.0
    /// Leading inset of the separator under each row: 16 pt (UIKit's default `separatorInset`); rows with an
    /// image inset it to their text, as UIKit does.
    package var separatorInset = 16.0
    /// Separator thickness: 0.5 pt, one pixel at @2x.
    package var separatorThickness = 0.5
    /// UIKit's `separator` colour over white (#3C3C43 at 29 % opacity).
    package var separatorColor = Color(r: 0xC6, g: 0xC6, b: 0xC8)
    /// Smallest section header height: 28 pt (plain style).
    package var minimumHeaderHeight = 28.0
    /// Space above and below a header's title.
    package var headerPadding = 4.0
    /// A plain header's background: UIKit's pre-iOS 15 grey #F7F7F7.
    package var headerColor = Color(r: 0xF7, g: 0xF7, b: 0xF7)
    /// Title text: 17 pt regular black (`UIFont.TextStyle.body`).
    package var titleStyle = TextStyle(size: 17, weight: .regular, color: .black, lines: 0)
    /// Subtitle text: 15 pt regular, UIKit's `secondaryLabel` over white (#3C3C43 at 60 %).
    package var subtitleStyle = TextStyle(size: 15, weight: .regular, color: Color(r: 0x8A, g: 0x8A, b: 0x8E), lines: 0)
    /// Detail text: 17 pt regular `secondaryLabel`, right-aligned, one line.
    package var detailStyle = TextStyle(size: 17, weight: .regular, color: Color(r: 0x8A, g: 0x8A, b: 0x8E),
                                       alignment: .right, lines: 1)
    /// Header text: 15 pt semibold black.
    package var headerStyle = TextStyle(size: 15, weight: .semibold, color: .black, lines: 1)
    /// The chevron: 8 x 13 pt, UIKit's `tertiaryLabel` grey #C4C4C7.
    package var disclosureSize = Size(width: 8, height: 13)
    package var disclosureColor = Color(r: 0xC4, g: 0xC4, b: 0xC7)
    /// The check mark: 14 x 11 pt in the system tint, #007AFF.
    package var checkmarkSize = Size(width: 14, height: 11)
    package var checkmarkColor = Color(r: 0x00, g: 0x7A, b: 0xFF)

    /// UIKit's plain-style metrics.
    package init() {}
}

/// A list's content: sections of rows from the scene's data, laid out like a plain `UITableView`
/// (docs/scenes.md#lists).
package struct ListSpec: Sendable, Equatable {
    package var sections: [ListSection]
    package var metrics: ListMetrics
    /// Whether rows and headers inset their content to the part of the safe area the list overlaps at its sides
    /// (`UITableView.insetsContentViewsToSafeArea`, true by default as in UIKit; docs/scenes.md#lists).
    package var insetsContentViewsToSafeArea: Bool
    /// The `row:` template every row fills (each row's `filled`); nil for rows of fixed shape.
    package var rowTemplate: RowTemplate?
    /// The `sectionHeader:` template every header fills (each section's `filledHeader`); nil for title headers.
    package var headerTemplate: RowTemplate?
    /// What `stretchgif check` reports about the rows' data: template fields a row does not supply, row fields no
    /// template uses (docs/scenes.md#row-templates).
    package var templateWarnings: [SceneError] = []

    /// A list.
    package init(sections: [ListSection], metrics: ListMetrics = ListMetrics(), insetsContentViewsToSafeArea: Bool = true) {
        self.sections = sections
        self.metrics = metrics
        self.insetsContentViewsToSafeArea = insetsContentViewsToSafeArea
    }

    /// One view the list generates: what it draws, for which section and row.
    package enum Part: Sendable, Equatable {
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
    package var parts: [Part] {
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
