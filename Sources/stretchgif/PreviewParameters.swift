import ArgumentParser
import Foundation
import ScrollSim
import StretchGIFKit
import StretchGIFPreview

/// The preview page's controls, each one of `render`'s flags with the range its help states (the same rules the
/// flags check), and how the page's settings become an animation, a command line and a scene file's YAML.
struct PreviewParameters: Sendable {
    typealias Rules = PhysicsOverrides.Rules

    let parameters: [PreviewParameter]
    /// The command line as typed, as `render`, without the flags the page controls or the preview's own.
    let baseArguments: [String]
    /// The values of controlled flags typed on the command line, by flag name (looked up, never iterated).
    private let typed: [String: String]
    /// The physics flags the page does not control, as typed (`--always-bounce`, `--content-inset 0,34`).
    private let otherPhysicsArguments: [String]
    private let frameOptions: FrameOptions

    /// Flags of the preview itself, dropped from the command line it prints (those taking a value, then the rest).
    static let previewOnlyWithValue: Set<String> = ["port", "host"]
    static let previewOnlyFlags: Set<String> = ["allow-remote"]

    init(given arguments: [String], scene: StretchScene?, base: RenderOptions, frameOptions: FrameOptions) {
        let uikit = ScrollPhysics()
        let number = { (name: String, phrase: String, low: Double, high: Double, step: Double, initial: Double) in
            PreviewParameter(name: name, kind: .number, help: phrase,
                             initial: formatNumber((initial * 1000).rounded() / 1000), sliderMin: low,
                             sliderMax: high, step: step)
        }
        let dampingRatioCoefficient = Rules.defaultSpringDampingRatio * 2
            * (Rules.defaultSpringStiffness * Rules.defaultSpringMass).squareRoot()
        var table: [PreviewParameter] = [
            number("rubber-band", "Rubber-band coefficient, \(Rules.rubberBand.phrase) (UIKit 0.55).", 0.05, 1, 0.01,
                   uikit.rubberBandCoefficient),
            number("deceleration", "Velocity kept per ms: normal (0.998), fast (0.99) or "
                   + "\(Rules.decelerationRate.phrase).", 0.98, 0.9995, 0.0001, uikit.decelerationRate),
            PreviewParameter(name: "bounce", kind: .choice, help: "Bounce model: uikit or spring.", initial: "uikit",
                             choices: PhysicsOverrides.BounceKind.allCases.map(\.rawValue)),
            number("bounce-decay", "UIKit bounce decay per ms, \(Rules.bounceDecay.phrase) (UIKit 0.99).", 0.9, 0.999,
                   0.001, BounceModel.uikitDecayPerMillisecond),
            number("spring-stiffness", "Spring stiffness, \(Rules.springParameter.phrase) (needs bounce spring).", 10,
                   1000, 1, Rules.defaultSpringStiffness),
            number("spring-damping", "Spring damping, \(Rules.springParameter.phrase) (needs bounce spring).", 1, 100,
                   0.1, dampingRatioCoefficient),
            number("spring-mass", "Spring mass, \(Rules.springParameter.phrase) (needs bounce spring).", 0.1, 5, 0.1,
                   Rules.defaultSpringMass),
            number("velocity-threshold", "Speed under which motion is settled, \(Rules.velocityThreshold.phrase) "
                   + "(default 1).", 0.1, 50, 0.1, ScrollPhysics.defaultVelocityThreshold),
            number("touch-rate", "Touch events per second, \(Rules.touchRate.phrase).", 10, 240, 1, uikit.touchRate),
            number("glide-floor", "Slowest release that glides, \(Rules.glideFloor.phrase).", 0, 1000, 5,
                   ScrollPhysics.uikitGlideFloor),
            number("flick-boost", "Largest repeated-flick multiplier, \(Rules.flickBoost.phrase).", 1, 32, 1,
                   FlickBoost.uikitMaximumMultiplier),
            number("flick-speed", "A faster release is a fast flick, \(Rules.flickSpeed.phrase).", 0, 5000, 50,
                   FlickBoost.uikitMinimumSpeed),
            number("flick-window", "Longest time between two fast flicks, \(Rules.flickWindow.phrase).", 0, 3000, 50,
                   FlickBoost.uikitWindowMilliseconds),
            number("fps", "Frames per second, \(RenderOptions.Rules.fps.phrase).", 5, 60, 1, base.fps),
            PreviewParameter(name: "gesture", kind: .text, help: "The gesture script, one action per line or "
                             + "separated by ';' (docs/physics.md#gesture-scripts).",
                             initial: base.gesture ?? scene?.model.gesture?.text ?? ""),
        ]
        // What was typed wins over the defaults shown.
        var typed: [String: String] = [:]
        var rest: [String] = []
        var others: [String] = []
        let controlled = Set(table.map(\.name))
        let start = (arguments.firstIndex(of: "preview") ?? 0) + 1
        var position = start
        while position < arguments.count {
            let argument = arguments[position]
            position += 1
            guard argument.hasPrefix("--") else { rest.append(argument); continue }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            let takesValue = controlled.contains(name) || Self.previewOnlyWithValue.contains(name)
            if takesValue {
                let value = inline ?? (position < arguments.count ? arguments[position] : "")
                if inline == nil { position += 1 }
                if controlled.contains(name) { typed[name] = value }
                continue
            }
            if Self.previewOnlyFlags.contains(name) { continue }
            if ["always-bounce", "no-bounce"].contains(name) { others.append(argument); rest.append(argument); continue }
            if name == "content-inset" {
                let value = inline ?? (position < arguments.count ? arguments[position] : "")
                if inline == nil { position += 1 }
                others += ["--content-inset", value]
                rest += ["--content-inset", value]
                continue
            }
            rest.append(argument)
        }
        for index in table.indices {
            if let value = typed[table[index].name] { table[index].initial = value }
        }
        parameters = table
        baseArguments = ["render"] + rest
        self.typed = typed
        otherPhysicsArguments = others
        self.frameOptions = frameOptions
    }

