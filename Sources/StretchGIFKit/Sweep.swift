import Foundation
import GIF
import Raster

/// The same scene and gesture rendered once for every value of one or two physics parameters, the panels side by
/// side in one animation, each labelled with its value, all on one clock (`stretchgif sweep`, docs/physics.md#sweep).
///
/// One parameter gives a row of panels; two give a grid, the first parameter across and the second down. The clock
/// is the longest panel's: a panel whose gesture comes to rest earlier holds its last frame. Every panel is painted
/// from its own animation at the same instants, so the panels differ only where the physics differs.
public struct Sweep: Sendable {
    /// One varied parameter and its values, in the order given.
    public struct Axis: Sendable, Equatable {
        /// The parameter.
        public let parameter: SweepParameter
        /// Its values (each checked by the parameter's rule).
        public let values: [Double]
        /// Each value as the user wrote it, for the labels.
        public let texts: [String]

        /// An axis of `parameter` over `texts`, read as the parameter's flag reads them (`SweepParameter.value`).
        /// Throws `invalidParameter` naming the flag for a value it cannot read.
        public init(parameter: SweepParameter, texts: [String]) throws(StretchGIFError) {
            guard parameter.isSweepable else {
                throw .invalidParameter(name: parameter.parameterName, message: "cannot be swept")
            }
            var values: [Double] = []
            for text in texts {
                guard let value = parameter.value(text) else {
                    throw .invalidParameter(name: parameter.parameterName,
                                            message: "expects a comma-separated list of values (got '\(text)')")
                }
                values.append(value)
            }
            self.parameter = parameter
            self.values = values
            self.texts = texts
        }
    }

    /// Most panels in one sweep (two parameters of 4 and 3 values, say): beyond it frames grow past what a GIF
    /// viewer shows comfortably and painting cost grows with every panel.
    package static let maximumPanels = 12
    /// Page colour around the panels and the labels' colour (iOS's system background and label colours).
    static let pageColor = Color(r: 255, g: 255, b: 255, a: 255)
    static let labelColor = Color(r: 28, g: 28, b: 30, a: 255)
    /// Gap between panels and label band height, in points of a 375 pt wide panel (scaled with the panel width).
    static let gapPoints = 8.0
    static let labelBandPoints = 30.0
    static let labelFontPoints = 15.0
    /// The review numbers' band under each panel, its type size and colour (iOS's secondary label colour on white).
    /// The type is never under `captionMinimumPixels` (readable on a narrow panel) unless the caption would
    /// otherwise be wider than its panel; the band is at least `captionMinimumPixels + 4` high.
    static let captionBandPoints = 24.0
    static let captionFontPoints = 13.0
    static let captionMinimumPixels = 9.0
    static let captionColor = Color(r: 0x6C, g: 0x6C, b: 0x70, a: 255)

    /// The varied parameters (one or two).
    public let axes: [Axis]
    /// One animation per panel, row by row.
    let panels: [Animation]
    /// Each panel's label.
    public let labels: [String]
    /// Each panel's review numbers (peak overscroll, time to rest, UIKit default), drawn under it.
    package let summaries: [TraceSummary]
    /// Panels across and down.
    public let columns: Int
    /// Panels down.
    public let rows: Int
    /// The panel whose animation lasts longest: its schedules are the sweep's.
    let clock: Animation
    let fonts: FontLibrary
    /// The sweep's frame size in pixels.
    public let pixelWidth: Int
    /// The sweep's frame height in pixels.
    public let pixelHeight: Int
    let gap: Int
    let labelBand: Int
    let captionBand: Int

