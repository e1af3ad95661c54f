import ArgumentParser
import Foundation
import Layout

/// `stretchgif layout`: the solved frame of every view at one content offset.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print each view's solved frame (root coordinates, points) and the content height at an offset.")

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Content offset in points (negative = pulled down).", valueName: "y"))
    var offset: Double = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("table (default) or json.", valueName: "format"))
    var format: String = "table"

    func validate() throws {
        guard offset.isFinite, abs(offset) <= 1_000_000 else {
            throw ValidationError("--offset expects a finite number of points (got \(formatNumber(offset)))")
        }
        guard format == "table" || format == "json" else {
            throw ValidationError("--format expects table or json (got '\(format)')")
        }
    }

    func run() throws {
        let production = try Production.loadLayoutOnly(sceneOptions: sceneOptions)
        var engine = production.engine
        let solved = engine.solve(offset: offset)
        for diagnostic in engine.diagnostics { printError(diagnostic) }
        print(formatLayout(solved, format: format == "json" ? .json : .table), terminator: "")
    }
}
