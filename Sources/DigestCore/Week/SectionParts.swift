import Foundation

/// A section made of parts, one for each of its sources: joined into the one list a page shows,
/// and split back into the parts for a rerun, whose merge replaces each part only with its own
/// source's answer.
package enum SectionParts {
    /// What a section says when none of its sources is configured and no sentence was given.
    static let noSource = "none of its sources is configured; `weekly-digest doctor` lists them and what each needs."

    /// The section `parts` make, by `combine` (one entry per link, a ranked reading list), and each
    /// part's record.
    ///
    /// The section failed when a configured part failed (what the others answered, and a
    /// failure's partial answer, are kept); it is not configured when no part is, and says
    /// `noneConfigured` (the catalogue's sentence naming what to set), or ``noSource``.
    static func joined<Key, Value>(
        _ parts: [Key: SourceOutcome<[Value]>], noneConfigured: String?, combine: ([Value]) -> [Value]
    ) -> (section: SourceOutcome<[Value]>, records: [SourcePart<Key>]) {
        let ordered = parts.sorted { $0.key < $1.key }
        let records = ordered.map { SourcePart(source: $0.key, status: $0.value.status, notes: $0.value.notes) }
        let configured = ordered.filter {
            if case .skipped = $0.value.status { return false }
            return true
        }
        // A part skipped with notes (a source `backfill` does not read for past weeks) says why,
        // whatever the others answered; a source not configured has none.
        let unread = ordered.filter { part in
            if case .skipped = part.value.status { !part.value.notes.isEmpty } else { false }
        }
        .flatMap(\.value.notes)
        guard !configured.isEmpty else {
            return (.skipped(unread.isEmpty ? noneConfigured ?? noSource : unread.joined(separator: " ")), records)
        }
        let answered = configured.compactMap(\.value.value)
        let values = answered.isEmpty ? nil : combine(answered.flatMap { $0 })
        let failures = configured.compactMap { part -> String? in
            if case .failed(let reason) = part.value.status { return reason }
            return nil
        }
        let status: SourceStatus = failures.isEmpty ? .ok : .failed(reason: failures.joined(separator: " "))
        return (
            SourceOutcome(status: status, value: values, notes: configured.flatMap(\.value.notes) + unread), records
        )
    }

    /// Each part of `section`: what `only` keeps of each value for that part, with the part's
    /// status and notes from `records`.
    static func split<Key, Value>(
        _ section: SourceOutcome<[Value]>, _ records: [SourcePart<Key>], only: (Value, Key) -> Value?
    ) -> [Key: SourceOutcome<[Value]>] {
        var parts: [Key: SourceOutcome<[Value]>] = [:]
        for record in records {
            let values = section.value?.compactMap { only($0, record.source) }
            let value: [Value]?
            switch record.status {
            case .skipped: value = nil
            case .ok: value = values ?? []
            // A failure's part is its partial answer, or nothing.
            case .failed: value = values.flatMap { $0.isEmpty ? nil : $0 }
            }
            parts[record.source] = SourceOutcome(status: record.status, value: value, notes: record.notes)
        }
        return parts
    }

    /// The parts of a rerun: `fresh`'s, with each part its source did not answer taken from
    /// `stored` (``StoredWeekMerge/section(_:_:storedAt:)``); nil when no part is taken.
    static func merged<Key, Value>(
        _ fresh: [Key: SourceOutcome<[Value]>], keeping stored: [Key: SourceOutcome<[Value]>], storedAt: Date
    ) -> [Key: SourceOutcome<[Value]>]? {
        var parts = fresh
        var kept = false
        for (key, storedPart) in stored {
            let freshPart = fresh[key] ?? .skipped("this run did not read it.")
            let part = StoredWeekMerge.section(freshPart, storedPart, storedAt: storedAt)
            if part != freshPart {
                parts[key] = part
                kept = true
            }
        }
        return kept ? parts : nil
    }
}
