/// A view property that follows the scroll instead of staying constant (docs/scenes.md#scroll-bound-properties):
/// its value is read from `keyframes` at the current value of `input`, after the frame's layout is solved.
package struct PropertyBinding: Sendable, Equatable {
    /// The property this binding drives, by its scene-file name (`alpha`, `transform.scale`, ...).
    package var property: AnimatableProperty
    /// What the keyframes are read against.
    package var input: BindingInput
    /// Input -> value pairs, sorted by input, at least two, no two inputs equal.
    package var keyframes: [Keyframe]
    /// How values between two keyframes are eased.
    package var curve: BindingCurve
    /// Where the binding is written (errors and `check` name it).
    package var location: SourceLocation

    /// A binding. `keyframes` are sorted by input here (their order in the file does not matter).
    package init(property: AnimatableProperty, input: BindingInput, keyframes: [Keyframe], curve: BindingCurve = .linear,
                location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)) {
        self.property = property
        self.input = input
        self.keyframes = keyframes.enumerated().sorted { ($0.element.input, $0.offset) < ($1.element.input, $1.offset) }
            .map(\.element)
        self.curve = curve
        self.location = location
    }

    /// The value at `input`: the first keyframe's value at or below its input, the last one's at or above its
    /// input, and between two neighbouring keyframes their values mixed at the eased fraction
    /// (`AnimatableValue.interpolated`). Booleans step (see `AnimatableValue.interpolated`). A non-finite input
    /// gives the first keyframe's value.
    package func value(at input: Double) -> AnimatableValue {
        guard let first = keyframes.first, let last = keyframes.last else { return .number(0) }
        guard input.isFinite, input > first.input else { return first.value }
        guard input < last.input else { return last.value }
        // The neighbouring pair around `input` (keyframes are few, a linear walk is cheapest).
        var upper = 1
        while upper < keyframes.count - 1 && keyframes[upper].input <= input { upper += 1 }
        let low = keyframes[upper - 1], high = keyframes[upper]
        let fraction = (input - low.input) / (high.input - low.input)
        return low.value.interpolated(to: high.value, at: curve.progress(fraction), fraction: fraction)
    }
}

/// One keyframe of a binding: the property's value when the input equals `input`.
package struct Keyframe: Sendable, Equatable {
    /// The input (an offset or an anchor, in points).
    package var input: Double
    /// The value there.
    package var value: AnimatableValue

    /// A keyframe.
    package init(_ input: Double, _ value: AnimatableValue) {
        self.input = input
        self.value = value
    }
}

/// What a binding reads its keyframes against (`over:`).
package enum BindingInput: Sendable, Equatable {
    /// `over: offset`: the scroll view's `contentOffset.y` in points (negative while pulled down).
    case offset
    /// `over: VIEW.ANCHOR`: that view's anchor as solved for the same frame, in screen points (`scroll` names the
    /// scroll view).
    case anchor(view: String, anchor: BindingAnchor)

    /// How a scene file writes it.
    package var sceneText: String {
        switch self {
        case .offset: "offset"
        case .anchor(let view, let anchor): "\(view).\(anchor.rawValue)"
        }
    }
}

/// The anchors of a view `over: VIEW.ANCHOR` can read, in screen points.
package enum BindingAnchor: String, Sendable, Equatable, CaseIterable {
    case top, bottom, centerY, left, right, centerX, width, height

    /// The anchor's value for `frame`.
    package func value(of frame: Rect) -> Double {
        switch self {
        case .top: frame.minY
        case .bottom: frame.maxY
        case .centerY: frame.center.y
        case .left: frame.minX
        case .right: frame.maxX
        case .centerX: frame.center.x
        case .width: frame.width
        case .height: frame.height
        }
    }
}

/// A constant or keyframed value of one property.
package enum AnimatableValue: Sendable, Equatable {
    /// A number (alpha, radius, width, scale, ...).
    case number(Double)
    /// A colour.
    case color(Color)
    /// A flag (`hidden`).
    case flag(Bool)
    /// An `[x, y]` pair (`shadow.offset`, `transform.anchor`).
    case pair(Double, Double)

    /// The value a fraction `progress` of the way from `self` to `other` (progress already eased; `fraction` is the
    /// uneased one). Numbers mix linearly; colours mix their premultiplied channels and are stored back straight
    /// (docs/scenes.md#how-values-mix); pairs mix each coordinate; flags hold `self` until the next keyframe is reached (`fraction` < 1).
    /// Values of different kinds never meet (the parser refuses them); `self` is returned then.
    package func interpolated(to other: AnimatableValue, at progress: Double, fraction: Double) -> AnimatableValue {
        switch (self, other) {
        case let (.number(from), .number(to)): return .number(from + (to - from) * progress)
        case let (.color(from), .color(to)): return .color(Self.mix(from, to, progress))
        case let (.pair(fromX, fromY), .pair(toX, toY)):
            return .pair(fromX + (toX - fromX) * progress, fromY + (toY - fromY) * progress)
        case (.flag, .flag): return fraction < 1 ? self : other
        default: return self
        }
    }

    /// Premultiplied mixing: each channel times its alpha is interpolated, then divided by the mixed alpha, so a
    /// fade from a transparent colour takes the other colour's hue all the way (no dark fringe from the
    /// transparent end's RGB), as CSS colour transitions and `CAGradientLayer` do.
    static func mix(_ from: Color, _ to: Color, _ t: Double) -> Color {
        let fromAlpha = Double(from.a) / 255, toAlpha = Double(to.a) / 255
        let alpha = fromAlpha + (toAlpha - fromAlpha) * t
        guard alpha > 0 else { return Color(r: 0, g: 0, b: 0, a: 0) }
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let premultiplied = Double(a) * fromAlpha + (Double(b) * toAlpha - Double(a) * fromAlpha) * t
            return UInt8(min(255, max(0, (premultiplied / alpha).rounded())))
        }
        return Color(r: channel(from.r, to.r), g: channel(from.g, to.g), b: channel(from.b, to.b),
                     a: UInt8(min(255, max(0, (alpha * 255).rounded()))))
    }

    /// The value as JSON (`layout --format json`): a number, a `"#RRGGBBAA"` string, or a boolean.
    package var jsonText: String {
        switch self {
        case .number(let value): return formatNumber(value)
        case .color(let color): return jsonString(color.sceneHex)
        case .flag(let flag): return flag ? "true" : "false"
        case .pair(let x, let y): return "[\(formatNumber(x)), \(formatNumber(y))]"
        }
    }
}

extension Color {
    /// `#RRGGBBAA` in upper-case hex, the form `layout` prints.
    package var sceneHex: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for channel in [r, g, b, a] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 15)])
        }
        return text
    }
}
