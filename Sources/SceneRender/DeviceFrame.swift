import Layout
import Raster

/// Paints the static part of `--bezel` for a `BezelLayout` (docs/scenes.md#bezel): a white surround, a soft shadow
/// under the phone, the side buttons, the body (a metal band around black glass with concentric corners), the
/// front's details (the SE's earpiece, camera and home button; the notch's earpiece and camera; the Dynamic
/// Island's camera), and the mask through which the screen shows: the display's rounded corners less the sensor
/// housing. Shapes are described in the portrait body's pixels and mapped by `layout.transform`.
struct DeviceFrame {
    /// What lies outside the phone: white, so the phone reads on light pages.
    static let surroundColor = Color(r: 255, g: 255, b: 255, a: 255)
    /// The front glass, iOS's "label" black in dark appearance (#0B0B0C is close to an iPhone's black glass).
    static let bodyColor = Color(r: 11, g: 11, b: 12, a: 255)
    /// The metal band: iOS systemGray2 (#AEAEB2) at the lit top-left corner to systemGray (#8E8E93) to
    /// systemGray3 dark (#48484A) at the bottom-right, a highlight that reads as a rounded metal edge.
    static let bandStops = [GradientStop(0, Color(r: 174, g: 174, b: 178, a: 255)),
                            GradientStop(0.5, Color(r: 142, g: 142, b: 147, a: 255)),
                            GradientStop(1, Color(r: 72, g: 72, b: 74, a: 255))]
    /// The band's width seen from the front, in millimetres.
    static let bandMillimetres = 0.5
    /// The buttons: iOS systemGray (#8E8E93), the band's middle tone.
    static let buttonColor = Color(r: 142, g: 142, b: 147, a: 255)
    /// Shadow: black at 30 % opacity, 6 pt below the phone, blurred with a 6 pt standard deviation.
    static let shadowColor = Color(r: 0, g: 0, b: 0, a: 255)
    static let shadowOpacity = 0.3
    static let shadowOffset = 6.0
    static let shadowSigma = 6.0
    /// The earpiece slots and camera rings: iOS systemGray5 dark (#2C2C2E) on the black glass.
    static let detailColor = Color(r: 44, g: 44, b: 46, a: 255)
    /// Camera lenses: a dark blue (#1C2233), as front lenses look on black glass.
    static let lensColor = Color(r: 28, g: 34, b: 51, a: 255)
    /// The home button's ring: iOS systemGray2 dark (#636366); its face is a shade lighter than the glass.
    static let homeRingColor = Color(r: 99, g: 99, b: 102, a: 255)
    static let homeFaceColor = Color(r: 22, g: 22, b: 24, a: 255)

    /// iPhone SE details, in millimetres (measured off Apple's product drawings): a home button 11 mm across with a
    /// 0.35 mm ring, centred in the bottom border; a 10 x 1.3 mm earpiece centred in the top border; the front
    /// camera 2.6 mm across (1.6 mm lens), 8.5 mm left of the earpiece's centre.
    static let homeButtonDiameter = 11.0
    static let homeRingWidth = 0.35
    static let earpieceSize = (width: 10.0, height: 1.3)
    static let cameraDiameter = 2.6
    static let lensDiameter = 1.6
    static let cameraOffset = 8.5
    /// Sensor housings in points (docs/scenes.md#bezel): the iPhone X notch, 209 x 30 pt with 20 pt lower corners
    /// (its 44 pt status bar); the Dynamic Island, a 126 x 37 pt capsule 11 pt below the screen's top edge (59 pt
    /// status bar). The notch's earpiece slot (50 x 5 pt, 6 pt from the top) and camera (8 pt, 38 pt right of
    /// the centre), and the island's camera (11 pt, 18 pt in from its right end) are drawn a shade lighter.
    static let notch = (width: 209.0, depth: 30.0, radius: 20.0)
    static let island = (width: 126.0, height: 37.0, gap: 11.0)
    static let notchEarpiece = (width: 50.0, height: 5.0, top: 6.0)
    static let notchCamera = (diameter: 8.0, offset: 38.0)
    static let islandCamera = (diameter: 11.0, inset: 18.0)

    let layout: BezelLayout

    /// Pixels per point.
    private var scale: Double { layout.scale }
    /// Pixels per millimetre of this phone.
    private var pixelsPerMillimetre: Double { layout.body.pointsPerMillimetre * layout.scale }

    /// The static layer: everything but the screen, which shows through `screenMask()`.
    func paintLayer() -> Pixmap {
        var pixmap = Pixmap(width: layout.frameWidth, height: layout.frameHeight, fill: Self.surroundColor)
        let transform = layout.transform
        let outline = Path.roundedRect(layout.bodyRect, radius: layout.body.cornerRadius * scale, style: .continuous)
        var shadow = pixmap.coverage(of: outline, transform: transform)
            .blurred(radius: CoverageMask.boxRadius(forSigma: Self.shadowSigma * scale))
        shadow.originY += Int((Self.shadowOffset * scale).rounded())
        pixmap.fill(mask: shadow, paint: .solid(Self.shadowColor), opacity: Self.shadowOpacity)
        for button in buttons() {
            pixmap.fill(button, paint: .solid(Self.buttonColor), transform: transform)
        }
        let body = layout.bodyRect
        pixmap.fill(outline, paint: .linearGradient(start: Point(x: body.minX, y: body.minY),
                                                    end: Point(x: body.maxX, y: body.maxY), stops: Self.bandStops),
                    transform: transform)
        let band = Self.bandMillimetres * pixelsPerMillimetre
        let glass = Rect(x: band, y: band, width: body.width - 2 * band, height: body.height - 2 * band)
        pixmap.fill(.roundedRect(glass, radius: max(0, layout.body.cornerRadius * scale - band), style: .continuous),
                    paint: .solid(Self.bodyColor), transform: transform)
        for (shape, color) in frontDetails() { pixmap.fill(shape, paint: .solid(color), transform: transform) }
        return pixmap
    }