    /// A sweep of `scene` with `options` over `axes` (1 or 2 axes of distinct parameters, each 2 to
    /// `SweepParameter.maximumValues` values, at most `maximumPanels` panels in all). Every panel is validated as
    /// a render with that value would be; errors name the parameter.
    public init(scene: StretchScene, options: RenderOptions, axes: [Axis]) throws(StretchGIFError) {
        guard (1...2).contains(axes.count) else {
            throw .invalidParameter(name: "sweep", message: "varies one or two physics parameters (got \(axes.count))")
        }
        if axes.count == 2, axes[0].parameter == axes[1].parameter {
            throw .invalidParameter(name: "sweep", message: "varies two different parameters")
        }
        for axis in axes where !(2...SweepParameter.maximumValues).contains(axis.values.count) {
            throw .invalidParameter(name: axis.parameter.parameterName,
                                    message: "expects 2 to \(SweepParameter.maximumValues) values to sweep "
                                        + "(got \(axis.values.count))")
        }
        let columns = axes[0].values.count
        let rows = axes.count == 2 ? axes[1].values.count : 1
        guard columns * rows <= Self.maximumPanels else {
            throw .invalidParameter(name: "sweep", message: "makes \(columns * rows) panels; at most "
                + "\(Self.maximumPanels)")
        }
        var panels: [Animation] = []
        var labels: [String] = []
        for row in 0..<rows {
            for column in 0..<columns {
                var panelOptions = options
                var parts: [String] = []
                for (axis, index) in zip(axes, [column, row]) {
                    axis.parameter.apply(axis.values[index], to: &panelOptions.physics)
                    parts.append("\(axis.parameter.label) \(axis.texts[index])")
                    do { try panelOptions.physics.validate() } catch {
                        throw .invalidParameter(name: axis.parameter.parameterName,
                                                message: "value '\(axis.texts[index])': \(error.description)")
                    }
                }
                let panel = try Animation(scene: scene, options: panelOptions)
                if panels.isEmpty { try Self.checkPageSize(panel: panel, columns: columns, rows: rows, options: options) }
                panels.append(panel)
                labels.append(parts.joined(separator: " · "))
            }
        }
        self.axes = axes
        self.panels = panels
        self.labels = labels
        summaries = panels.map { TraceSummary(animation: $0) }
        self.columns = columns
        self.rows = rows
        clock = panels.max { $0.timeline.durationMilliseconds < $1.timeline.durationMilliseconds } ?? panels[0]
        let page = Self.pageLayout(panel: panels[0], columns: columns, rows: rows)
        gap = page.gap
        labelBand = page.labelBand
        captionBand = page.captionBand
        pixelWidth = page.width
        pixelHeight = page.height
        let texts: [(string: String, weight: Raster.FontWeight)] =
            labels.map { ($0, .semibold) } + summaries.map { ($0.caption, .regular) }
        fonts = try FontLibrary.load(fontPaths: options.fonts, texts: texts)
    }

    /// The page for `columns` x `rows` panels the size of `panel`: the gap, the label band above each panel and the
    /// caption band under it (scaled with the panel width) and the composed frame's size in pixels.
    static func pageLayout(panel: Animation, columns: Int, rows: Int)
        -> (gap: Int, labelBand: Int, captionBand: Int, width: Int, height: Int)
    {
        let unit = Double(panel.pixelWidth) / 375
        let gap = max(2, Int((gapPoints * unit).rounded()))
        let labelBand = max(12, Int((labelBandPoints * unit).rounded()))
        let captionBand = max(Int(captionMinimumPixels) + 4, Int((captionBandPoints * unit).rounded()))
        return (gap, labelBand, captionBand, columns * panel.pixelWidth + (columns + 1) * gap,
                rows * (panel.pixelHeight + labelBand + captionBand) + (rows + 1) * gap)
    }

    /// The composed frame is a frame like any other (docs/scenes.md#limits): refused from the first panel's size,
    /// before the other panels are built or anything is painted, naming the flag to lower.
    static func checkPageSize(panel: Animation, columns: Int, rows: Int, options: RenderOptions)
        throws(StretchGIFError)
    {
        let page = pageLayout(panel: panel, columns: columns, rows: rows)
        guard page.width * page.height > RenderPlan.maximumPaintedPixels else { return }
        let lower = options.width != nil ? "lower --width (each panel's width)" : "lower --scale or give a --width"
        throw .invalidParameter(name: options.width != nil ? "width" : "scale", message: "makes a \(page.width) "
            + "x \(page.height) px sweep frame (\(columns * rows) panels of \(panel.pixelWidth) x "
            + "\(panel.pixelHeight) px); a frame may have at most "
            + "\(RenderPlan.maximumPaintedPixels / (1024 * 1024)) Mi pixels: \(lower) or sweep fewer values")
    }

    /// Frames of the sweep's GIF (the clock panel's GIF schedule).
    public var frameCount: Int { clock.frameCount }
    /// The sweep's GIF frame schedule.
    public var schedule: FrameSchedule { clock.schedule }
    /// The sweep's video frame schedule.
    public var videoSchedule: VideoSchedule { clock.videoSchedule }

    /// Encodes the sweep into every target in one run, as `Animation.encode` does (docs/formats.md#several-outputs):
    /// any format, several outputs, the GIF's palette from a sample of the frames, frames painted in parallel within
    /// the memory budget. Files are written atomically and only when every output succeeded; `.memory` targets
    /// return their bytes.
    public func encode(_ targets: [OutputTarget], progress: ProgressHandler? = nil) throws(StretchGIFError)
        -> [EncodedOutput]
    {
        try SweepFrames(self).encode(targets, options: clock.options, progress: progress)
    }

    /// The composed GIF frame `index` (each panel's frame at that instant on the labelled page), painted on its own.
    func compositeFrame(_ index: Int) throws(StretchGIFError) -> Pixmap {
        try SweepFrames(self).paintOne(atSeconds: schedule.frames[index].timeSeconds)
    }

    /// Where panel `slot` (row by row) lies in a sweep frame, in pixels.
    func panelOrigin(_ slot: Int) -> (x: Int, y: Int) {
        (gap + (slot % columns) * (panels[0].pixelWidth + gap),
         gap + (slot / columns) * (panels[0].pixelHeight + labelBand + captionBand + gap) + labelBand)
    }
}
