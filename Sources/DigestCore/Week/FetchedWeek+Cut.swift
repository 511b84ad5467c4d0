import Foundation

extension FetchedWeek.Answer {
    /// This answer for a range of weeks, cut into `weeks` by when each commit, article or post was
    /// made in `timeZone`: every week gets the answer's status and notes, and its own items.
    ///
    /// Nil for the coding time and the reviews, which come as a week's sums and are asked week by week.
    package func cut(into weeks: [ISOWeek], timeZone: TimeZone) -> [ISOWeek: FetchedWeek.Answer]? {
        switch self {
        case .commits(let outcome):
            return Self.cut(outcome, into: weeks, timeZone: timeZone, at: \.authoredAt).mapValues { .commits($0) }
        case .articles(let source, let outcome):
            return Self.cut(outcome, into: weeks, timeZone: timeZone, at: \.createdAt).mapValues {
                .articles(source, $0)
            }
        case .posts(let network, let outcome):
            return Self.cut(outcome, into: weeks, timeZone: timeZone, at: \.createdAt).mapValues {
                .posts(network, $0)
            }
        case .coding, .reviews:
            return nil
        }
    }

    /// `outcome`'s items shared out among `weeks` by `date`; an item of no week given is left out.
    static func cut<Item>(
        _ outcome: SourceOutcome<[Item]>, into weeks: [ISOWeek], timeZone: TimeZone, at date: KeyPath<Item, Date>
    ) -> [ISOWeek: SourceOutcome<[Item]>] {
        var items = Dictionary(uniqueKeysWithValues: weeks.map { ($0, [Item]()) })
        for item in outcome.value ?? [] {
            let week = ISOWeek(containing: item[keyPath: date], in: timeZone)
            items[week]?.append(item)
        }
        return items.mapValues {
            SourceOutcome(status: outcome.status, value: outcome.value == nil ? nil : $0, notes: outcome.notes)
        }
    }
}

extension FetchedWeek.Answer {
    /// Whether the source answered with something for the week: coding time, a commit, an
    /// article, a post or a contribution (what `backfill`'s record names it for).
    package var hasSomething: Bool {
        switch self {
        case .coding(let outcome): outcome.status == .ok && (outcome.value?.totalSeconds ?? 0) > 0
        case .commits(let outcome): outcome.value?.isEmpty == false
        case .articles(_, let outcome): outcome.value?.isEmpty == false
        case .posts(_, let outcome): outcome.value?.isEmpty == false
        case .reviews(_, let outcome):
            (outcome.value?.contributions.isEmpty == false) || (outcome.value?.restricted ?? 0) > 0
        }
    }
}

extension FetchedWeek.Answer {
    /// The part it answers for.
    package var part: WeekPart {
        switch self {
        case .coding: .coding
        case .commits: .commits
        case .articles(let source, _): .reading(source)
        case .posts(let network, _): .links(network)
        case .reviews(let forge, _): .reviews(forge)
        }
    }

    /// Why the source failed, when it did.
    package var failure: String? {
        let status: SourceStatus
        switch self {
        case .coding(let outcome): status = outcome.status
        case .commits(let outcome): status = outcome.status
        case .articles(_, let outcome): status = outcome.status
        case .posts(_, let outcome): status = outcome.status
        case .reviews(_, let outcome): status = outcome.status
        }
        if case .failed(let reason) = status { return reason }
        return nil
    }

    /// `part`'s answer that it failed, with `reason`.
    package static func failed(_ part: WeekPart, reason: String) -> Self {
        switch part {
        case .coding: .coding(.failed(reason))
        case .commits: .commits(.failed(reason))
        case .reading(let source): .articles(source, .failed(reason))
        case .links(let network): .posts(network, .failed(reason))
        case .reviews(let forge): .reviews(forge, .failed(reason))
        }
    }
}

extension FetchedWeek {
    /// The week with `part` recorded as not read, `reason` saying why: a configured source that
    /// `backfill` does not read for weeks that have passed.
    ///
    /// Its section says so beside what the others answered; the part stays unknown (skipped), so
    /// a stored week's part is kept by a merge.
    package mutating func recordUnread(_ part: WeekPart, reason: String) {
        switch part {
        case .reading(let source):
            articles[source] = SourceOutcome(status: .skipped(reason: reason), value: nil, notes: [reason])
        case .links(let network):
            posts[network] = SourceOutcome(status: .skipped(reason: reason), value: nil, notes: [reason])
        case .coding, .commits, .reviews: recordUnset(part, reason: reason)
        }
    }
}
