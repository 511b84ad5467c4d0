import DigestCore

/// Which weeks a `run` without `--week` builds, so that a Monday missed (a laptop asleep, the
/// network down) is made up by the next run, while its sources can still answer.
///
/// Every complete week after the newest snapshot, oldest first, and every recent week stored
/// as partial (a source failed), at most `limit` weeks back from the latest (`DIGEST_CATCH_UP`).
/// Without any snapshot, only the latest week: a new site does not backfill history by itself.
enum CatchUp {
    /// The weeks to build, oldest first; empty when the latest is stored and nothing recent is partial.
    static func weeks(latest: ISOWeek, stored: [ISOWeek], partial: Set<ISOWeek>, limit: Int) -> [ISOWeek] {
        let window = Self.window(ending: latest, limit: limit)
        guard let newest = stored.max() else { return [latest] }
        return window.filter { $0 > newest || partial.contains($0) }
    }

    /// The `limit` weeks ending with `latest`, oldest first.
    static func window(ending latest: ISOWeek, limit: Int) -> [ISOWeek] {
        var weeks = [latest]
        while weeks.count < max(1, limit), let first = weeks.first { weeks.insert(first.previous, at: 0) }
        return weeks
    }
}
