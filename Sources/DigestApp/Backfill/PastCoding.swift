import DigestCore
import DigestSources
import Foundation

/// The coding time of a week that has passed: from WakaTime's export when it holds the week, else
/// from the configured coding source as far as it reaches (``PastReach``).
///
/// What the live source cannot give is a note, never a failure: WakaTime's 402 for a week its
/// plan no longer keeps says only that the week has no coding time.
struct PastCoding: CodingTimeSource {
    /// WakaTime's export, when given (`--wakatime-dump`, `WAKATIME_DUMP`).
    var dump: WakaTimeDumpSource?
    /// The configured coding source (WakaTime, or ActivityWatch), and how far back it reaches.
    var live: PastReach?

    /// The name a week's record gives the source that answered for `week`.
    func name(for week: ISOWeek, live liveName: String?) -> String? {
        if dump?.covers(week) == true { return BackfillRecord.wakaTimeExport }
        return liveName
    }

    func coding(for request: WeekRequest) async -> SourceOutcome<CodingStats> {
        if let dump, dump.covers(request.week) { return await dump.coding(for: request) }
        var answer: FetchedWeek.Answer?
        if let live { answer = await PastSources.ask(live, request) }
        guard case .coding(let outcome)? = answer else {
            return .skipped(unreached(request.week))
        }
        if case .failed(let reason) = outcome.status {
            return SourceOutcome(status: .skipped(reason: reason), value: outcome.value, notes: outcome.notes)
        }
        return outcome
    }

    /// Why `week` has no coding time.
    func unreached(_ week: ISOWeek) -> String {
        if let dump {
            let span = dump.dump.span.map { ", which holds \($0.lowerBound) to \($0.upperBound)" } ?? ""
            return "your WakaTime export holds no day of \(week)\(span)."
        }
        return
            "WakaTime answers only the last two weeks: for older ones, download your data (WakaTime → Settings → Account → Export, daily) and pass it with --wakatime-dump or WAKATIME_DUMP."
    }
}
