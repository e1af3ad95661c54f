import Solver

/// Parses one constraint statement of the scene language, e.g.
/// `imageView.top == root.top @750`, `label.edges == textContainer.edges inset 14`,
/// `a.height == b.width * 0.7 + 8`, `a.width == 100`, `root.safeArea.top`, `scroll.contentTop`.
package enum ConstraintParser {
    /// Parses `text`, whose first character sits at `location`. `viewIDs` are the declared view ids
    /// (besides `root` and `scroll`). Errors point at the column of the bad token.
    package static func parse(
        _ text: String, at location: SourceLocation, viewIDs: [String], orientation: Orientation? = nil
    ) throws(SceneError) -> ConstraintSpec {
        try parse(text, at: location, viewIDs: KnownViewIDs(viewIDs), orientation: orientation)
    }

    /// As above, with the ids indexed once for a whole scene (each lookup is then constant time).
    package static func parse(
        _ text: String, at location: SourceLocation, viewIDs: KnownViewIDs, orientation: Orientation? = nil
    ) throws(SceneError) -> ConstraintSpec {
        var parser = ConstraintTokenStream(text: text, location: location, viewIDs: viewIDs)
        return try parser.parseStatement(orientation: orientation)
    }
}

/// A scene's view ids in declaration order (for messages) with a set for membership tests.
package struct KnownViewIDs: Sendable {
    /// The ids in the order the scene declares them.
    package let ordered: [String]
    private let members: Set<String>

    /// Indexes `ids` (declaration order kept for messages).
    package init(_ ids: [String]) {
        ordered = ids
        members = Set(ids)
    }

    /// `true` when the scene declares a view `id`.
    package func contains(_ id: String) -> Bool { members.contains(id) }
}

private struct ConstraintToken: Equatable {
    enum Kind: Equatable { case identifier, number, symbol, end }
    var kind: Kind
    var text: String
    /// 0-based character offset in the statement.
    var offset: Int
}

private struct ConstraintTokenStream {
    let text: String
    let location: SourceLocation
    let viewIDs: KnownViewIDs
    var tokens: [ConstraintToken] = []
    var index = 0
    var lexError: SceneError?

    init(text: String, location: SourceLocation, viewIDs: KnownViewIDs) {
        self.text = text
        self.location = location
        self.viewIDs = viewIDs
        tokenize()
    }

    private mutating func tokenize() {
        let characters = Array(text)
        var position = 0
        while position < characters.count {
            let character = characters[position]
            if character == " " || character == "\t" {
                position += 1
            } else if character.isLetter || character == "_" {
                let start = position
                while position < characters.count,
                    characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
                {
                    position += 1
                }
                tokens.append(ConstraintToken(kind: .identifier, text: String(characters[start..<position]), offset: start))
            } else if character.isNumber {
                let start = position
                while position < characters.count, characters[position].isNumber || characters[position] == "." {
                    position += 1
                }
                tokens.append(ConstraintToken(kind: .number, text: String(characters[start..<position]), offset: start))
            } else if "=<>".contains(character) {
                let start = position
                position += 1
                if position < characters.count, characters[position] == "=" { position += 1 }
                tokens.append(ConstraintToken(kind: .symbol, text: String(characters[start..<position]), offset: start))
            } else if ".*/+-@".contains(character) {
                tokens.append(ConstraintToken(kind: .symbol, text: String(character), offset: position))
                position += 1
            } else {
                if lexError == nil {
                    lexError = SceneError(location.advanced(by: position), "unexpected character '\(character)' in constraint")
                }
                position += 1
            }
        }
        tokens.append(ConstraintToken(kind: .end, text: "", offset: characters.count))
    }

    var current: ConstraintToken { tokens[min(index, tokens.count - 1)] }

    func error(_ token: ConstraintToken, _ message: String) -> SceneError {
        let found = token.kind == .end ? "end of constraint" : "'\(abbreviated(token.text))'"
        return SceneError(location.advanced(by: token.offset), "\(message), found \(found)")
    }

