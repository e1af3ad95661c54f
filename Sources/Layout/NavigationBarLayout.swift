/// Places a navigation bar's views and drives their alphas and the large title's scale at every offset, as
/// `UINavigationBar` with `prefersLargeTitles` does (docs/scenes.md#navigationbar).
///
/// Everything follows one number, the scroll edge `E`: where the top of the content (less the scroll view's own
/// `contentInset.top`) is on screen, `scroll.top - offset - contentInset.top`. At rest it is the bar's bottom,
/// `safeArea.top + 44` (+ 52 with a large title). The large-title band reaches from the inline row's bottom `R` down
/// to `E` (never shorter than 0), so the large title moves with the content, collapses under the inline row, and on
/// a pull stays pinned to the content's top while the band grows.
struct NavigationBarLayout: Sendable {
    /// The bar's views by role, as indices into the scene's views.
    private struct Indices: Sendable {
        var container = 0
        var scrollEdgeBackground: Int?
        var background = 0
        var hairline = 0
        var band: Int?
        var largeTitle: Int?
        var title = 0
    }

    /// One bar item: its views and measured sizes.
    private struct Item: Sendable {
        var box: Int
        var icon: Int?
        var text: Int?
        var textSize: Size
        var isBackButton: Bool

        var width: Double {
            let iconWidth = icon == nil ? 0 : NavigationBarMetrics.iconSize
            let gap = icon != nil && text != nil ? NavigationBarMetrics.iconTextGap : 0
            return iconWidth + gap + (text == nil ? 0 : textSize.width)
        }
    }

    private let spec: NavigationBarSpec
    private let screen: DeviceSpec
    private let indices: Indices
    private let leading: [Item]
    private let trailing: [Item]
    private let titleSize: Size
    private let largeTitleHeight: Double
    /// The scroll view's own `contentInset.top` (points): the edge is the content's top less this.
    private let contentInsetTop: Double
    /// Every bar view's bindings (alpha for all, `transform.scale` for the large title), set up for the resting
    /// scroll frame's top; resolved at each offset and kept in the views so that `layout` output shows them.
    private let partBindings: [(index: Int, bindings: [PropertyBinding])]

    /// The bar of `scene` (nil when it has none), its texts measured once with `measurer`. `scrollTop` is the scroll
    /// view's top in root coordinates.
    init?(scene: Scene, screen: DeviceSpec, scrollTop: Double, measurer: any TextMeasuring) {
        guard let spec = scene.navigationBar else { return nil }
        var indexByID: [String: Int] = [:]
        for (index, view) in scene.views.enumerated() where view.placedByNavigationBar { indexByID[view.id] = index }
        guard let container = indexByID[NavigationBarParts.container], let background = indexByID[NavigationBarParts.background],
            let hairline = indexByID[NavigationBarParts.hairline], let title = indexByID[NavigationBarParts.title]
        else { return nil }
        self.spec = spec
        self.screen = screen
        indices = Indices(
            container: container, scrollEdgeBackground: indexByID[NavigationBarParts.scrollEdgeBackground],
            background: background, hairline: hairline, band: indexByID[NavigationBarParts.largeTitleBand],
            largeTitle: indexByID[NavigationBarParts.largeTitle], title: title)
        func items(_ specs: [BarItem], side: String) -> [Item] {
            specs.enumerated().compactMap { position, item in
                let id = NavigationBarParts.item(side, position)
                guard let box = indexByID[id] else { return nil }
                let text = indexByID["\(id).text"]
                return Item(
                    box: box, icon: indexByID["\(id).icon"], text: text,
                    textSize: text.map { measurer.measureLabel(scene.views[$0], maxWidth: nil) } ?? Size(width: 0, height: 0),
                    isBackButton: item.icon == .chevronLeft)
            }
        }
        leading = items(spec.leading, side: "leading")
        trailing = items(spec.trailing, side: "trailing")
        titleSize = measurer.measureLabel(scene.views[title], maxWidth: nil)
        largeTitleHeight = indices.largeTitle.map { measurer.measureLabel(scene.views[$0], maxWidth: nil).height } ?? 0
        contentInsetTop = scene.scroll.contentInsetTop.resolved(safeAreaInset: 0)
        partBindings = Self.bindings(
            spec: spec, indices: indices, views: scene.views, rowBottom: screen.safeArea.top + NavigationBarMetrics.barHeight,
            offsetAtEdge: { edge in scrollTop - scene.scroll.contentInsetTop.resolved(safeAreaInset: 0) - edge })
    }

