/// The opt-in leaderboard (`DIGEST_TEAM_RANKING`): members ranked by hours or commits, only among
/// members whose weeks have the same sections, so no one is ranked against numbers they do not have.
package enum TeamRanking: String, Sendable, CaseIterable {
    case hours
    case commits

    /// A ranked member: place (equal numbers share one), name, number, and whether the week was
    /// made by `backfill` after it had passed.
    package struct Place: Sendable, Equatable {
        package var place: Int
        package var member: TeamMember
        package var value: Int
        package var backfilled: Bool
    }

    /// The members of `team` ranked, and those left out because their weeks have other sections
    /// than the most members' (or lack this number).
    package func rank(_ team: TeamWeek) -> (ranked: [Place], leftOut: [TeamMember]) {
        let answered = team.answered
        let counts = Dictionary(grouping: answered.map { $0.week.sections.sorted() }, by: { $0 }).mapValues(\.count)
        // The sections most members have; of equals, the one with more sections, then by name.
        let common = counts.max { left, right in
            left.value != right.value
                ? left.value < right.value
                : (left.key.count, left.key.joined(separator: ",")) > (
                    right.key.count, right.key.joined(separator: ",")
                )
        }?.key
        var entries: [(TeamMember, Int, Bool)] = [], leftOut: [TeamMember] = []
        for (member, week) in answered {
            guard week.sections.sorted() == common, let value = value(of: week) else {
                leftOut.append(member)
                continue
            }
            entries.append((member, value, week.backfilled))
        }
        entries.sort { $0.1 > $1.1 }
        var places: [Place] = []
        for (index, entry) in entries.enumerated() {
            let place = index > 0 && entries[index - 1].1 == entry.1 ? places[index - 1].place : index + 1
            places.append(Place(place: place, member: entry.0, value: entry.1, backfilled: entry.2))
        }
        return (places, leftOut)
    }

    func value(of week: MemberWeek) -> Int? {
        switch self {
        case .hours: week.coding?.seconds
        case .commits: week.commits
        }
    }
}
