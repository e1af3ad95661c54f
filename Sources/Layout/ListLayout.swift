/// Lays out a list's rows and headers at a width, the way a plain `UITableView` with self-sizing cells does
/// (docs/scenes.md#lists): each row as tall as its text (at least `minimumRowHeight`), headers that stick to the
/// top of the visible area while their section scrolls under them.
package enum ListLayout {
    /// A section's header as it scrolls: its natural place and the bottom of its section (list coordinates).
    package struct StickyHeader: Sendable, Equatable {
        /// Indices into `Arrangement.frames` of the header's views (background, title).
        package var parts: [Int]
        /// Natural top of the header.
        package var top: Double
        package var height: Double
        /// Bottom of the section's last row: a stuck header is pushed up by the next section.
        package var sectionBottom: Double
    }

    /// Frames of every generated view, relative to the list's top-left corner.
    package struct Arrangement: Sendable, Equatable {
        /// The width this was laid out at.
        package var width: Double
        /// The safe-area side insets this was laid out for (`arrange`'s `sideInsets`; applied only when the list
        /// insets its content views to the safe area).
        package var sideInsets: EdgeInsets
        /// One per `ListSpec.parts` entry.
        package var frames: [Rect]
        package var stickyHeaders: [StickyHeader]
        /// The list's content height: the sum of headers and rows.
        package var height: Double
        /// The conflicts and ambiguous views that row and header templates meet in these rows, each once, in the
        /// order met (docs/scenes.md#row-templates).
        package var problems: [SceneError] = []
    }

    /// The part of the safe area's left and right insets that `listFrame` (root coordinates) overlaps on `screen`
    /// (an oriented device), as `UITableView.safeAreaInsets` is (docs/scenes.md#lists): zero in portrait, 44 at
    /// each side of a full-width list on a notched phone in landscape. Only `left` and `right` are set.
    package static func safeAreaSideInsets(of listFrame: Rect, on screen: DeviceSpec) -> EdgeInsets {
        let safeLeft = screen.safeArea.left
        let safeRight = screen.width - screen.safeArea.right
        let left = min(max(0, safeLeft - listFrame.minX), max(0, listFrame.width))
        let right = min(max(0, listFrame.maxX - safeRight), max(0, listFrame.width))
        guard left.isFinite, right.isFinite else { return .zero }
        return EdgeInsets(left: left, right: right)
    }

    /// The arrangement of `spec` at `width`, measuring text with `measurer`. When `spec.insetsContentViewsToSafeArea`,
    /// every row's and header's content (text, image, accessory, separator start) moves in by `sideInsets.left`
    /// and `sideInsets.right` (from `safeAreaSideInsets(of:on:)`), while header backgrounds and separators still
    /// reach the list's edges, as `UITableView.insetsContentViewsToSafeArea` does (docs/scenes.md#lists).
    /// Rows and headers from templates (`spec.rowTemplate`, `spec.headerTemplate`) are solved by
    /// `TemplateRowLayout` with their content between the same insets (docs/scenes.md#row-templates).
    package static func arrange(
        _ spec: ListSpec, width: Double, sideInsets: EdgeInsets = .zero, measurer: any TextMeasuring
    ) -> Arrangement {
        var cache = TemplateRowCache()
        return arrange(spec, width: width, sideInsets: sideInsets, measurer: measurer, cache: &cache)
    }

    /// `arrange(_:width:sideInsets:measurer:)`, keeping each distinct template row's solution in `cache` for later
    /// calls.
    package static func arrange(
        _ spec: ListSpec, width: Double, sideInsets: EdgeInsets, measurer: any TextMeasuring,
        cache: inout TemplateRowCache
    ) -> Arrangement {
        let metrics = spec.metrics
        let width = max(0, width.isFinite ? width : 0)
        let applied = spec.insetsContentViewsToSafeArea
            ? EdgeInsets(left: max(0, sideInsets.left), right: max(0, sideInsets.right)) : EdgeInsets.zero
        let lead = applied.left
        let trail = applied.right
        var frames: [Rect] = []
        var headers: [StickyHeader] = []
        var cursor = 0.0
        var problems: [SceneError] = []
        func add(_ rect: Rect) { frames.append(rect) }
        let contentWidth = max(0, width - lead - trail)
        /// A filled template solved at the list's content width, through `cache`.
        func solve(_ template: RowTemplate, _ filled: FilledTemplate, header: Bool) -> TemplateRowLayout.Solution {
            let minimum = header ? metrics.minimumHeaderHeight : metrics.minimumRowHeight
            let solve = {
                TemplateRowLayout.solve(
                    template, filled, left: lead, width: contentWidth, minimumHeight: minimum, measurer: measurer)
            }
            let key = TemplateRowCache.Key(
                header: header, left: lead, width: contentWidth, minimumHeight: minimum, values: filled.key)
            let solution = cache.solution(key, solve)
            for problem in solution.problems where !problems.contains(problem) { problems.append(problem) }
            return solution
        }
        for section in spec.sections {
            var rowsTop = cursor
            var headerHeight = 0.0
            var headerTitle = Rect(x: 0, y: 0, width: 0, height: 0)
            var headerViews: [Rect] = []
            if let filled = section.filledHeader, let template = spec.headerTemplate {
                let solution = solve(template, filled, header: true)
                headerHeight = solution.height
                headerViews = solution.frames.map { Rect(x: $0.x, y: cursor + $0.y, width: $0.width, height: $0.height) }
                rowsTop += headerHeight
            } else if let header = section.header {
                let textWidth = max(0, width - lead - trail - 2 * metrics.margin)
                let text = measurer.measure(metrics.headerStyle, string: header, maxWidth: textWidth)
                headerHeight = max(metrics.minimumHeaderHeight, text.height + 2 * metrics.headerPadding)
                headerTitle = Rect(
                    x: lead + metrics.margin, y: cursor + (headerHeight - text.height) / 2, width: textWidth, height: text.height)
                rowsTop += headerHeight
            }
            var rowTop = rowsTop
            for row in section.rows {
                if let filled = row.filled, let template = spec.rowTemplate {
                    let solution = solve(template, filled, header: false)
                    let separatorLeft = lead + metrics.separatorInset
                    add(Rect(
                        x: separatorLeft, y: rowTop + solution.height - metrics.separatorThickness,
                        width: max(0, width - separatorLeft), height: metrics.separatorThickness))
                    for frame in solution.frames {
                        add(Rect(x: frame.x, y: rowTop + frame.y, width: frame.width, height: frame.height))
                    }
                    rowTop += solution.height
                    continue
                }
                var textLeft = lead + metrics.margin
                if row.image != nil { textLeft += metrics.imageSize + metrics.imageTextGap }
                var textRight = width - trail - metrics.margin
                var accessorySize: Size?
                switch row.accessory {
                case .none: break
                case .disclosure: accessorySize = metrics.disclosureSize
                case .checkmark: accessorySize = metrics.checkmarkSize
                }
                if let accessorySize { textRight -= accessorySize.width + metrics.imageTextGap }
                var detailSize = Size(width: 0, height: 0)
                if let detail = row.detail {
                    // The value keeps its one line, up to half the text area; the title gets the rest.
                    let unwrapped = measurer.measure(metrics.detailStyle, string: detail, maxWidth: nil)
                    detailSize = Size(
                        width: min(unwrapped.width, max(0, (textRight - textLeft) / 2)), height: unwrapped.height)
                }
                let titleRight = row.detail == nil ? textRight : textRight - detailSize.width - metrics.detailGap
                let textWidth = max(0, titleRight - textLeft)
                let title = measurer.measure(metrics.titleStyle, string: row.title, maxWidth: textWidth)
                var textHeight = title.height
                var subtitleHeight = 0.0
                if let subtitle = row.subtitle {
                    subtitleHeight = measurer.measure(metrics.subtitleStyle, string: subtitle, maxWidth: textWidth).height
                    textHeight += metrics.titleSubtitleGap + subtitleHeight
                }
                var rowHeight = max(metrics.minimumRowHeight, textHeight + 2 * metrics.verticalPadding)
                // An image keeps half the text's padding above and below it.
                if row.image != nil { rowHeight = max(rowHeight, metrics.imageSize + metrics.verticalPadding) }
                let textTop = rowTop + (rowHeight - textHeight) / 2
                let separatorLeft = row.image != nil ? textLeft : lead + metrics.separatorInset
                add(Rect(
                    x: separatorLeft, y: rowTop + rowHeight - metrics.separatorThickness,
                    width: max(0, width - separatorLeft), height: metrics.separatorThickness))
                if row.image != nil {
                    add(Rect(x: lead + metrics.margin, y: rowTop + (rowHeight - metrics.imageSize) / 2,
                             width: metrics.imageSize, height: metrics.imageSize))
                }
                add(Rect(x: textLeft, y: textTop, width: textWidth, height: title.height))
                if row.subtitle != nil {
                    add(Rect(x: textLeft, y: textTop + title.height + metrics.titleSubtitleGap, width: textWidth,
                             height: subtitleHeight))
                }
                if row.detail != nil {
                    add(Rect(x: textRight - detailSize.width, y: rowTop + (rowHeight - detailSize.height) / 2,
                             width: detailSize.width, height: detailSize.height))
                }
                if let accessorySize {
                    add(Rect(x: width - trail - metrics.margin - accessorySize.width, y: rowTop + (rowHeight - accessorySize.height) / 2,
                             width: accessorySize.width, height: accessorySize.height))
                }
                rowTop += rowHeight
            }
            if section.filledHeader != nil && spec.headerTemplate != nil {
                let first = frames.count
                add(Rect(x: 0, y: cursor, width: width, height: headerHeight))
                headerViews.forEach(add)
                headers.append(StickyHeader(parts: Array(first..<frames.count), top: cursor, height: headerHeight,
                                            sectionBottom: rowTop))
            } else if section.header != nil {
                let first = frames.count
                add(Rect(x: 0, y: cursor, width: width, height: headerHeight))
                add(headerTitle)
                headers.append(StickyHeader(parts: [first, first + 1], top: cursor, height: headerHeight,
                                            sectionBottom: rowTop))
            }
            cursor = rowTop
        }
        return Arrangement(
            width: width, sideInsets: sideInsets, frames: frames, stickyHeaders: headers, height: cursor, problems: problems)
    }

    /// How far a stuck header moves down from its natural top: onto `stickyTop` (the top of the visible area, in
    /// the same coordinates as `header.top`) while its section is under it, never below its section's last row.
    package static func stickyShift(_ header: StickyHeader, listTop: Double, stickyTop: Double) -> Double {
        let natural = listTop + header.top
        let limit = listTop + header.sectionBottom - header.height
        return max(0, min(stickyTop, limit) - natural)
    }
}
