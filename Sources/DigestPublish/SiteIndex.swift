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
        // The bytes `encoded()` writes are read by a scanner that knows them (a weekly run reads the
        // whole index); anything else, an index edited by hand say, goes through JSONDecoder.
        var reader = SiteIndexReader(data)
        if let index = reader.index() { return index }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let index = try? decoder.decode(SiteIndex.self, from: data), index.version == currentVersion,
            index.weeks.allSatisfy(\.isWellFormed)
        else { return nil }
        return index
    }

    /// The index's bytes: compact JSON with sorted keys, so equal contents give equal bytes.
    ///
    /// Written
    /// by hand (the same bytes `JSONEncoder` writes, with `.sortedKeys`): a weekly run rewrites the
    /// whole index, and the encoder took a tenth of that run on a 520-week site.
    package func encoded() throws -> Data {
        var json = "{\"version\":\(version),\"weeks\":["
        for (index, summary) in weeks.enumerated() {
            if index > 0 { json += "," }
            var members: [String] = []
            if let articles = summary.articles { members.append("\"articles\":\(articles)") }
            if let seconds = summary.codingSeconds { members.append("\"codingSeconds\":\(seconds)") }
            if let days = summary.days {
                members.append("\"days\":[" + days.map(String.init).joined(separator: ",") + "]")
            }
            members.append("\"generatedAt\":\"\(ISOTimestamp.string(summary.generatedAt))\"")
            members.append("\"isPartial\":\(summary.isPartial)")
            if let languages = summary.languages {
                members.append(
                    "\"languages\":["
                        + languages.map { "{\"name\":" + Self.quoted($0.name) + ",\"seconds\":\($0.seconds)}" }
                        .joined(separator: ",") + "]")
            }
            if let links = summary.links { members.append("\"links\":\(links)") }
            if let shared = summary.shared {
                members.append(
                    "\"shared\":["
                        + shared.map { link in
                            "{\"host\":" + Self.quoted(link.host)
                                + (link.title.map { ",\"title\":" + Self.quoted($0) } ?? "") + ",\"url\":"
                                + Self.quoted(link.url) + "}"
                        }.joined(separator: ",") + "]")
            }
            if let tags = summary.tags {
                members.append(
                    "\"tags\":["
                        + tags.map { "{\"count\":\($0.count),\"name\":" + Self.quoted($0.name) + "}" }
                        .joined(separator: ",") + "]")
            }
            if let zone = summary.timeZone { members.append("\"timeZone\":" + Self.quoted(zone)) }
            if let language = summary.topLanguage { members.append("\"topLanguage\":" + Self.quoted(language)) }
            members.append("\"week\":\"\(summary.week)\"")
            json += "{" + members.joined(separator: ",") + "}"
        }
        json += "]}\n"
        return Data(json.utf8)
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as is.
    static func quoted(_ text: String) -> String {
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
