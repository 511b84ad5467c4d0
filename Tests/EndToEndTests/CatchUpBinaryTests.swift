import Foundation
import TestSupport
import Testing

/// Issue 21's promise through the binary: a site whose newest week is W44, run on the Monday of
/// W48, builds W45, W46 and W47 from what X can still answer (recent search reaches back 7 days),
/// says exactly which days it could not read and how to add them, then builds nothing more; and
/// `email` sends the three weeks the reader has not had.
@Suite(.serialized)
struct CatchUpBinaryTests {
    static let monday = "2026-11-23T07:00:00+09:00"

    @Test func threeMissedWeeksAreBuiltWithNotesThenNothingThenMailed() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let smtp = try SMTPTestServer()
        defer { smtp.stop() }
        // One state folder for every command, as a user has: the site's history and the ledger.
        let state = try BinaryRunner.temporaryFolder() + "/state"
        let mail = EmailTests.environment(smtp, state: state)

        // W44 from the sample, mailed: the reader has everything up to W44.
        let old = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--week", "2026-W44", "--output", output, "--now", Self.monday],
            environment: SampleRun.tokyo.merging(["DIGEST_STATE": state]) { $1 })
        #expect(old.status == 0, "\(old.stderr)")
        // As a live run would have stored it (a live run starts afresh from a sample's weeks).
        try StoredHistory.adopt(output, state: state)
        let first = try EmailTests.email(output, mail, ["--week", "2026-W44"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(smtp.messages.count == 1)

        // Three Mondays later, with X as the live source: one search, for what it can still reach.
        let x = try LoopbackHTTPServer(
            script: ReplyScript([RunXTests.path: [.json(200, RunXTests.firstPage), .json(200, RunXTests.secondPage)]]))
        defer { x.stop() }
        let live = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "X_BEARER_TOKEN": RunXTests.token, "X_USERNAME": "hanako_dev",
            "X_API_URL": x.baseURL + "/2", "DIGEST_STATE": state, "X_QUERY": RunXTests.query,
        ]
        let run = try BinaryRunner.digest(["run", "--output", output, "--now", Self.monday], environment: live)
        #expect(run.status == 0, "\(run.stderr)")
        let summaries = run.stdout.split(separator: "\n").filter { $0.hasPrefix("Wrote ") }
        #expect(summaries.count == 3, "\(run.stdout)")
        for (line, week) in zip(summaries, ["2026-W45", "2026-W46", "2026-W47"]) {
            #expect(line.contains("weeks/\(week)/index.html"), "\(line)")
        }
        #expect(x.requests.allSatisfy { ($0.query["start_time"] ?? "") >= "2026-11-15T22:00:00Z" })

        // The weeks search cannot reach say which days and how to add them; W47 was searched.
        for (week, days) in [("2026-W45", "2026-11-02 to 2026-11-08"), ("2026-W46", "2026-11-09 to 2026-11-15")] {
            let page = try String(contentsOfFile: output + "/weeks/\(week)/digest.md", encoding: .utf8)
            #expect(page.contains("\(week) (\(days)) cannot be read from it"), "\(week): \(page)")
            #expect(page.contains("run --week \(week)"), "\(week) does not say how to add its links")
        }
        let latest = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(latest.contains("href=\"https://swift.org/blog/\""))

        // Nothing is missing now: the next run builds nothing and asks X nothing.
        let asked = x.requests.count
        let again = try BinaryRunner.digest(["run", "--output", output, "--now", Self.monday], environment: live)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("Nothing to build"), "\(again.stdout)")
        #expect(x.requests.count == asked)

        // The reader had W44: email sends W45, W46 and W47, oldest first.
        let sent = try EmailTests.email(output, mail)
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(smtp.messages.count == 4)
        let order = ["2026-W45", "2026-W46", "2026-W47"].compactMap { sent.stdout.range(of: "Sent \($0)")?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "\(sent.stdout)")
    }
}
