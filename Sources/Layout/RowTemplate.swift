/// A list's row (or section header) template: views and constraints written once in the cell's coordinates, filled
/// from each row's data (docs/scenes.md#row-templates).
package struct RowTemplate: Sendable, Equatable {
    /// The template's view ids, in the order written (none contains a dot; none is `row`).
    package var viewIDs: [String]
    /// The template's constraints; they name only `row` (the cell) and the template's views.
    package var constraints: [ConstraintSpec]
    /// The `{field}` names the template's views use, in order of first use.
    package var fields: [String]
    /// Where the template is written.
    package var location: SourceLocation

    /// A template.
    package init(viewIDs: [String], constraints: [ConstraintSpec], fields: [String], location: SourceLocation) {
        self.viewIDs = viewIDs
        self.constraints = constraints
        self.fields = fields
        self.location = location
    }
}

/// A template's views filled from one row's data: ordinary views whose parent is `row` or another of them, their
/// ids as the template writes them.
package struct FilledTemplate: Sendable, Equatable {
    /// One per `RowTemplate.viewIDs` entry, in that order.
    package var views: [ViewSpec]
    /// The row's values of the template's `fields`, in that order (a missing field is ""): two rows with the same
    /// key lay out alike.
    package var key: [String]

    /// Filled views.
    package init(views: [ViewSpec], key: [String]) {
        self.views = views
        self.key = key
    }
}

/// `{field}` placeholders in a template's strings (docs/scenes.md#row-templates): a field name is a letter or `_`
/// followed by letters, digits and `_`; `{{` and `}}` stand for one brace.
package enum Placeholders {
    /// A piece of a string: literal text or a field.
    package enum Piece: Equatable {
        case text(String)
        case field(String)
    }

    /// A syntax error: its 0-based character offset in the string and what was expected.
    package struct Failure: Error, Equatable {
        package var offset: Int
        package var message: String
    }

    /// The pieces of `string`, adjacent text merged.
    package static func parse(_ string: String) -> Result<[Piece], Failure> {
        var pieces: [Piece] = []
        var text = ""
        let characters = Array(string)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "{" && next == "{" || character == "}" && next == "}" {
                text.append(character)
                index += 2
            } else if character == "}" {
                return .failure(Failure(offset: index, message: "a lone '}' (write '}}' for a brace)"))
            } else if character == "{" {
                var end = index + 1
                while end < characters.count, characters[end] != "}", characters[end] != "{" { end += 1 }
                let name = String(characters[(index + 1)..<min(end, characters.count)])
                guard end < characters.count, characters[end] == "}" else {
                    return .failure(Failure(
                        offset: index, message: "a '{' without its '}': expected {field} (write '{{' for a brace)"))
                }
                guard isFieldName(name) else {
                    return .failure(Failure(
                        offset: index + 1, message: "'{\(abbreviated(name))}' is not a placeholder: expected {field}, a "
                            + "field name of letters, digits and '_' (write '{{' for a brace)"))
                }
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                pieces.append(.field(name))
                index = end + 1
            } else {
                text.append(character)
                index += 1
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return .success(pieces)
    }

    /// Whether `name` is a field name.
    package static func isFieldName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    /// `pieces` with each field replaced by `values[field]` ("" when missing).
    package static func fill(_ pieces: [Piece], _ values: (String) -> String?) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .field(let name): values(name) ?? ""
            }
        }.joined()
    }
}
