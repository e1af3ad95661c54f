#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How an overscrolled view returns to its edge once the finger is up.
public enum BounceModel: Sendable, Equatable {
    /// UIKit's first-order model (docs/physics.md#bounce): each millisecond the overscroll is multiplied by
    /// `decayPerMillisecond` (UIKit: 0.99) while the velocity also loses the deceleration rate. Released from rest,
    /// the overscroll halves every `ln 0.5 / ln 0.99` ≈ 69 ms.
    case uikit(decayPerMillisecond: Double)
    /// A damped spring pulling the overscroll to the edge: `mass * e'' + damping * e' + stiffness * e = 0`, with
    /// time in seconds, `e` in points. `damping` is the damping COEFFICIENT (not the ratio); the ratio is
    /// `damping / (2 * sqrt(stiffness * mass))`. Evaluated in closed form (under-, critically and over-damped).
    case spring(stiffness: Double, damping: Double, mass: Double)

    /// UIKit's bounce decay per millisecond, 0.99 (docs/physics.md#bounce).
    public static let uikitDecayPerMillisecond = 0.99

    /// The UIKit default, `.uikit(decayPerMillisecond: 0.99)`.
    public static let uikitDefault = BounceModel.uikit(decayPerMillisecond: uikitDecayPerMillisecond)

    /// Flutter's BouncingScrollPhysics spring: mass 0.5, stiffness 100, damping ratio 1.1, i.e. a damping
    /// coefficient of `2 * 1.1 * sqrt(100 * 0.5)` ≈ 15.556 (docs/physics.md#spring-bounce).
    public static let flutterSpring = BounceModel.spring(stiffness: flutterStiffness, dampingRatio: flutterDampingRatio,
                                                         mass: flutterMass)
    /// Flutter's spring stiffness, 100 (docs/physics.md#spring-bounce).
    package static let flutterStiffness = 100.0
    /// Flutter's spring mass, 0.5 (docs/physics.md#spring-bounce).
    package static let flutterMass = 0.5
    /// Flutter's damping ratio, 1.1 (docs/physics.md#spring-bounce).
    package static let flutterDampingRatio = 1.1

    /// A spring given by its damping RATIO (1 = critical) instead of its coefficient.
    public static func spring(stiffness: Double, dampingRatio: Double, mass: Double) -> BounceModel {
        .spring(stiffness: stiffness, damping: 2 * dampingRatio * (stiffness * mass).squareRoot(), mass: mass)
    }
}

/// The tunables of UIScrollView's scrolling physics. Every default is UIKit's (docs/physics.md#tunables).
public struct ScrollPhysics: Sendable, Equatable {
    /// The rubber band's `c` in `(1 - 1/(x*c/d + 1)) * d`; UIKit uses 0.55. Must lie in
    /// `PhysicsParameter.rubberBand.range`, (0, 1].
    public var rubberBandCoefficient: Double
    /// The fraction of velocity kept per millisecond of free deceleration, in (0, 1):
    /// `normalDecelerationRate` (0.998) or `fastDecelerationRate` (0.99).
    public var decelerationRate: Double
    /// How an overscroll returns to the edge.
    public var bounceModel: BounceModel
    /// UIScrollView.bounces: whether the content may go past its edges at all. Off clamps the offset to the bounds.
    public var bounces: Bool
    /// UIScrollView.alwaysBounceVertical: bounce even when the content fits in the viewport.
    public var alwaysBounceVertical: Bool
    /// Speed in points per second under which motion is considered settled (in a bounce: together with being within
    /// 0.5 pt of the edge). For the UIKit models it is compared with the model's velocity state; for the spring with
    /// the true speed. Default 1 pt/s. Free deceleration additionally runs until the travel left to its projected rest
    /// is under half a pixel, so the final snap never exceeds a pixel.
    public var velocityThreshold: Double
    /// Touch events per second while the finger is down; the release velocity is estimated from them
    /// (docs/physics.md#release-velocity). Default 60 Hz (`defaultTouchRate`); ProMotion iPhones deliver 120 Hz.
    /// Must lie in `touchRateRange`.
    public var touchRate: Double
    /// A release slower than this (pt/s) does not glide: the content stays where the finger left it (and still
    /// bounces back if it is past an edge). Default 250 pt/s (`uikitGlideFloor`); 0 lets every release glide. Applies
    /// to `fling` too. Must lie in `glideFloorRange`.
    public var glideFloor: Double
    /// Repeated fast flicks in the same direction multiply the release velocity (docs/physics.md#repeated-flicks).
    public var flickBoost: FlickBoost

