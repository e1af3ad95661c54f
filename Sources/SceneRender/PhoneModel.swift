import Layout

/// A built-in phone as Apple publishes it: the body's width and height in millimetres and the display's density,
/// which turn millimetres into points, plus the side buttons' places measured off Apple's product drawings
/// (estimates, within about 1 mm). Sources and arithmetic: docs/scenes.md#bezel.
struct PhoneModel: Sendable {
    /// A button: the edge, the distance of its upper end from the body's top and its length, in millimetres.
    typealias Button = (edge: PhoneBody.Button.Edge, topMillimetres: Double, lengthMillimetres: Double)

    /// The screen preset this body belongs to.
    var screen: DeviceSpec
    var front: PhoneBody.Front
    /// Body width and height in millimetres (Apple's technical specifications).
    var bodyWidthMillimetres: Double
    var bodyHeightMillimetres: Double
    /// Display density in pixels per inch (Apple's technical specifications).
    var pixelsPerInch: Double
    /// Display pixels per point (UIScreen.scale: 2 or 3).
    var pixelsPerPoint: Double
    /// Outer corner radius in millimetres; nil: concentric with the display corners (radius + border).
    var cornerRadiusMillimetres: Double?
    var buttons: [Button]

    /// How far buttons stand out of the body: about 0.6 mm on every model.
    static let buttonDepthMillimetres = 0.6
    /// Millimetres per inch.
    static let millimetresPerInch = 25.4

    /// Points per millimetre: pixels per inch / 25.4 / pixels per point.
    var pointsPerMillimetre: Double { pixelsPerInch / Self.millimetresPerInch / pixelsPerPoint }

    /// The body in points: the body size converted with `pointsPerMillimetre`, the screen centred in it (the
    /// borders above and below are equal on all four models).
    var body: PhoneBody {
        let unit = pointsPerMillimetre
        let side = (bodyWidthMillimetres * unit - screen.width) / 2
        let vertical = (bodyHeightMillimetres * unit - screen.height) / 2
        let radius = cornerRadiusMillimetres.map { $0 * unit } ?? screen.cornerRadius + side
        return PhoneBody(
            front: front, side: side, top: vertical, bottom: vertical, cornerRadius: radius,
            buttonDepth: Self.buttonDepthMillimetres * unit, pointsPerMillimetre: unit,
            buttons: buttons.map {
                PhoneBody.Button(edge: $0.edge, top: $0.topMillimetres * unit, length: $0.lengthMillimetres * unit)
            })
    }

    /// iPhone SE (2nd generation): 138.4 x 67.3 mm, 4.7" 326 ppi @2x; ring/silent switch and volume buttons on
    /// the left, side button on the right; body corners about 9.5 mm.
    static let iPhoneSE = PhoneModel(
        screen: DevicePresets.iPhoneSE, front: .homeButton, bodyWidthMillimetres: 67.3, bodyHeightMillimetres: 138.4,
        pixelsPerInch: 326, pixelsPerPoint: 2, cornerRadiusMillimetres: 9.5,
        buttons: [(.left, 15, 6), (.left, 28, 10), (.left, 41.5, 10), (.right, 28, 10.5)])
    /// iPhone X: 143.6 x 70.9 mm, 458 ppi @3x; the side button is longer than on the home-button phones.
    static let iPhoneX = PhoneModel(
        screen: DevicePresets.iPhoneX, front: .notch, bodyWidthMillimetres: 70.9, bodyHeightMillimetres: 143.6,
        pixelsPerInch: 458, pixelsPerPoint: 3, cornerRadiusMillimetres: nil,
        buttons: [(.left, 19.5, 6), (.left, 32, 10), (.left, 45, 10), (.right, 32, 18.5)])
    /// iPhone 15: 147.6 x 71.6 mm, 460 ppi @3x.
    static let iPhone15 = PhoneModel(
        screen: DevicePresets.iPhone15, front: .island, bodyWidthMillimetres: 71.6, bodyHeightMillimetres: 147.6,
        pixelsPerInch: 460, pixelsPerPoint: 3, cornerRadiusMillimetres: nil,
        buttons: [(.left, 21.5, 6), (.left, 35, 10), (.left, 48, 10), (.right, 35, 18)])
    /// iPhone 15 Pro Max: 159.9 x 76.7 mm, 460 ppi @3x; the Action button replaces the ring/silent switch.
    static let iPhone15ProMax = PhoneModel(
        screen: DevicePresets.iPhone15ProMax, front: .island, bodyWidthMillimetres: 76.7,
        bodyHeightMillimetres: 159.9, pixelsPerInch: 460, pixelsPerPoint: 3, cornerRadiusMillimetres: nil,
        buttons: [(.left, 25, 7), (.left, 38, 10), (.left, 51, 10), (.right, 38, 18.5)])

    /// Every model, in `DevicePresets.all`'s order.
    static let all = [iPhoneSE, iPhoneX, iPhone15, iPhone15ProMax]
}
