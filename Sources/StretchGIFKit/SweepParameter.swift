/// A physics setting `stretchgif sweep` can vary (docs/physics.md#sweep): each is a numeric `PhysicsOverrides` field,
/// checked by the same rule as its `render` flag.
public enum SweepParameter: String, Sendable, Equatable, CaseIterable {
    /// `--rubber-band`: the rubber-band coefficient c.
    case rubberBand
    /// `--deceleration`: the deceleration rate per ms (`normal`, `fast` or a number).
    case deceleration
    /// `--bounce-decay`: the UIKit bounce decay per ms.
    case bounceDecay
    /// `--spring-stiffness`, `--spring-damping`, `--spring-mass`: the spring bounce's parameters.
    case springStiffness
    case springDamping
    case springMass
    /// `--touch-rate`: touch events per second (the release velocity's sampling).
    case touchRate
    /// `--glide-floor`: the slowest release that glides, pt/s.
    case glideFloor
    /// `--flick-speed`, `--flick-window`: what counts as a fast flick and how close in time a run's flicks are.
    case flickSpeed
    case flickWindow

    /// Most values one parameter may take in a sweep (a panel each; two parameters give a grid).
    public static let maximumValues = 6

    /// The flag that names it, as `render` spells it: `--rubber-band`.
    public var flag: String {
        "--" + rawValue.reduce(into: "") { text, character in
            if character.isUppercase { text += "-" + character.lowercased() } else { text.append(character) }
        }
    }

    /// The words a panel's label starts with: "rubber band".
    public var label: String {
        String(flag.dropFirst(2)).replacingDashes()
    }

    /// Reads one value as the flag takes it: a number, or for `deceleration` also `normal` or `fast`. Nil when the
    /// text is not such a value (ranges are checked by `PhysicsOverrides.validate()`).
    public func value(_ text: String) -> Double? {
        if self == .deceleration { return PhysicsOverrides.Deceleration(text: text)?.perMillisecond }
        guard let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// Sets this parameter of `physics` to `value`.
    public func apply(_ value: Double, to physics: inout PhysicsOverrides) {
        switch self {
        case .rubberBand: physics.rubberBand = value
        case .deceleration: physics.deceleration = .rate(value)
        case .bounceDecay: physics.bounceDecay = value
        case .springStiffness: physics.springStiffness = value
        case .springDamping: physics.springDamping = value
        case .springMass: physics.springMass = value
        case .touchRate: physics.touchRate = value
        case .glideFloor: physics.glideFloor = value
        case .flickSpeed: physics.flickSpeed = value
        case .flickWindow: physics.flickWindow = value
        }
    }
}

extension String {
    /// The text with every `-` turned into a space.
    fileprivate func replacingDashes() -> String {
        String(map { $0 == "-" ? " " : $0 })
    }
}
