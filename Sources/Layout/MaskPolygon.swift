/// An arithmetic expression in the view's width `w` and height `h`, e.g. `h-80` or `w/2 + 10`.
package indirect enum MaskExpression: Sendable, Equatable {
    case number(Double)
    case width
    case height
    case negate(MaskExpression)
    case add(MaskExpression, MaskExpression)
    case subtract(MaskExpression, MaskExpression)
    case multiply(MaskExpression, MaskExpression)
    case divide(MaskExpression, MaskExpression)

    /// The value for a view of `width` x `height` points (division by zero gives 0).
    package func evaluate(width: Double, height: Double) -> Double {
        switch self {
        case .number(let value): value
        case .width: width
        case .height: height
        case .negate(let operand): -operand.evaluate(width: width, height: height)
        case .add(let lhs, let rhs): lhs.evaluate(width: width, height: height) + rhs.evaluate(width: width, height: height)
        case .subtract(let lhs, let rhs):
            lhs.evaluate(width: width, height: height) - rhs.evaluate(width: width, height: height)
        case .multiply(let lhs, let rhs):
            lhs.evaluate(width: width, height: height) * rhs.evaluate(width: width, height: height)
        case .divide(let lhs, let rhs):
            rhs.evaluate(width: width, height: height) == 0
                ? 0 : lhs.evaluate(width: width, height: height) / rhs.evaluate(width: width, height: height)
        }
    }

    /// Parses `text` (numbers, `w`, `h`, `+ - * /`, parentheses, unary minus).
    /// On failure returns the 1-based column of the offending character and what was expected.
    package static func parse(_ text: String) -> Result<MaskExpression, MaskExpressionError> {
        let characters = Array(text)
        guard characters.count <= maximumLength else {
            return .failure(MaskExpressionError(
                column: maximumLength + 1, message: "expression longer than \(maximumLength) characters"))
        }
        var parser = MaskExpressionParser(characters: characters)
        return parser.parseAll()
    }

    /// Longest expression text: every tree it parses to (and so every recursive evaluation) stays this small.
    package static let maximumLength = 256
    /// Deepest nesting of parentheses and unary minus.
    package static let maximumNesting = 32
}

/// A mask expression syntax error at a 1-based column of the expression text.
package struct MaskExpressionError: Error, Sendable, Equatable {
    package var column: Int
    package var message: String
}

/// Recursive-descent parser for `MaskExpression`.
private struct MaskExpressionParser {
    let characters: [Character]
    var position = 0
    var nesting = 0

    mutating func parseAll() -> Result<MaskExpression, MaskExpressionError> {
        do {
            let expression = try parseSum()
            skipSpaces()
            if position < characters.count {
                throw MaskExpressionError(column: position + 1, message: "unexpected '\(characters[position])'")
            }
            return .success(expression)
        } catch let error as MaskExpressionError {
            return .failure(error)
        } catch {
            return .failure(MaskExpressionError(column: position + 1, message: "invalid expression"))
        }
    }

    mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }

    mutating func parseSum() throws(MaskExpressionError) -> MaskExpression {
        var result = try parseProduct()
        while true {
            skipSpaces()
            guard position < characters.count, characters[position] == "+" || characters[position] == "-" else {
                return result
            }
            let isAdd = characters[position] == "+"
            position += 1
            let rhs = try parseProduct()
            result = isAdd ? .add(result, rhs) : .subtract(result, rhs)
        }
    }

    mutating func parseProduct() throws(MaskExpressionError) -> MaskExpression {
        var result = try parseFactor()
        while true {
            skipSpaces()
            guard position < characters.count, characters[position] == "*" || characters[position] == "/" else {
                return result
            }
            let isMultiply = characters[position] == "*"
            position += 1
            let rhs = try parseFactor()
            result = isMultiply ? .multiply(result, rhs) : .divide(result, rhs)
        }
    }

    /// Enters one level of parentheses or unary minus (the operand itself is not a level: `w` is depth 0 and
    /// 32 parentheses around it are 32 levels, the limit docs/scenes.md#limits states), refusing one past the limit
    /// at the column of its opening character.
    mutating func enterLevel() throws(MaskExpressionError) {
        nesting += 1
        guard nesting <= MaskExpression.maximumNesting else {
            throw MaskExpressionError(column: position + 1,
                                      message: "nested deeper than \(MaskExpression.maximumNesting) levels")
        }
    }

    mutating func parseFactor() throws(MaskExpressionError) -> MaskExpression {
        skipSpaces()
        guard position < characters.count else {
            throw MaskExpressionError(column: position + 1, message: "expected a number, w or h")
        }
        let character = characters[position]
        switch character {
        case "-":
            defer { nesting -= 1 }
            try enterLevel()
            position += 1
            return .negate(try parseFactor())
        case "(":
            defer { nesting -= 1 }
            try enterLevel()
            position += 1
            let inner = try parseSum()
            skipSpaces()
            guard position < characters.count, characters[position] == ")" else {
                throw MaskExpressionError(column: position + 1, message: "expected ')'")
            }
            position += 1
            return inner
        case "w":
            position += 1
            return .width
        case "h":
            position += 1
            return .height
        default:
            let start = position
            while position < characters.count, characters[position].isNumber || characters[position] == "." {
                position += 1
            }
            guard position > start, let value = Double(String(characters[start..<position])) else {
                throw MaskExpressionError(column: start + 1, message: "expected a number, w or h")
            }
            guard value.isFinite, value <= Scene.maximumMagnitude else {
                throw MaskExpressionError(column: start + 1,
                                          message: "the number is too large: at most \(Int(Scene.maximumMagnitude))")
            }
            return .number(value)
        }
    }
}

/// A polygon (in the view's own coordinates) that masks the view, each vertex an expression in w, h.
package struct MaskPolygon: Sendable, Equatable {
    /// One vertex.
    package struct Vertex: Sendable, Equatable {
        package var x: MaskExpression
        package var y: MaskExpression

        /// A vertex from its two coordinate expressions.
        package init(x: MaskExpression, y: MaskExpression) {
            self.x = x
            self.y = y
        }
    }

    package var vertices: [Vertex]

    /// Most vertices a mask may have.
    package static let maximumVertices = 256

    /// A polygon from its vertices, in drawing order.
    package init(vertices: [Vertex]) { self.vertices = vertices }

    /// The vertices evaluated for a view of `width` x `height` points.
    package func points(width: Double, height: Double) -> [(Double, Double)] {
        vertices.map { ($0.x.evaluate(width: width, height: height), $0.y.evaluate(width: width, height: height)) }
    }
}
