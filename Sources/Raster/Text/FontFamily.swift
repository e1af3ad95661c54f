/// The weights of one typeface family (e.g. Inter Regular/Medium/SemiBold/Bold), looked up by `FontWeight`.
public struct FontFamily: Sendable {
    private let faces: [FontWeight: FontFace]

    /// A family from the faces that were loaded; missing weights fall back as `face(for:)` describes.
    public init(faces: [FontWeight: FontFace]) {
        self.faces = faces
    }

    /// The face for `weight`; when that weight is missing, the nearest loaded weight, preferring lighter ones
    /// at equal distance (bold -> semibold -> medium -> regular). Nil only for an empty family.
    public func face(for weight: FontWeight) -> FontFace? {
        if let exact = faces[weight] { return exact }
        let order = FontWeight.allCases
        guard let wanted = order.firstIndex(of: weight) else { return nil }
        for distance in 1..<order.count {
            for index in [wanted - distance, wanted + distance] where order.indices.contains(index) {
                if let face = faces[order[index]] { return face }
            }
        }
        return nil
    }
}
