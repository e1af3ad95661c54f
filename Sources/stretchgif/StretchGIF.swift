import ArgumentParser

@main
struct StretchGIF: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stretchgif", abstract: "Placeholder.")
    func run() throws { print("stretchgif: not built yet") }
}
