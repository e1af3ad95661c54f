import Foundation
import Layout

extension Animation {
    /// Every file this animation was made from, each once in a fixed order: the scene file (not for a built-in
    /// scene), the gesture file, the images its views draw (after `options.images`), and the fonts and font folders
    /// `options.fonts` names. `stretchgif watch` re-renders when one of them changes.
    public var inputFiles: [String] {
        var files: [String] = []
        func add(_ path: String) { if !files.contains(path) { files.append(path) } }
        let sourceName = plan.production.scene.sourceName
        if !sourceName.hasPrefix(StretchScene.builtInSourcePrefix) { add(sourceName) }
        if let gestureFile = options.gestureFile { add(gestureFile) }
        let folder = (sourceName as NSString).deletingLastPathComponent
        for (source, _) in plan.production.images where !source.hasPrefix(ImageSpec.proceduralPrefix) {
            add(source.hasPrefix("/") ? source : (folder as NSString).appendingPathComponent(source))
        }
        for font in options.fonts { add(font) }
        return files
    }
}
