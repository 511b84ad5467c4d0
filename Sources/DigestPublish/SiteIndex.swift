import DigestCore
import Foundation

/// `weeks/index.json`: the headline numbers of every week on the site, so that a weekly run can
/// rebuild the archive, feed and sitemap without reading every snapshot.
///
/// It is a cache: `render` rebuilds it from the snapshots, and a run checks it against the
/// snapshots present, reading only the weeks it lacks.
public struct SiteIndex: Sendable, Codable, Equatable {
    /// The index format this build writes.
    public static let currentVersion = 1
    /// Where it lives, relative to the output folder.
    public static let path = "weeks/index.json"

    /// The index's format.
    public var version: Int
    /// One summary per week, oldest first.
    public var weeks: [WeekSummary]

    /// An index of `summaries`, sorted and one per week (the last given wins).
    public init(_ summaries: some Sequence<WeekSummary>) {
        var byWeek: [ISOWeek: WeekSummary] = [:]
        for summary in summaries { byWeek[summary.week] = summary }
        self.version = Self.currentVersion
        self.weeks = byWeek.values.sorted { $0.week < $1.week }
    }

    /// The index stored in `data`, or nil when it is unreadable or of another version (it is then rebuilt).
    public static func decode(_ data: Data) -> SiteIndex? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let index = try? decoder.decode(SiteIndex.self, from: data), index.version == currentVersion else { return nil }
        return index
    }

    /// The index's bytes: compact JSON with sorted keys, so equal contents give equal bytes.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}
