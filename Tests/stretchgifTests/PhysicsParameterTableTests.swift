import Foundation
import ScrollSim
import StretchGIFPreview
import Testing
@testable import StretchGIFKit
@testable import stretchgif

/// Walks the physics parameter table (`PhysicsParameter`, docs/physics.md#tunables) against what users see: each
/// parameter's flag in `render --help` (and `sweep --help` when it can be swept) with its phrase, its scene key parsed
/// from a scene file and refused out of range with the same phrase, its flag doing the same, and its rows in
/// docs/physics.md and docs/scenes.md. The expectations are written out by hand from the docs, not read from the table.
@Suite struct PhysicsParameterTableTests {
    /// One parameter as the docs describe it: its flag, the phrase of its valid values, a valid value with the number
    /// it means, a value out of range, its default (nil: not a number of its own) and the bounds as the docs' tables
    /// write them.
    struct Expected: Sendable, CustomStringConvertible {
        let parameter: PhysicsParameter
        let flag: String
        let phrase: String
        let valid: String
        let number: Double?
        let invalid: String
        let defaultValue: Double?
        let bounds: String
        var description: String { parameter.rawValue }
    }

    static let expected: [Expected] = [
        Expected(parameter: .rubberBand, flag: "--rubber-band", phrase: "a number in (0, 1]", valid: "1", number: 1,
                 invalid: "1.5", defaultValue: 0.55, bounds: "(0, 1]"),
        Expected(parameter: .deceleration, flag: "--deceleration", phrase: "normal, fast or a number in (0, 1)",
                 valid: "fast", number: 0.99, invalid: "1", defaultValue: 0.998, bounds: "(0, 1)"),
        Expected(parameter: .bounce, flag: "--bounce", phrase: "uikit or spring", valid: "spring", number: nil,
                 invalid: "soft", defaultValue: nil, bounds: "spring"),
        Expected(parameter: .bounceDecay, flag: "--bounce-decay", phrase: "a number in (0, 1)", valid: "0.95",
                 number: 0.95, invalid: "0", defaultValue: 0.99, bounds: "(0, 1)"),
        Expected(parameter: .springStiffness, flag: "--spring-stiffness", phrase: "a number > 0", valid: "150",
                 number: 150, invalid: "0", defaultValue: 100, bounds: "> 0"),
        // Flutter's damping: ratio 1.1, c = 1.1 * 2 * sqrt(100 * 0.5) = 15.556 (docs/physics.md#spring-bounce).
        Expected(parameter: .springDamping, flag: "--spring-damping", phrase: "a number > 0", valid: "12", number: 12,
                 invalid: "-1", defaultValue: nil, bounds: "> 0"),
        Expected(parameter: .springMass, flag: "--spring-mass", phrase: "a number > 0", valid: "2", number: 2,
                 invalid: "0", defaultValue: 0.5, bounds: "> 0"),
        Expected(parameter: .velocityThreshold, flag: "--velocity-threshold", phrase: "a speed in pt/s > 0", valid: "5",
                 number: 5, invalid: "0", defaultValue: 1, bounds: "> 0"),
        Expected(parameter: .touchRate, flag: "--touch-rate", phrase: "a rate in Hz from 10 to 1000", valid: "120",
                 number: 120, invalid: "5", defaultValue: 60, bounds: "10 to 1000"),
        Expected(parameter: .glideFloor, flag: "--glide-floor", phrase: "a speed in pt/s from 0 to 1000000", valid: "0",
                 number: 0, invalid: "-1", defaultValue: 250, bounds: "0 to 1000000"),
        Expected(parameter: .flickBoost, flag: "--flick-boost", phrase: "on, off or a multiplier from 1 to 1000",
                 valid: "off", number: 1, invalid: "0.5", defaultValue: 16, bounds: "1 to 1000"),
        Expected(parameter: .flickSpeed, flag: "--flick-speed", phrase: "a speed in pt/s from 0 to 1000000", valid: "900",
                 number: 900, invalid: "-5", defaultValue: 600, bounds: "0 to 1000000"),
        Expected(parameter: .flickWindow, flag: "--flick-window", phrase: "a number of milliseconds from 0 to 60000",
                 valid: "500", number: 500, invalid: "60001", defaultValue: 1000, bounds: "0 to 60000"),
    ]

    /// The flags of the physics group that set scroll settings rather than a `physics:` key (docs/physics.md#tunables).
    static let scrollFlags: Set<String> = ["--always-bounce", "--no-bounce", "--content-inset"]

