import Foundation
import TestSupport
import Testing

/// Issue 71: `days.csv`, one row a day of the whole history, read by Python's `csv` (RFC 4180)
/// and added up against each week's `week.json`.
@Suite(.serialized)
struct DaysTableTests {
    /// The rows of `days.csv` under `output` as Python's csv module reads them, header first,
    /// and whether every line ended with CRLF.
    static func rows(_ output: String) throws -> (rows: [[String]], crlf: Bool) {
        let python = try #require(BinaryRunner.which("python3"))
        let script = """
            import csv, json, sys
            data = open(sys.argv[1] + "/days.csv", newline="").read()
            lines = data.split("\\r\\n")
            print(json.dumps({"rows": list(csv.reader(data.splitlines(), strict=True)),
                              "crlf": lines[-1] == "" and all("\\n" not in line for line in lines)}))
            """
        let result = try BinaryRunner.run(python, ["-c", script, output])
        try #require(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return (try #require(object["rows"] as? [[String]]), object["crlf"] as? Bool == true)
    }

    @Test func theDaysOfTheSampleHistoryAddUpToEachWeek() throws {
        let output = try HistoryPagesTests.site()
        let (rows, crlf) = try Self.rows(output)
        #expect(crlf, "every line of days.csv ends with CRLF")
        #expect(
            rows.first == ["date", "coding_seconds", "commits", "lines_added", "lines_removed", "articles", "links"])
        let body = Array(rows.dropFirst())
        for row in body {
            #expect(row.count == 7, "\(row)")
            #expect(row.dropFirst().allSatisfy { $0.isEmpty || Int($0) != nil }, "numbers only: \(row)")
        }
        let weeks = BinaryRunner.files(under: output).filter { $0.hasSuffix("/week.json") }.sorted()
        #expect(body.count == weeks.count * 7, "\(body.count) rows for \(weeks.count) weeks")
        #expect(body.map { $0[0] } == body.map { $0[0] }.sorted() && Set(body.map { $0[0] }).count == body.count)
        var failedCoding = 0
        for file in weeks {
            let week = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/" + file)))
                    as? [String: Any])
            let start = try #require(week["start"] as? String), end = try #require(week["end"] as? String)
            let days = body.filter { $0[0] >= start && $0[0] <= end }
            #expect(days.count == 7, "\(file)")
            func total(_ column: Int) -> Int? {
                let cells = days.map { $0[column] }
                return cells.allSatisfy(\.isEmpty) ? nil : cells.compactMap { Int($0) }.reduce(0, +)
            }
            let coding = week["coding"] as? [String: Any], commits = week["commits"] as? [String: Any]
            if coding == nil { failedCoding += 1 }
            #expect(total(1) == coding?["seconds"] as? Int, "coding seconds of \(file)")
            #expect(total(2) == commits?["commits"] as? Int, "commits of \(file)")
            #expect(total(3) == commits?["added"] as? Int, "lines added of \(file)")
            #expect(total(4) == commits?["removed"] as? Int, "lines removed of \(file)")
            #expect(total(5) == (week["articles"] as? [Any])?.count, "articles of \(file)")
            #expect(total(6) == (week["links"] as? [Any])?.count, "links of \(file)")
        }
        #expect(failedCoding > 0, "a week whose coding failed has empty cells, not zeros")
        #expect(body.contains { Int($0[2]) ?? 0 > 0 } && body.contains { Int($0[5]) ?? 0 > 0 })
        #expect(body.contains { Int($0[6]) ?? 0 > 0 })
    }

    @Test func anIndexOfTheVersionBeforeIsReadAgainFromTheSnapshots() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let environment = SampleRun.tokyo.merging(["DIGEST_STATE": folder + "/state"]) { $1 }
        for week in ["2026-W46", "2026-W47"] {
            let run = try BinaryRunner.digest(
                ["run", "--sample", "--week", week, "--output", output] + SampleRun.pinned, environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let before = try Self.rows(output).rows
        // An index as version 2 wrote it: no day's commits, articles or links.
        let index = StoredHistory.index(output, state: folder + "/state")
        var text = try String(contentsOfFile: index, encoding: .utf8)
        text = text.replacingOccurrences(of: "{\"version\":3,", with: "{\"version\":2,")
        for key in ["commitDays", "articleDays", "linkDays"] {
            text = text.replacingOccurrences(
                of: "\"\(key)\":\\[[^\\]]*\\],", with: "", options: .regularExpression)
        }
        #expect(!text.contains("linkDays") && text.contains("\"version\":2"))
        try text.write(toFile: index, atomically: true, encoding: .utf8)
        let run = try BinaryRunner.digest(
            ["run", "--sample", "--week", "2026-W47", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.rows(output).rows == before)
        #expect(before.count == 15 && before.dropFirst().allSatisfy { !$0[2].isEmpty && !$0[6].isEmpty })
    }
}
