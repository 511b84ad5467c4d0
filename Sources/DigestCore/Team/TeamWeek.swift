/// A team's week: each member's, read from their published sites, and what they add up to.
package struct TeamWeek: Sendable, Equatable {
    /// What was read of one member.
    package struct Member: Sendable, Equatable {
        package var member: TeamMember
        /// The week, when the member's site gave one that validated.
        package var week: MemberWeek?
        /// The weeks before it that the site gave (of the last ``TeamWeek/recentCount``).
        package var earlier: [MemberWeek]
        /// Why there is no week: the site did not answer, or its `week.json` did not validate.
        package var problem: MemberProblem?

        /// Creates a member's outcome.
        package init(member: TeamMember, week: MemberWeek?, earlier: [MemberWeek] = [], problem: MemberProblem? = nil) {
            (self.member, self.week, self.earlier, self.problem) = (member, week, earlier, problem)
        }
    }

    /// How many weeks the page looks back over, the week included.
    package static let recentCount = 12

    /// The week.
    package var week: ISOWeek
    /// Every member, in the file's order.
    package var members: [Member]

    /// Creates a team's week.
    package init(week: ISOWeek, members: [Member]) {
        self.week = week
        self.members = members
    }

    /// The members whose week was read.
    package var answered: [(member: TeamMember, week: MemberWeek)] {
        members.compactMap { outcome in outcome.week.map { (outcome.member, $0) } }
    }

    /// Whether a member's site failed: the command then exits 3.
    package var hasProblem: Bool { members.contains { $0.problem != nil } }

    /// The team's coding seconds, commits and reviews, each over the members whose week has it
    /// (nil when none has); and how many met a goal they set.
    package var totals: Totals {
        let weeks = answered.map(\.week)
        func sum(_ value: (MemberWeek) -> Int?) -> Int? {
            let values = weeks.compactMap(value)
            return values.isEmpty ? nil : values.reduce(0, +)
        }
        return Totals(
            codingSeconds: sum { $0.coding?.seconds }, commits: sum(\.commits), reviews: sum { $0.reviews?.headline },
            goalsMet: weeks.filter { $0.goalMet == true }.count, goalsSet: weeks.filter { $0.goalMet != nil }.count)
    }

    /// The team's numbers.
    package struct Totals: Sendable, Equatable {
        package var codingSeconds: Int?
        package var commits: Int?
        package var reviews: Int?
        package var goalsMet: Int
        package var goalsSet: Int
    }

    /// The languages across the team, most first (ties by name): each member's seconds added.
    package var languages: [MemberWeek.Share] {
        var seconds: [String: Int] = [:], names: [String: String] = [:]
        for (_, week) in answered {
            for share in week.coding?.languages ?? [] {
                let key = share.name.lowercased()
                seconds[key, default: 0] += share.seconds
                names[key] = names[key] ?? share.name
            }
        }
        return seconds.map { MemberWeek.Share(name: names[$0.key] ?? $0.key, seconds: $0.value) }
            .sorted { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.name < $1.name }
    }

    /// The last ``recentCount`` weeks, oldest first: each week's team coding seconds and commits
    /// (over the members whose site has that week) and how many members it counts.
    package var recent: [Recent] {
        (0..<Self.recentCount).reversed().map { back in
            var when = week
            for _ in 0..<back { when = when.previous }
            let weeks = members.compactMap { outcome in
                outcome.week?.week == when ? outcome.week : outcome.earlier.first { $0.week == when }
            }
            let coding = weeks.compactMap { $0.coding?.seconds }, commits = weeks.compactMap(\.commits)
            return Recent(
                week: when, codingSeconds: coding.isEmpty ? nil : coding.reduce(0, +),
                commits: commits.isEmpty ? nil : commits.reduce(0, +), members: weeks.count)
        }
    }

    /// A week of the last twelve.
    package struct Recent: Sendable, Equatable {
        package var week: ISOWeek
        package var codingSeconds: Int?
        package var commits: Int?
        package var members: Int
    }
}
