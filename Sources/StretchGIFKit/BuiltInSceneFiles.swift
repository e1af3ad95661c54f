import Foundation

/// The built-in scenes: the files `samples/NAME.yaml` of the repository, shipped as package resources
/// (the resource folder `Scenes` links to `samples/`). Users copy these files to start their own.
enum BuiltInSceneFiles {
    /// Every built-in scene in `stretchgif presets` order (the first is the default) with one line on what it shows.
    static let catalogue: [(name: String, summary: String)] = [
        ("stretchy", "A: Auto Layout stretchy header, iPhone X (the default)"),
        ("stretchy-parallax", "A without the height constraint: the image compresses, parallax-like"),
        ("stretchy-step1", "A, article step 1: the non-stretchy app (grey shows above the image on a pull)"),
        ("stretchy-step2", "A, article step 2: image top pinned to the root, required: scrolling up jams the text"),
        ("stretchy-step3", "A, article step 3: top @750 + height floor @1000 fix the scroll"),
        ("stretchy-step4", "A, article step 4: a text backing stretches into the bottom overscroll"),
        ("stretchy-step5", "A, article step 5: bottom content inset and indicator insets from the safe area"),
        ("stretchy-step6", "A, article step 6: the status bar slides away under the text (= stretchy)"),
        ("news-digest", "B: Yahoo News Digest header with the cut-away mask and news rows"),
        ("grid", "C: evenly spaced squares; content size from constraints"),
        ("stretch-weights", "D: WeView stretch weights per axis, one row per tutorial example"),
        ("short-content", "E: a menu shorter than the screen that still bounces, above a tab bar with vector icons"),
        ("profile", "A profile page: stretchy cover, overlapping avatar, a name stack and a two-section list"),
        ("social-profile", "X-style profile: the banner blurs and stretches on a pull, the name returns as the bar's title"),
        ("listing", "Airbnb-style listing: the bar fades to white, its round buttons turn dark on white"),
        ("album", "Album page: gradient dim under a white title, pill button, shadowed card, avatar behind the cover"),
        ("music-album", "Music album: a large title collapsing into a material navigation bar over the artwork"),
        ("post-feed", "A profile's posts: a large-title bar and a list of posts from one row template"),
        ("settings", "Settings: an inline navigation bar over an inset grouped list of icon rows"),
    ]

    /// The resource bundle SwiftPM builds for this target, looked up without trapping: beside the executable
    /// (or test bundle), then in the build folder the package was built in. Nil when neither exists.
    static let bundle: Bundle? = {
        let bundleName = "stretchgif_StretchGIFKit.resources"
        var candidates: [URL] = [Bundle.main.bundleURL.appendingPathComponent(bundleName)]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent(bundleName))
        }
        for bundle in Bundle.allBundles {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(bundleName))
        }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate.path) {
            if let bundle = Bundle(url: candidate) { return bundle }
        }
        return nil
    }()

    /// The YAML text of the built-in scene `name`, or nil when there is no such scene.
    static func yaml(named name: String) throws(StretchGIFError) -> String? {
        guard catalogue.contains(where: { $0.name == name }) else { return nil }
        guard let bundle else {
            throw .renderFailed(message: "the built-in scenes are missing: keep the folder "
                + "stretchgif_StretchGIFKit.resources beside the stretchgif binary (it is built with it)")
        }
        guard let url = bundle.url(forResource: name, withExtension: "yaml") else {
            throw .renderFailed(message: "built-in scene '\(name)' is missing from \(bundle.bundlePath)")
        }
        return try readTextFile(url.path, what: "built-in scene", limit: InputFileLimits.sceneBytes)
    }
}
