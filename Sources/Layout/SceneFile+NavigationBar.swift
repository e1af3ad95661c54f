import Yams

extension SceneFile {
    /// Reads the top-level `navigationBar:` mapping (docs/scenes.md#navigationbar).
    static func parseNavigationBar(_ node: Node, _ reader: YAMLValues) throws(SceneError) -> NavigationBarSpec {
        var spec = NavigationBarSpec(location: reader.location(node))
        for entry in try reader.entries(node, "navigationBar", keys: NavigationBarKey.self) {
            let what = "navigationBar.\(entry.name)"
            switch entry.key {
            case .title: spec.title = try barText(entry.value, what, reader)
            case .largeTitle: spec.largeTitle = try reader.bool(entry.value, what)
            case .leading: spec.leading = try parseBarItems(entry.value, reader, what: what)
            case .trailing: spec.trailing = try parseBarItems(entry.value, reader, what: what)
            case .tintColor: spec.tintColor = try reader.color(entry.value, what)
            case .titleColor: spec.titleColor = try reader.color(entry.value, what)
            case .appearance:
                for state in try reader.entries(entry.value, what, keys: BarAppearanceKey.self) {
                    let appearance = try reader.choice(state.value, "\(what).\(state.name)", BarAppearance.self)
                    switch state.key {
                    case .scrollEdge: spec.scrollEdge = appearance
                    case .standard: spec.standard = appearance
                    }
                }
            }
        }
        return spec
    }

    private static func barText(_ node: Node, _ what: String, _ reader: YAMLValues) throws(SceneError) -> String {
        let text = try reader.string(node, what)
        guard text.count <= SceneFileLimits.maximumTextLength else {
            throw SceneError(reader.valueLocation(node), "\(what) has \(text.count) characters; at most "
                + "\(SceneFileLimits.maximumTextLength)")
        }
        return text
    }

    private static func parseBarItems(_ node: Node, _ reader: YAMLValues, what: String) throws(SceneError) -> [BarItem] {
        let nodes = try reader.sequence(node, what)
        guard nodes.count <= NavigationBarMetrics.maximumItemsPerSide else {
            throw SceneError(reader.location(node), "\(what) has \(nodes.count) items; at most "
                + "\(NavigationBarMetrics.maximumItemsPerSide)")
        }
        var items: [BarItem] = []
        for itemNode in nodes {
            var item = BarItem()
            for entry in try reader.entries(itemNode, "an item of \(what)", keys: BarItemKey.self) {
                switch entry.key {
                case .icon: item.icon = try reader.choice(entry.value, "\(what) icon", BuiltInIcon.self)
                case .text: item.text = try barText(entry.value, "\(what) text", reader)
                }
            }
            guard item.icon != nil || item.text != nil else {
                throw SceneError(reader.location(itemNode), "an item of \(what) needs an 'icon' or a 'text' (or both)")
            }
            items.append(item)
        }
        return items
    }

    /// Under a navigation bar the scroll view's insets are adjusted by the safe area as UIKit's `.automatic`
    /// adjustment does, so `safeArea` (which would count the safe area twice) is refused there.
    static func checkScrollUnderBar(_ scroll: ScrollSpec, node: Node, _ reader: YAMLValues) throws(SceneError) {
        let insets = [scroll.contentInsetTop, scroll.contentInsetBottom, scroll.indicatorInsetTop, scroll.indicatorInsetBottom]
        guard insets.contains(.safeArea) else { return }
        throw SceneError(reader.location(node), "under a navigationBar the scroll insets already add the safe area "
            + "and the bar (UIKit's adjustedContentInset); give scroll insets in points, not 'safeArea'")
    }
}

/// The views a navigation bar draws, with fixed ids (docs/scenes.md#navigationbar). They are drawn over the scene's
/// views and placed by `NavigationBarLayout`, never by constraints.
enum NavigationBarParts {
    static let container = "navigationBar"
    static let scrollEdgeBackground = "navigationBar.scrollEdgeBackground"
    static let background = "navigationBar.background"
    static let hairline = "navigationBar.hairline"
    static let largeTitleBand = "navigationBar.largeTitleBand"
    static let largeTitle = "navigationBar.largeTitle"
    static let title = "navigationBar.title"

    /// The id of item `index` on `side` (`leading` or `trailing`).
    static func item(_ side: String, _ index: Int) -> String { "navigationBar.\(side).\(index)" }

    /// The bar's views, back to front.
    static func views(for bar: NavigationBarSpec) -> [ViewSpec] {
        func part(_ id: String, parent: String = container) -> ViewSpec {
            var view = ViewSpec(id: id, parent: parent, location: bar.location)
            view.placedByNavigationBar = true
            return view
        }
        var views = [part(container, parent: "root")]
        if bar.scrollEdge != .transparent {
            var background = part(scrollEdgeBackground)
            paint(&background, bar.scrollEdge)
            views.append(background)
        }
        var background = part(Self.background)
        paint(&background, bar.standard)
        views.append(background)
        var hairline = part(Self.hairline)
        hairline.color = NavigationBarMetrics.hairlineColor
        views.append(hairline)
        if bar.largeTitle {
            var band = part(largeTitleBand)
            band.clips = true
            views.append(band)
            var title = part(largeTitle, parent: largeTitleBand)
            title.text = bar.title
            title.textStyle = TextStyle(size: NavigationBarMetrics.largeTitleFont.size,
                                        weight: NavigationBarMetrics.largeTitleFont.weight, color: bar.titleColor)
            title.transform.anchor = Point(x: 0, y: 1)
            views.append(title)
        }
        views += itemViews(bar.leading, side: "leading", tint: bar.tintColor, location: bar.location)
        var title = part(Self.title)
        title.text = bar.title
        title.textStyle = TextStyle(size: NavigationBarMetrics.titleFont.size, weight: NavigationBarMetrics.titleFont.weight,
                                    color: bar.titleColor, alignment: .center)
        views.append(title)
        views += itemViews(bar.trailing, side: "trailing", tint: bar.tintColor, location: bar.location)
        return views
    }

    private static func paint(_ view: inout ViewSpec, _ appearance: BarAppearance) {
        switch appearance {
        case .transparent: break
        case .opaque: view.color = NavigationBarMetrics.opaqueBackground
        case .material: view.material = .chrome
        }
    }

    private static func itemViews(_ items: [BarItem], side: String, tint: Color, location: SourceLocation) -> [ViewSpec] {
        var views: [ViewSpec] = []
        for (index, item) in items.enumerated() {
            let id = Self.item(side, index)
            var box = ViewSpec(id: id, parent: container, location: location)
            box.placedByNavigationBar = true
            views.append(box)
            if let icon = item.icon {
                var glyph = ViewSpec(id: "\(id).icon", parent: id, location: location)
                glyph.placedByNavigationBar = true
                glyph.shape = icon.shape(color: tint)
                views.append(glyph)
            }
            if let text = item.text {
                var label = ViewSpec(id: "\(id).text", parent: id, location: location)
                label.placedByNavigationBar = true
                label.text = text
                label.textStyle = TextStyle(size: NavigationBarMetrics.itemFont.size,
                                            weight: NavigationBarMetrics.itemFont.weight, color: tint)
                views.append(label)
            }
        }
        return views
    }
}
