import DigestCore

/// The name of a week's note in a vault (`DIGEST_VAULT_PATTERN`), in the tokens of Moment.js that
/// Obsidian's periodic notes use: `GGGG-[W]WW` is `2026-W47`.
///
/// `GGGG` and `GG` are the ISO week's year (four and two digits), `WW` and `W` its week (two digits,
/// or as few as it takes), `YYYY`, `MM` and `DD` its Monday's date; text in `[brackets]` is kept as
/// it is, and `-`, `_`, `.`, a space and `/` (a subfolder) stand for themselves. `.md` is added.
package struct VaultPattern: Sendable, Equatable {
    /// The default: the ISO week, `2026-W47.md`.
    package static let standard = "GGGG-[W]WW"

    enum Part: Equatable {
        case text(String)
        case isoYear(digits: Int)
        case week(padded: Bool)
        case year, month, day
    }

    let parts: [Part]

    /// Reads `pattern`, or says why it cannot name a note.
    package init(_ pattern: String) throws(VaultError) {
        var parts: [Part] = []
        var rest = Substring(pattern)
        let tokens: [(String, Part)] = [
            ("GGGG", .isoYear(digits: 4)), ("GG", .isoYear(digits: 2)), ("WW", .week(padded: true)),
            ("W", .week(padded: false)), ("YYYY", .year), ("MM", .month), ("DD", .day),
        ]
        while let first = rest.first {
            if first == "[" {
                guard let close = rest.firstIndex(of: "]") else {
                    throw .badPattern(pattern, "a [ is never closed by ]")
                }
                parts.append(.text(String(rest[rest.index(after: rest.startIndex)..<close])))
                rest = rest[rest.index(after: close)...]
            } else if let (token, part) = tokens.first(where: { rest.hasPrefix($0.0) }) {
                parts.append(part)
                rest = rest.dropFirst(token.count)
            } else if "-_. /".contains(first) || first.isNumber && first.isASCII {
                parts.append(.text(String(first)))
                rest = rest.dropFirst()
            } else {
                throw .badPattern(
                    pattern,
                    "'\(first)' is no token here (GGGG, GG, WW, W, YYYY, MM, DD); put other text in [brackets]")
            }
        }
        guard parts.contains(where: { if case .week = $0 { true } else { false } }) || parts.contains(.day) else {
            throw .badPattern(pattern, "it names no week (WW or W) nor day (DD), so every week would be one note")
        }
        self.parts = parts
        // A name no week could have: a path outside the vault, or into a hidden folder.
        let sample = name(of: ISOWeek(containing: LocalDate(dayNumber: 20_000)))
        let segments = sample.split(separator: "/", omittingEmptySubsequences: false)
        guard
            !sample.hasPrefix("/"),
            segments.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && $0 != ".." }),
            !sample.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\\" })
        else {
            throw .badPattern(
                pattern, "its notes would be \(SingleLine.quotable(sample)), outside the vault's folders or hidden")
        }
    }

    /// The note of `week`, relative to the vault: `2026-W47.md`.
    package func name(of week: ISOWeek) -> String {
        let monday = week.monday
        let (year, month, day) = (monday.year, monday.month, monday.day)
        return
            parts.map { part in
                switch part {
                case .text(let text): text
                case .isoYear(let digits): Self.padded(digits == 4 ? week.year : week.year % 100, digits)
                case .week(let padded): padded ? Self.padded(week.week, 2) : String(week.week)
                case .year: Self.padded(year, 4)
                case .month: Self.padded(month, 2)
                case .day: Self.padded(day, 2)
                }
            }
            .joined() + ".md"
    }

    static func padded(_ number: Int, _ digits: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
