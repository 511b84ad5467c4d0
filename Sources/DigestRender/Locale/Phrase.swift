import DigestCore

/// Fixed text from a locale file with `{name}` placeholders, for example `{hours} h {minutes} m`.
package struct Phrase: Sendable, Equatable, Codable {
    /// The text as written in the locale file.
    package let text: String
    /// The text's literal runs, one after another, as UTF-8: what filling copies.
    let literal: [UInt8]
    /// Where each placeholder goes in ``literal``, in order, and which of ``placeholders`` it is.
    let holes: [Hole]
    /// The names between braces, in order of appearance.
    let placeholders: [String]

    /// A placeholder's place: the offset in ``Phrase/literal`` it goes at, and its name's index
    /// in ``Phrase/placeholders``.
    struct Hole: Sendable {
        let offset: Int
        let name: Int
    }

    /// Literal text, or a `{name}` to fill.
    enum Piece: Sendable {
        case text(String)
        case placeholder(String)
    }

    /// A phrase with `text`.
    init(_ text: String) {
        self.text = text
        var literal: [UInt8] = [], holes: [Hole] = [], names: [String] = []
        literal.reserveCapacity(text.utf8.count)
        for piece in Self.pieces(of: text) {
            switch piece {
            case .text(let run): literal.append(utf8Of: run)
            case .placeholder(let name):
                holes.append(Hole(offset: literal.count, name: names.count))
                names.append(name)
            }
        }
        self.literal = literal
        self.holes = holes
        self.placeholders = names
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

    /// The text with each `{name}` replaced by `value(name)`; for the phrases a rebuild fills
    /// tens of thousands of times (changes, days, reasons), which need no dictionary made and
    /// hashed each time.
    ///
    /// Durations, filled most of all, have patterns of their own (``DurationPattern``).
    ///
    /// The literal runs are copied as bytes and the whole made a String once (``TextAssembly``):
    /// appending pieces to a String one by one cost more, and taking each run's `String` out of
    /// its piece cost a retain and a release, half a million fills on 2 600 weeks.
    func filled(_ value: (String) -> String?) -> String {
        // The same loop as ``DurationPattern/filled(hours:minutes:)``: one generic loop for both,
        // filling each place through a closure, cost half a percent more of a rebuild (the
        // closure was called, not inlined).
        literal.withUnsafeBufferPointer { literal in
            holes.withUnsafeBufferPointer { holes in
                String(assembling: { text in
                    var start = 0
                    for hole in holes {
                        text.add(validUTF8: UnsafeBufferPointer(rebasing: literal[start..<hole.offset]))
                        start = hole.offset
                        let name = placeholders[hole.name]
                        if let value = value(name) {
                            text.add(value)
                        } else {
                            // A name without a value stays as written.
                            text.add(UInt8(ascii: "{"))
                            text.add(name)
                            text.add(UInt8(ascii: "}"))
                        }
                    }
                    text.add(validUTF8: UnsafeBufferPointer(rebasing: literal[start...]))
                })
            }
        }
    }

    /// The text cut at its placeholders: literal runs and names, in order (what
    /// ``DurationPattern`` is made from).
    var pieces: [Piece] { Self.pieces(of: text) }

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
        (count == 1 ? one : other).filled { $0 == "count" ? String(decimal: count) : values[$0] }
    }
}
