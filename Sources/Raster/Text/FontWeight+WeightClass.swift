extension FontWeight {
    /// The OpenType `usWeightClass` this weight stands for: 400, 500, 600 or 700.
    package var weightClass: Int {
        switch self {
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        }
    }

    /// The weight whose `weightClass` is nearest to `weightClass` (the lighter one at equal distance): 100...449 is
    /// regular, 450...549 medium, 550...649 semibold, 650 and above bold.
    package static func nearest(toWeightClass weightClass: Int) -> FontWeight {
        var best = FontWeight.regular
        for weight in allCases where abs(weight.weightClass - weightClass) < abs(best.weightClass - weightClass) {
            best = weight
        }
        return best
    }
}
