import DigestCore
import DigestDelivery
import DigestSite

extension EmailJob {
    /// The weeks a send without `--week` may choose from: the last few stored (``MailPlan``
    /// looks no further back), without those `backfill` made, which are never mailed unasked.
    static func mailable(_ store: SnapshotStore) -> [ISOWeek] {
        store.weeks().suffix(MailPlan.catchUpLimit).filter { !isBackfilled($0, in: store) }
    }

    /// Whether `week` was made by `backfill` (a snapshot that cannot be read is not).
    static func isBackfilled(_ week: ISOWeek, in store: SnapshotStore) -> Bool {
        ((try? store.load(week)) ?? nil)?.backfill != nil
    }
}
