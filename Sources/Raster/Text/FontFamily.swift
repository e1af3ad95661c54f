/// The weights of one typeface family (e.g. Inter Regular/Medium/SemiBold/Bold), looked up by `FontWeight`, and
/// for each weight the fallback faces that draw what the family lacks (see `FontCascade`).
package struct FontFamily: Sendable {
    private let faces: [FontWeight: FontFace]
    private let fallbacks: [FontWeight: [FontFace]]

    /// A family from the faces that were loaded; missing weights fall back as `face(for:)` describes.
    /// `fallbacks[weight]` lists, in the order they are tried, the faces for characters the family's face for that
    /// weight lacks (none when absent).
    package init(faces: [FontWeight: FontFace], fallbacks: [FontWeight: [FontFace]] = [:]) {
        self.faces = faces
        self.fallbacks = fallbacks
    }

    /// The face for `weight`; when that weight is missing, the nearest loaded weight, preferring lighter ones
    /// at equal distance (bold -> semibold -> medium -> regular). Nil only for an empty family.
    package func face(for weight: FontWeight) -> FontFace? {
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

    /// `face(for: weight)` followed by the fallback faces registered for `weight`. Nil only for an empty family.
    package func cascade(for weight: FontWeight) -> FontCascade? {
        face(for: weight).map { FontCascade(primary: $0, fallbacks: fallbacks[weight] ?? []) }
    }
}
