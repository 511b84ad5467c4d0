import DigestCore
import Foundation

/// `team.json` of a team site: the team's week as data (its totals, languages and who was read),
/// for a dashboard, and for `notify --team`, which posts it.
package struct TeamData: Sendable, Equatable, Codable {
    /// The format this writes and reads.
    package static let schemaVersion = 1
    /// The file's name in the team site.
    package static let fileName = "team.json"

    /// A member, and whether their week was read.
    package struct Member: Sendable, Equatable, Codable {
        package var name: String
        package var read: Bool
    }

    package var schemaVersion: Int
    package var week: ISOWeek
    package var start: String
    package var end: String
    package var members: [Member]
    package var codingSeconds: Int?
    package var commits: Int?
    package var reviews: Int?
    package var goalsMet: Int
    package var goalsSet: Int
    package var languages: [MemberWeek.Share]

    /// The data of `team`.
    package init(_ team: TeamWeek) {
        schemaVersion = Self.schemaVersion
        week = team.week
        start = team.week.monday.description
        end = team.week.monday.adding(days: 6).description
        members = team.members.map { Member(name: $0.member.name, read: $0.week != nil) }
        let totals = team.totals
        (codingSeconds, commits, reviews) = (totals.codingSeconds, totals.commits, totals.reviews)
        (goalsMet, goalsSet) = (totals.goalsMet, totals.goalsSet)
        languages = Array(team.languages.prefix(10))
    }

    /// The JSON, keys sorted.
    package func json() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }

    enum CodingKeys: String, CodingKey {
        case schemaVersion = "schema_version", week, start, end, members, codingSeconds = "coding_seconds", commits
        case reviews, goalsMet = "goals_met", goalsSet = "goals_set", languages
    }
}
