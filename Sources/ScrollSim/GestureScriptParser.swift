/// Gesture script grammar (one action per line, or several separated by `;`; `#` starts a comment):
///
///     action    := 'wait' duration
///                | 'wait' 'until' 'rest' ('max' duration)?        -- cap default 10s; finger must be up
///                | 'drag' direction distance ('over' duration)? easing?   -- default 300ms, linear
///                | 'hold' duration
///                | 'release'                                       -- finger must be down
///                | 'fling' direction speed
///                | 'set' 'offset' number                           -- may be negative
///     direction := 'up' | 'down'
///     distance  := number ['pt']          speed := number ['pt/s']
///     duration  := number ('s' | 'ms')    (unit attached, `0.5s`, or as the next word, `0.5 s`)
///     easing    := 'linear' | 'ease-in' | 'ease-out' | 'ease-in-out'
///
/// Keywords are case-insensitive. Numbers are decimal (`12`, `0.5`, `1e3`), finite and non-negative except for
/// `set offset`. Drag and hold durations must be positive.
extension GestureScript {
    /// Parses `text`; errors name `sourceName` with the 1-based line and column of the offending token.
    public static func parse(_ text: String, sourceName: String) throws(GestureScriptError) -> GestureScript {
        var parser = GestureScriptParser(sourceName: sourceName)
        var actions: [GestureAction] = []
        var lineNumber = 0
        var totalMilliseconds = 0.0
        // "\r\n" is one Character in Swift, so it must be named as a separator alongside "\n".
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            var characters = Array(rawLine)
            if characters.last == "\r" { characters.removeLast() }
            if let hash = characters.firstIndex(of: "#") { characters.removeSubrange(hash...) }
            for statement in GestureScriptParser.statements(in: characters) {
                guard let action = try parser.parseStatement(statement, line: lineNumber) else { continue }
                guard actions.count < maximumActions else {
                    throw GestureScriptError(sourceName: sourceName, line: lineNumber, column: statement[0].column,
                                             message: "more than \(maximumActions) actions; a script may hold at most that many")
                }
                totalMilliseconds += action.scriptedMilliseconds
                guard totalMilliseconds <= maximumTotalMilliseconds else {
                    throw GestureScriptError(
                        sourceName: sourceName, line: lineNumber, column: statement[0].column,
                        message: "the script lasts more than \(Int(maximumTotalMilliseconds / 60_000)) minutes by here; "
                            + "a script may last at most that long")
                }
                actions.append(action)
            }
        }
        return GestureScript(actions: actions)
    }
}

/// A word of a script with its 1-based column.
struct ScriptToken: Equatable {
    var text: String
    var column: Int
    var endColumn: Int { column + text.count }
}

/// Parses statements one at a time, tracking whether the finger is down to reject impossible sequences.
struct GestureScriptParser {
    let sourceName: String
    private var fingerDown = false

    static let actionWords = ["wait", "drag", "hold", "release", "fling", "set"]

    init(sourceName: String) {
        self.sourceName = sourceName
    }

    /// Splits a line (comment removed) at `;` into token lists, each token carrying its column in the line.
    static func statements(in line: [Character]) -> [[ScriptToken]] {
        var statements: [[ScriptToken]] = []
        var current: [ScriptToken] = []
        var word = ""
        var wordColumn = 0
        func finishWord() {
            if !word.isEmpty { current.append(ScriptToken(text: word, column: wordColumn)) }
            word = ""
        }
        for (index, character) in line.enumerated() {
            if character == ";" {
                finishWord()
                statements.append(current)
                current = []
            } else if character == " " || character == "\t" {
                finishWord()
            } else {
                if word.isEmpty { wordColumn = index + 1 }
                word.append(character)
            }
        }
        finishWord()
        statements.append(current)
        return statements.filter { !$0.isEmpty }
    }

