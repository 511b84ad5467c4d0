import Foundation

/// Joins a rerun of a week with what is already stored for it, so a stored week is never made
/// worse: each section is replaced only by a source that answered.
///
/// A section whose source failed
/// (or is no longer configured) keeps the stored data, with a note saying when it was fetched
/// and why this run could not replace it. Pure: the dates come in as values.
package enum StoredWeekMerge {
    /// How the note about kept data starts; an earlier such note is replaced, not repeated.
    static let keptNotePrefix = "Kept from the run of "

    /// `fresh` with every section its source did not answer taken from `stored` when that has data.
    ///
    /// Each section of ``WeekSections/all`` merges its own: the reading list source by source, ranked
    /// again at most `readingListLimit` long; the links network by network.
    package static func merge(_ fresh: Digest, keeping stored: Digest?, readingListLimit: Int = 15) -> Digest {
        guard let stored, stored.week == fresh.week else { return fresh }
        var merged = fresh
        let rules = MergeRules(readingListLimit: readingListLimit)
        for section in WeekSections.all {
            section.merge(into: &merged, fresh: fresh, stored: stored, rules: rules)
        }
        return merged
    }

    /// Which sections were kept from the stored week, by name, for the run's report.
    package static func keptSections(_ merged: Digest) -> [String] {
        WeekSections.all.filter { section in
            section.record(in: merged)?.notes.contains { $0.hasPrefix(keptNotePrefix) } == true
        }
        .map(\.name)
    }

    /// `fresh` when its source answered, or when nothing better is stored; else `stored`, noted.
    static func section<Value>(_ fresh: SourceOutcome<Value>, _ stored: SourceOutcome<Value>, storedAt: Date)
        -> SourceOutcome<Value>
    {
        if fresh.status == .ok { return fresh }
        guard stored.value != nil else { return fresh }
        // Partial data from a failure now does not beat complete data from before; partial beats partial only when fresh.
        if stored.status != .ok, fresh.value != nil { return fresh }
        let why: String
        switch fresh.status {
        case .failed(let reason): why = "this run failed: \(reason)"
        case .skipped(let reason): why = "this run did not fetch it: \(reason)"
        case .ok: why = ""
        }
        // Data kept by an earlier rerun was fetched by the run its note names, not by that rerun.
        let fetchedAt =
            stored.notes.first { $0.hasPrefix(keptNotePrefix) }
            .map { $0.dropFirst(keptNotePrefix.count).prefix { $0 != ";" } }.map(String.init) ?? timestamp(storedAt)
        var kept = stored
        kept.notes = stored.notes.filter { !$0.hasPrefix(keptNotePrefix) } + ["\(keptNotePrefix)\(fetchedAt); \(why)"]
        return kept
    }

    /// `2026-11-23 07:00 UTC`: when the kept data was fetched.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { (value ?? 0).zeroPadded(2) }
        return
            "\((parts.year ?? 0).zeroPadded(4))-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)) UTC"
    }
}
