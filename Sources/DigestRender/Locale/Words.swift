/// The fixed words of every page in one language, read from `templates/locales/<code>.json`.
///
/// Templates name them as `{{words.page.total}}`; phrases with `{name}` placeholders are filled by
/// the renderer. Adding a language means adding one file with the same keys as `en.json`.
public struct Words: Sendable, Codable {
    /// The locale's code, for example `ja`: the file's name, used for `lang` and `xml:lang`.
    public internal(set) var code = "en"
    /// The site's name, for example `Weekly digest`.
    public let siteName: String
    /// A week's title: `Weekly digest {week}`.
    public let weekTitle: Phrase
    /// Names of days and months, and how dates and weeks are written.
    public let dates: DateWords
    /// How durations are written.
    public let durations: DurationWords
    /// How lists are joined.
    public let lists: ListWords
    /// The labels of `page.html`.
    public let page: PageWords
    /// The labels and phrases of `week.md`.
    public let digest: DigestWords
    /// The one-line summaries of a week (description meta, archive, feed).
    public let summary: SummaryWords
    /// The labels of `archive.html`.
    public let archive: ArchiveWords
    /// The email's subject and the words of `email.txt` and `email.html`.
    public let email: EmailWords

    enum CodingKeys: String, CodingKey {
        case siteName, weekTitle, dates, durations, lists, page, digest, summary, archive, email
    }
}

/// Names of days and months, and date patterns.
public struct DateWords: Sendable, Codable {
    /// Monday first, seven names: `Mon`.
    public let weekdays: [String]
    /// January first, twelve names: `November`.
    public let months: [String]
    /// January first, twelve short names: `Nov`.
    public let shortMonths: [String]
    /// One day: `{weekday} {day} {shortMonth}`.
    public let day: Phrase
    /// A week within one month: `{firstDay}–{lastDay} {lastMonth} {lastYear}`.
    public let rangeInMonth: Phrase
    /// A week across two months.
    public let rangeInYear: Phrase
    /// A week across two years.
    public let rangeAcrossYears: Phrase
}

/// Duration patterns: `{hours} h {minutes} m`.
public struct DurationWords: Sendable, Codable {
    /// Hours and minutes.
    public let hoursAndMinutes: Phrase
    /// Whole hours.
    public let hours: Phrase
    /// Minutes only (also `0 m`).
    public let minutes: Phrase
    /// Under a minute: `< 1 m`.
    public let underAMinute: String
    /// Decimal hours on chart bars: `{hours} h`.
    public let chartHours: Phrase
}

/// How lists are joined: `a, b and c`.
public struct ListWords: Sendable, Codable {
    /// Between items.
    public let separator: String
    /// Before the last item.
    public let lastSeparator: String

    /// `a`, `a and b`, `a, b and c`.
    public func joined(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: separator) + lastSeparator + last
    }
}

/// The labels of `page.html`.
public struct PageWords: Sendable, Codable {
    /// The masthead's kicker and the "at a glance" cards.
    public let kicker, atAGlance, total, dailyAverage, bestDay: String
    /// Chart captions, chart titles for screen readers, and WakaTime's "Other" slice.
    public let languageChart, languageChartTitle, dayChart, dayChartTitle, otherLanguages: String
    /// The week navigation's label and links, and the feed link.
    public let weeks, allWeeks, latestWeek, feed: String
    /// The colophon, such as `Generated {time} ({timeZone}) by weekly-digest.`.
    public let generated: Phrase
    /// The archive's colophon.
    public let madeBy: String
}

/// The labels and phrases of `week.md`.
public struct DigestWords: Sendable, Codable {
    /// Section headings and the notices of a source that is off or failed.
    public let coding, reading, links, notConfigured, incomplete: String
    /// Labels of the coding section; `newLanguage` marks a language not coded the week before.
    public let total, dailyAverage, bestDay, languages, projects, editors, noneRecorded, newLanguage: String
    /// Words of the reading list and the shared links, and their empty-week sentences.
    public let by, likes, stocks, untitled, noArticles, shared, noLinks: String
    /// `{change} on last week`.
    public let change: Phrase
    /// `on the {count} days you coded`.
    public let daysCoded: CountPhrase
    /// `{day} ({time})`.
    public let dayAndTime: Phrase
    /// `{minutes} min read`.
    public let readingTime: Phrase
    /// `From your tags {tags}`.
    public let reasonTags: CountPhrase
    /// `{tag}: you coded {time} in {language}`.
    public let reasonLanguage: Phrase
    /// `{reason}; from your tags {tags}`.
    public let reasonLanguageAndTags: Phrase
}

/// A week's numbers in one line.
public struct SummaryWords: Sendable, Codable {
    /// `{time} coding`.
    public let coding: Phrase
    /// `{time} coding (mostly {language})`.
    public let codingMostly: Phrase
    /// `{count} reads`.
    public let reads: CountPhrase
    /// `{count} links`.
    public let links: CountPhrase
    /// The page description, `{title} ({range}): {numbers}.`.
    public let description: Phrase
    /// `{title} ({range}).` when no source answered.
    public let descriptionEmpty: Phrase
}

/// The labels of `archive.html`.
public struct ArchiveWords: Sendable, Codable {
    /// The heading, the text of an empty site, and the mark of a week whose source failed.
    public let heading, noWeeks, partial: String
    /// `All weeks · {siteName}`.
    public let title: Phrase
    /// The archive's description, `Every weekly digest: {span}.`.
    public let description: Phrase
    /// `1 week: {week}`.
    public let oneWeek: Phrase
    /// `{count} weeks, {oldest} to {newest}`.
    public let weeks: Phrase
}

/// The email's subject and fixed words.
public struct EmailWords: Sendable, Codable {
    /// `{title}: {numbers}`.
    public let subject: Phrase
    /// The title of a week whose source failed: `{title} (incomplete)`.
    public let partialTitle: Phrase
    /// The link to the week's page, the footer, and the unsubscribe link.
    public let readOnline, footer, unsubscribe: String
}
