/// Screen orientation.
public enum Orientation: String, Sendable, Equatable, CaseIterable {
    /// Taller than wide, the home indicator at the bottom.
    case portrait
    /// Turned a quarter: the portrait width becomes the height.
    case landscape
}

/// A phone screen: size in points, safe-area insets and display corner radius, in portrait, and the rate at which
/// it delivers touch events.
public struct DeviceSpec: Sendable, Equatable {
    /// The screen sides a scene may give, in points: from a watch-sized 16 to 4096 (larger than any iPad), so a
    /// painted frame stays within memory at every scale.
    public static let sideRange = 16.0...4096.0

    /// Touch events per second on an iPhone with a 60 Hz display: UIKit delivers one touch event per display
    /// refresh (docs/physics.md#touch-events).
    public static let standardTouchRate = 60.0
    /// Touch events per second on a ProMotion (120 Hz) iPhone (docs/physics.md#touch-events).
    public static let proMotionTouchRate = 120.0

    /// The preset's name (`iPhoneX`), or `custom` for a scene's own `device:` mapping.
    public var name: String
    /// Screen width in points, portrait.
    public var width: Double
    /// Screen height in points, portrait.
    public var height: Double
    /// Safe-area insets in points, portrait (status bar / sensor housing at the top, home indicator at the bottom).
    public var safeArea: EdgeInsets
    /// Radius of the display's rounded corners in points (0: square).
    public var cornerRadius: Double
    /// Touch events per second while a finger moves (`standardTouchRate` or `proMotionTouchRate`); the release
    /// velocity is estimated from these events (docs/physics.md#release-velocity).
    public var touchRate: Double

    /// A device described in portrait; `touchRate` defaults to `standardTouchRate` (60 Hz).
    public init(name: String, width: Double, height: Double, safeArea: EdgeInsets, cornerRadius: Double,
                touchRate: Double = DeviceSpec.standardTouchRate) {
        self.name = name
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.cornerRadius = cornerRadius
        self.touchRate = touchRate
    }

    /// Landscape home-indicator inset in points: 21 on every Face ID iPhone (Apple HIG layout guides).
    static let landscapeHomeIndicatorInset = 21.0

    /// The screen as seen in `orientation`. Landscape swaps width and height; like iOS, a phone with a
    /// home indicator (bottom inset > 0) gets its portrait top inset on both sides, top 0 and bottom 21;
    /// a home-button phone (bottom inset 0) has no safe-area insets in landscape (status bar hidden).
    public func oriented(_ orientation: Orientation) -> DeviceSpec {
        guard orientation == .landscape else { return self }
        let insets = safeArea.bottom > 0
            ? EdgeInsets(top: 0, left: safeArea.top, bottom: Self.landscapeHomeIndicatorInset, right: safeArea.top)
            : EdgeInsets.zero
        return DeviceSpec(name: name, width: height, height: width, safeArea: insets, cornerRadius: cornerRadius,
                          touchRate: touchRate)
    }
}

/// Built-in device descriptions (points and insets from Apple's published device metrics; touch rates from the
/// displays' refresh rates: 120 Hz for ProMotion, 60 Hz otherwise).
public enum DevicePresets {
    /// iPhone SE (2nd/3rd gen): 375 x 667, status bar 20, no home indicator, square corners, 60 Hz touch events.
    public static let iPhoneSE = DeviceSpec(
        name: "iPhone SE", width: 375, height: 667, safeArea: EdgeInsets(top: 20), cornerRadius: 0)
    /// iPhone X: 375 x 812, safe area 44 / 34, corner radius 39, 60 Hz touch events.
    public static let iPhoneX = DeviceSpec(
        name: "iPhone X", width: 375, height: 812, safeArea: EdgeInsets(top: 44, bottom: 34), cornerRadius: 39)
    /// iPhone 15: 393 x 852, safe area 59 / 34, corner radius 55, 60 Hz touch events.
    public static let iPhone15 = DeviceSpec(
        name: "iPhone 15", width: 393, height: 852, safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55)
    /// iPhone 15 Pro Max: 430 x 932, safe area 59 / 34, corner radius 55, ProMotion: 120 Hz touch events.
    public static let iPhone15ProMax = DeviceSpec(
        name: "iPhone 15 Pro Max", width: 430, height: 932, safeArea: EdgeInsets(top: 59, bottom: 34),
        cornerRadius: 55, touchRate: DeviceSpec.proMotionTouchRate)

    /// Every preset, in a fixed order.
    public static let all: [DeviceSpec] = [iPhoneSE, iPhoneX, iPhone15, iPhone15ProMax]

    /// The preset whose name matches `name` (case-insensitive), if any.
    public static func named(_ name: String) -> DeviceSpec? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }
}
