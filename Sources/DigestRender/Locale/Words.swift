/// The fixed words of every page in one language, read from `templates/locales/<code>.json`.
///
/// Templates name them as `{{words.page.total}}`; phrases with `{name}` placeholders are filled by
/// the renderer. Adding a language means adding one file with the same keys as `en.json`.
package struct Words: Sendable, Codable {
    /// The locale's code, for example `ja`: the file's name, used for `lang` and `xml:lang`.
    package internal(set) var code = "en"
    /// The site's name, for example `Weekly digest`.
    package let siteName: String
    /// A week's title: `Weekly digest {week}`.
    package let weekTitle: Phrase
    /// Names of days and months, and how dates and weeks are written.
    package let dates: DateWords
    /// How durations are written.
    package let durations: DurationWords
    /// How lists are joined.
    package let lists: ListWords
    /// The labels of `page.html`.
    package let page: PageWords
    /// The labels and phrases of `week.md`.
    package let digest: DigestWords
    /// The one-line summaries of a week (description meta, archive, feed).
    package let summary: SummaryWords
    /// The labels of `archive.html`.
    package let archive: ArchiveWords
    /// The email's subject and the words of `email.txt` and `email.html`.
    package let email: EmailWords

    enum CodingKeys: String, CodingKey {
        case siteName, weekTitle, dates, durations, lists, page, digest, summary, archive, email
    }
}

/// Names of days and months, and date patterns.
package struct DateWords: Sendable, Codable {
    /// Monday first, seven names: `Mon`.
    package let weekdays: [String]
    /// January first, twelve names: `November`.
    package let months: [String]
    /// January first, twelve short names: `Nov`.
    package let shortMonths: [String]
    /// One day: `{weekday} {day} {shortMonth}`.
    package let day: Phrase
    /// A week within one month: `{firstDay}–{lastDay} {lastMonth} {lastYear}`.
    package let rangeInMonth: Phrase
    /// A week across two months.
    package let rangeInYear: Phrase
    /// A week across two years.
    package let rangeAcrossYears: Phrase
}

/// Duration patterns: `{hours} h {minutes} m`.
package struct DurationWords: Sendable, Codable {
    /// Hours and minutes.
    package let hoursAndMinutes: Phrase
    /// Whole hours.
    package let hours: Phrase
    /// Minutes only (also `0 m`).
    package let minutes: Phrase
    /// Under a minute: `< 1 m`.
    package let underAMinute: String
    /// Decimal hours on chart bars: `{hours} h`.
    package let chartHours: Phrase
}

/// How lists are joined: `a, b and c`.
package struct ListWords: Sendable, Codable {
    /// Between items.
    package let separator: String
    /// Before the last item.
    package let lastSeparator: String

    /// `a`, `a and b`, `a, b and c`.
    package func joined(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: separator) + lastSeparator + last
    }
}

/// The labels of `page.html`.
package struct PageWords: Sendable, Codable {
    /// The masthead's kicker and the "at a glance" cards.
    package let kicker, atAGlance, total, dailyAverage, bestDay: String
    /// Chart captions, chart titles for screen readers, and WakaTime's "Other" slice.
    package let languageChart, languageChartTitle, dayChart, dayChartTitle, otherLanguages: String
    /// The week navigation's label and links, and the feed link.
    package let weeks, allWeeks, latestWeek, feed: String
    /// The colophon, such as `Generated {time} ({timeZone}) by weekly-digest.`.
    package let generated: Phrase
    /// The archive's colophon.
    package let madeBy: String
}

/// The labels and phrases of `week.md`.
package struct DigestWords: Sendable, Codable {
    /// Section headings and the notices of a source that is off or failed.
    package let coding, reading, links, notConfigured, incomplete: String
    /// Labels of the coding section; `newLanguage` marks a language not coded the week before.
    package let total, dailyAverage, bestDay, languages, projects, editors, noneRecorded, newLanguage: String
    /// Words of the reading list and the shared links, and their empty-week sentences.
    package let by, likes, stocks, untitled, noArticles, shared, noLinks: String
    /// `{change} on last week`.
    package let change: Phrase
    /// `on the {count} days you coded`.
    package let daysCoded: CountPhrase
    /// `{day} ({time})`.
    package let dayAndTime: Phrase
    /// `{minutes} min read`.
    package let readingTime: Phrase
    /// `From your tags {tags}`.
    package let reasonTags: CountPhrase
    /// `{tag}: you coded {time} in {language}`.
    package let reasonLanguage: Phrase
    /// `{reason}; from your tags {tags}`.
    package let reasonLanguageAndTags: Phrase
}

/// A week's numbers in one line.
package struct SummaryWords: Sendable, Codable {
    /// `{time} coding`.
    package let coding: Phrase
    /// `{time} coding (mostly {language})`.
    package let codingMostly: Phrase
    /// `{count} reads`.
    package let reads: CountPhrase
    /// `{count} links`.
    package let links: CountPhrase
    /// The page description, `{title} ({range}): {numbers}.`.
    package let description: Phrase
    /// `{title} ({range}).` when no source answered.
    package let descriptionEmpty: Phrase
}

/// The labels of `archive.html`.
package struct ArchiveWords: Sendable, Codable {
    /// The heading, the text of an empty site, and the mark of a week whose source failed.
    package let heading, noWeeks, partial: String
    /// `All weeks · {siteName}`.
    package let title: Phrase
    /// The archive's description, `Every weekly digest: {span}.`.
    package let description: Phrase
    /// `1 week: {week}`.
    package let oneWeek: Phrase
    /// `{count} weeks, {oldest} to {newest}`.
    package let weeks: Phrase
}

/// The email's subject and fixed words.
package struct EmailWords: Sendable, Codable {
    /// `{title}: {numbers}`.
    package let subject: Phrase
    /// The title of a week whose source failed: `{title} (incomplete)`.
    package let partialTitle: Phrase
    /// The link to the week's page, the footer, and the unsubscribe link.
    package let readOnline, footer, unsubscribe: String
}