    /// The side buttons in portrait body pixels: capsules `buttonDepth` out of the body's long edges (drawn twice
    /// as deep, half under the body).
    func buttons() -> [Path] {
        let depth = layout.body.buttonDepth * scale
        return layout.body.buttons.map { button in
            let x = button.edge == .left ? -depth : Double(layout.bodyWidth) - depth
            let rect = Rect(x: x, y: button.top * scale, width: 2 * depth, height: button.length * scale)
            return .roundedRect(rect, radius: depth)
        }
    }

    /// The front's details in portrait body pixels with their colours, back to front.
    func frontDetails() -> [(Path, Color)] {
        let screen = layout.screenRect
        let centreX = layout.bodyRect.width / 2
        switch layout.body.front {
        case .homeButton:
            let mm = pixelsPerMillimetre
            let home = Point(x: centreX, y: screen.maxY + Double(layout.bottom) / 2)
            let outer = Self.homeButtonDiameter / 2 * mm
            let earY = Double(layout.top) / 2
            let ear = Rect(x: centreX - Self.earpieceSize.width / 2 * mm, y: earY - Self.earpieceSize.height / 2 * mm,
                           width: Self.earpieceSize.width * mm, height: Self.earpieceSize.height * mm)
            let camera = Point(x: centreX - Self.cameraOffset * mm, y: earY)
            return [(.circle(center: home, radius: outer), Self.homeRingColor),
                    (.circle(center: home, radius: outer - Self.homeRingWidth * mm), Self.homeFaceColor),
                    (.roundedRect(ear, radius: ear.height / 2), Self.detailColor),
                    (.circle(center: camera, radius: Self.cameraDiameter / 2 * mm), Self.detailColor),
                    (.circle(center: camera, radius: Self.lensDiameter / 2 * mm), Self.lensColor)]
        case .notch:
            let ear = Rect(x: centreX - Self.notchEarpiece.width / 2 * scale,
                           y: screen.minY + Self.notchEarpiece.top * scale,
                           width: Self.notchEarpiece.width * scale, height: Self.notchEarpiece.height * scale)
            let camera = Point(x: centreX + Self.notchCamera.offset * scale,
                               y: screen.minY + (Self.notchEarpiece.top + Self.notchEarpiece.height / 2) * scale)
            return [(.roundedRect(ear, radius: ear.height / 2), Self.detailColor),
                    (.circle(center: camera, radius: Self.notchCamera.diameter / 2 * scale), Self.lensColor)]
        case .island:
            let centre = Point(x: centreX + (Self.island.width / 2 - Self.islandCamera.inset) * scale,
                               y: screen.minY + (Self.island.gap + Self.island.height / 2) * scale)
            return [(.circle(center: centre, radius: Self.islandCamera.diameter / 2 * scale), Self.lensColor)]
        case .plain:
            return []
        }
    }

    /// The sensor housing in portrait body pixels, nil for fronts without one. The notch is a rounded rectangle
    /// twice its depth, centred on the screen's top edge: only its rounded lower corners reach into the screen.
    func sensorHousing() -> Path? {
        let screen = layout.screenRect
        switch layout.body.front {
        case .notch:
            let width = Self.notch.width * scale, depth = Self.notch.depth * scale
            let rect = Rect(x: screen.minX + (screen.width - width) / 2, y: screen.minY - depth, width: width, height: 2 * depth)
            return .roundedRect(rect, radius: Self.notch.radius * scale, style: .continuous)
        case .island:
            let width = Self.island.width * scale, height = Self.island.height * scale
            let rect = Rect(x: screen.minX + (screen.width - width) / 2, y: screen.minY + Self.island.gap * scale, width: width,
                            height: height)
            return .roundedRect(rect, radius: height / 2, style: .continuous)
        case .homeButton, .plain:
            return nil
        }
    }

    /// Coverage of the screen in frame pixels: the display's rounded corners (`DeviceSpec.cornerRadius`,
    /// continuous) less the sensor housing. Bounded by the screen's pixels.
    func screenMask(device: DeviceSpec, canvas: Pixmap) -> CoverageMask {
        let display = Path.roundedRect(layout.screenRect, radius: device.cornerRadius * scale, style: .continuous)
        let mask = canvas.coverage(of: display, transform: layout.transform)
        guard let housing = sensorHousing() else { return mask }
        return mask.subtracting(canvas.coverage(of: housing, transform: layout.transform))
    }
}
