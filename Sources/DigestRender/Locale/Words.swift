import DigestCore

/// The fixed words of every page in one language, read from `templates/locales/<code>.json`.
///
/// Templates name them as `{{words.page.total}}`; phrases with `{name}` placeholders are filled by
/// the renderer. Adding a language means adding one file with the same keys as `en.json`.
package struct Words: Sendable, Codable {
    /// The locale's code, for example `ja`: the file's name, used for `lang` and `xml:lang`.
    package internal(set) var code = "en"
    /// Everything the file holds, in one shared box: every presenter, chart and formatter keeps
    /// the words, and copying their two hundred strings each time cost a twelfth of a rebuild.
    let storage: Storage
    /// The words of the sections' counts, found by key.
    let counts: CountWords

    /// The site's name, for example `Weekly digest`.
    var siteName: String { storage.siteName }
    /// A week's title: `Weekly digest {week}`.
    var weekTitle: Phrase { storage.weekTitle }
    /// Names of days and months, and how dates and weeks are written.
    var dates: DateWords { storage.dates }
    /// How durations are written.
    var durations: DurationWords { storage.durations }
    /// How lists are joined.
    var lists: ListWords { storage.lists }
    /// The labels of `page.html`.
    var page: PageWords { storage.page }
    /// The labels and phrases of `week.md`.
    var digest: DigestWords { storage.digest }
    /// The one-line summaries of a week (description meta, archive, feed).
    package var summary: SummaryWords { storage.summary }
    /// The labels of `archive.html`.
    package var archive: ArchiveWords { storage.archive }
    /// The email's subject and the words of `email.txt` and `email.html`.
    var email: EmailWords { storage.email }
    /// The words of the commits section.
    var commits: CommitWords { storage.commits }
    /// The words of the trends and year pages and of a week's line of context.
    var history: HistoryWords { storage.history }
    /// The words of a week against its goal.
    var goal: GoalWords { storage.goal }
    /// The words of the team page.
    var team: TeamWords { storage.team }

    /// Reads the words of a locale file (its code is set by whoever knows the file's name).
    package init(from decoder: any Decoder) throws {
        storage = try Storage(from: decoder)
        counts = try CountWords(from: decoder)
    }

    /// Writes the words as the locale file has them, for templates' `{{words.…}}`.
    package func encode(to encoder: any Encoder) throws {
        try storage.encode(to: encoder)
    }

    /// A locale file's words, read once and shared by every copy of ``Words``.
    final class Storage: Sendable, Codable {
        let siteName: String
        let weekTitle: Phrase
        let dates: DateWords
        let durations: DurationWords
        let lists: ListWords
        let page: PageWords
        let digest: DigestWords
        let summary: SummaryWords
        let archive: ArchiveWords
        let email: EmailWords
        let history: HistoryWords
        let commits: CommitWords
        let goal: GoalWords
        let team: TeamWords
        /// The words of each section added after the first four, by its key (``SectionView``).
        let sections: [String: LocaleValue]?
    }
}

/// Names of days and months, and date patterns.
struct DateWords: Sendable, Codable {
    /// Monday first, seven names: `Mon`.
    let weekdays: [String]
    /// January first, twelve names: `November`.
    let months: [String]
    /// January first, twelve short names: `Nov`.
    let shortMonths: [String]
    /// One day: `{weekday} {day} {shortMonth}`.
    let day: Phrase
    /// A week within one month: `{firstDay}–{lastDay} {lastMonth} {lastYear}`.
    let rangeInMonth: Phrase
    /// A week across two months.
    let rangeInYear: Phrase
    /// A week across two years.
    let rangeAcrossYears: Phrase
}

/// Duration patterns: `{hours} h {minutes} m`.
///
/// Its phrases and patterns are kept in one shared box, so that the formatters and presenters
/// that keep them copy one reference: with the seven strings and arrays held directly, each copy
/// retained and released every one of them, a hundred and fifty thousand copies on 2 600 weeks.
/// (Made a class itself, reading the locale file cost a million instructions more of the
/// runtime's type checks.)
struct DurationWords: Sendable, Codable {
    /// The words, shared by every copy.
    let box: Box

    /// Hours and minutes.
    var hoursAndMinutes: Phrase { box.hoursAndMinutes }
    /// Whole hours.
    var hours: Phrase { box.hours }
    /// Minutes only (also `0 m`).
    package var minutes: Phrase { box.minutes }
    /// Under a minute: `< 1 m`.
    var underAMinute: String { box.underAMinute }
    /// The three phrases ready for their numbers, made once when the locale is read.
    var patterns: (hoursAndMinutes: DurationPattern, hours: DurationPattern, minutes: DurationPattern) {
        box.patterns
    }