    @Test func theTableHasEveryParameterOnce() {
        #expect(PhysicsParameter.allCases.map(\.rawValue) == Self.expected.map(\.parameter.rawValue))
        #expect(SceneSettings.physicsKeys == Self.expected.map(\.parameter.sceneKey))
        for row in Self.expected {
            #expect(row.parameter.phrase == row.phrase, "\(row)")
            #expect(row.parameter.flagName == row.flag, "\(row)")
            #expect(row.phrase.contains(row.bounds), "\(row)")
        }
    }

    /// The preview page (docs/preview.md) has a control for every physics flag, in the table's order, before the
    /// frame rate and the gesture, each starting at the default the docs give (the spring's damping starts at
    /// Flutter's ratio 1.1 as a coefficient, 15.556; flick boost's on/off are its 16 and 1).
    @Test func thePreviewHasAControlForEveryParameter() throws {
        let controls = PreviewParameters(given: ["preview"], scene: nil, base: RenderOptions(),
                                         frameOptions: try FrameOptions.parse([])).parameters
        #expect(controls.map { "--" + $0.name } == Self.expected.map(\.flag) + ["--fps", "--gesture"])
        for row in Self.expected {
            guard let control = controls.first(where: { "--" + $0.name == row.flag }) else { continue }
            let expected = row.defaultValue ?? (row.parameter == .springDamping ? 15.556 : nil)
            if let expected {
                #expect(Double(control.initial) == expected, "\(row): \(control.initial)")
                #expect((control.sliderMin ?? .infinity) <= expected && expected <= (control.sliderMax ?? -1), "\(row)")
            } else {
                #expect(control.kind == .choice && control.choices == ["uikit", "spring"], "\(row)")
            }
        }
    }

