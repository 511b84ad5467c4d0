import DigestCore
import Foundation

/// The coding section's source: picks the requests for a week, and turns the answers into `CodingStats`.
///
/// Per-day totals always come from `summaries` for the week's seven days. When the week is the one
/// WakaTime's `last_7_days` covers (it ended yesterday), the language, editor and project
/// breakdowns come from `stats/last_7_days`; for any other week (`--week` backfills) they are
/// summed from the daily summaries.
package struct WakaTimeSource: Sendable {
    let client: WakaTimeClient

    /// Creates the source over `client`.
    package init(client: WakaTimeClient) {
        self.client = client
    }

    /// The week's coding stats; failures become a failed outcome with a sentence, never a throw.
    package func coding(for week: ISOWeek, timeZone: TimeZone, now: Date) async -> SourceOutcome<CodingStats> {
        let coversWeek = week.next.monday == LocalDate(now, in: timeZone)
        async let daily = result { () async throws(WakaTimeError) in
            try await client.summaries(
                from: week.monday, to: week.monday.adding(days: 6), timeZone: timeZone.identifier)
        }
        async let ranged =
            coversWeek ? result { () async throws(WakaTimeError) in try await client.lastSevenDays() } : nil
        let (summaries, stats) = await (daily, ranged)

        switch summaries {
        case .failure(let error):
            return .failed(error.description)
        case .success(let answer):
            let reported = Self.inWeek(answer.value ?? [], week: week)
            let days = Self.days(reported, week: week)
            var breakdown = Self.summed(reported.map(\.day))
            var pending = answer.isPending ? answer.percentCalculated ?? -1 : nil
            var notes: [String] = []
            switch stats {
            case .success(let statsAnswer)?:
                if let value = statsAnswer.value, Self.covers(value, week: week, zone: timeZone) {
                    breakdown = (value.languages, value.editors, value.projects)
                }
                if statsAnswer.isPending { pending = statsAnswer.percentCalculated ?? pending ?? -1 }
            case .failure(let error)?:
                notes.append("The language breakdown is summed from daily summaries, because \(error.description)")
            case nil:
                break
            }
            var coding = CodingStats(
                days: days, languages: Self.shares(breakdown.0), projects: Self.shares(breakdown.2),
                editors: Self.shares(breakdown.1))
            coding.ai = CodingAI(days: reported.compactMap(\.day.ai))
            if let percent = pending {
                let progress = percent >= 0 ? " (\(percent)% done)" : ""
                return SourceOutcome(
                    status: .failed(
                        reason:
                            "WakaTime was still calculating this week's stats\(progress) after \(client.pendingPolicy.maximumAttempts) tries, so the figures below may be incomplete: run weekly-digest again later."
                    ),
                    value: coding, notes: notes)
            }
            return .ok(coding, notes: notes)
        }
    }

    func result<Value>(_ body: () async throws(WakaTimeError) -> Value) async -> Result<Value, WakaTimeError> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }

    /// Whether the stats' own range starts on the week's Monday (when it says; Wakapi may not).
    static func covers(_ stats: WakaTimeWire.Stats, week: ISOWeek, zone: TimeZone) -> Bool {
        guard let text = stats.start, let start = ISOTimestamp.parse(text) else { return true }
        let statsZone = stats.timezone.flatMap(TimeZone.init(identifier:)) ?? zone
        return LocalDate(start, in: statsZone) == week.monday
    }

    /// The reported days that fall in the week, each date once (the first report of it wins).
    ///
    /// The
    /// day is `range.date` when it is a plain date (WakaTime), else the date part of `range.start`
    /// (Wakapi puts the time of the request in `date`), else the position in the answer. An answer
    /// with extra, repeated or foreign days (a server ignoring `start`/`end`) cannot inflate the week.
    static func inWeek(_ answer: [WakaTimeWire.Day], week: ISOWeek) -> [(date: LocalDate, day: WakaTimeWire.Day)] {
        let dates = Set(week.days)
        var seen: Set<LocalDate> = []
        return answer.enumerated().compactMap { index, day in
            let date =
                day.date.flatMap { $0.count == 10 ? LocalDate(parsing: $0) : nil }
                ?? day.start.flatMap { LocalDate(parsing: String($0.prefix(10))) }
                ?? week.monday.adding(days: index)
            guard dates.contains(date), seen.insert(date).inserted else { return nil }
            return (date, day)
        }
    }

    /// The week's seven days, Monday first, with the reported totals (0 for a day not reported);
    /// empty when no day of the week was reported.
    static func days(_ reported: [(date: LocalDate, day: WakaTimeWire.Day)], week: ISOWeek) -> [DayTotal] {
        guard !reported.isEmpty else { return [] }
        let seconds = Dictionary(reported.map { ($0.date, $0.day.grandTotal?.wholeNumber ?? 0) }) { first, _ in first }
        return week.days.map { DayTotal(date: $0, seconds: seconds[$0] ?? 0) }
    }

    /// Languages, editors and projects summed over the days.
    static func summed(_ answer: [WakaTimeWire.Day]) -> (
        [WakaTimeWire.Entry], [WakaTimeWire.Entry], [WakaTimeWire.Entry]
    ) {
        (answer.flatMap(\.languages), answer.flatMap(\.editors), answer.flatMap(\.projects))
    }

    /// Entries merged by name, as shares.
    static func shares(_ entries: [WakaTimeWire.Entry]) -> [TimeShare] {
        var seconds: [String: Int] = [:]
        for entry in entries { seconds[entry.name, default: 0] += entry.seconds }
        return seconds.map { TimeShare(name: $0.key, seconds: $0.value) }
    }
}

extension WakaTimeSource: CodingTimeSource {
    package func coding(for request: WeekRequest) async -> SourceOutcome<CodingStats> {
        await coding(for: request.week, timeZone: request.timeZone, now: request.now)
    }
}
