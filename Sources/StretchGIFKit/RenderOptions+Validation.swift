import ScrollSim

extension RenderOptions {
    /// Throws `StretchGIFError.invalidParameter` naming the first parameter out of range or in conflict
    /// (physics parameters as `physics.NAME`), or `invalidParameterText` for a syntax error in `gesture`.
    /// Checks that read files (scene, gesture file, images, fonts) happen in `Animation.init`.
    public func validate() throws(StretchGIFError) {
        if gesture != nil && gestureFile != nil {
            throw .invalidParameter(name: "gesture", message: "and gestureFile exclude each other: give one")
        }
        try Rules.fps.check(fps, name: "fps")
        try Rules.scale.check(scale, name: "scale")
        if let width { try Rules.width.check(width, name: "width") }
        try Rules.loop.check(loop, name: "loop")
        try Rules.colors.check(colors, name: "colors")
        try Rules.ditherStrength.check(ditherStrength, name: "ditherStrength")
        try Rules.lossy.check(lossy, name: "lossy")
        if let jobs { try Rules.jobs.check(jobs, name: "jobs") }
        if let quality { try Rules.quality.check(quality, name: "quality") }
        try physics.validate()
        if let gesture {
            do { _ = try GestureScript.parse(gesture, sourceName: "gesture") } catch {
                throw .invalidParameterText(name: "gesture", line: error.line, column: error.column,
                                            message: error.message)
            }
        }
    }
}
