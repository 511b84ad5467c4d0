import DigestCore
import DigestSite
import Logging

/// What a run reads of the weeks before the one it builds: the week before's snapshot, for the
/// week-over-week changes, and the articles the weeks before listed, which are not listed again.
///
/// They depend on the stored weeks alone, so a run reads them while the week is fetched.
struct EarlierWeeks: Sendable {
    /// The week before's snapshot: nil when it was never built, or cannot be read (said as a warning).
    var previous: Digest?
    /// The ids of the articles listed in the ``noRepeatWeeks`` weeks before.
    var listed: Set<String>

    /// How many earlier weeks' reading lists an article must not be in.
    ///
    /// An article is listed only
    /// in the week it was created, so a repeat needs overlapping windows (`DIGEST_TIMEZONE`
    /// changed, or a snapshot copied in); twelve weeks cover that without reading all of history.
    static let noRepeatWeeks = 12

    /// The weeks before `week` in `store`; the week before is loaded once, for both parts.
    init(before week: ISOWeek, in store: SnapshotStore, log: Logger) {
        previous = Self.load(week.previous, from: store, log: log)
        listed = store.listedArticleIDs(before: week.previous, weeks: Self.noRepeatWeeks - 1)
            .union((previous?.readingList.value ?? []).map(\.id))
        log.debug(
            "\(listed.count) articles listed in the \(Self.noRepeatWeeks) weeks before \(week) will not be listed again"
        )
    }

    /// The week before's snapshot, for week-over-week changes; a broken one is reported and skipped.
    static func load(_ week: ISOWeek, from store: SnapshotStore, log: Logger) -> Digest? {
        do {
            let previous = try store.load(week)
            log.debug(previous == nil ? "no snapshot of \(week): no week-over-week changes" : "comparing with \(week)")
            return previous
        } catch {
            log.warning("\(error) The page is built without week-over-week changes.")
            return nil
        }
    }
}
