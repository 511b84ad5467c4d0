import Foundation
import Testing

/// What a site's snapshots say, read with JSONSerialization and computed here, apart from the
/// app's own summaries.
struct SnapshotFacts {
    /// Each present week's `digest.json` as parsed JSON.
    var digests: [String: [String: Any]] = [:]
    /// The weeks asked for, oldest first.
    let weeks: [String]
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
        return calendar
    }()

    init(folder: String, weeks: [String]) throws {
        self.weeks = weeks
        for week in weeks {
            let path = "\(folder)/weeks/\(week)/digest.json"
            guard FileManager.default.fileExists(atPath: path) else { continue }
            digests[week] = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        }
    }

    func value(_ week: String, _ source: String) -> Any? {
        (digests[week]?[source] as? [String: Any])?["value"]
    }

    /// The week's coding time: the sum of its days, or of its languages when no day had any.
    func knownTotal(_ week: String) -> Int? {
        guard let stats = value(week, "coding") as? [String: Any] else { return nil }
        let days = (stats["days"] as? [[String: Any]] ?? []).map { $0["seconds"] as? Int ?? 0 }.reduce(0, +)
        let languages = (stats["languages"] as? [[String: Any]] ?? []).map { $0["seconds"] as? Int ?? 0 }.reduce(0, +)
        return days > 0 ? days : languages
    }

    var present: [String] { weeks.filter { digests[$0] != nil } }
    var idle: [String] { present.filter { knownTotal($0) == 0 } }
    var failed: [String] { present.filter { knownTotal($0) == nil } }

    func total(of weeks: [String]) -> Int { weeks.compactMap(knownTotal).reduce(0, +) }
    func average(of weeks: [String]) -> Int {
        let known = weeks.compactMap(knownTotal)
        return known.isEmpty ? 0 : known.reduce(0, +) / known.count
    }

    /// Date (`yyyy-MM-dd`) to seconds, for every day of a week with coding data.
    var days: [String: Int] {
        var days: [String: Int] = [:]
        for week in present {
            guard let stats = value(week, "coding") as? [String: Any] else { continue }
            for day in stats["days"] as? [[String: Any]] ?? [] {
                if let date = day["date"] as? String { days[date, default: 0] += day["seconds"] as? Int ?? 0 }
            }
        }
        return days
    }

    func codingDays(of weeks: [String]) -> Int {
        weeks.reduce(0) { count, week in
            guard let stats = value(week, "coding") as? [String: Any] else { return count }
            return count + (stats["days"] as? [[String: Any]] ?? []).filter { ($0["seconds"] as? Int ?? 0) > 0 }.count
        }
    }

    func articles(of weeks: [String]) -> Int {
        weeks.compactMap { (value($0, "readingList") as? [Any])?.count }.reduce(0, +)
    }

    func links(of weeks: [String]) -> Int {
        weeks.compactMap { (value($0, "sharedLinks") as? [Any])?.count }.reduce(0, +)
    }

    /// The Monday of `week` (`2026-W47`).
    func monday(_ week: String) -> Date? {
        let parts = week.split(separator: "-W")
        guard parts.count == 2, let year = Int(parts[0]), let number = Int(parts[1]) else { return nil }
        return DateComponents(calendar: calendar, weekday: 2, weekOfYear: number, yearForWeekOfYear: year).date
    }

    func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// The current and longest runs of coding days over every week from the first present one to
    /// the last asked for; a day without data breaks a run.
    var streaks: (current: Int, longest: Int) {
        guard let first = present.first.flatMap(monday), let last = weeks.last.flatMap(monday) else { return (0, 0) }
        let days = days
        var run = 0, longest = 0
        var date = first
        while date < last.addingTimeInterval(7 * 86_400) {
            if let seconds = days[day(date)], seconds > 0 {
                run += 1
                longest = max(longest, run)
            } else {
                run = 0
            }
            date = calendar.date(byAdding: .day, value: 1, to: date) ?? date.addingTimeInterval(86_400)
        }
        return (run, longest)
    }

    /// Coding time by the month of each week's Thursday.
    func months(of weeks: [String]) -> [Int] {
        var months = [Int](repeating: 0, count: 12)
        for week in weeks {
            guard let monday = monday(week), let thursday = calendar.date(byAdding: .day, value: 3, to: monday) else {
                continue
            }
            months[calendar.component(.month, from: thursday) - 1] += knownTotal(week) ?? 0
        }
        return months
    }

    /// `name=count` of the first ten, most first, ties by name.
    static func ranked(_ counts: [String: Int]) -> [String] {
        counts.filter { $0.value > 0 }.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(10).map { "\($0.key)=\($0.value)" }
    }

    func topLanguages(of weeks: [String]) -> [String] {
        var seconds: [String: Int] = [:]
        for week in weeks {
            let languages = (value(week, "coding") as? [String: Any])?["languages"] as? [[String: Any]] ?? []
            for language in languages {
                seconds[language["name"] as? String ?? "", default: 0] += language["seconds"] as? Int ?? 0
            }
        }
        return Self.ranked(seconds)
    }

    func bestWeek(of weeks: [String]) -> String {
        var best: (String, Int)?
        for week in weeks {
            if let total = knownTotal(week), total > (best?.1 ?? 0) { best = (week, total) }
        }
        return best?.0 ?? "none"
    }

    /// Tags without regard to case (Qiita's `Swift` and Zenn's `swift` are one), shown with a
    /// capital when any article spells them so.
    func topTags(of weeks: [String]) -> [String] {
        var counts: [String: Int] = [:], spellings: [String: [String]] = [:]
        for week in weeks {
            for article in value(week, "readingList") as? [[String: Any]] ?? [] {
                let tags = article["tags"] as? [String] ?? []
                for tag in tags { spellings[tag.lowercased(), default: []].append(tag) }
                for tag in Set(tags.map { $0.lowercased() }) { counts[tag, default: 0] += 1 }
            }
        }
        let named = counts.map { key, count in
            let seen = spellings[key] ?? [key]
            return (seen.first { $0 != $0.lowercased() } ?? seen.first ?? key, count)
        }
        return Self.ranked(Dictionary(uniqueKeysWithValues: named))
    }

    func topDomains(of weeks: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for week in weeks {
            for link in value(week, "sharedLinks") as? [[String: Any]] ?? [] {
                guard var host = URLComponents(string: link["url"] as? String ?? "")?.host?.lowercased() else {
                    continue
                }
                if host.hasPrefix("www.") { host.removeFirst(4) }
                counts[host, default: 0] += 1
            }
        }
        return Self.ranked(counts)
    }
}

