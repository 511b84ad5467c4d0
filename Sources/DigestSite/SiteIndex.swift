import DigestCore
import Foundation

/// `weeks/index.json`: the headline numbers of every week on the site, so that a weekly run can
/// rebuild the archive, feed and sitemap without reading every snapshot.
///
/// It is a cache: `render` rebuilds it from the snapshots, and a run checks it against the
/// snapshots present, reading only the weeks it lacks.
struct SiteIndex: Sendable, Codable, Equatable {
    /// The index format this build writes.
    ///
    /// Version 2 added each week's days, languages, tags and links (for the trends and year pages);
    /// version 3 each day's commits, articles and links (for `days.csv`). An index of an earlier
    /// version is rebuilt from the snapshots once.
    static let currentVersion = 3

    /// The index's format.
    var version: Int
    /// One summary per week, oldest first.
    package var weeks: [WeekSummary]

    /// An index of `summaries`, sorted and one per week (the last given wins).
    init(_ summaries: some Sequence<WeekSummary>) {
        var byWeek: [ISOWeek: WeekSummary] = [:]
        for summary in summaries { byWeek[summary.week] = summary }
        self.version = Self.currentVersion
        self.weeks = byWeek.values.sorted { $0.week < $1.week }
    }

    /// The index stored in `data`, or nil when it is unreadable, of another version or holds a
    /// week that is not well formed (it is then rebuilt from the snapshots).
    static func decode(_ data: Data) -> SiteIndex? {
        decode(bytes: [UInt8](data))
    }

    /// ``decode(_:)`` of the bytes as read from the file.
    static func decode(bytes: [UInt8]) -> SiteIndex? {
        SiteIndexLines.read(bytes)?.index
    }

    /// The index's bytes: compact JSON with sorted keys, one week to a line (``SiteIndexLines``),
    /// so equal contents give equal bytes.
    package func encoded() throws -> Data {
        Data(try SiteIndexLines.bytes(of: self, reusing: nil))
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
