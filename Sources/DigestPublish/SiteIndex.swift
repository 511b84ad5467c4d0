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
    /// an index of version 1 is rebuilt from the snapshots once.
    static let currentVersion = 2
    /// Where it lives, relative to the output folder.
    package static let path = "weeks/index.json"

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

    /// The index stored in `data`, or nil when it is unreadable or of another version (it is then rebuilt).
    static func decode(_ data: Data) -> SiteIndex? {
        read(data)?.index
    }

    /// The index stored in `data` and the weeks in it that are in the exact form ``encoded()``
    /// writes, or nil when it is unreadable or of another version.
    static func read(_ data: Data) -> StoredSiteIndex? {
        read(bytes: [UInt8](data))
    }

    /// ``read(_:)`` of the bytes as read from the file.
    static func read(bytes: [UInt8]) -> StoredSiteIndex? {
        // The bytes `encoded()` writes are read by a scanner that knows them (a weekly run reads the
        // whole index); anything else, an index edited by hand say, goes through JSONDecoder.
        var reader = SiteIndexReader(bytes: bytes)
        if let read = reader.storedIndex() { return read }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let index = try? decoder.decode(SiteIndex.self, from: Data(bytes)), index.version == currentVersion,
            index.weeks.allSatisfy(\.isWellFormed)
        else { return nil }
        return StoredSiteIndex(index: index, bytes: [], verbatim: [:])
    }

    /// The index's bytes: compact JSON with sorted keys, so equal contents give equal bytes.
    ///
    /// Written
    /// by hand (the same bytes `JSONEncoder` writes, with `.sortedKeys`): a weekly run rewrites the
    /// whole index, and the encoder took a tenth of that run on a 520-week site.
    package func encoded() throws -> Data {
        try encoded(reusing: nil)
    }

    /// The index's bytes, with the weeks of `stored` that have not changed copied from the bytes
    /// they were read from: a weekly run changes a week or two of years.
    func encoded(reusing stored: StoredSiteIndex?) throws -> Data {
        Data(try bytes(reusing: stored))
    }

    /// ``encoded(reusing:)`` as the bytes the file is written from, without a copy into `Data`.
    func bytes(reusing stored: StoredSiteIndex?) throws -> [UInt8] {
        var writer = SiteIndexWriter(capacity: 64 + weeks.count * 1024)
        writer.append("{\"version\":")
        writer.append(version)
        writer.append(",\"weeks\":[")
        for (index, summary) in weeks.enumerated() {
            if index > 0 { writer.append(",") }
            if let bytes = stored?.bytes(of: summary) {
                writer.bytes.append(contentsOf: bytes)
            } else {
                writer.write(summary)
            }
        }
        writer.append("]}\n")
        return writer.bytes
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as is.
    static func quoted(_ text: String) -> String {
        // Most names and addresses need no escape: they are copied whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{8}": result += "\\b"
            case "\u{C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