    /// The phrases and their patterns.
    final class Box: Sendable {
        let hoursAndMinutes: Phrase
        let hours: Phrase
        let minutes: Phrase
        let underAMinute: String
        let patterns: (hoursAndMinutes: DurationPattern, hours: DurationPattern, minutes: DurationPattern)

        init(hoursAndMinutes: Phrase, hours: Phrase, minutes: Phrase, underAMinute: String) {
            self.hoursAndMinutes = hoursAndMinutes
            self.hours = hours
            self.minutes = minutes
            self.underAMinute = underAMinute
            // Each phrase is given only the names it is meant to have, as the locale's checks expect.
            patterns = (
                DurationPattern(hoursAndMinutes, numbers: ["hours": .hours, "minutes": .minutes]),
                DurationPattern(hours, numbers: ["hours": .hours]),
                DurationPattern(minutes, numbers: ["minutes": .minutes])
            )
        }
    }

    enum CodingKeys: String, CodingKey {
        case hoursAndMinutes, hours, minutes, underAMinute
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        box = Box(
            hoursAndMinutes: try container.decode(Phrase.self, forKey: .hoursAndMinutes),
            hours: try container.decode(Phrase.self, forKey: .hours),
            minutes: try container.decode(Phrase.self, forKey: .minutes),
            underAMinute: try container.decode(String.self, forKey: .underAMinute))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hoursAndMinutes, forKey: .hoursAndMinutes)
        try container.encode(hours, forKey: .hours)
        try container.encode(minutes, forKey: .minutes)
        try container.encode(underAMinute, forKey: .underAMinute)
    }
}

/// How lists are joined: `a, b and c`.
struct ListWords: Sendable, Codable {
    /// Between items.
    let separator: String
    /// Before the last item.
    let lastSeparator: String

    /// `a`, `a and b`, `a, b and c`.
    func joined(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: separator) + lastSeparator + (items.last ?? "")
    }
}

/// The labels of `page.html`.
struct PageWords: Sendable, Codable {
    /// The masthead's kicker and the "at a glance" cards.
    let kicker, atAGlance, total, dailyAverage, bestDay: String
    /// Chart captions, chart titles for screen readers, and WakaTime's "Other" slice.
    let languageChart, languageChartTitle, dayChart, dayChartTitle, otherLanguages: String
    /// The week navigation's label and links, and the feed link.
    package let weeks, allWeeks, latestWeek, feed: String
    /// The colophon, such as `Generated {time} ({timeZone}) by weekly-digest.`.
    let generated: Phrase
    /// The profile card's AI share (`DIGEST_CARD_AI=1`): `{share}% of lines added by AI`.
    let cardAI: Phrase
    /// The archive's colophon.
    let madeBy: String
}

/// The words of the commits section.
struct CommitWords: Sendable, Codable {
    /// The section's heading, and its sentence for a week without a commit.
    let heading, none: String
    /// The labels of the days and of the repositories, and the row of the repositories the reader
    /// may not see by name (`DIGEST_PUBLIC_PROJECTS`).
    let byDay, repositories, otherRepositories: String
    /// `{count} commits`.
    let count: CountPhrase
    /// `+{added} −{removed} lines`.
    let lines: Phrase
    /// `on {count} days`.
    let days: CountPhrase
    /// The label of the lines AI agents wrote (git-ai's notes): `Written by AI`.
    let aiLabel: String
    /// `{count} lines by {agents} in {commits}`.
    let aiLines: CountPhrase
    /// `{count} of {total} commits`, counted by `total`.
    let aiCommits: CountPhrase
}

/// A week's numbers in one line (each section's count phrase, `summary.<phrase>`, is read by key:
/// ``CountWords``).
package struct SummaryWords: Sendable, Codable {
    /// `{time} coding`.
    let coding: Phrase
    /// `{time} coding (mostly {language})`.
    let codingMostly: Phrase
    /// The page description, `{title} ({range}): {numbers}.`.
    package let description: Phrase
    /// `{title} ({range}).` when no source answered.
    let descriptionEmpty: Phrase
}

/// The labels of `archive.html`.
package struct ArchiveWords: Sendable, Codable {
    /// The heading, the text of an empty site, and the mark of a week whose source failed.
    let heading, noWeeks, partial: String
    /// `All weeks · {siteName}`.
    let title: Phrase
    /// The archive's description, `Every weekly digest: {span}.`.
    package let description: Phrase
    /// `1 week: {week}`.
    let oneWeek: Phrase
    /// `{count} weeks, {oldest} to {newest}`.
    package let weeks: Phrase
}

/// The email's subject and fixed words.
struct EmailWords: Sendable, Codable {
    /// `{title}: {numbers}`.
    package let subject: Phrase
    /// The title of a week whose source failed: `{title} (incomplete)`.
    let partialTitle: Phrase
    /// The link to the week's page, the footer, and the unsubscribe link.
    let readOnline, footer, unsubscribe: String
}
