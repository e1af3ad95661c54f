extension SizeBudget {
    /// The most attempts one search makes, the starting settings included; when it is reached the best
    /// fitting file so far is kept (docs/formats.md#size-budget: the walk below needs far fewer on the default demo).
    static let maximumAttempts = 40

    /// The search (docs/formats.md#size-budget). Candidates are an encoding level (`encodings`,
    /// weakest first) at a width (`widthFractions` of the starting one) and a frame rate (the starting one, then
    /// `fpsLevels` below it). A frame rate is searched only when its smallest width at the strongest level fits.
    /// Then, largest width first, the first width that fits at the strongest level gets a binary search for its
    /// weakest fitting level, and each later width starts from the previous width's level and walks to weaker ones
    /// while they fit; once the weakest level of all fits, smaller widths could only look worse and the rate is
    /// done. Once something fits, a width (or a rate) is tried only while its exactly painted frames score above
    /// the best quality so far. Among the attempts that fit, the highest quality score wins.
    static func searchByQuality(_ trials: inout Trials) throws(StretchGIFError) -> Fit {
        let start = trials.start
        let first = try trials.attempt(start)
        if first.fits { return try trials.result() }
        let encodings = Self.encodings(format: trials.format, from: start)
        let widths = levels(of: .width, format: trials.format, from: start, startWidth: first.width).map { level in
            var options = start
            apply(level, of: .width, to: &options)
            return options.width
        }
        let rates = searchedRates(from: start, format: trials.format)
        // Each options' result, so that no setting is encoded twice.
        var tried: [(options: RenderOptions, fits: Bool)] = [(start, false)]
        func fits(_ options: RenderOptions, _ trials: inout Trials) throws(StretchGIFError) -> Bool? {
            if let known = tried.first(where: { $0.options == options }) { return known.fits }
            guard trials.attempts.count < maximumAttempts else { return nil }
            let fits = try trials.attempt(options).fits
            tried.append((options, fits))
            return fits
        }
        func candidate(_ encoding: Int, width: Int?, fps: Double) -> RenderOptions {
            var options = encodings[encoding]
            options.width = width
            options.fps = fps
            return options
        }

        search: for fps in rates {
            var level = encodings.count - 1, fitted = false
            for (widthIndex, width) in widths.enumerated() {
                // The exactly painted frames at this rate and width bound what any file there can reach; smaller
                // widths and lower rates only lose more.
                if let best = trials.best?.quality.score,
                   try trials.reference.exactQuality(fps: fps, width: width).score <= best
                {
                    if widthIndex == 0 { break search } else { break }
                }
                if widthIndex == 0 {
                    guard let smallest = try fits(candidate(level, width: widths[widths.count - 1], fps: fps), &trials)
                    else { break search }
                    guard smallest else { continue search }
                }
                guard let fitsHere = try fits(candidate(level, width: width, fps: fps), &trials) else { break search }
                guard fitsHere else { continue }
                if !fitted {
                    // The first width that fits at this rate: a binary search for its weakest fitting level.
                    fitted = true
                    var low = -1
                    while level - low > 1 {
                        let middle = (low + level) / 2
                        guard let fitsMiddle = try fits(candidate(middle, width: width, fps: fps), &trials) else {
                            break search
                        }
                        if fitsMiddle { level = middle } else { low = middle }
                    }
                } else {
                    // Later widths: the weakest level rarely moves by more than one or two, so walk.
                    while level > 0 {
                        guard let weaker = try fits(candidate(level - 1, width: width, fps: fps), &trials) else {
                            break search
                        }
                        guard weaker else { break }
                        level -= 1
                    }
                }
                if level == 0 { break }
            }
        }
        guard trials.best != nil else { throw trials.unmeetable() }
        return try trials.result()
    }

    /// The frame rates the search tries: for GIF and WebP the starting one, then `fpsLevels` below it; for MP4 and
    /// WebM the starting one only. A video codec stores an unchanged or moved picture for a few bytes, so a lower
    /// rate saves almost nothing there (the default demo at `--quality 35`: 241.0 kB at 50 fps, 243.2 kB at 25) and
    /// would only lose timing.
    static func searchedRates(from start: RenderOptions, format: OutputFormat) -> [Double] {
        format.isVideo ? [start.fps] : [start.fps] + fpsLevels.filter { $0 < start.fps }
    }

    /// The encoding levels searched for GIF or WebP, weakest first, starting with the starting options: GIF's lossy
    /// levels above the starting one, then fewer colours at the highest lossy level; WebP's qualities below the
    /// starting one (lossless first when none is given).
    static func encodings(format: OutputFormat, from start: RenderOptions) -> [RenderOptions] {
        var result = [start]
        if format == .gif {
            for level in levels(of: .lossy, format: format, from: start, startWidth: 0).dropFirst() {
                var options = start
                apply(level, of: .lossy, to: &options)
                result.append(options)
            }
            let strongest = result[result.count - 1]
            for level in levels(of: .colors, format: format, from: start, startWidth: 0).dropFirst() {
                var options = strongest
                apply(level, of: .colors, to: &options)
                result.append(options)
            }
        } else {
            for level in levels(of: .quality, format: format, from: start, startWidth: 0).dropFirst() {
                var options = start
                apply(level, of: .quality, to: &options)
                result.append(options)
            }
        }
        return result
    }
}
