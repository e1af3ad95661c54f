#if canImport(Glibc)
import Glibc
#endif

/// An outline read from SVG path data (docs/scenes.md#vector-shapes), in absolute coordinates: relative commands,
/// `H`/`V`, the smooth `S`/`T` and arcs are resolved when parsing, so only moves, lines, Béziers and closes remain.
package struct VectorPath: Sendable, Equatable {
    /// One drawing command, absolute.
    package enum Element: Sendable, Equatable {
        /// Starts a sub-path.
        case moveTo(Point)
        /// A straight line.
        case lineTo(Point)
        /// A quadratic Bézier.
        case quadTo(control: Point, to: Point)
        /// A cubic Bézier.
        case cubicTo(control1: Point, control2: Point, to: Point)
        /// Closes the sub-path back to its start.
        case close
    }

    /// Why path data was refused: `position` is the 1-based index of the offending character (Unicode scalar)
    /// in the data.
    package struct ParseError: Error, Sendable, Equatable {
        package var position: Int
        package var message: String
    }

    /// The commands, in order.
    package var elements: [Element]

    /// Longest path data accepted, in characters (`SceneFileLimits` bounds the file; this bounds one shape).
    package static let maximumLength = 20_000

    /// A path from resolved commands.
    package init(elements: [Element]) {
        self.elements = elements
    }

    /// The box around every point and control point, or nil for a path without points.
    package var controlBounds: Rect? {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .moveTo(let p), .lineTo(let p): points.append(p)
            case .quadTo(let c, let p): points += [c, p]
            case .cubicTo(let c1, let c2, let p): points += [c1, c2, p]
            case .close: break
            }
        }
        guard let first = points.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Parses SVG path data (the `d` attribute): `M L H V C S Q T A Z`, upper case absolute, lower case relative,
    /// numbers separated by spaces and/or commas, repeated argument groups repeating the command (after a move,
    /// as lines). The first error stops parsing.
    package static func parse(_ text: String) -> Result<VectorPath, ParseError> {
        var parser = VectorPathParser(text: text)
        do {
            return .success(VectorPath(elements: try parser.parse()))
        } catch {
            return .failure(error)
        }
    }
}

