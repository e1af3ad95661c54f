import ArgumentParser
import Foundation
import Layout
import StretchGIFKit

/// `stretchgif layout`: the solved frame of every view at one content offset.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print each view's solved frame (root coordinates, points) and the content height at an offset.")

    @OptionGroup(title: "Scene") var sceneOptions: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Content offset, \(SceneLayout.offsetRule.phrase) (negative = pulled down).", valueName: "y"))
    var offset: Double = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("table (default) or json.", valueName: "format"))
    var format: LayoutFormat = .table

    func validate() throws {
        if sceneOptions.gesture != nil || sceneOptions.gestureFile != nil {
            let flag = sceneOptions.gesture != nil ? "--gesture" : "--gesture-file"
            throw ValidationError("\(flag): layout solves one offset (--offset) and plays no gesture; "
                + "use 'trace' or 'render' to play one")
        }
        try FlagNames.validating { () throws(StretchGIFError) in try SceneLayout.offsetRule.check(offset, name: "offset") }
    }

    func run() throws {
        var options = RenderOptions()
        sceneOptions.apply(to: &options)
        let layout = try SceneLayout(scene: try sceneOptions.loadScene(), options: options)
        printDiagnostics(layout.diagnostics)
        try StandardStreams.print(try layout.solve(offset: offset).text(format: format), terminator: "")
    }
}
