import DigestCore

extension DigestPresenter {
    /// The line atop a week `backfill` made after it had passed: when, from which sources, and
    /// which had nothing for it; nil for a week `run` made.
    var backfillLine: String? {
        guard let record = digest.backfill else { return nil }
        let day = LocalDate(record.madeAt, in: zone)
        let named = { (names: [String]) in
            words.lists.joined(names.map { $0 == BackfillRecord.wakaTimeExport ? words.digest.backfilledExport : $0 })
        }
        let made = words.digest.backfilled.filled([
            "day": String(day.day), "month": dates.words.months[day.month - 1], "year": String(day.year),
            "sources": named(record.from),
        ])
        guard !record.without.isEmpty else { return made }
        // Sentences follow each other after a space, but not after a full stop of Japanese or Chinese.
        return made + (made.hasSuffix("。") ? "" : " ")
            + words.digest.backfilledWithout.filled(["sources": named(record.without)])
    }
}
