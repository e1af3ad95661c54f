/// One drawing command of a `Path`.
package enum PathElement: Sendable, Equatable {
    /// Starts a new sub-path at the point.
    case moveTo(Point)
    /// A straight line to the point.
    case lineTo(Point)
    /// A quadratic Bézier through `control` to `to`.
    case quadTo(control: Point, to: Point)
    /// A cubic Bézier through `control1`, `control2` to `to`.
    case cubicTo(control1: Point, control2: Point, to: Point)
    /// Closes the current sub-path with a line back to its start.
    case close
}

/// A vector outline made of sub-paths of lines and Bézier curves. Filling closes every sub-path implicitly.
package struct Path: Sendable, Equatable {
    /// The commands, in order.
    package private(set) var elements: [PathElement] = []

    /// An empty path.
    package init() {}

    /// A path from commands.
    package init(elements: [PathElement]) {
        self.elements = elements
    }

    /// True when the path has no commands.
    package var isEmpty: Bool { elements.isEmpty }

    /// Starts a new sub-path at `point`.
    package mutating func move(to point: Point) { elements.append(.moveTo(point)) }
    /// Adds a straight line to `point`.
    package mutating func line(to point: Point) { elements.append(.lineTo(point)) }
    /// Adds a quadratic Bézier to `point` through `control`.
    package mutating func quad(to point: Point, control: Point) {
        elements.append(.quadTo(control: control, to: point))
    }
    /// Adds a cubic Bézier to `point` through `control1` and `control2`.
    package mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.cubicTo(control1: control1, control2: control2, to: point))
    }
    /// Closes the current sub-path.
    package mutating func close() { elements.append(.close) }

    /// Appends all of `other`'s sub-paths.
    package mutating func append(_ other: Path) { elements += other.elements }

    /// The path with every point mapped by `transform` (Béziers stay exact under affine maps).
    package func transformed(by transform: Transform) -> Path {
        if transform == .identity { return self }
        return Path(elements: elements.map { element in
            switch element {
            case .moveTo(let p): return .moveTo(transform.apply(p))
            case .lineTo(let p): return .lineTo(transform.apply(p))
            case .quadTo(let c, let p): return .quadTo(control: transform.apply(c), to: transform.apply(p))
            case .cubicTo(let c1, let c2, let p):
                return .cubicTo(control1: transform.apply(c1), control2: transform.apply(c2), to: transform.apply(p))
            case .close: return .close
            }
        })
    }

    /// The box around every point and control point (contains the outline; exact for lines).
    package var controlBounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .moveTo(let p), .lineTo(let p): add(p)
            case .quadTo(let c, let p): add(c); add(p)
            case .cubicTo(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
