/// A few Lloyd (k-means) passes over weighted colour bins, with some centroids held fixed.
///
/// Each pass assigns every bin to its nearest centroid (fixed ones included, ties to the lowest index) and
/// moves each movable centroid to the count-weighted mean of its bins; a movable centroid that wins no bin
/// stays where it is. Fixed centroids are the exact UI colours: they never move, but they do absorb the bins
/// nearest to them so that the movable ones spend themselves elsewhere.
enum KMeansRefinement {
    static func refine(fixed: [PaletteColor], movable: [PaletteColor], bins: [ColorBin], passes: Int) -> [PaletteColor] {
        guard !movable.isEmpty, !bins.isEmpty else { return movable }
        var centers: [(r: Double, g: Double, b: Double)] =
            (fixed + movable).map { (Double($0.r), Double($0.g), Double($0.b)) }
        let fixedCount = fixed.count
        for _ in 0..<max(passes, 0) {
            var n = [Double](repeating: 0, count: centers.count)
            var sr = n, sg = n, sb = n
            for bin in bins {
                var best = 0
                var bestDistance = Double.infinity
                for (i, c) in centers.enumerated() {
                    let d = ColorMetric.distance(bin.r - c.r, bin.g - c.g, bin.b - c.b)
                    if d < bestDistance {
                        bestDistance = d
                        best = i
                    }
                }
                n[best] += bin.count
                sr[best] += bin.count * bin.r; sg[best] += bin.count * bin.g; sb[best] += bin.count * bin.b
            }
            for i in fixedCount..<centers.count where n[i] > 0 {
                centers[i] = (sr[i] / n[i], sg[i] / n[i], sb[i] / n[i])
            }
        }
        return centers[fixedCount...].map { PaletteColor(r: channelByte($0.r), g: channelByte($0.g), b: channelByte($0.b)) }
    }
}