/// The SVG path data reader behind `VectorPath.parse(_:)`.
struct VectorPathParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var elements: [VectorPath.Element] = []
    private var current = Point(x: 0, y: 0)
    private var subpathStart = Point(x: 0, y: 0)
    /// The previous command's second cubic control (for `S`) or quadratic control (for `T`), if it was one.
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?

    init(text: String) {
        scalars = Array(text.unicodeScalars)
    }

    mutating func parse() throws(VectorPath.ParseError) -> [VectorPath.Element] {
        guard scalars.count <= VectorPath.maximumLength else {
            throw VectorPath.ParseError(
                position: 1, message: "path data has \(scalars.count) characters; at most \(VectorPath.maximumLength)")
        }
        skipSeparators()
        guard index < scalars.count else { throw failure("expected path data starting with 'M'") }
        var command: Unicode.Scalar?
        while true {
            skipSeparators()
            guard index < scalars.count else { break }
            let scalar = scalars[index]
            if Self.commands.contains(scalar) {
                command = scalar
                index += 1
            } else if command == nil || !Self.startsNumber(scalar) {
                throw failure("expected a path command (M L H V C S Q T A Z), found '\(Character(scalar))'")
            } else if command == "Z" || command == "z" {
                throw failure("expected a path command after 'Z', found '\(Character(scalar))'")
            }
            guard let letter = command else { break }
            if elements.isEmpty, letter != "M", letter != "m" {
                throw failure("expected 'M' or 'm' first, found '\(Character(letter))'", at: index - 1)
            }
            try apply(letter)
            // Arguments after a move are implicit lines (SVG 1.1, 8.3.2).
            if letter == "M" { command = "L" } else if letter == "m" { command = "l" }
        }
        return elements
    }

    private static let commands = Set("MmLlHhVvCcSsQqTtAaZz".unicodeScalars)

    private static func startsNumber(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "+" || scalar == "." || ("0"..."9").contains(scalar)
    }

    /// One argument group of `letter`.
    private mutating func apply(_ letter: Unicode.Scalar) throws(VectorPath.ParseError) {
        let relative = letter.properties.isLowercase
        let origin = relative ? current : Point(x: 0, y: 0)
        func point(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x, y: origin.y + y) }
        var cubicControl: Point?
        var quadControl: Point?
        switch letter {
        case "M", "m":
            let to = point(try number(), try number())
            elements.append(.moveTo(to))
            current = to
            subpathStart = to
        case "L", "l":
            current = point(try number(), try number())
            elements.append(.lineTo(current))
        case "H", "h":
            current = Point(x: (relative ? current.x : 0) + (try number()), y: current.y)
            elements.append(.lineTo(current))
        case "V", "v":
            current = Point(x: current.x, y: (relative ? current.y : 0) + (try number()))
            elements.append(.lineTo(current))
        case "C", "c":
            let c1 = point(try number(), try number())
            let c2 = point(try number(), try number())
            current = point(try number(), try number())
            elements.append(.cubicTo(control1: c1, control2: c2, to: current))
            cubicControl = c2
        case "S", "s":
            let c1 = reflected(lastCubicControl)
            let c2 = point(try number(), try number())
            current = point(try number(), try number())
            elements.append(.cubicTo(control1: c1, control2: c2, to: current))
            cubicControl = c2
        case "Q", "q":
            let control = point(try number(), try number())
            current = point(try number(), try number())
            elements.append(.quadTo(control: control, to: current))
            quadControl = control
        case "T", "t":
            let control = reflected(lastQuadControl)
            current = point(try number(), try number())
            elements.append(.quadTo(control: control, to: current))
            quadControl = control
        case "A", "a":
            let rx = try number(), ry = try number(), rotation = try number()
            let largeArc = try flag(), sweep = try flag()
            let to = point(try number(), try number())
            elements += ArcConversion.cubics(
                from: current, to: to, radiusX: rx, radiusY: ry, rotationDegrees: rotation, largeArc: largeArc,
                sweep: sweep)
            current = to
        default:  // Z, z
            elements.append(.close)
            current = subpathStart
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// The reflection of `control` about the current point, or the current point when the previous command was
    /// not the matching curve (SVG's smooth curve rule).
    private func reflected(_ control: Point?) -> Point {
        guard let control else { return current }
        return Point(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    }

    private mutating func skipSeparators() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "," || scalars[index] == "\t"
            || scalars[index] == "\n" || scalars[index] == "\r"
        {
            index += 1
        }
    }

    /// An arc flag: a single `0` or `1` (SVG allows it without a following separator).
    private mutating func flag() throws(VectorPath.ParseError) -> Bool {
        skipSeparators()
        guard index < scalars.count, scalars[index] == "0" || scalars[index] == "1" else {
            throw failure("expected an arc flag (0 or 1)\(foundText())")
        }
        index += 1
        return scalars[index - 1] == "1"
    }

    /// A number: optional sign, digits with at most one `.`, optional exponent.
    private mutating func number() throws(VectorPath.ParseError) -> Double {
        skipSeparators()
        let start = index
        if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
        var digits = 0
        var sawPoint = false
        while index < scalars.count {
            let scalar = scalars[index]
            if ("0"..."9").contains(scalar) {
                digits += 1
            } else if scalar == ".", !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index += 1
        }
        if digits > 0, index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var end = index + 1
            if end < scalars.count, scalars[end] == "-" || scalars[end] == "+" { end += 1 }
            if end < scalars.count, ("0"..."9").contains(scalars[end]) {
                index = end
                while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard digits > 0, let value = Double(text) else {
            index = start
            throw failure("expected a number\(foundText())")
        }
        guard value.isFinite, abs(value) <= Scene.maximumMagnitude else {
            index = start
            throw failure("expected a number between -\(Int(Scene.maximumMagnitude)) and "
                + "\(Int(Scene.maximumMagnitude)), found \(text)")
        }
        return value
    }

    private func foundText() -> String {
        index < scalars.count ? ", found '\(Character(scalars[index]))'" : ", found the end of the path"
    }

    private func failure(_ message: String, at position: Int? = nil) -> VectorPath.ParseError {
        VectorPath.ParseError(position: (position ?? index) + 1, message: message)
    }
}
