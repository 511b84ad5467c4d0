/// A team member's week as their site publishes it (`weeks/<W>/week.json`, schema version 1):
/// the numbers a team page shows, read after the document validated against the schema.
package struct MemberWeek: Sendable, Equatable, Decodable {
    /// The schema version this reads.
    package static let schemaVersion = 1

    /// A name and its seconds.
    package struct Share: Sendable, Equatable, Codable {
        package var name: String
        package var seconds: Int
    }

    /// The coding time's numbers.
    package struct Coding: Sendable, Equatable, Decodable {
        package var seconds: Int
        package var daysCoded: Int
        package var languages: [Share]

        enum CodingKeys: String, CodingKey { case seconds, daysCoded = "days_coded", languages }
    }

    /// Pull requests opened and merged, reviews given, issues opened.
    package struct Reviews: Sendable, Equatable, Decodable {
        package var opened: Int
        package var merged: Int
        package var reviewed: Int
        package var issues: Int

        /// What the week's headline counts: pull requests opened and reviews given.
        package var headline: Int { opened + reviewed }
    }

    /// Any item, counted and not read.
    struct Counted: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    package var week: ISOWeek
    package var backfilled: Bool
    package var partial: Bool
    package var coding: Coding?
    package var commits: Int?
    package var reviews: Reviews?
    package var articles: Int?
    package var links: Int?
    /// Whether the week met its goal, when the member set one.
    package var goalMet: Bool?

    /// The sections the week has: what a fair ranking compares (members with the same).
    package var sections: Set<String> {
        var names: Set<String> = []
        if coding != nil { names.insert("coding") }
        if commits != nil { names.insert("commits") }
        if reviews != nil { names.insert("reviews") }
        if articles != nil { names.insert("articles") }
        if links != nil { names.insert("links") }
        return names
    }

    enum CodingKeys: String, CodingKey {
        case week, backfilled, partial, coding, commits, reviews, articles, links, goal
    }
    enum CommitsKeys: String, CodingKey { case commits }
    enum GoalKeys: String, CodingKey { case met }

    /// Reads a `week.json`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        week = try container.decode(ISOWeek.self, forKey: .week)
        backfilled = try container.decode(Bool.self, forKey: .backfilled)
        partial = try container.decode(Bool.self, forKey: .partial)
        coding = try container.decodeIfPresent(Coding.self, forKey: .coding)
        commits = try container.nestedContainerIfPresent(keyedBy: CommitsKeys.self, forKey: .commits)?
            .decode(Int.self, forKey: .commits)
        reviews = try container.decodeIfPresent(Reviews.self, forKey: .reviews)
        articles = try container.decodeIfPresent([Counted].self, forKey: .articles)?.count
        links = try container.decodeIfPresent([Counted].self, forKey: .links)?.count
        goalMet = try container.nestedContainerIfPresent(keyedBy: GoalKeys.self, forKey: .goal)?
            .decode(Bool.self, forKey: .met)
    }

    /// Creates a week of these numbers (tests, the sample).
    package init(
        week: ISOWeek, coding: Coding?, commits: Int?, reviews: Reviews? = nil, articles: Int? = nil,
        links: Int? = nil, goalMet: Bool? = nil, backfilled: Bool = false, partial: Bool = false
    ) {
        (self.week, self.coding, self.commits, self.reviews) = (week, coding, commits, reviews)
        (self.articles, self.links, self.goalMet) = (articles, links, goalMet)
        (self.backfilled, self.partial) = (backfilled, partial)
    }
}

extension KeyedDecodingContainer {
    /// The nested container at `key`, or nil when the value is `null` or missing.
    fileprivate func nestedContainerIfPresent<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<Nested>?
    {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try nestedContainer(keyedBy: type, forKey: key)
    }
}
