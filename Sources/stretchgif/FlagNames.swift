import ArgumentParser
import StretchGIFKit

/// How the command spells the library's parameters: `ditherStrength` -> `--dither-strength`,
/// `physics.rubberBand` -> `--rubber-band`, with the few flags whose names differ listed here.
enum FlagNames {
    /// Parameters whose flag is not the kebab-case of the name.
    static let exceptions: [(parameter: String, flag: String)] = [
        ("stepMilliseconds", "--step-ms"), ("seconds", "--at"), ("physics", "physics"), ("images", "--image"),
    ]

    /// The flag (or argument) for a library parameter name.
    static func flag(for parameter: String) -> String {
        if let exception = exceptions.first(where: { $0.parameter == parameter }) { return exception.flag }
        let name = parameter.hasPrefix("physics.") ? String(parameter.dropFirst("physics.".count)) : parameter
        var kebab = "--"
        for character in name {
            if character.isUppercase { kebab += "-" + character.lowercased() } else { kebab.append(character) }
        }
        return kebab
    }

    /// The library error as the command's one-line message (flags instead of parameter names).
    static func message(for error: StretchGIFError) -> String {
        switch error {
        case .invalidParameter(let name, let message):
            let text = message.replacingParameterNames()
            return name == "scene" ? "scene \(text)" : "\(flag(for: name)) \(text)"
        case .invalidParameterText(let name, let line, let column, let message):
            return "\(flag(for: name)):\(line):\(column): error: \(message)"
        default:
            return error.description
        }
    }

    /// The library error as a validation failure (exit 64) with the command's wording.
    static func validationError(_ error: StretchGIFError) -> ValidationError {
        ValidationError(message(for: error))
    }

    /// Runs a library check, turning its error into a validation failure.
    static func validating(_ check: () throws(StretchGIFError) -> Void) throws {
        do { try check() } catch { throw validationError(error) }
    }
}

private extension String {
    /// Parameter names mentioned inside a message (`and physics.noBounce exclude each other`) as flags.
    func replacingParameterNames() -> String {
        split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            guard word.hasPrefix("physics."), word.count > "physics.".count else {
                return word == "gestureFile" ? "--gesture-file" : String(word)
            }
            return FlagNames.flag(for: String(word))
        }.joined(separator: " ")
    }
}
