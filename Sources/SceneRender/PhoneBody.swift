import Layout

/// The phone's body around a screen, in portrait points: how far the body reaches beyond each screen edge, its
/// outer corner radius, what sits on its front besides the screen, and its side buttons. The numbers come from
/// Apple's published dimensions (docs/scenes.md#bezel), through `PhoneModel`.
struct PhoneBody: Sendable, Equatable {
    /// What the front shows besides the screen.
    enum Front: Sendable, Equatable {
        /// Thick bezels with an earpiece and camera above the screen and a round home button below it (iPhone SE).
        case homeButton
        /// The sensor housing cut into the top of the screen (iPhone X).
        case notch
        /// The Dynamic Island capsule inside the top of the screen (iPhone 15).
        case island
        /// Nothing but the screen.
        case plain
    }

    /// A button standing out of one long edge.
    struct Button: Sendable, Equatable {
        /// The long edge of the body (in portrait) the button stands out of.
        enum Edge: Sendable, Equatable { case left, right }
        var edge: Edge
        /// Distance from the body's top to the button's upper end, in points.
        var top: Double
        /// The button's length along the edge, in points.
        var length: Double
    }

    var front: Front
    /// Body beyond the screen's left and right edges, in points.
    var side: Double
    /// Body above the screen, in points.
    var top: Double
    /// Body below the screen, in points.
    var bottom: Double
    /// The body's outer corner radius, in points.
    var cornerRadius: Double
    /// How far the buttons stand out of the body, in points.
    var buttonDepth: Double
    /// Points per millimetre of this phone (sizes of the front's details are given in millimetres).
    var pointsPerMillimetre: Double
    var buttons: [Button]

    /// The body for `device` (described in portrait): the model's when `device` is one of `DevicePresets` (at any
    /// touch rate), else the body of the preset of the same kind (home button when the display corners are square,
    /// else the iPhone X's) scaled by the ratio of screen widths, with the front chosen by the portrait top inset
    /// as iOS draws it (44 pt: notch, 59 pt: Dynamic Island).
    static func body(for device: DeviceSpec) -> PhoneBody {
        // The touch rate is no part of the body: a preset with another rate is still that phone.
        if let model = PhoneModel.all.first(where: { model in
            var same = device
            same.touchRate = model.screen.touchRate
            return model.screen == same
        }) { return model.body }
        let homeButton = device.cornerRadius == 0
        let model = homeButton ? PhoneModel.iPhoneSE : PhoneModel.iPhoneX
        var body = model.body.scaled(by: device.width / model.screen.width)
        if homeButton {
            body.front = .homeButton
        } else {
            // A display corner radius r inside a border b gives an outer radius r + b (concentric corners).
            body.cornerRadius = device.cornerRadius + body.side
            switch device.safeArea.top {
            case StatusBarMetrics.notchHeight: body.front = .notch
            case StatusBarMetrics.islandHeight: body.front = .island
            default: body.front = .plain
            }
        }
        return body
    }

    /// Every length multiplied by `factor`.
    func scaled(by factor: Double) -> PhoneBody {
        PhoneBody(front: front, side: side * factor, top: top * factor, bottom: bottom * factor,
                  cornerRadius: cornerRadius * factor, buttonDepth: buttonDepth * factor,
                  pointsPerMillimetre: pointsPerMillimetre * factor,
                  buttons: buttons.map { Button(edge: $0.edge, top: $0.top * factor, length: $0.length * factor) })
    }
}

/// Status bar heights (portrait top safe-area insets) that tell which sensor housing a Face ID iPhone has:
/// 44 pt with the notch (iPhone X), 59 pt with the Dynamic Island (iPhone 15).
enum StatusBarMetrics {
    static let notchHeight = 44.0
    static let islandHeight = 59.0
}
