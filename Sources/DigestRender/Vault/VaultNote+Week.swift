import DigestCore

extension VaultNote {
    /// The note of `digest` (already in the note's view) and its Markdown, against `goal` when one
    /// is set; `view` names that view in the front matter.
    package init(_ digest: Digest, markdown: String, goal: GoalOutcome?, view: String) {
        let summary = WeekSummary(digest)
        let languages = (summary.languages ?? []).prefix(3).map { Self.quoted($0.name) }
        let fields = [
            Self.marker,
            Field(key: "week", value: digest.week.description),
            Field(key: "start", value: digest.week.monday.description),
            Field(key: "end", value: digest.week.monday.adding(days: 6).description),
            Field(key: "coding_seconds", value: Self.number(summary.codingSeconds)),
            Field(key: "days_coded", value: Self.number(digest.coding.value?.activeDays)),
            Field(key: "commits", value: Self.number(summary.commits)),
            Field(key: "reviews", value: Self.number(summary.reviews)),
            Field(key: "articles", value: Self.number(summary.articles)),
            Field(key: "links", value: Self.number(summary.links)),
            Field(key: "goal_met", value: goal.map { $0.isMet ? "true" : "false" } ?? "null"),
            Field(key: "top_languages", value: "[" + languages.joined(separator: ", ") + "]"),
            Field(key: "backfilled", value: digest.backfill == nil ? "false" : "true"),
            Field(key: "view", value: view),
        ]
        self.init(fields: fields, markdown: markdown)
    }

    /// `value`, or YAML's null.
    static func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }

    /// `text` as a YAML double-quoted scalar: any name stays text, whatever it holds.
    ///
    /// Escaped: the quote and the backslash, and what YAML may not hold as it is or reads as a
    /// line break (the C0 and C1 controls, DEL, U+2028, U+2029, the byte order mark, U+FFFE, U+FFFF).
    package static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: quoted += "\\\""
            case 0x5C: quoted += "\\\\"
            case 0x0A: quoted += "\\n"
            case 0x09: quoted += "\\t"
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
