import Layout
import Raster

/// Paints one frame of a scene: the solved views back to front (colours, rounded corners, masks, images, vector
/// shapes, text, clipping by the scroll view and by clipping parents), then the iOS chrome (status bar, scroll
/// indicator, home indicator, touch indicator), optionally inside a phone (`bezelLayer`). Points are multiplied by
/// `scale` to get pixels.
///
/// Draw order follows UIKit's view tree: the scroll view is root's first subview, so its subtree is painted
/// first, then root's other children in scene order (a bar pinned to root stays above scrolling content);
/// inside each container, children are painted in scene order, each followed by its own subtree.
///
/// A renderer keeps a small cache of laid-out text, so each worker thread should own its own copy.
package struct SceneRenderer: Sendable {
    /// The scene being drawn.
    package let scene: Scene
    /// Fonts and images.
    package let assets: SceneAssets
    /// Pixels per point.
    package let scale: Double
    /// The phone drawn around the screen, painted once and shared by every copy of the renderer; nil: no phone.
    package let bezelLayer: BezelLayer?
    /// Whether a phone surrounds the screen.
    package var bezel: Bool { bezelLayer != nil }
    /// Screen width in pixels.
    package let screenPixelWidth: Int
    /// Screen height in pixels.
    package let screenPixelHeight: Int
    /// Frame width in pixels: the screen, or the whole bezel layer when drawn.
    package let pixelWidth: Int
    /// Frame height in pixels: the screen, or the whole bezel layer when drawn.
    package let pixelHeight: Int
    /// The view hierarchy by index; its painting order is the type comment's.
    let tree: ViewTree
    /// Pixels per point of the canvas being painted: `scale` on the screen, a layer's own density inside a layer
    /// (`paintLayer`).
    var paintScale: Double
    /// Where the canvas being painted starts, in screen points: zero on the screen, a layer's origin inside a layer.
    /// Frames are moved by it as they are painted (`placed`), so a layer never copies the scene's frames.
    var frameShift = Point(x: 0, y: 0)
    /// How many layers are being painted inside one another, and their pixels together (`paintLayer` bounds both).
    var layerDepth = 0
    var layerPixelsInUse = 0.0
    var textCache: [CachedText?]
    /// Bytes of the masks kept in `textCache`, at most `textCoverageBudget`.
    var keptTextCoverageBytes = 0
    /// Most bytes of text masks a renderer keeps between frames (per worker): 4 MiB holds every label of the seed
    /// scenes at 3x (the largest, `stretchy`'s body text, is 2,372,838 bytes at 3x and 1,048,233 at 2x), while a
    /// label of a `--width 4096` render (painted at about 12x) that does not fit is built every frame as before, so
    /// no render's peak grows by more than 4 MiB a worker (docs/painter.md#text-coverage-between-frames).
    static let textCoverageBudget = 4 << 20
    /// The frame `render` paints into when a phone surrounds the screen, reused from frame to frame: only the
    /// screen's pixels change, and `BezelLayer.paintFrame` rewrites all of them each time (the screen refilled and
    /// painted, the partly covered pixels rebuilt from the layer), so its bytes never depend on the frames painted
    /// before. Once the caller drops the returned frame, the next one is written in place instead of copying the
    /// whole layer.
    private var bezelFrame = Pixmap(width: 0, height: 0)
    /// Largest bezel frame, in bytes, that `render` paints into the kept `bezelFrame`: 32 MiB holds every
    /// device's frame at 3x (the iPhone 15 Pro Max's, 1486 x 3004, is 17.9 MB), while a `--width 4096` frame
    /// (painted at 12x, about 240 MB) is painted into a fresh copy of the layer: keeping it raised that render's
    /// peak from 957,712 KB to 1,050,844 KB (docs/scenes.md#bezel).
    static let reusedBezelFrameBytes = 32 << 20

    /// The text the chrome draws besides the scene's labels (the status bar's clock), with its weight, so fonts
    /// can be prepared for it before painting.
    package static let chromeTexts: [(string: String, weight: FontWeight)] = [("9:41", .semibold)]

    /// A renderer for `scene` at `scale` pixels per point, inside a phone when `bezel` is true (the phone is
    /// painted here; to share one painting between renderers, pass a `BezelLayer` instead).
    package init(scene: Scene, assets: SceneAssets, scale: Double, bezel: Bool = false) {
        self.init(scene: scene, assets: assets, scale: scale,
                  bezelLayer: bezel ? BezelLayer(device: scene.device, orientation: scene.orientation, scale: scale)
                                    : nil)
    }

    /// A renderer for `scene` at `scale` pixels per point, composing each frame into `bezelLayer` when given. The
    /// layer must be `BezelLayer(device: scene.device, orientation: scene.orientation, scale: scale)`; one of
    /// another scale or screen size is replaced by that (painted here).
    package init(scene: Scene, assets: SceneAssets, scale: Double, bezelLayer: BezelLayer?) {
        self.scene = scene
        self.scale = scale
        let screen = scene.screen
        screenPixelWidth = max(1, Int((screen.width * scale).rounded()))
        screenPixelHeight = max(1, Int((screen.height * scale).rounded()))
        if let layer = bezelLayer, layer.scale != scale || layer.screenWidth != screenPixelWidth
            || layer.screenHeight != screenPixelHeight {
            self.bezelLayer = BezelLayer(device: scene.device, orientation: scene.orientation, scale: scale)
        } else {
            self.bezelLayer = bezelLayer
        }
        self.assets = Self.reducingImages(of: assets, toWidth: Self.imageOversampling * screenPixelWidth)
        pixelWidth = self.bezelLayer?.pixmap.width ?? screenPixelWidth
        pixelHeight = self.bezelLayer?.pixmap.height ?? screenPixelHeight
        tree = ViewTree(scene.views)
        paintScale = scale
        textCache = Array(repeating: nil, count: scene.views.count)
    }

    /// The size in pixels of the frames `render` returns for `device` (in portrait) turned to `orientation` at
    /// `scale`: the screen, or with `bezel` the phone and the room around it (docs/scenes.md#bezel).
    package static func framePixelSize(device: DeviceSpec, orientation: Orientation, scale: Double, bezel: Bool)
        -> (width: Int, height: Int)
    {
        if bezel { return BezelLayer.frameSize(device: device, orientation: orientation, scale: scale) }
        let screen = device.oriented(orientation)
        return (max(1, Int((screen.width * scale).rounded())), max(1, Int((screen.height * scale).rounded())))
    }

    /// The frame's size in points for `device` turned to `orientation`: the screen, or with `bezel` the phone and
    /// the room around it (what `framePixelSize` rounds at each scale).
    package static func framePointSize(device: DeviceSpec, orientation: Orientation, bezel: Bool)
        -> (width: Double, height: Double)
    {
        if bezel { return BezelLayer.framePointSize(device: device, orientation: orientation) }
        let screen = device.oriented(orientation)
        return (screen.width, screen.height)
    }

    /// Images keep at most this many pixels per screen pixel across the screen's width: twice, so a header
    /// stretched to double height still samples one image pixel per screen pixel (aspect fill enlarges both axes).
    static let imageOversampling = 2

    /// `assets` with every image wider than `width` pixels reduced once (area filter) to that width: each frame
    /// then resamples a smaller source. Smaller images are kept as they are.
    static func reducingImages(of assets: SceneAssets, toWidth width: Int) -> SceneAssets {
        var reduced = assets
        reduced.images = assets.images.map { entry in
            guard width > 0, entry.image.width > width,
                  let pixmap = Pixmap(width: entry.image.width, height: entry.image.height,
                                      premultipliedPixels: entry.image.pixels)
            else { return entry }
            return (entry.source, RasterImage(pixmap.downsampled(toWidth: width)))
        }
        return reduced
    }

    /// View indices in UIKit's painting order: the scroll view's subtree, then root's other children, each
    /// container's children in list order followed depth-first by their own subtrees. Views whose parent
    /// is not found (or that sit in a cycle) keep their list order at the end, so every view is painted once.
    static func paintingOrder(of views: [ViewSpec]) -> [Int] {
        ViewTree(views).paintingOrder
    }

    /// Draws `layout` with `chrome` on top into a new opaque pixmap (`pixelWidth` x `pixelHeight`).
    package mutating func render(_ layout: SolvedLayout, chrome: ChromeState) -> Pixmap {
        guard let bezelLayer else {
            var pixmap = Pixmap(width: screenPixelWidth, height: screenPixelHeight, fill: scene.background)
            paint(layout, chrome: chrome, into: &pixmap)
            return pixmap
        }
        // The screen is painted straight into the phone frame (BezelLayer.paintFrame). A kept frame adds a whole
        // frame to the painting's peak memory, so only frames up to `reusedBezelFrameBytes` keep one; larger ones
        // start from a fresh copy of the layer (same bytes).
        var frame = Pixmap(width: 0, height: 0)
        let keepsFrame = bezelLayer.pixmap.pixels.count <= Self.reusedBezelFrameBytes
        if keepsFrame { swap(&frame, &bezelFrame) }
        bezelLayer.paintFrame(into: &frame, background: scene.background) { screen in
            paint(layout, chrome: chrome, into: &screen)
        }
        if keepsFrame { bezelFrame = frame }
        return frame
    }

    /// The frame `render` would return, as the list of canvas calls that paint it (docs/painter.md#the-drawing-seam):
    /// `displayList(layout, chrome: chrome).replay()` is byte-identical to `render(layout, chrome: chrome)`.
    package mutating func displayList(_ layout: SolvedLayout, chrome: ChromeState) -> DisplayList {
        var recorder = DisplayListRecorder(width: screenPixelWidth, height: screenPixelHeight,
                                           background: scene.background)
        paint(layout, chrome: chrome, into: &recorder)
        return DisplayList(width: screenPixelWidth, height: screenPixelHeight, background: scene.background,
                           operations: recorder.operations, bezel: bezelLayer)
    }

    /// Paints the screen: the views in painting order, then the chrome, onto `canvas` (already filled with the
    /// scene's background).
    mutating func paint<Canvas: FrameCanvas>(_ layout: SolvedLayout, chrome: ChromeState, into canvas: inout Canvas) {
        paintViews(layout, into: &canvas)
        drawChrome(chrome, layout: layout, into: &canvas)
    }

    /// Paints the views in painting order (`paintViews(_:positions:layerRoot:into:)` over every position).
    mutating func paintViews<Canvas: FrameCanvas>(_ layout: SolvedLayout, into canvas: inout Canvas) {
        paintViews(layout.views, scrollClip: pixelRect(layout.scrollFrame), positions: 0..<tree.paintingOrder.count,
                   layerRoot: false, into: &canvas)
    }

    /// Paints the views at `positions` of the painting order, at `paintScale` pixels per point. A hidden view is
    /// skipped with its whole subtree; a view with a transform, a blur or a shadow is painted with its subtree
    /// into a layer (`paintLayer`); a border is drawn once the view's subtree is painted, since `CALayer`
    /// composites it above the layer's content and sublayers. With `layerRoot`, the first position is the root of
    /// the layer being painted: it starts from alpha 1 and no clip (the layer applies its own), and its effects are
    /// the layer's.
    mutating func paintViews<Canvas: FrameCanvas>(
        _ frames: [SolvedView], scrollClip: Rect, positions: Range<Int>, layerRoot: Bool, into canvas: inout Canvas
    ) {
        let order = tree.paintingOrder
        // Painting order puts parents first, so each view's inherited alpha and clip come from its parent's,
        // once per view (a walk up the ancestors for every view would grow with views x depth).
        var alphaProducts = [Double](repeating: 1, count: frames.count)
        var clipRects = [Rect?](repeating: nil, count: frames.count)
        // Borders waiting for their view's subtree to end, innermost last.
        var pendingBorders: [(end: Int, index: Int, opacity: Double, clip: Canvas.Clip?)] = []
        var position = positions.lowerBound
        while position < positions.upperBound {
            let index = order[position]
            var next = position + 1
            if index < frames.count {
                let view = placed(frames[index])
                let isRoot = layerRoot && position == positions.lowerBound
                switch isRoot ? .missing : tree.parents[index] {
                case .root, .missing:
                    alphaProducts[index] = isRoot ? 1 : view.spec.alpha
                case .scroll:
                    alphaProducts[index] = view.spec.alpha
                    clipRects[index] = scrollClip
                case .view(let parent):
                    alphaProducts[index] = view.spec.alpha * alphaProducts[parent]
                    let parentView = placed(frames[parent])
                    clipRects[index] = parentView.spec.clips
                        ? intersect(clipRects[parent], pixelRect(parentView.frame)) : clipRects[parent]
                }
                let opacity = min(max(alphaProducts[index], 0), 1)
                let clip = clipRects[index].map { canvas.makeClip(rect: $0) }
                if view.spec.hidden || opacity <= 0 {
                    next = tree.subtreeEnd[position]
                } else if !isRoot, layerDepth < Self.maximumLayerDepth, Self.needsLayer(view.spec) {
                    next = tree.subtreeEnd[position]
                    paintLayer(frames, positions: position..<next, opacity: opacity, clip: clip, into: &canvas)
                } else {
                    draw(view, index: index, opacity: opacity, clip: clip, into: &canvas)
                    if view.spec.border.width > 0, view.spec.border.color.a > 0 {
                        pendingBorders.append((tree.subtreeEnd[position], index, opacity, clip))
                    }
                }
            }
            while let border = pendingBorders.last, border.end <= next {
                drawBorder(of: placed(frames[border.index]), opacity: border.opacity, clip: border.clip, into: &canvas)
                pendingBorders.removeLast()
            }
            position = next
        }
    }

    func intersect(_ a: Rect?, _ b: Rect) -> Rect {
        a.map { $0.intersection(b) } ?? b
    }

    /// `view` with its frame moved into the canvas being painted (by `frameShift`).
    func placed(_ view: SolvedView) -> SolvedView {
        guard frameShift.x != 0 || frameShift.y != 0 else { return view }
        var moved = view
        moved.frame.x -= frameShift.x
        moved.frame.y -= frameShift.y
        return moved
    }

    /// `frame` (points) in pixels at `paintScale`.
    func pixelRect(_ frame: Rect) -> Rect {
        Rect(x: frame.x * paintScale, y: frame.y * paintScale, width: frame.width * paintScale,
             height: frame.height * paintScale)
    }

    // MARK: Chrome

    private func drawChrome<Canvas: FrameCanvas>(_ chrome: ChromeState, layout: SolvedLayout,
                                                 into canvas: inout Canvas) {
        let screen = scene.screen
        let light: Bool
        switch scene.statusBar.style {
        case .light: light = true
        case .dark: light = false
        case .automatic:
            let bar = Rect(x: 0, y: 0, width: screen.width * scale, height: screen.safeArea.top * scale)
            light = !StatusBarLook.isLight(canvas.paintedPixels, under: bar, scale: scale)
        }
        let content = light ? Color(r: 255, g: 255, b: 255, a: 255) : Color(r: 0, g: 0, b: 0, a: 255)
        if let indicator = chrome.indicator, scene.scroll.showsIndicator, indicator.alpha > 0 {
            let rect = Rect(x: (screen.width - screen.safeArea.right - ScrollIndicatorLook.rightInset
                                - ScrollIndicatorLook.width) * scale,
                            y: indicator.y * scale, width: ScrollIndicatorLook.width * scale,
                            height: indicator.length * scale)
            ScrollIndicatorLook(style: scene.scroll.indicatorStyle).draw(in: rect, scale: scale, alpha: indicator.alpha,
                                                                        into: &canvas)
        }
        if !scene.statusBar.hidden, screen.safeArea.top > 0, chrome.statusBarHiddenFraction < 1 {
            let height = screen.safeArea.top
            let painter = StatusBarPainter(height: height, width: screen.width, hasNotch: height > 20, color: content)
            painter.draw(into: &canvas, scale: scale, slide: chrome.statusBarHiddenFraction * height,
                         text: TextPainter(assets: assets))
        }
        if screen.safeArea.bottom > 0, scene.statusBar.homeIndicator != .hidden {
            // Home indicator: 134 x 5 pt capsule, 8 pt above the bottom edge (HIG); dark or light by what is under it.
            let width = min(134.0, screen.width * 0.36)
            let rect = Rect(x: (screen.width - width) / 2 * scale, y: (screen.height - 8 - 5) * scale,
                            width: width * scale, height: 5 * scale)
            let dark: Bool
            switch scene.statusBar.homeIndicator {
            case .dark: dark = true
            case .light, .hidden: dark = false
            case .automatic: dark = HomeIndicatorLook.isLight(canvas.paintedPixels, under: rect, scale: scale)
            }
            canvas.fill(.roundedRect(rect, radius: 2.5 * scale),
                        paint: .solid(dark ? HomeIndicatorLook.darkColor : HomeIndicatorLook.lightColor),
                        fillRule: .nonZero, opacity: HomeIndicatorLook.opacity, transform: .identity, clip: nil)
        }
        if let touch = chrome.touch {
            // Touch indicator: a 44 pt translucent disc with a soft ring, like the simulator's.
            let radius = 22.0 * scale
            let centre = Point(x: touch.x * scale, y: touch.y * scale)
            canvas.fill(.circle(center: centre, radius: radius), paint: .solid(Color(r: 255, g: 255, b: 255, a: 255)),
                        fillRule: .nonZero, opacity: 0.45, transform: .identity, clip: nil)
            var ring = Path.circle(center: centre, radius: radius)
            ring.append(.circle(center: centre, radius: radius - 2 * scale))
            canvas.fill(ring, paint: .solid(Color(r: 60, g: 60, b: 67, a: 255)), fillRule: .evenOdd, opacity: 0.5,
                        transform: .identity, clip: nil)
        }
    }
}