    /// Each option of one titled group of a command's help with its text (a long name puts the text on the next
    /// line; the help is not wrapped).
    static func options(in help: String, group: String) -> [String: String] {
        var texts: [String: String] = [:]  // looked up by flag, never iterated into output
        var inGroup = false
        var last: String?
        for line in help.split(separator: "\n") {
            if !line.hasPrefix(" ") { inGroup = line.lowercased().hasPrefix(group.lowercased()); continue }
            guard inGroup else { continue }
            let words = line.split(separator: " ")
            if line.hasPrefix("  --"), let flag = words.first {
                last = String(flag)
                texts[String(flag)] = String(line)
            } else if let last {
                texts[last, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return texts
    }

    @Test func everyFlagIsInTheHelpWithItsPhraseAndNoOtherIs() throws {
        let render = Self.options(in: Render.helpMessage(columns: 10_000), group: "physics")
        let sweep = Self.options(in: SweepCommand.helpMessage(columns: 10_000), group: "physics")
        for row in Self.expected {
            let line = try #require(render[row.flag], "\(row.flag) missing from render --help")
            #expect(line.contains(row.phrase), "\(line)")
            let sweepLine = try #require(sweep[row.flag], "\(row.flag) missing from sweep --help")
            #expect(sweepLine.contains(row.phrase), "\(sweepLine)")
        }
        // The reverse: the physics group has nothing but the table's flags and the scroll flags.
        let known = Set(Self.expected.map(\.flag)).union(Self.scrollFlags)
        #expect(Set(render.keys).subtracting(known).isEmpty, "\(Set(render.keys).subtracting(known).sorted())")
        #expect(Set(sweep.keys).subtracting(known).isEmpty, "\(Set(sweep.keys).subtracting(known).sorted())")
        #expect(render.count == Self.expected.count + 3)
    }

    /// The stretchy scene with `physics: {KEY: VALUE}`.
    static func scene(_ key: String, _ value: String) throws -> StretchScene {
        let builtIn = try StretchScene.builtIn("stretchy")
        let yaml = builtIn.sourceText.replacingOccurrences(of: "gesture: |", with: "physics: {\(key): \(value)}\ngesture: |")
        return try StretchScene(yaml: yaml, sourceName: "table.yaml", name: "table")
    }

    @Test(arguments: expected)
    func everySceneKeyParsesAndIsRefusedOutOfRangeWithThePhrase(row: Expected) throws {
        let physics = try SceneSettings.physics(from: Self.scene(row.parameter.sceneKey, row.valid).model)
        if let number = row.number {
            #expect(row.parameter.value(in: physics) == number)
        } else {
            #expect(physics.bounceModel == .flutterSpring)
        }
        do {
            _ = try SceneSettings.physics(from: Self.scene(row.parameter.sceneKey, row.invalid).model)
            Issue.record("physics.\(row.parameter.sceneKey): \(row.invalid) was accepted")
        } catch {
            #expect(String(describing: error).hasSuffix(
                "physics.\(row.parameter.sceneKey) expects \(row.phrase) (got '\(row.invalid)')"), "\(error)")
        }
    }

    @Test(arguments: expected)
    func everyFlagSetsItsParameterAndIsRefusedOutOfRangeWithThePhrase(row: Expected) throws {
        let physics = try PhysicsOptions.parse([row.flag, row.valid]).overrides.applied(to: ScrollPhysics())
        if let number = row.number {
            #expect(row.parameter.value(in: physics) == number)
        } else {
            #expect(physics.bounceModel == .flutterSpring)
        }
        do {
            _ = try PhysicsOptions.parse([row.flag, row.invalid])
            Issue.record("\(row.flag) \(row.invalid) was accepted")
        } catch {
            if row.number != nil {
                #expect(PhysicsOptions.message(for: error) == "\(row.flag) expects \(row.phrase) (got '\(row.invalid)')")
            }
        }
    }

    @Test func sweepVariesEverySweepableFlagAndRefusesAListForTheOthers() throws {
        for row in Self.expected where row.number != nil {
            let arguments = [row.flag, "\(row.valid),\(row.valid)"]
            if row.parameter == .flickBoost {
                #expect(throws: (any Error).self) { try SweepCommand.parse(arguments) }
            } else {
                let command = try SweepCommand.parse(arguments)
                #expect(try command.physicsOptions.lists().map(\.parameter) == [row.parameter], "\(row)")
            }
        }
    }

    @Test func defaultsAreUIKitsAndFluttersSpring() {
        let uikit = ScrollPhysics(), spring = ScrollPhysics(bounceModel: .flutterSpring)
        for row in Self.expected {
            #expect(row.parameter.defaultValue == row.defaultValue, "\(row)")
            guard let value = row.defaultValue else { continue }
            #expect((row.parameter.value(in: uikit) ?? row.parameter.value(in: spring)) == value, "\(row)")
        }
        #expect(abs(PhysicsParameter.springDamping.value(in: spring)! - 15.556) < 0.001)
    }

    /// docs/physics.md#tunables (a row per parameter: its flag, scene key and bounds) and docs/scenes.md#physics (a row
    /// per key: its flag and bounds), and nothing in scenes.md's table that the table lacks.
    @Test func everyParameterIsDocumented() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs")
        let physics = try String(contentsOf: docs.appendingPathComponent("physics.md"), encoding: .utf8)
        let scenes = try String(contentsOf: docs.appendingPathComponent("scenes.md"), encoding: .utf8)
        let physicsRows = physics.split(separator: "\n").filter { $0.hasPrefix("| ") }
        let start = try #require(scenes.range(of: "\n## physics\n"))
        let end = scenes.range(of: "\n## ", range: start.upperBound..<scenes.endIndex)?.lowerBound ?? scenes.endIndex
        let sceneRows = scenes[start.upperBound..<end].split(separator: "\n").filter { $0.hasPrefix("| `") }
        for row in Self.expected {
            let inPhysics = physicsRows.first { $0.contains("`physics.\(row.parameter.sceneKey)`") }
            #expect(inPhysics?.contains("`\(row.flag)") == true, "docs/physics.md: \(row.flag) for \(row)")
            #expect(inPhysics?.contains(row.bounds) == true, "docs/physics.md: \(row.bounds) for \(row)")
            let inScenes = sceneRows.first { $0.hasPrefix("| `\(row.parameter.sceneKey)` |") }
            #expect(inScenes?.contains("`\(row.flag)`") == true, "docs/scenes.md: \(row.flag) for \(row)")
            #expect(inScenes?.contains(row.bounds) == true, "docs/scenes.md: \(row.bounds) for \(row)")
        }
        let documented = sceneRows.compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
        #expect(documented == Self.expected.map(\.parameter.sceneKey))
    }

    /// One rubber-band range, (0, 1], in the library, the overrides, the scene and the flag.
    @Test func theRubberBandHasOneRange() throws {
        #expect(throws: PhysicsParameterError.self) { try ScrollPhysics(rubberBandCoefficient: 1.01).validate() }
        #expect((try? ScrollPhysics(rubberBandCoefficient: 1).validate()) != nil)
        do {
            try ScrollPhysics(rubberBandCoefficient: 2).validate()
        } catch {
            #expect(error.description == "invalid rubberBandCoefficient 2.0: expected a number in (0, 1] (UIKit: 0.55)")
        }
        var overrides = PhysicsOverrides()
        overrides.rubberBand = 2
        do {
            try overrides.validate()
            Issue.record("a rubber band of 2 was accepted")
        } catch {
            #expect(FlagNames.message(for: error) == "--rubber-band expects a number in (0, 1] (got 2)")
        }
    }
}
