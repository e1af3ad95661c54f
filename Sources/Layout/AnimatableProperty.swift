/// Every view property that may take a binding instead of a constant, by its scene-file name, with the one range
/// each accepts (constant or keyframe alike) and where its value lives in `ViewSpec`
/// (docs/scenes.md#scroll-bound-properties).
package enum AnimatableProperty: String, Sendable, Equatable, CaseIterable {
    case alpha, color, textColor, tintColor, cornerRadius, hidden, blur, borderWidth, borderColor
    case shadowColor = "shadow.color", shadowOpacity = "shadow.opacity", shadowRadius = "shadow.radius"
    case shadowOffset = "shadow.offset"
    case transformScale = "transform.scale", transformScaleX = "transform.scaleX", transformScaleY = "transform.scaleY"
    case transformTranslateX = "transform.translateX", transformTranslateY = "transform.translateY"
    case transformRotation = "transform.rotation", transformAnchor = "transform.anchor"

    /// The kinds of value a property takes.
    package enum Kind: Sendable, Equatable {
        /// A number within `range`.
        case number(ClosedRange<Double>)
        /// A colour.
        case color
        /// A boolean.
        case flag
        /// An `[x, y]` pair, each within `range`.
        case pair(ClosedRange<Double>)
    }

    /// Largest blur and shadow radius, in points: 100 pt blurs a whole phone screen to a wash (CSS and CALayer
    /// set no limit; this bounds the kernel, whose cost grows with the radius).
    package static let maximumBlurRadius = 100.0
    /// Largest scale factor magnitude of a transform: 100x turns a 1 pt view into a screen-wide one.
    package static let maximumScale = 100.0

    /// What the property accepts.
    package var kind: Kind {
        let magnitude = Scene.maximumMagnitude
        switch self {
        case .alpha, .shadowOpacity: return .number(0...1)
        case .color, .textColor, .tintColor, .borderColor, .shadowColor: return .color
        case .hidden: return .flag
        case .cornerRadius, .borderWidth: return .number(0...magnitude)
        case .blur, .shadowRadius: return .number(0...Self.maximumBlurRadius)
        case .shadowOffset: return .pair(-magnitude...magnitude)
        case .transformScale, .transformScaleX, .transformScaleY: return .number(-Self.maximumScale...Self.maximumScale)
        case .transformTranslateX, .transformTranslateY, .transformRotation: return .number(-magnitude...magnitude)
        case .transformAnchor: return .pair(-Self.maximumScale...Self.maximumScale)
        }
    }

    /// `true` when `value` is of this property's kind and within its range.
    package func accepts(_ value: AnimatableValue) -> Bool {
        switch (kind, value) {
        case (.number(let range), .number(let number)): return range.contains(number)
        case (.color, .color), (.flag, .flag): return true
        case (.pair(let range), .pair(let x, let y)): return range.contains(x) && range.contains(y)
        default: return false
        }
    }

    /// The property's value in `view`.
    package func value(in view: ViewSpec) -> AnimatableValue {
        switch self {
        case .alpha: .number(view.alpha)
        case .color: .color(view.color ?? .clear)
        case .textColor: .color(view.textStyle.color)
        case .tintColor: .color(view.shape?.color ?? VectorShape.defaultColor)
        case .cornerRadius: .number(view.cornerRadius)
        case .hidden: .flag(view.hidden)
        case .blur: .number(view.blur)
        case .borderWidth: .number(view.border.width)
        case .borderColor: .color(view.border.color)
        case .shadowColor: .color(view.shadow.color)
        case .shadowOpacity: .number(view.shadow.opacity)
        case .shadowRadius: .number(view.shadow.radius)
        case .shadowOffset: .pair(view.shadow.offset.x, view.shadow.offset.y)
        case .transformScale: .number(view.transform.scale)
        case .transformScaleX: .number(view.transform.scaleX)
        case .transformScaleY: .number(view.transform.scaleY)
        case .transformTranslateX: .number(view.transform.translateX)
        case .transformTranslateY: .number(view.transform.translateY)
        case .transformRotation: .number(view.transform.rotation)
        case .transformAnchor: .pair(view.transform.anchor.x, view.transform.anchor.y)
        }
    }

    /// Stores `value` (of this property's kind; others are ignored) in `view`.
    package func set(_ value: AnimatableValue, in view: inout ViewSpec) {
        switch (self, value) {
        case (.alpha, .number(let number)): view.alpha = number
        case (.color, .color(let color)): view.color = color
        case (.textColor, .color(let color)): view.textStyle.color = color
        case (.tintColor, .color(let color)): view.shape?.color = color
        case (.cornerRadius, .number(let number)): view.cornerRadius = number
        case (.hidden, .flag(let flag)): view.hidden = flag
        case (.blur, .number(let number)): view.blur = number
        case (.borderWidth, .number(let number)): view.border.width = number
        case (.borderColor, .color(let color)): view.border.color = color
        case (.shadowColor, .color(let color)): view.shadow.color = color
        case (.shadowOpacity, .number(let number)): view.shadow.opacity = number
        case (.shadowRadius, .number(let number)): view.shadow.radius = number
        case (.shadowOffset, .pair(let x, let y)): view.shadow.offset = Point(x: x, y: y)
        case (.transformScale, .number(let number)): view.transform.scale = number
        case (.transformScaleX, .number(let number)): view.transform.scaleX = number
        case (.transformScaleY, .number(let number)): view.transform.scaleY = number
        case (.transformTranslateX, .number(let number)): view.transform.translateX = number
        case (.transformTranslateY, .number(let number)): view.transform.translateY = number
        case (.transformRotation, .number(let number)): view.transform.rotation = number
        case (.transformAnchor, .pair(let x, let y)): view.transform.anchor = Point(x: x, y: y)
        default: break
        }
    }

    /// What the accepted values are, for error messages.
    var expectation: String {
        switch kind {
        case .number(let range): return "a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
        case .color: return "a colour \"#RGB\", \"#RGBA\", \"#RRGGBB\" or \"#RRGGBBAA\""
        case .flag: return "true or false"
        case .pair(let range):
            return "[x, y], each from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
        }
    }
}
