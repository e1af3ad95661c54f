#if canImport(Glibc)
import Glibc
#endif

/// An affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty) — the CGAffineTransform convention.
package struct Transform: Sendable, Equatable, Hashable {
    /// x' coefficient of x.
    package var a: Double
    /// y' coefficient of x.
    package var b: Double
    /// x' coefficient of y.
    package var c: Double
    /// y' coefficient of y.
    package var d: Double
    /// x' offset.
    package var tx: Double
    /// y' offset.
    package var ty: Double

    /// A transform from its six coefficients.
    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    package static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A pure translation by (`x`, `y`).
    package static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A pure scale about the origin (use the same factor for both axes for @2x/@3x).
    package static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A uniform scale about the origin.
    package static func scale(_ factor: Double) -> Transform { scale(x: factor, y: factor) }

    /// A rotation about the origin by `radians` (positive turns +x towards +y, i.e. clockwise on screen).
    package static func rotation(_ radians: Double) -> Transform {
        let cosine = cos(radians)
        let sine = sin(radians)
        return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// `self` followed by `next`: applying the result equals applying `self`, then `next`.
    package func concatenating(_ next: Transform) -> Transform {
        Transform(a: a * next.a + b * next.c,
                  b: a * next.b + b * next.d,
                  c: c * next.a + d * next.c,
                  d: c * next.b + d * next.d,
                  tx: tx * next.a + ty * next.c + next.tx,
                  ty: tx * next.b + ty * next.d + next.ty)
    }

    /// `self` followed by a translation.
    package func translatedBy(x: Double, y: Double) -> Transform { concatenating(.translation(x: x, y: y)) }

    /// `self` followed by a scale.
    package func scaledBy(x: Double, y: Double) -> Transform { concatenating(.scale(x: x, y: y)) }

    /// The inverse transform, or nil when the transform is singular (determinant 0 or not finite).
    package func inverted() -> Transform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let inv = 1 / determinant
        return Transform(a: d * inv, b: -b * inv, c: -c * inv, d: a * inv,
                         tx: (c * ty - d * tx) * inv, ty: (b * tx - a * ty) * inv)
    }

    /// True when the transform keeps axis-aligned rectangles axis-aligned (no rotation or shear).
    package var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The image of `point`.
    package func apply(_ point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The bounding box of the image of `rect` (exact for axis-aligned transforms).
    package func apply(_ rect: Rect) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
