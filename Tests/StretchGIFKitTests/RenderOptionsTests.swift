import Testing
import StretchGIFKit

/// Options: one error per bad value, naming the parameter.
@Suite struct RenderOptionsTests {
    /// One bad value per parameter.
    static func options(withBad parameter: String) -> RenderOptions {
        var options = RenderOptions()
        switch parameter {
        case "fps": options.fps = .nan
        case "scale": options.scale = 4
        case "width": options.width = 8
        case "loop": options.loop = -1
        case "colors": options.colors = 257
        case "ditherStrength": options.ditherStrength = 1.5
        case "lossy": options.lossy = 201
        case "jobs": options.jobs = 0
        case "physics.rubberBand": options.physics.rubberBand = 0
        case "physics.deceleration": options.physics.deceleration = .rate(1)
        case "physics.springMass": options.physics.springMass = -1
        case "physics.alwaysBounce": (options.physics.alwaysBounce, options.physics.noBounce) = (true, true)
        case "physics.touchRate": options.physics.touchRate = 1001
        case "physics.glideFloor": options.physics.glideFloor = -250
        case "physics.flickBoost": options.physics.flickBoost = 0
        case "physics.flickSpeed": options.physics.flickSpeed = .nan
        case "physics.flickWindow": options.physics.flickWindow = -1
        default: break
        }
        return options
    }

    @Test(arguments: ["fps", "scale", "width", "loop", "colors", "ditherStrength", "lossy", "jobs", "physics.rubberBand",
                      "physics.deceleration", "physics.springMass", "physics.alwaysBounce", "physics.touchRate",
                      "physics.glideFloor", "physics.flickBoost", "physics.flickSpeed", "physics.flickWindow"])
    func aBadValueNamesItsParameter(parameter: String) {
        do {
            try Self.options(withBad: parameter).validate()
            Issue.record("\(parameter): accepted")
        } catch {
            #expect(error.parameterName == parameter)
            #expect(error.description.hasPrefix(parameter + " "))
            #expect(!error.description.contains("--"))
        }
    }

    @Test func theDefaultsAreValidAndDocumented() throws {
        let options = RenderOptions()
        try options.validate()
        #expect(options.fps == 50 && options.scale == 1 && options.width == nil)
        #expect(options.colors == 256 && options.loop == 0 && options.ditherStrength == 0.4 && options.dither == .ordered)
        #expect(options.lossy == 20 && RenderOptions.Rules.lossy.contains(200) && !RenderOptions.Rules.lossy.contains(-1))
        #expect(RenderOptions.Rules.fps.accepts(1000) && !RenderOptions.Rules.fps.accepts(1000.5))
    }

    @Test func aGestureSyntaxErrorNamesTheParameterLineAndColumn() throws {
        var options = RenderOptions()
        options.gesture = "wait 1s; drag sideways 10"
        #expect(throws: StretchGIFError.self) { _ = try Animation(scene: try StretchScene.builtIn("short-content"), options: options) }
        do {
            _ = try Animation(scene: try StretchScene.builtIn("short-content"), options: options)
        } catch {
            guard case .invalidParameterText(let name, let line, let column, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(name == "gesture" && line == 1 && column == 15)
        }
    }

    /// A painted frame is bounded before anything is allocated: too large at `scale` is an error naming it, and a
    /// `width` reduction paints no narrower than the output.
    @Test func paintedFramesAreBounded() throws {
        let yaml = """
            device: {width: 4096, height: 4096, safeArea: 0, cornerRadius: 0}
            views:
              - {id: a, parent: scroll, color: "#336699"}
            constraints: [a.top == scroll.contentTop, a.left == root.left, a.right == root.right, a.height == 5000,
                          a.bottom == scroll.contentBottom]
            gesture: "wait 0.1s"
            """
        let scene = try StretchScene(yaml: yaml, sourceName: "big.yaml", name: "big")
        var options = RenderOptions()
        options.scale = 3
        #expect(throws: StretchGIFError.self) { _ = try Animation(scene: scene, options: options) }
        do { _ = try Animation(scene: scene, options: options) } catch {
            #expect(error.parameterName == "scale")
            #expect(error.description.contains("12288 x 12288 px"))
        }
        options.scale = 1
        options.width = 4096
        let animation = try Animation(scene: scene, options: options)
        #expect(animation.pixelWidth == 4096 && animation.pixelHeight == 4096)
    }
}