    /// UIKit's `UIScrollView.DecelerationRate.normal`, 0.998 per ms.
    public static let normalDecelerationRate = 0.998
    /// UIKit's `UIScrollView.DecelerationRate.fast`, 0.99 per ms.
    public static let fastDecelerationRate = 0.99
    /// UIKit's rubber band coefficient, 0.55 (docs/physics.md#rubber-band).
    public static let uikitRubberBandCoefficient = 0.55
    /// The default settle speed, 1 pt/s.
    public static let defaultVelocityThreshold = 1.0
    /// The default touch rate, 60 Hz: an iPhone without ProMotion delivers one touch event per display refresh.
    public static let defaultTouchRate = 60.0
    /// The valid touch rates, 10 to 1000 Hz (a touch event at least every 100 ms, at most every millisecond).
    package static let touchRateRange = 10.0...1000.0
    /// UIKit's glide floor, 250 pt/s: public reverse-engineering of UIScrollView finds no glide below about 250 pt/s
    /// (Flutter issue 103762 measures 241).
    public static let uikitGlideFloor = 250.0
    /// The valid glide floors, 0 to 1,000,000 pt/s (the fastest speed a gesture script may name).
    package static let glideFloorRange = 0.0...1_000_000.0
    /// The valid `FlickBoost.minimumSpeed` values, 0 to 1,000,000 pt/s.
    package static let flickSpeedRange = 0.0...1_000_000.0
    /// The valid `FlickBoost.windowMilliseconds` values, 0 to 60,000 ms.
    package static let flickWindowRange = 0.0...60_000.0
    /// The valid `FlickBoost.maximumMultiplier` values, 1 (off) to 1000.
    package static let flickBoostRange = 1.0...1000.0

    /// Creates the physics; every parameter defaults to UIKit's behaviour.
    public init(
        rubberBandCoefficient: Double = ScrollPhysics.uikitRubberBandCoefficient,
        decelerationRate: Double = ScrollPhysics.normalDecelerationRate,
        bounceModel: BounceModel = .uikitDefault,
        bounces: Bool = true,
        alwaysBounceVertical: Bool = false,
        velocityThreshold: Double = ScrollPhysics.defaultVelocityThreshold,
        touchRate: Double = ScrollPhysics.defaultTouchRate,
        glideFloor: Double = ScrollPhysics.uikitGlideFloor,
        flickBoost: FlickBoost = .uikitDefault
    ) {
        self.rubberBandCoefficient = rubberBandCoefficient
        self.decelerationRate = decelerationRate
        self.bounceModel = bounceModel
        self.bounces = bounces
        self.alwaysBounceVertical = alwaysBounceVertical
        self.velocityThreshold = velocityThreshold
        self.touchRate = touchRate
        self.glideFloor = glideFloor
        self.flickBoost = flickBoost
    }

    /// Whether the view may go past its edges in `geometry`: `bounces && (alwaysBounceVertical || content + insets >
    /// viewport)` (docs/physics.md#bounces-and-alwaysbouncevertical).
    package func allowsBounce(in geometry: ScrollGeometry) -> Bool {
        bounces && (alwaysBounceVertical || geometry.contentOverflowsViewport)
    }

    /// The distance a free deceleration from `velocity` (pt/s) travels before stopping: `v * F / (1 - F)` with v in
    /// pt/ms (WWDC 2018 "Designing Fluid Interfaces"); 1000 pt/s at 0.998 travels 499.0 pt.
    package func projectedTravel(fromVelocity velocity: Double) -> Double {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// Checks every parameter against its range in the table (`PhysicsParameter`); throws naming the first invalid
    /// one, its valid range and its default.
    public func validate() throws(PhysicsParameterError) {
        for parameter in PhysicsParameter.allCases {
            guard let range = parameter.range, let value = parameter.value(in: self) else { continue }
            if !range.contains(value) { throw parameter.error(value) }
        }
    }
}
