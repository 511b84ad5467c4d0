/// The labels and phrases of `week.md`.
struct DigestWords: Sendable, Codable {
    /// Section headings and the notices of a source that is off or failed.
    let coding, reading, links, notConfigured, incomplete: String
    /// Labels of the coding section; `newLanguage` marks a language not coded the week before.
    let total, dailyAverage, bestDay, languages, moreLanguages, projects, editors, noneRecorded, newLanguage: String
    /// Words of the reading list and the shared links, and their empty-week sentences.
    let by, likes, stocks, untitled, noArticles, shared, noLinks: String
    /// `shared on {networks}`: each network named with its days (`X Mon 16 Nov, Fri 20 Nov`).
    let sharedOn: Phrase
    /// Between the days of one network in ``sharedOn`` (`, `; `・` in Japanese, whose lists use `、`).
    let sharedDaysSeparator: String
    /// `{change} on last week`.
    let change: Phrase
    /// `on the {count} days you coded`.
    let daysCoded: CountPhrase
    /// In place of ``daysCoded`` for a week with a total but no time per day (WakaTime's
    /// `stats/last_7_days` answered, its daily summaries did not).
    let noDailyData: String
    /// `{count} more`: the row that stands for the projects or editors past the first twenty.
    let moreRows: CountPhrase
    /// The row that stands for the projects the reader may not see by name (`DIGEST_PUBLIC_PROJECTS`).
    let otherProjects: String
    /// `{day} ({time})`.
    let dayAndTime: Phrase
    /// `{minutes} min read`.
    let readingTime: Phrase
    /// `From your tags {tags}`.
    let reasonTags: CountPhrase
    /// `{tag}: you coded {time} in {language}`.
    let reasonLanguage: Phrase
    /// `{reason}; from your tags {tags}`.
    let reasonLanguageAndTags: Phrase
    /// `From your topics {tags}`: ``reasonTags`` for a Zenn article, found under `ZENN_TOPICS`.
    let reasonTopics: CountPhrase
    /// `{reason}; from your topics {tags}`.
    let reasonLanguageAndTopics: Phrase
    /// The label of AI's share of the lines you added (WakaTime's `ai_*` fields): `AI's share`.
    let aiLabel: String
    /// `{share}% of the lines you added ({ai} of {total})`.
    let aiShare: Phrase
    /// `, on {count} of the days you coded`: after ``aiShare`` when some of the week's coded days
    /// did not report it (counted by the days coded).
    let aiReportedDays: CountPhrase
    /// The label of what the agents used, in the email alone: `AI usage (in this email only)`.
    let aiUsageLabel: String
    /// `{input} tokens in, {output} out, {prompts} prompts`.
    let aiTokens: Phrase
    /// `cost {total}: {agents}`, each agent with its cost.
    let aiCost: Phrase
    /// The line atop a week `backfill` made after it had passed.
    ///
    /// `Made on {day} {month} {year}, after the week had passed, from {sources}.`
    let backfilled: Phrase
    /// After ``backfilled``, the sources read that had nothing for the week.
    ///
    /// `Nothing came from {sources}.`
    let backfilledWithout: Phrase
    /// WakaTime's export, as ``backfilled`` names it: `your WakaTime export`.
    let backfilledExport: String
}
