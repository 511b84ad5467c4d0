import DigestCore

/// Fixed text from a locale file with `{name}` placeholders, for example `{hours} h {minutes} m`.
package struct Phrase: Sendable, Equatable, Codable {
    /// The text as written in the locale file.
    package let text: String
    /// The text cut at its placeholders: literal runs and names, in order.
    let pieces: [Piece]

    /// Literal text, or a `{name}` to fill.
    enum Piece: Sendable {
        case text(String)
        case placeholder(String)
    }

    /// The names between braces, in order of appearance.
    var placeholders: [String] {
        pieces.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// A phrase with `text`.
    init(_ text: String) {
        self.text = text
        self.pieces = Self.pieces(of: text)
    }

    /// Reads the phrase from a JSON string.
    package init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the phrase as the JSON string it was read from.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    package static func == (left: Phrase, right: Phrase) -> Bool { left.text == right.text }

    /// The text with each `{name}` replaced by its value.
    ///
    /// Values are inserted as they are, never
    /// scanned again, so a title that contains `{count}` stays as written; a name without a value stays `{name}`.
    func filled(_ values: KeyValuePairs<String, String>) -> String {
        // A phrase has a few names: looking them up in order costs less than hashing a dictionary.
        filled { name in
            let length = name.utf8.count
            return values.first { $0.key.utf8.count == length && $0.key == name }?.value
        }
    }

    /// The text with each `{name}` replaced by `value(name)`; a name without a value stays as written.
    func filled(_ value: (String) -> String?) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let run): text += run
            case .placeholder(let name): text += value(name) ?? "{" + name + "}"
            }
        }
        return text
    }

    /// `text` as literal runs and placeholders: each `{` up to the next `}` names one.
    static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            pieces.append(.placeholder(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }
}

/// A phrase that depends on a count: `1 read`, `15 reads`.
///
/// The count is `{count}`.
struct CountPhrase: Sendable, Equatable, Codable {
    /// For exactly one.
    let one: Phrase
    /// For any other count.
    let other: Phrase

    /// The phrase for `count`.
    func callAsFunction(_ count: Int, _ values: [String: String] = [:]) -> String {
        (count == 1 ? one : other).filled { $0 == "count" ? String(count) : values[$0] }
    }
}
