import Foundation
import Testing

@testable import DigestCore

/// The team's numbers and the opt-in leaderboard, from members' weeks.
struct TeamRankingTests {
    static let week = ISOWeek(containing: LocalDate(year: 2026, month: 11, day: 16) ?? LocalDate(dayNumber: 0))

    static func member(_ name: String, hours: Int?, commits: Int?, backfilled: Bool = false, goal: Bool? = nil)
        -> TeamWeek.Member
    {
        let coding = hours.map {
            MemberWeek.Coding(
                seconds: $0 * 3600, daysCoded: 3,
                languages: [MemberWeek.Share(name: name == "a" ? "swift" : "Swift", seconds: $0 * 3600)])
        }
        return TeamWeek.Member(
            member: TeamMember(name: name, site: .folder("/" + name)),
            week: MemberWeek(week: week, coding: coding, commits: commits, goalMet: goal, backfilled: backfilled))
    }

    @Test func membersWithOtherSectionsAreLeftOutAndEqualsSharePlaces() {
        let team = TeamWeek(
            week: Self.week,
            members: [
                Self.member("a", hours: 5, commits: 3), Self.member("b", hours: 9, commits: 1, backfilled: true),
                Self.member("c", hours: 5, commits: 8), Self.member("d", hours: 20, commits: nil),
                TeamWeek.Member(
                    member: TeamMember(name: "e", site: .folder("/e")), week: nil, problem: .noAnswer("down")),
            ])
        let (ranked, leftOut) = TeamRanking.hours.rank(team)
        #expect(ranked.map(\.member.name) == ["b", "a", "c"] && ranked.map(\.place) == [1, 2, 2])
        #expect(ranked.first?.backfilled == true && leftOut.map(\.name) == ["d"])
        #expect(TeamRanking.commits.rank(team).ranked.map(\.place) == [1, 2, 3])
        let totals = team.totals
        #expect(totals.codingSeconds == 39 * 3600 && totals.commits == 12 && totals.reviews == nil)
        #expect(team.languages.map(\.name) == ["swift"] && team.languages.first?.seconds == 39 * 3600)
        #expect(team.hasProblem && team.answered.count == 4)
        #expect(team.recent.count == 12 && team.recent.last?.members == 4 && team.recent.first?.members == 0)
        #expect(team.recent.first?.codingSeconds == nil)
    }

    @Test func aTeamOfNoneAnsweredHasNoTotals() {
        let team = TeamWeek(
            week: Self.week,
            members: [
                TeamWeek.Member(
                    member: TeamMember(name: "x", site: .folder("/x")), week: nil, problem: .noAnswer("down"))
            ])
        #expect(team.totals.codingSeconds == nil && team.totals.goalsSet == 0 && team.languages.isEmpty)
        #expect(TeamRanking.hours.rank(team).ranked.isEmpty)
    }
}
