import StretchGIFKit

/// One control of the preview page: a physics flag, the frame rate or the gesture script (docs/preview.md).
package struct PreviewParameter: Sendable, Codable, Equatable {
    /// What the control sets.
    package enum Kind: String, Sendable, Codable {
        /// A number: a slider over `sliderMin...sliderMax` and a field taking anything in the flag's range.
        case number
        /// One of `choices`.
        case choice
        /// Free text (the gesture script).
        case text
    }

    /// The flag's name without dashes (`rubber-band`), also the query parameter's.
    package var name: String
    /// A number (slider and field) or a choice (menu).
    package var kind: Kind
    /// The flag's help: what the value means and its range, from the one place the range lives.
    package var help: String
    /// The value the page starts from (the flag given on the command line, else the default it shows).
    package var initial: String
    /// Slider ends and step, for numbers.
    package var sliderMin: Double?
    /// The slider's upper end, for numbers.
    package var sliderMax: Double?
    /// The slider's step, for numbers.
    package var step: Double?
    /// The values of a choice.
    package var choices: [String]?

    /// A control.
    package init(name: String, kind: Kind, help: String, initial: String, sliderMin: Double? = nil,
                sliderMax: Double? = nil, step: Double? = nil, choices: [String]? = nil) {
        self.name = name
        self.kind = kind
        self.help = help
        self.initial = initial
        self.sliderMin = sliderMin
        self.sliderMax = sliderMax
        self.step = step
        self.choices = choices
    }
}

/// The page's settings: the parameters it changed, by name, in the order of the parameter list.
package struct PreviewSettings: Sendable, Hashable {
    /// `(name, value)` pairs, each name at most once, in parameter order.
    package let values: [Pair]

    /// One setting.
    package struct Pair: Sendable, Hashable {
        /// The parameter's name (`rubber-band`).
        package let name: String
        /// Its value as typed on the page.
        package let value: String
    }

    /// Settings from `(name, value)` pairs, ordered as `parameters` lists them (unknown names dropped).
    package init(_ pairs: [(name: String, value: String)], parameters: [PreviewParameter]) {
        values = parameters.compactMap { parameter in
            pairs.last { $0.name == parameter.name }.map { Pair(name: parameter.name, value: $0.value) }
        }
    }

    /// The value of `name`, if set.
    package func value(_ name: String) -> String? { values.first { $0.name == name }?.value }
}

/// Why the page's settings give no animation: one line, `FILE:LINE:COL: error: ...` or `--flag ...`.
package struct PreviewProblem: Error, Sendable, Equatable {
    /// The one line the page shows.
    package let message: String
    /// A problem saying `message`.
    package init(message: String) { self.message = message }
}

/// What the command tells the server: the controls, how to build an animation from the page's settings, and how
/// to say the settings as a command line and as a scene file's `physics:` block.
package struct PreviewSource: Sendable {
    /// The page's controls, in the order it shows them.
    package var parameters: [PreviewParameter]
    /// The scene's name, for the page's title.
    package var sceneName: String
    /// Builds the animation for `settings` (re-reading the scene from disk).
    package var build: @Sendable (PreviewSettings) -> Result<Animation, PreviewProblem>
    /// `stretchgif render ...` that writes what the page shows.
    package var commandLine: @Sendable (PreviewSettings) -> String
    /// The `physics:` block (and `gesture:`) for a scene file.
    package var sceneYAML: @Sendable (PreviewSettings) -> String
    /// Files watched before the first animation says which it uses (the scene file, a gesture file, fonts).
    package var fixedInputs: [String]

    /// A source.
    package init(parameters: [PreviewParameter], sceneName: String,
                build: @escaping @Sendable (PreviewSettings) -> Result<Animation, PreviewProblem>,
                commandLine: @escaping @Sendable (PreviewSettings) -> String,
                sceneYAML: @escaping @Sendable (PreviewSettings) -> String, fixedInputs: [String]) {
        self.parameters = parameters
        self.sceneName = sceneName
        self.build = build
        self.commandLine = commandLine
        self.sceneYAML = sceneYAML
        self.fixedInputs = fixedInputs
    }
}
