/// A week of coding time: per day, and per language, project and editor.
package struct CodingStats: Sendable, Codable, Equatable {
    /// One entry per day of the week, Monday first.
    package var days: [DayTotal]
    /// Languages, most time first.
    package var languages: [TimeShare]
    /// Projects, most time first.
    package var projects: [TimeShare]
    /// Editors, most time first.
    package var editors: [TimeShare]
    /// The time of the projects a page may not name (``NameRules``), shown as one row of other
    /// projects; never stored (a snapshot keeps every project by name).
    package var unnamedProjectSeconds = 0
    /// What the days said of AI's part (``CodingAI``), when any of them reported it; nil
    /// otherwise, and in snapshots written before it was read.
    package var ai: CodingAI?

    enum CodingKeys: String, CodingKey {
        case days, languages, projects, editors, ai
    }

    /// Creates stats, sorting each breakdown by time (ties by name) and dropping empty entries.
    package init(days: [DayTotal], languages: [TimeShare], projects: [TimeShare], editors: [TimeShare]) {
        self.days = days.sorted { $0.date < $1.date }
        self.languages = CodingStats.ranked(languages)
        self.projects = CodingStats.ranked(projects)
        self.editors = CodingStats.ranked(editors)
    }

    /// The week's total: the sum of the days, or of the languages when no day was reported.
    package var totalSeconds: Int {
        let byDay = days.reduce(0) { $0 + $1.seconds }
        return byDay > 0 ? byDay : languages.reduce(0) { $0 + $1.seconds }
    }

    /// The number of days with any coding time.
    package var activeDays: Int {
        // Counted, not filtered into an array first: asked for several times a week on every page.
        days.reduce(0) { $1.seconds > 0 ? $0 + 1 : $0 }
    }

    /// Whether the days say when the week's time was coded: false for a week with a total (from
    /// the languages) but no time on any day, whose daily average cannot be known.
    package var hasDailyData: Bool {
        activeDays > 0 || totalSeconds == 0
    }

    /// The average over the days you coded (WakaTime's convention), zero for an idle week.
    package var dailyAverageSeconds: Int {
        activeDays == 0 ? 0 : totalSeconds / activeDays
    }

    /// The day with the most time; the earliest such day on a tie; nil for an idle week.
    package var bestDay: DayTotal? {
        days.reduce(nil) { best, day in
            guard day.seconds > 0 else { return best }
            guard let current = best else { return day }
            return day.seconds > current.seconds ? day : current
        }
    }

    static func ranked(_ shares: [TimeShare]) -> [TimeShare] {
        shares.filter { $0.seconds > 0 }.sorted {
            $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.name < $1.name
        }
    }
}