    mutating func parseStatement(_ tokens: [ScriptToken], line: Int) throws(GestureScriptError) -> GestureAction? {
        var cursor = TokenCursor(tokens: tokens, line: line, sourceName: sourceName)
        guard let verb = cursor.next() else { return nil }
        let action: GestureAction
        switch verb.text.lowercased() {
        case "wait":
            if cursor.peekKeyword("until") {
                _ = cursor.next()
                try cursor.expectKeyword("rest", after: "wait until")
                var cap = GestureAction.defaultRestWaitMilliseconds
                if cursor.peekKeyword("max") {
                    _ = cursor.next()
                    cap = try cursor.duration(after: "max", allowZero: false)
                }
                if fingerDown {
                    throw cursor.error(at: verb, "`wait until rest` needs the finger up; add `release` before it")
                }
                action = .waitUntilRest(maxMilliseconds: cap)
            } else {
                action = .wait(milliseconds: try cursor.duration(after: "wait", allowZero: true))
            }
        case "drag":
            let direction = try cursor.direction(after: "drag")
            let distance = try cursor.number(after: direction.rawValue, what: "a distance in points, like 200", unit: "pt", allowNegative: false)
            var milliseconds = GestureAction.defaultDragMilliseconds
            if cursor.peekKeyword("over") {
                _ = cursor.next()
                milliseconds = try cursor.duration(after: "over", allowZero: false)
            }
            var easing = Easing.linear
            if let word = cursor.next() {
                guard let parsed = Easing(rawValue: word.text.lowercased()) else {
                    let names = Easing.allCases.map(\.rawValue).joined(separator: ", ")
                    throw cursor.error(at: word, "unknown word '\(word.text)' after the drag; expected `over DURATION` or an easing: \(names)")
                }
                easing = parsed
            }
            fingerDown = true
            action = .drag(direction: direction, distance: distance, milliseconds: milliseconds, easing: easing)
        case "hold":
            fingerDown = true
            action = .hold(milliseconds: try cursor.duration(after: "hold", allowZero: false))
        case "release":
            if !fingerDown {
                throw cursor.error(at: verb, "nothing to release: the finger is already up (drag, hold or fling put it down)")
            }
            fingerDown = false
            action = .release
        case "fling":
            let direction = try cursor.direction(after: "fling")
            let speed = try cursor.number(after: direction.rawValue, what: "a release speed in points per second, like 2500", unit: "pt/s", allowNegative: false)
            fingerDown = false
            action = .fling(direction: direction, speed: speed)
        case "set":
            try cursor.expectKeyword("offset", after: "set")
            let offset = try cursor.number(after: "offset", what: "an offset in points, like 300", unit: "pt", allowNegative: true)
            fingerDown = false
            action = .setOffset(offset)
        default:
            let expected = Self.actionWords.joined(separator: ", ")
            throw cursor.error(at: verb, "unknown action '\(verb.text)'; expected one of: \(expected)")
        }
        if let extra = cursor.next() {
            throw cursor.error(at: extra, "unexpected '\(extra.text)' after the `\(verb.text.lowercased())` action; separate actions with a new line or `;`")
        }
        return action
    }
}

/// Reads the tokens of one statement, producing located errors.
struct TokenCursor {
    let tokens: [ScriptToken]
    let line: Int
    let sourceName: String
    private var index = 0

    init(tokens: [ScriptToken], line: Int, sourceName: String) {
        self.tokens = tokens
        self.line = line
        self.sourceName = sourceName
    }

    /// Where a missing token would be: just past the end of the last token read.
    private var endColumn: Int { index > 0 ? tokens[index - 1].endColumn : 1 }

    mutating func next() -> ScriptToken? {
        guard index < tokens.count else { return nil }
        defer { index += 1 }
        return tokens[index]
    }

    func peekKeyword(_ keyword: String) -> Bool {
        index < tokens.count && tokens[index].text.lowercased() == keyword
    }

    func error(at token: ScriptToken, _ message: String) -> GestureScriptError {
        GestureScriptError(sourceName: sourceName, line: line, column: token.column, message: message)
    }

    func missing(_ message: String) -> GestureScriptError {
        GestureScriptError(sourceName: sourceName, line: line, column: endColumn, message: message)
    }

    mutating func expectKeyword(_ keyword: String, after previous: String) throws(GestureScriptError) {
        guard let token = next() else { throw missing("expected '\(keyword)' after '\(previous)'") }
        guard token.text.lowercased() == keyword else {
            throw error(at: token, "unknown word '\(token.text)'; expected '\(keyword)' after '\(previous)'")
        }
    }

