import DigestCore

/// A duration phrase made ready for its numbers: the phrase's pieces with `{hours}` and
/// `{minutes}` known, so filling one looks no name up.
struct DurationPattern: Sendable {
    /// A number a duration is written with.
    enum Number: Sendable {
        case hours, minutes
    }

    /// A literal run, or the place of a number.
    enum Piece: Sendable {
        case text(String)
        case number(Number)
    }

    /// The phrase in order; any other `{name}` stays as text, as ``Phrase/filled(_:)`` leaves a
    /// name it has no value for.
    let pieces: [Piece]

    /// `phrase` ready for `numbers`: the placeholders it names are filled, any other is kept.
    init(_ phrase: Phrase, numbers: [String: Number]) {
        pieces = phrase.pieces.map { piece in
            switch piece {
            case .text(let text): .text(text)
            case .placeholder(let name): numbers[name].map { .number($0) } ?? .text("{" + name + "}")
            }
        }
    }

    /// The phrase with its numbers written in.
    func filled(hours: Int, minutes: Int) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let run): text += run
            case .number(let number): text += String(number == .hours ? hours : minutes)
            }
        }
        return text
    }
}
