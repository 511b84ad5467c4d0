import DigestCore
import DigestSources
import Foundation

/// What `backfill` reads: each configured source as far back as it reaches (``PastReach``).
///
/// The sources that page back in time are read once for the whole range and their answers cut into
/// weeks; the others are asked week by week.
struct PastSources: Sendable {
    /// A configured source: its name (`git`, `Bluesky`), its part, and how it reaches back.
    struct Named: Sendable {
        var name: String
        var part: WeekPart
        var reach: PastReach
    }

    /// Every configured source but the coding time's.
    var sources: [Named]
    /// The coding time: WakaTime's export, and the configured coding source.
    var coding: PastCoding
    /// The configured coding source's name, when there is one.
    var codingName: String?
    /// What each part no source is configured for says (as a run records it).
    var unset: [WeekPart: String]
    /// What a section of several sources says when none is configured.
    var noneConfigured: [String: String]

    /// Every range source read once for `weeks` (oldest first), each answer cut into them.
    func readRanges(_ weeks: [ISOWeek], timeZone: TimeZone, now: Date) async -> [ISOWeek: [FetchedWeek.Answer]] {
        guard let first = weeks.first, let last = weeks.last else { return [:] }
        let request = WeekRequest(from: first, through: last, timeZone: timeZone, now: now)
        var cut: [ISOWeek: [FetchedWeek.Answer]] = [:]
        await withTaskGroup(of: FetchedWeek.Answer.self) { group in
            for source in sources {
                guard case .range(let part) = source.reach else { continue }
                group.addTask { await part.answer(request) }
            }
            for await answer in group {
                for (week, answer) in answer.cut(into: weeks, timeZone: timeZone) ?? [:] {
                    cut[week, default: []].append(answer)
                }
            }
        }
        return cut
    }

    /// `week`'s raw material: `ranges` (its share of the range sources' answers), the other
    /// sources asked now, and which sources gave something and which had nothing.
    ///
    /// A source in `stopped` (it failed for an earlier week) is not asked again: its part fails
    /// with the sentence kept there, so the next backfill makes the week again.
    func week(
        _ week: ISOWeek, ranges: [FetchedWeek.Answer], stopped: inout [WeekPart: String], timeZone: TimeZone,
        now: Date
    ) async -> (fetched: FetchedWeek, record: (from: [String], without: [String])) {
        let request = WeekRequest(week: week, timeZone: timeZone, now: now)
        async let codingAnswer = coding.coding(for: request)
        let stoppedNow = stopped
        let asked = await withTaskGroup(of: FetchedWeek.Answer?.self) { group in
            for source in sources where stoppedNow[source.part] == nil {
                group.addTask { await Self.ask(source.reach, request) }
            }
            var answers: [WeekPart: FetchedWeek.Answer] = [:]
            for await answer in group { if let answer { answers[answer.part] = answer } }
            return answers
        }
        var fetched = FetchedWeek.unanswered
        fetched.noneConfigured = noneConfigured
        for (part, reason) in unset { fetched.recordUnset(part, reason: reason) }
        var from: [String] = [], without: [String] = []
        let coding = FetchedWeek.Answer.coding(await codingAnswer)
        fetched.record(coding)
        if let name = self.coding.name(for: week, live: codingName) {
            if coding.hasSomething { from.append(name) } else { without.append(name) }
        }
        let cut = Dictionary(ranges.map { ($0.part, $0) }) { first, _ in first }
        for source in sources {
            let answer: FetchedWeek.Answer
            if let reason = stopped[source.part] {
                answer = .failed(source.part, reason: reason)
            } else if let found = cut[source.part] ?? asked[source.part] {
                answer = found
            } else {
                // Not read for this week (not reached, or not at all): said as a source not configured is.
                let why = if case .none(let why) = source.reach { why } else { Self.unreached(source, week) }
                fetched.recordUnread(source.part, reason: why)
                without.append(source.name)
                continue
            }
            fetched.record(answer)
            if answer.hasSomething { from.append(source.name) } else { without.append(source.name) }
            if let reason = answer.failure, stopped[source.part] == nil, source.reach.isAskedWeekly {
                stopped[source.part] =
                    "\(source.name) was not asked after it failed for \(week) (\(reason)); the next `weekly-digest backfill` asks it again."
            }
        }
        return (fetched, (from, without))
    }

    /// The answer of a source asked week by week, when it reaches `request`'s week.
    static func ask(_ reach: PastReach, _ request: WeekRequest) async -> FetchedWeek.Answer? {
        switch reach {
        case .weekly(let part): return await part.answer(request)
        case .recent(let part, let days)
        where request.window.start >= request.now.addingTimeInterval(-Double(days) * 86_400):
            return await part.answer(request)
        case .range, .recent, .none: return nil
        }
    }

    /// Why `source` has nothing for `week`, when it does not reach it.
    static func unreached(_ source: Named, _ week: ISOWeek) -> String {
        if case .recent(_, let days) = source.reach {
            return "\(source.name) answers only for the last \(days) days, and \(week) began before them."
        }
        return "\(source.name) was not read for \(week)."
    }
}