    mutating func direction(after previous: String) throws(GestureScriptError) -> FingerDirection {
        guard let token = next() else { throw missing("expected a direction after '\(previous)': up or down") }
        guard let direction = FingerDirection(rawValue: token.text.lowercased()) else {
            throw error(at: token, "unknown direction '\(token.text)'; expected up or down")
        }
        return direction
    }

    /// A number with an optional unit, attached (`200pt`) or as the next word (`200 pt`).
    mutating func number(after previous: String, what: String, unit: String, allowNegative: Bool) throws(GestureScriptError) -> Double {
        guard let token = next() else { throw missing("expected \(what) after '\(previous)'") }
        let (value, suffix) = try Self.splitNumber(token, what: what, cursor: self)
        if suffix.isEmpty {
            if index < tokens.count, tokens[index].text.lowercased() == unit { index += 1 }
        } else if suffix.lowercased() != unit {
            throw error(at: token, "unknown unit '\(suffix)' in '\(token.text)'; expected \(what) (unit \(unit) optional)")
        }
        if !allowNegative && value < 0 {
            throw error(at: token, "expected \(what), not a negative number ('\(token.text)')")
        }
        guard abs(value) <= GestureScript.maximumMagnitude else {
            throw error(at: token, "'\(token.text)' is too large: expected \(what), at most \(Int(GestureScript.maximumMagnitude))")
        }
        return value
    }

    /// A duration in ms, from `0.5s`, `300ms`, `0.5 s` or `300 ms`.
    mutating func duration(after previous: String, allowZero: Bool) throws(GestureScriptError) -> Double {
        let what = "a duration like 0.5s or 300ms"
        guard let token = next() else { throw missing("expected \(what) after '\(previous)'") }
        var (value, suffix) = try Self.splitNumber(token, what: what, cursor: self)
        if suffix.isEmpty, index < tokens.count, ["s", "ms"].contains(tokens[index].text.lowercased()) {
            suffix = tokens[index].text
            index += 1
        }
        let milliseconds: Double
        switch suffix.lowercased() {
        case "s": milliseconds = value * 1000
        case "ms": milliseconds = value
        case "": throw error(at: token, "missing unit in '\(token.text)'; expected \(what)")
        default: throw error(at: token, "unknown unit '\(suffix)' in '\(token.text)'; expected \(what) (units: s, ms)")
        }
        if value < 0 { throw error(at: token, "expected \(what), not a negative duration ('\(token.text)')") }
        if !allowZero && value == 0 { throw error(at: token, "expected a positive duration, not '\(token.text)'") }
        guard milliseconds <= GestureScript.maximumActionMilliseconds else {
            throw error(at: token, "duration '\(token.text)' is longer than one action may last "
                + "(\(Int(GestureScript.maximumActionMilliseconds / 1000))s)")
        }
        return milliseconds
    }

    /// Splits `token` into a finite decimal number and the unit that follows it.
    private static func splitNumber(_ token: ScriptToken, what: String, cursor: TokenCursor) throws(GestureScriptError) -> (Double, String) {
        let characters = Array(token.text)
        var end = 0
        var sawDigit = false
        var sawExponent = false
        while end < characters.count {
            let character = characters[end]
            if character.isASCII, character.isNumber {
                sawDigit = true
            } else if character == "." {
            } else if (character == "-" || character == "+") && (end == 0 || characters[end - 1] == "e" || characters[end - 1] == "E") {
            } else if (character == "e" || character == "E") && sawDigit && !sawExponent && end + 1 < characters.count
                        && (characters[end + 1].isNumber || characters[end + 1] == "-" || characters[end + 1] == "+") {
                sawExponent = true
            } else {
                break
            }
            end += 1
        }
        guard sawDigit, let value = Double(String(characters[0..<end])) else {
            throw cursor.error(at: token, "expected \(what), found '\(token.text)'")
        }
        guard value.isFinite else { throw cursor.error(at: token, "expected \(what), found the non-finite '\(token.text)'") }
        return (value, String(characters[end...]))
    }
}