    mutating func advance() -> ConstraintToken {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    mutating func accept(_ symbol: String) -> Bool {
        if current.kind == .symbol && current.text == symbol {
            index += 1
            return true
        }
        return false
    }

    mutating func parseStatement(orientation: Orientation?) throws(SceneError) -> ConstraintSpec {
        if let lexError { throw lexError }
        let first = try parseAnchor()
        let relationToken = advance()
        guard relationToken.kind == .symbol, let relation = Relation(rawValue: relationToken.text) else {
            throw error(relationToken, "expected '==', '>=' or '<='")
        }
        var second: Anchor?
        var multiplier = 1.0
        var constant = 0.0
        if current.kind == .identifier {
            second = try parseAnchor()
            if accept("*") {
                multiplier = try parseNumber()
            } else if current.kind == .symbol && current.text == "/" {
                let slash = advance()
                let divisor = try parseNumber()
                guard divisor != 0 else { throw error(slash, "division by zero") }
                multiplier = 1 / divisor
            }
        } else {
            constant = try parseSignedNumber()
        }
        while current.kind == .symbol && (current.text == "+" || current.text == "-") {
            let sign: Double = advance().text == "+" ? 1 : -1
            constant += sign * (try parseNumber())
        }
        var inset = 0.0
        if current.kind == .identifier && current.text == "inset" {
            let insetToken = advance()
            guard first.attribute == .edges else { throw error(insetToken, "'inset' applies only to 'edges'") }
            inset = try parseSignedNumber()
        }
        var priority = 1000.0
        if accept("@") {
            priority = try parsePriority()
        }
        if current.kind != .end {
            throw error(current, "expected '+', '-', 'inset', '@' or the end of the constraint")
        }
        try validate(first: first, second: second, multiplier: multiplier, constant: constant)
        return ConstraintSpec(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            inset: inset, priority: priority, source: text, location: location, orientation: orientation)
    }

    private func validate(first: Anchor, second: Anchor?, multiplier: Double, constant: Double) throws(SceneError) {
        let isEdges = first.attribute == .edges
        if isEdges {
            guard let second, second.attribute == .edges else {
                throw SceneError(location, "'edges' must be constrained to another view's 'edges'")
            }
            guard multiplier == 1, constant == 0 else {
                throw SceneError(location, "'edges' takes no multiplier or constant; use 'inset N'")
            }
        } else if second?.attribute == .edges {
            throw SceneError(location, "'edges' must be constrained to another view's 'edges'")
        }
    }

    mutating func parseNumber() throws(SceneError) -> Double {
        let token = advance()
        guard token.kind == .number, let value = Double(token.text) else { throw error(token, "expected a number") }
        guard value.isFinite, value <= Scene.maximumMagnitude else {
            throw error(token, "the number is too large: at most \(Int(Scene.maximumMagnitude))")
        }
        return value
    }

    mutating func parseSignedNumber() throws(SceneError) -> Double {
        if accept("-") { return -(try parseNumber()) }
        _ = accept("+")
        return try parseNumber()
    }

    mutating func parsePriority() throws(SceneError) -> Double {
        let token = advance()
        if token.kind == .identifier {
            if let named = ConstraintSpec.namedPriorities.first(where: { $0.name == token.text }) { return named.value }
            throw error(token, "expected a priority 1...1000 or required|high|medium|low")
        }
        guard token.kind == .number, let value = Double(token.text), LayoutPriority.range.contains(value) else {
            throw error(token, "expected a priority 1...1000 or required|high|medium|low")
        }
        return value
    }

    mutating func parseAnchor() throws(SceneError) -> Anchor {
        let ownerToken = advance()
        guard ownerToken.kind == .identifier else { throw error(ownerToken, "expected a view name") }
        var owner: AnchorOwner
        // A dotted id (a navigation bar's or a list's view) is read as far as it names a view.
        var ownerText = ownerToken.text
        while index + 2 < tokens.count, tokens[index].kind == .symbol, tokens[index].text == ".",
            tokens[index + 1].kind == .identifier, viewIDs.contains(ownerText + "." + tokens[index + 1].text)
        {
            ownerText += "." + tokens[index + 1].text
            index += 2
        }
        switch ownerText {
        case "root": owner = .root
        case "scroll": owner = .view("scroll")
        default:
            guard viewIDs.contains(ownerText) else {
                let known = (["root", "scroll"] + viewIDs.ordered).joined(separator: ", ")
                throw SceneError(
                    location.advanced(by: ownerToken.offset),
                    "unknown view '\(ownerToken.text)'\(suggestion(ownerToken.text, ["root", "scroll"] + viewIDs.ordered)); known views: \(known)")
            }
            owner = .view(ownerText)
        }
        let dot = advance()
        guard dot.kind == .symbol, dot.text == "." else { throw error(dot, "expected '.' and an attribute") }
        var attributeToken = advance()
        if owner == .root, attributeToken.kind == .identifier, attributeToken.text == "safeArea" {
            owner = .safeArea
            let secondDot = advance()
            guard secondDot.kind == .symbol, secondDot.text == "." else {
                throw error(secondDot, "expected '.' and an attribute")
            }
            attributeToken = advance()
        }
        let names = LayoutAttribute.allCases.map(\.rawValue)
        guard attributeToken.kind == .identifier, let attribute = LayoutAttribute(rawValue: attributeToken.text) else {
            let hint = attributeToken.kind == .identifier ? suggestion(attributeToken.text, names) : ""
            throw error(attributeToken, "expected an attribute\(hint) (\(names.joined(separator: ", ")))")
        }
        if attribute.isContentAttribute && owner != .view("scroll") {
            throw error(attributeToken, "content attributes exist only on 'scroll'")
        }
        return Anchor(owner, attribute)
    }
}

/// " (did you mean 'x'?)" when a candidate is within edit distance 2 of `word`, else "".
func suggestion(_ word: String, _ candidates: [String]) -> String {
    var best: (name: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(word.lowercased(), candidate.lowercased())
        if distance <= 2, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best.map { " (did you mean '\($0.name)'?)" } ?? ""
}

/// Levenshtein distance between two strings.
func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var row = [i] + Array(repeating: 0, count: b.count)
        for j in stride(from: 1, through: b.count, by: 1) {
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = row
    }
    return previous[b.count]
}
