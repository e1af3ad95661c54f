import ScrollSim

/// A physics setting `stretchgif sweep` can vary (docs/physics.md#sweep): a row of the physics table
/// (`PhysicsParameter`) whose `isSweepable` is true, checked by the same rule as its `render` flag.
public typealias SweepParameter = PhysicsParameter

extension PhysicsParameter {
    /// Most values one parameter may take in a sweep (a panel each; two parameters give a grid).
    package static let maximumValues = 6

    /// The parameters a sweep can vary, in table order.
    package static var sweepable: [PhysicsParameter] { allCases.filter(\.isSweepable) }

    /// Its name in `StretchGIFError.invalidParameter`, as every parameter is named there: the kebab-case of the
    /// scene key, `rubber-band` (the command line's flag spells it so too; the library names no flags).
    package var parameterName: String {
        rawValue.reduce(into: "") { text, character in
            if character.isUppercase { text += "-" + character.lowercased() } else { text.append(character) }
        }
    }

    /// The words a panel's label starts with: "rubber band".
    package var label: String {
        String(parameterName.map { $0 == "-" ? " " : $0 })
    }

    /// Reads one value as the flag takes it: a number, or one of its keywords (`normal`, `fast` for `deceleration`).
    /// Nil when the text is not such a value (ranges are checked by `PhysicsOverrides.validate()`).
    package func value(_ text: String) -> Double? {
        if let keyword = keywords.first(where: { $0.word == text }) { return keyword.value }
        guard range != nil, let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// Sets this parameter of `physics` to `value` (nothing for `bounce`, which is not a number).
    package func apply(_ value: Double, to physics: inout PhysicsOverrides) {
        guard let field = overrideKeyPath else { return }
        physics[keyPath: field] = value
    }
}