    /// The value in force for `name`: the page's, else the typed one; nil when neither set it.
    func value(_ name: String, _ settings: PreviewSettings) -> String? { settings.value(name) ?? typed[name] }

    /// The controlled flags in force, in table order, as arguments.
    func controlledArguments(_ settings: PreviewSettings) -> [String] {
        parameters.flatMap { parameter -> [String] in
            guard let value = value(parameter.name, settings) else { return [] }
            return ["--\(parameter.name)", value]
        }
    }

    func build(_ settings: PreviewSettings, sceneFlags: SceneOptions) -> Result<Animation, PreviewProblem>
    {
        do {
            let scene = try sceneFlags.loadScene()
            var physicsArguments = otherPhysicsArguments
            for parameter in parameters where !["fps", "gesture"].contains(parameter.name) {
                if let value = value(parameter.name, settings) { physicsArguments += ["--\(parameter.name)", value] }
            }
            let physics = try PhysicsOptions.parse(physicsArguments)
            var options = try paintingOptions(scene: scene, sceneFlags: sceneFlags, frames: frameOptions, physics: physics)
            if let fps = value("fps", settings) {
                guard let rate = Double(fps) else { return .failure(PreviewProblem(message: "--fps expects a number (got '\(fps)')")) }
                options.fps = rate
            }
            if let gesture = value("gesture", settings) { options.gesture = gesture.isEmpty ? nil : gesture }
            return .success(try Animation(scene: scene, options: options))
        } catch {
            let message = Failure(error).message
            let prefix = "stretchgif: error: "
            return .failure(PreviewProblem(message: message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message))
        }
    }

    /// `stretchgif render ...` with the command line's other flags and the page's values.
    func commandLine(_ settings: PreviewSettings) -> String {
        (["stretchgif"] + baseArguments + controlledArguments(settings)).map(Self.shellQuoted).joined(separator: " ")
    }

    /// The `physics:`, `render:` and `gesture:` blocks of a scene file for the values in force.
    func sceneYAML(_ settings: PreviewSettings) -> String {
        var physics: [String] = []
        for parameter in parameters where !["fps", "gesture"].contains(parameter.name) {
            guard let value = value(parameter.name, settings) else { continue }
            physics.append("  \(Self.sceneKey(parameter.name)): \(value)")
        }
        var lines: [String] = physics.isEmpty ? ["# physics: the scene's own"] : ["physics:"] + physics
        if let fps = value("fps", settings) { lines += ["render:", "  fps: \(fps)"] }
        if let gesture = value("gesture", settings), !gesture.isEmpty {
            lines.append("gesture: |")
            lines += gesture.split(separator: ";", omittingEmptySubsequences: true)
                .flatMap { $0.split(separator: "\n") }
                .map { "  " + $0.trimmingCharacters(in: .whitespaces) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `rubber-band` -> `rubberBand`, the scene file's key for a physics flag.
    static func sceneKey(_ flag: String) -> String {
        var key = ""
        var upper = false
        for character in flag {
            if character == "-" { upper = true; continue }
            key += upper ? character.uppercased() : String(character)
            upper = false
        }
        return key
    }

    /// An argument as a POSIX shell reads it back: bare when it is made of safe characters, else single-quoted.
    static func shellQuoted(_ argument: String) -> String {
        let safe = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:=@%+,-")
        if !argument.isEmpty, argument.unicodeScalars.allSatisfy(safe.contains) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
