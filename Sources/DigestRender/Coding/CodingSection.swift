import DigestCore

/// The coding section of the Markdown.
struct CodingSection: Sendable, Encodable {
    /// The source's status.
    var notice: SectionNotice
    /// The figures, when there is data.
    var stats: CodingFigures?
}

/// Coding figures, formatted.
struct CodingFigures: Sendable, Encodable {
    /// `12 h 30 m`.
    var total: String
    /// `+1 h 20 m on last week`, when last week's snapshot exists.
    var totalChange: String?
    /// Average over the days coded.
    var dailyAverage: String
    /// How many days had coding time.
    var activeDays: Int
    /// `on the 5 days you coded`.
    var daysCoded: String
    /// `Tue 17 Nov (3 h 5 m)`, or nil for an idle week.
    var bestDay: String?
    /// Languages with time and percent.
    var languages: [ShareRow]
    /// The languages the page's chart folds into "Other", for the page's text.
    var otherLanguages: [ShareRow]
    /// Projects with time and percent.
    var projects: [ShareRow]
    /// Editors with time and percent.
    var editors: [ShareRow]
    /// AI's share of the lines you added, when WakaTime reported it: `53% of the lines you added
    /// (1430 of 2700)`.
    var ai: String? = nil
    /// What the agents used (tokens, prompts, cost): private, so set for the email alone
    /// (``EmailRenderer``), never for a page.
    var aiUsage: String? = nil
}

/// One row of a breakdown.
struct ShareRow: Sendable, Encodable {
    /// The name (untrusted).
    var name: String
    /// `6 h 10 m`.
    var time: String
    /// Whole percent; the rows of one breakdown add up to 100.
    var percent: Int
    /// `+1 h 20 m` against last week, or `new`; languages only, when last week's snapshot exists.
    var change: String?
    /// Whether this is the breakdown's first row (for a label before the list).
    var isFirst: Bool
    /// Whether this is the breakdown's last row (for separators).
    var isLast: Bool
    /// Whether this is the breakdown's only row, whose share (100%) says nothing: "Other
    /// projects" alone, when the public site names none.
    var isOnly: Bool { isFirst && isLast }

    enum CodingKeys: String, CodingKey {
        case name, time, percent, change, isFirst, isLast, isOnly
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(time, forKey: .time)
        try container.encode(percent, forKey: .percent)
        try container.encodeIfPresent(change, forKey: .change)
        try container.encode(isFirst, forKey: .isFirst)
        try container.encode(isLast, forKey: .isLast)
        try container.encode(isOnly, forKey: .isOnly)
    }

    /// `rows` with only the first one marked first and the last one marked last.
    static func relinked(_ rows: [ShareRow]) -> [ShareRow] {
        rows.enumerated().map { index, row in
            var row = row
            row.isFirst = index == 0
            row.isLast = index == rows.count - 1
            return row
        }
    }
}