    /// The frames of the bar's views at `offset` (root coordinates), written into `frames`.
    func place(_ frames: inout [Rect?], offset: Double, scrollFrame: Rect) {
        let metrics = NavigationBarMetrics.self
        let width = screen.width
        let safe = screen.safeArea
        let rowBottom = safe.top + metrics.barHeight
        let edge = scrollFrame.minY - offset - contentInsetTop
        let band = spec.largeTitle ? max(0, edge - rowBottom) : 0
        let barBottom = rowBottom + band
        let bar = Rect(x: 0, y: 0, width: width, height: barBottom)
        frames[indices.container] = bar
        if let index = indices.scrollEdgeBackground { frames[index] = bar }
        frames[indices.background] = bar
        frames[indices.hairline] = Rect(x: 0, y: barBottom, width: width, height: metrics.hairlineThickness)
        if let index = indices.band { frames[index] = Rect(x: 0, y: rowBottom, width: width, height: band) }
        if let index = indices.largeTitle {
            frames[index] = Rect(
                x: safe.left + metrics.edgeMargin, y: edge - metrics.largeTitleBottomPadding - largeTitleHeight,
                width: max(0, width - safe.left - safe.right - 2 * metrics.edgeMargin), height: largeTitleHeight)
        }
        // Items sit on the inline row's centre line, from each edge inwards.
        let centerY = safe.top + metrics.barHeight / 2
        var x = safe.left + (leading.first?.isBackButton == true ? metrics.backButtonMargin : metrics.edgeMargin)
        for item in leading {
            place(item, x: x, centerY: centerY, into: &frames)
            x += item.width + metrics.itemSpacing
        }
        let titleLeft = leading.isEmpty ? safe.left + metrics.edgeMargin : x - metrics.itemSpacing + metrics.titleItemGap
        var right = width - safe.right - metrics.edgeMargin
        for item in trailing {
            place(item, x: right - item.width, centerY: centerY, into: &frames)
            right -= item.width + metrics.itemSpacing
        }
        let titleRight = trailing.isEmpty ? width - safe.right - metrics.edgeMargin
            : right + metrics.itemSpacing - metrics.titleItemGap
        // Centred on the bar when it fits there, else moved into the free region, else cut to it (truncated).
        let region = max(0, titleRight - titleLeft)
        let titleWidth = min(titleSize.width, region)
        let titleX = titleSize.width >= region ? titleLeft
            : min(max(width / 2 - titleWidth / 2, titleLeft), titleRight - titleWidth)
        frames[indices.title] = Rect(x: titleX, y: centerY - titleSize.height / 2, width: titleWidth, height: titleSize.height)
    }

    private func place(_ item: Item, x: Double, centerY: Double, into frames: inout [Rect?]) {
        let metrics = NavigationBarMetrics.self
        let height = max(item.icon == nil ? 0 : metrics.iconSize, item.text == nil ? 0 : item.textSize.height)
        frames[item.box] = Rect(x: x, y: centerY - height / 2, width: item.width, height: height)
        var textX = x
        if let icon = item.icon {
            frames[icon] = Rect(x: x, y: centerY - metrics.iconSize / 2, width: metrics.iconSize, height: metrics.iconSize)
            textX += metrics.iconSize + metrics.iconTextGap
        }
        if let text = item.text {
            frames[text] = Rect(x: textX, y: centerY - item.textSize.height / 2, width: item.textSize.width,
                                height: item.textSize.height)
        }
    }

    /// Stores the bar views' bindings and their values at `offset` in `views`.
    func resolve(_ views: inout [SolvedView], offset: Double) {
        for (index, bindings) in partBindings {
            var spec = views[index].spec
            spec.bindings = bindings
            for binding in bindings { binding.property.set(binding.value(at: offset), in: &spec) }
            views[index].spec = spec
        }
    }

    /// The bar views' bindings over the offset. `offsetAtEdge(E)` is the offset at which the scroll edge is at `E`;
    /// `rowBottom` is the inline row's bottom, `R`.
    private static func bindings(
        spec: NavigationBarSpec, indices: Indices, views: [ViewSpec], rowBottom: Double,
        offsetAtEdge: (Double) -> Double
    ) -> [(index: Int, bindings: [PropertyBinding])] {
        let metrics = NavigationBarMetrics.self
        func ramp(_ property: AnimatableProperty, from start: (edge: Double, value: Double),
                  to end: (edge: Double, value: Double)) -> PropertyBinding {
            PropertyBinding(property: property, input: .offset, keyframes: [
                Keyframe(offsetAtEdge(start.edge), .number(start.value)), Keyframe(offsetAtEdge(end.edge), .number(end.value)),
            ], location: spec.location)
        }
        func constant(_ value: Double) -> PropertyBinding {
            PropertyBinding(property: .alpha, input: .offset, keyframes: [Keyframe(0, .number(value)), Keyframe(1, .number(value))],
                            location: spec.location)
        }
        // The hand-over: over the last `titleHandoverDistance` of the large title's collapse, or as the first 10 pt
        // of content pass under an inline-only bar.
        let handover = spec.largeTitle
            ? (start: rowBottom + metrics.titleHandoverDistance, end: rowBottom)
            : (start: rowBottom, end: rowBottom - metrics.titleHandoverDistance)
        let hairline = (spec.scrollEdge.hasHairline ? 1.0 : 0, spec.standard.hasHairline ? 1.0 : 0)
        var result: [(index: Int, bindings: [PropertyBinding])] = []
        for index in views.indices where views[index].placedByNavigationBar {
            let bindings: [PropertyBinding]
            if index == indices.background {
                bindings = [ramp(.alpha, from: (handover.start, 0), to: (handover.end, 1))]
            } else if index == indices.hairline {
                bindings = [ramp(.alpha, from: (handover.start, hairline.0), to: (handover.end, hairline.1))]
            } else if index == indices.title {
                bindings = [spec.largeTitle ? ramp(.alpha, from: (handover.start, 0), to: (handover.end, 1)) : constant(1)]
            } else if index == indices.largeTitle {
                let rest = rowBottom + metrics.largeTitleBandHeight
                bindings = [
                    ramp(.alpha, from: (handover.start, 1), to: (handover.end, 0)),
                    ramp(.transformScale, from: (rest, 1),
                         to: (rest + metrics.largeTitleGrowthDistance, metrics.largeTitleMaximumScale)),
                ]
            } else {
                bindings = [constant(1)]
            }
            result.append((index, bindings))
        }
        return result
    }
}
