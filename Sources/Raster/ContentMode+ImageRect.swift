extension ContentMode {
    /// Where an image of `imageWidth` x `imageHeight` pixels lands for a view occupying `rect`.
    /// `naturalScale` is destination pixels per image pixel for the natural-size modes (`.center`, `.top`),
    /// e.g. device scale / image scale. Returns an empty rect for an empty image.
    package func imageRect(imageWidth: Int, imageHeight: Int, in rect: Rect, naturalScale: Double = 1) -> Rect {
        let w = Double(imageWidth), h = Double(imageHeight)
        guard w > 0, h > 0 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        switch self {
        case .scaleToFill:
            return rect
        case .scaleAspectFill, .scaleAspectFit:
            let sx = rect.width / w, sy = rect.height / h
            let s = self == .scaleAspectFill ? Swift.max(sx, sy) : Swift.min(sx, sy)
            let size = (w * s, h * s)
            return Rect(x: rect.x + (rect.width - size.0) / 2, y: rect.y + (rect.height - size.1) / 2,
                        width: size.0, height: size.1)
        case .center, .top:
            let size = (w * naturalScale, h * naturalScale)
            let y = self == .top ? rect.y : rect.y + (rect.height - size.1) / 2
            return Rect(x: rect.x + (rect.width - size.0) / 2, y: y, width: size.0, height: size.1)
        }
    }
}