/// The numbers a history page states in its `data-value` attributes, found by their labels.
struct PageFacts {
    let text: String

    init(path: String) throws {
        text = try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The numbers in `data-value="…"` after `marker`, up to `end`.
    func values(after marker: String, until end: String) -> [Int] {
        guard let start = text.range(of: marker) else { return [] }
        let rest = text[start.upperBound...]
        let scope = rest[..<(rest.range(of: end)?.lowerBound ?? rest.endIndex)]
        return scope.components(separatedBy: "data-value=\"").dropFirst().compactMap {
            Int($0.prefix { $0.isNumber })
        }
    }

    /// A row of the periods table: the last 12 and 52 weeks.
    func row(_ label: String) -> [Int] { values(after: "<th scope=\"row\">\(label)</th>", until: "</tr>") }

    /// A card's `data-value`.
    func card(_ label: String) -> Int? { values(after: "<dt>\(label)</dt>", until: "</div>").first }

    /// A week's coding seconds in the numbers table; nil when the cell has none.
    func weekTotal(_ week: String) -> Int? { values(after: ">\(week)</a></th><td", until: ">").first }

    /// The months table.
    func months() -> [Int] { values(after: "<caption id=\"months-caption\">", until: "</table>") }

    /// `name=seconds` of the languages table.
    func languages() -> [String] {
        pairs(
            after: "<table class=\"numbers languages\">", until: "</table>", name: "</span> ",
            value: "</th><td data-value=\"")
    }

    /// `name=count` of the list under the heading `heading`.
    func counts(in heading: String) -> [String] {
        pairs(
            after: "<h3>\(heading)</h3>", until: "</ol>", name: "<span class=\"name\">",
            value: "</span> <span class=\"value\" data-value=\"")
    }

    func pairs(after marker: String, until end: String, name: String, value: String) -> [String] {
        guard let start = text.range(of: marker) else { return [] }
        let rest = text[start.upperBound...]
        let scope = String(rest[..<(rest.range(of: end)?.lowerBound ?? rest.endIndex)])
        return scope.components(separatedBy: name).dropFirst().compactMap { piece in
            guard let split = piece.range(of: value) else { return nil }
            let number = piece[split.upperBound...].prefix { $0.isNumber }
            return "\(Self.unescaped(String(piece[..<split.lowerBound])))=\(number)"
        }
    }

    static func unescaped(_ html: String) -> String {
        html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
