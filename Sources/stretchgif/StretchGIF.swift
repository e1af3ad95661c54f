import ArgumentParser
import Foundation
import StretchGIFKit

/// The `stretchgif` command: renders an iOS stretchy-header scroll interaction to a GIF.
/// `render` is the default subcommand, so `stretchgif` alone renders the default scene to `stretchy.gif`.
@main
struct StretchGIF: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stretchgif",
        abstract: "Turn an iOS stretchy-header scroll interaction into a GIF: offline, frame-exact, reproducible.",
        discussion: """
            SCENE is a built-in scene name (see `stretchgif presets`) or a path to a scene file (YAML). \
            It defaults to the `\(RenderOptions.Defaults.sceneName)` scene (the Auto Layout stretchy header on an iPhone X).
            Examples:
              stretchgif                                   # renders stretchy.gif
              stretchgif render news-digest -o news.gif --fps 30
              stretchgif trace --gesture "fling up 1000; wait until rest"
              stretchgif layout --offset -200
              stretchgif sweep --rubber-band 0.4,0.55,0.7 -o rubber-band.gif
            """,
        version: "0.1.0",
        // Every subcommand gives its `commandName`: without it ArgumentParser derives the name from the type's with
        // `String(describing:)`, whose protocol checks on a metatype scan every conformance record in the binary,
        // a fifth of `--version`'s own work (docs/library.md#the-commands-binary).
        subcommands: [Render.self, SweepCommand.self, Trace.self, Frames.self, LayoutCommand.self, Hash.self, Presets.self,
                      Show.self, Check.self, TestCommand.self, Watch.self, PreviewCommand.self],
        defaultSubcommand: Render.self
    )

    /// Runs the command; every failure is reported as one line on standard error with a non-zero exit status
    /// (64 for bad flags, 1 for everything else); help and version go through ArgumentParser as usual.
    static func main() {
        MallocArenas.configure()
        let interruption = Interruption.install()
        defer { withExtendedLifetime(interruption) {} }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as StandardStreams.OutputFailure {
            Interruption.yieldToHandlerIfInterrupted()
            // A reader that has gone (a closed pipe) is not worth a message; a full device is.
            if !failure.isClosedPipe { printError("stretchgif: error: \(failure)") }
            Foundation.exit(1)
        } catch let code as ExitCode where code != .success {
            // A verdict already printed (`check --strict`): only the status.
            Foundation.exit(code.rawValue)
        } catch {
            Interruption.yieldToHandlerIfInterrupted()
            let failure = Failure(error)
            if failure.exitCode == 0 { exit(withError: error) }
            printError(failure.message)
            Foundation.exit(failure.exitCode)
        }
    }
}

/// Any error as the command reports it: one line and an exit status.
struct Failure {
    /// The line printed on standard error.
    let message: String
    /// 0 for help and version requests, 64 for bad flags (`EX_USAGE`), 1 for everything else.
    let exitCode: Int32

    init(_ error: any Error) {
        if let error = error as? StretchGIFError {
            let text = Self.printable(FlagNames.message(for: error))
            message = text.contains(": error: ") ? text : "stretchgif: error: \(text)"
            exitCode = error.parameterName == nil ? 1 : 64
            return
        }
        let code = StretchGIF.exitCode(for: error)
        let text = StretchGIF.message(for: error).split(separator: "\n", omittingEmptySubsequences: true)
            .first.map(String.init) ?? "\(error)"
        // Errors that already carry a location ("FILE:LINE:COL: error: ...") are printed as they are.
        message = text.contains(": error: ") ? Self.printable(text) : "stretchgif: error: \(Self.printable(text))"
        exitCode = code == .success ? 0 : (code == .validationFailure ? 64 : code.rawValue)
    }

    /// `text` with control characters (a carriage return or escape copied from the input) shown as `\u{..}`, so
    /// the message stays one line and cannot move the terminal's cursor.
    static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
