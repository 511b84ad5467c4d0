import DigestCore
import Foundation

/// A week's numbers as data, `weeks/<W>/week.json`: the public view, what the week's page shows,
/// for spreadsheets, dashboards and a team's page (docs/data.md; its schema is ``WeekDataSchema``).
///
/// Every key is always there: a section the week does not have (no source configured, or none
/// answered) is `null`.
struct WeekData: Encodable {
    /// The format: a change that would break a reader raises it (and the schema's `const`).
    static let schemaVersion = 1

    var week: String
    var start: String
    var end: String
    var timeZone: String
    var generatedAt: String
    var backfilled: Bool
    var partial: Bool
    var coding: Coding?
    var commits: Commits?
    var reviews: Reviews?
    var articles: [ArticleData]?
    var links: [LinkData]?
    var goal: Goal?

    /// The numbers of `digest` (already the public view) against `goal`, when one is set.
    init(_ digest: Digest, goal: GoalOutcome?) {
        week = digest.week.description
        start = digest.week.monday.description
        end = digest.week.monday.adding(days: 6).description
        timeZone = digest.timeZone
        generatedAt = ISOTimestamp.string(digest.generatedAt)
        backfilled = digest.backfill != nil
        partial = digest.hasFailedSource
        coding = digest.coding.value.map(Coding.init)
        commits = digest.commits?.value.map(Commits.init)
        reviews = digest.reviews?.value.flatMap { $0.hasAnswer ? Reviews($0.shown) : nil }
        articles = digest.readingList.value.map { $0.map(ArticleData.init) }
        links = digest.sharedLinks.value.map { $0.map(LinkData.init) }
        self.goal = goal.map(Goal.init)
    }

    /// The JSON, keys sorted, the same bytes for the same week.
    func json() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }

    enum CodingKeys: String, CodingKey {
        case schemaVersion = "schema_version", week, start, end, timeZone = "time_zone", generatedAt = "generated_at"
        case backfilled, partial, coding, commits, reviews, articles, links, goal
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaVersion, forKey: .schemaVersion)
        try container.encode(week, forKey: .week)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(generatedAt, forKey: .generatedAt)
        try container.encode(backfilled, forKey: .backfilled)
        try container.encode(partial, forKey: .partial)
        // `null`, not left out, for a section the week does not have.
        try container.encode(coding, forKey: .coding)
        try container.encode(commits, forKey: .commits)
        try container.encode(reviews, forKey: .reviews)
        try container.encode(articles, forKey: .articles)
        try container.encode(links, forKey: .links)
        try container.encode(goal, forKey: .goal)
    }
}
