import DigestCore
import Foundation

/// Reads `digest.json` as weekly-digest writes it, without `JSONDecoder`: a rebuild reads every
/// snapshot, and the decoder was its largest cost.
///
/// It reads keys in any order and any JSON whitespace, and gives up (nil) on anything it is not
/// sure to read exactly as `JSONDecoder` would: an unknown or repeated key, a number with a
/// fraction or exponent, a date not of the form `2026-11-22T22:00:00Z`. The caller then uses
/// `JSONDecoder`, which also explains what is wrong. A fuzz test holds the two to the same result.
struct SnapshotReader {
    let bytes: [UInt8]
    var position = 0

    init(_ data: Data) {
        self.init(bytes: [UInt8](data))
    }

    /// A reader of `bytes`, as they are.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The digest, or nil when the bytes are not certainly read the way `JSONDecoder` reads them.
    mutating func digest() -> Digest? {
        var schema: Int?, week: ISOWeek?, zone: String?, generated: Date?
        var coding: SourceOutcome<CodingStats>?, reading: SourceOutcome<[Article]>?,
            shared: SourceOutcome<[SharedLink]>?
        // Every table of keys in the order the encoder sorts them (``object(_:_:)``).
        let keys: [StaticString] = [
            "coding", "generatedAt", "readingList", "schemaVersion", "sharedLinks", "timeZone", "week",
        ]
        let read = object(keys) { reader, key in
            switch key {
            case 0: coding = reader.outcome { $0.codingStats() }
            case 1: generated = reader.date()
            case 2: reading = reader.outcome { $0.array { $0.article() } }
            case 3: schema = reader.integer()
            case 4: shared = reader.outcome { $0.array { $0.sharedLink() } }
            case 5: zone = reader.string()
            case 6: week = reader.string().flatMap { try? ISOWeek(parsing: $0) }
            default: return false
            }
            return true
        }
        skipWhitespace()
        guard read, position == bytes.count, let schema, let week, let zone, let generated, let coding, let reading,
            let shared
        else { return nil }
        return Digest(
            week: week, timeZone: zone, generatedAt: generated, coding: coding, readingList: reading,
            sharedLinks: shared, schemaVersion: schema)
    }

    mutating func outcome<Value>(_ value: (inout SnapshotReader) -> Value?) -> SourceOutcome<Value>? {
        var status: SourceStatus?, notes: [String]?, found: Value?, failed = false
        guard
            object(
                ["notes", "status", "value"],
                { reader, key in
                    switch key {
                    case 0: notes = reader.array { $0.string() }
                    case 1: status = reader.status()
                    case 2:
                        if !reader.null() {
                            found = value(&reader)
                            failed = found == nil
                        }
                    default: return false
                    }
                    return true
                }), !failed, let status, let notes
        else { return nil }
        return SourceOutcome(status: status, value: found, notes: notes)
    }

    mutating func status() -> SourceStatus? {
        var status: SourceStatus?
        var count = 0
        guard
            object(
                ["failed", "ok", "skipped"],
                { reader, key in
                    count += 1
                    switch key {
                    case 0: status = reader.reason().map { .failed(reason: $0) }
                    case 1: status = reader.object([]) { _, _ in false } ? .ok : nil
                    case 2: status = reader.reason().map { .skipped(reason: $0) }
                    default: return false
                    }
                    return true
                }), count == 1
        else { return nil }
        return status
    }

    mutating func reason() -> String? {
        var reason: String?
        let read = object(["reason"]) { reader, _ in
            reason = reader.string()
            return true
        }
        return read ? reason : nil
    }

    mutating func codingStats() -> CodingStats? {
        var days: [DayTotal]?, languages: [TimeShare]?, projects: [TimeShare]?, editors: [TimeShare]?
        guard
            object(
                ["days", "editors", "languages", "projects"],
                { reader, key in
                    switch key {
                    case 0: days = reader.array { $0.dayTotal() }
                    case 1: editors = reader.array { $0.timeShare() }
                    case 2: languages = reader.array { $0.timeShare() }
                    case 3: projects = reader.array { $0.timeShare() }
                    default: return false
                    }
                    return true
                }), let days, let languages, let projects, let editors
        else { return nil }
        // Assigned, not passed to the initialisers, which sort and clamp: decoding keeps what is stored.
        var stats = CodingStats(days: [], languages: [], projects: [], editors: [])
        stats.days = days
        stats.languages = languages
        stats.projects = projects
        stats.editors = editors
        return stats
    }
}
