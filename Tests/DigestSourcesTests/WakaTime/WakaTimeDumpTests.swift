import Foundation
import Testing

@testable import DigestCore
@testable import DigestSources

/// WakaTime's daily data dump read into weeks (issue 69's history from day one): the days of a
/// week summed, a day absent as no coding, a week the dump does not cover as unknown, and a day's
/// files, branches and machines never read.
struct WakaTimeDumpTests {
    /// A day as the dump writes it: its totals, and its files and branches (private).
    static func day(_ date: String, _ seconds: Int, language: String = "Swift", project: String = "weekly-digest")
        -> [String: Any]
    {
        [
            "date": date,
            "grand_total": ["total_seconds": Double(seconds) + 0.4, "digital": "1:00", "text": "1 hr", "hours": 1],
            "languages": [["name": language, "total_seconds": seconds, "percent": 100.0]],
            "editors": [["name": "Xcode", "total_seconds": seconds]],
            "operating_systems": [["name": "Mac", "total_seconds": seconds]],
            "machines": [["name": "hanako-mbp.local", "total_seconds": seconds]],
            "categories": [["name": "Coding", "total_seconds": seconds]],
            "projects": [
                [
                    "name": project, "grand_total": ["total_seconds": seconds],
                    "branches": [["name": "feature/secret-client", "total_seconds": seconds]],
                    "entities": [
                        ["name": "/Users/hanako/src/\(project)/Secret.swift", "type": "file", "total_seconds": seconds]
                    ],
                ]
            ],
            "entities": [
                ["name": "/Users/hanako/src/\(project)/Secret.swift", "type": "file", "total_seconds": seconds]
            ],
        ]
    }

    static func dump(_ days: [Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: [
            "user": ["username": "hanako", "timezone": "Asia/Tokyo", "email": "hanako@example.com"],
            "range": ["start": 1_700_000_000, "end": 1_800_000_000], "days": days,
        ])
    }

    static let week = (try? ISOWeek(parsing: "2026-W47")) ?? ISOWeek(containing: Date(), in: .gmt)

    @Test func aWeeksDaysAreSummedAndAnAbsentDayIsNoCoding() throws {
        let data = try Self.dump([
            Self.day("2026-11-15", 999),  // the Sunday before
            Self.day("2026-11-16", 3600), Self.day("2026-11-17", 1800, language: "TypeScript", project: "web"),
            // Wednesday absent: no coding.
            Self.day("2026-11-19", 600, project: "ブログ <b>"),
            ["grand_total": ["total_seconds": 5]],  // no date: left out
        ])
        let dump = try WakaTimeDump(data: data, path: "/tmp/wakatime.json")
        #expect(dump.skippedDays == 1)
        let stats = try #require(dump.stats(for: Self.week))
        #expect(stats.days.map(\.seconds) == [3600, 1800, 0, 600, 0, 0, 0])
        #expect(stats.languages.map { "\($0.name) \($0.seconds)" } == ["Swift 4200", "TypeScript 1800"])
        #expect(stats.projects.map { "\($0.name) \($0.seconds)" } == ["weekly-digest 3600", "web 1800", "ブログ <b> 600"])
        #expect(stats.editors.map { "\($0.name) \($0.seconds)" } == ["Xcode 6000"])
        #expect(dump.span?.lowerBound.description == "2026-11-15")
        // Nothing of a day's files, branches or machines is in what was read.
        let read = String(describing: dump.days)
        for secret in ["Secret.swift", "/Users/hanako", "feature/secret-client", "hanako-mbp", "hanako@example.com"] {
            #expect(!read.contains(secret), "\(secret)")
        }
    }

    @Test func aWeekTheDumpDoesNotCoverIsUnknown() throws {
        let dump = try WakaTimeDump(data: try Self.dump([Self.day("2026-11-16", 3600)]), path: "/tmp/d.json")
        #expect(dump.stats(for: try ISOWeek(parsing: "2026-W46")) == nil)
        #expect(try WakaTimeDump(data: try Self.dump([]), path: "/tmp/d.json").span == nil)
    }

    /// (the file's text, the error).
    static let broken: [(String, WakaTimeDumpError)] = [
        ("", .empty(path: "/tmp/d.json")),
        (#"{"days": [{"date": "2026-11-16", "grand_total": {"total_sec"#, .notJSON(path: "/tmp/d.json")),
        ("PK\u{3}\u{4}zipped", .notJSON(path: "/tmp/d.json")),
        (#"[{"time": 1795300000.5, "entity": "/Users/x/a.swift", "type": "file"}]"#, .notADump(path: "/tmp/d.json")),
        (#"{"days": "none"}"#, .notADump(path: "/tmp/d.json")),
        (#"{"user": {}}"#, .notADump(path: "/tmp/d.json")),
    ]

    @Test(arguments: broken)
    func aFileThatIsNoDumpSaysWhatToDo(text: String, error: WakaTimeDumpError) {
        #expect(throws: error) { try WakaTimeDump(data: Data(text.utf8), path: "/tmp/d.json") }
        #expect(error.description.contains("/tmp/d.json"))
    }
}
