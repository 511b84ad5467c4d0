import Foundation

/// The week's reviews and pull requests: each configured forge's answer, kept apart so that a
/// rerun replaces only the forges that answered.
package struct ReviewStats: Sendable, Codable, Equatable {
    /// One forge's answer for the week.
    package struct Part: Sendable, Codable, Equatable {
        package var forge: ForgeSite
        package var outcome: SourceOutcome<ForgeWeek>

        /// A forge's part.
        package init(forge: ForgeSite, outcome: SourceOutcome<ForgeWeek>) {
            self.forge = forge
            self.outcome = outcome
        }
    }

    /// Contributions of each kind.
    package struct Counts: Sendable, Equatable {
        package var opened = 0
        package var merged = 0
        package var reviewed = 0
        package var issues = 0

        /// Counts `kind` once more.
        package mutating func add(_ kind: ForgeContribution.Kind) {
            switch kind {
            case .opened: opened += 1
            case .merged: merged += 1
            case .reviewed: reviewed += 1
            case .issue: issues += 1
            }
        }

        /// Every contribution counted.
        package var all: Int { opened + merged + reviewed + issues }
    }

    /// One repository's contributions.
    package struct Repository: Sendable, Equatable {
        package var name: String
        package var counts: Counts
    }

    /// Each configured forge's part, in ``ForgeSite``'s order.
    package var parts: [Part]

    /// The stats of these parts.
    package init(parts: [Part]) {
        self.parts = parts.sorted { $0.forge < $1.forge }
    }

    /// Whether any forge answered (fully or in part): only then are there figures to show.
    package var hasAnswer: Bool { parts.contains { $0.outcome.value != nil } }

    /// Every contribution the forges named, oldest first.
    package var contributions: [ForgeContribution] {
        parts.flatMap { $0.outcome.value?.contributions ?? [] }.sorted { $0.at < $1.at }
    }

    /// Contributions the forges counted without naming where (GitHub's restricted ones).
    package var restricted: Int { parts.reduce(0) { $0 + ($1.outcome.value?.restricted ?? 0) } }

    /// Every contribution counted by kind, private ones included.
    package var total: Counts {
        contributions.reduce(into: Counts()) { $0.add($1.kind) }
    }

    /// The week's figure: the pull requests you opened and the reviews you gave.
    package var count: Int { total.opened + total.reviewed }

    /// The repositories that may be named (not private), most contributions first (ties by name),
    /// and the counts of the private ones, which show as one row of other repositories.
    package var repositories: (named: [Repository], unnamed: Counts) {
        var byName: [String: Counts] = [:], unnamed = Counts()
        for contribution in contributions {
            if contribution.isPrivate {
                unnamed.add(contribution.kind)
            } else {
                byName[contribution.repository, default: Counts()].add(contribution.kind)
            }
        }
        let named = byName.map { Repository(name: $0.key, counts: $0.value) }.sorted {
            ($0.counts.all, $1.name) > ($1.counts.all, $0.name)
        }
        return (named, unnamed)
    }

    /// The contributions of each day of `week` in `timeZone`, Monday first.
    package func days(of week: ISOWeek, in timeZone: TimeZone) -> [Int] {
        var days = [Int](repeating: 0, count: 7)
        let monday = week.monday.dayNumber
        for contribution in contributions {
            let index = LocalDate(contribution.at, in: timeZone).dayNumber - monday
            if days.indices.contains(index) { days[index] += 1 }
        }
        return days
    }

    /// The stats as any page or message may show them: a private repository's contributions keep
    /// their kind and time, without its name, title or address.
    package var shown: ReviewStats {
        var shown = self
        for index in shown.parts.indices {
            guard var week = shown.parts[index].outcome.value else { continue }
            week.contributions = week.contributions.map { contribution in
                guard contribution.isPrivate else { return contribution }
                var hidden = contribution
                (hidden.repository, hidden.title, hidden.url) = ("", "", nil)
                return hidden
            }
            shown.parts[index].outcome.value = week
        }
        return shown
    }
}
