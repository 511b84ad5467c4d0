import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestSite

/// Issue 18.1: running a stored week again while its sources are down never loses what was stored.
@Suite(.serialized)
struct RerunTests {
    static let allSources = [
        "WAKATIME_API_KEY": "k", "QIITA_TAGS": "swift", "X_BEARER_TOKEN": "t", "X_USERNAME": "hanako_dev",
        "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_HTTP_TIMEOUT": "1", "DIGEST_HTTP_ATTEMPTS": "1",
    ]

    static func environment(_ base: String) -> [String: String] {
        allSources.merging([
            "WAKATIME_API_URL": base + "/api/v1", "QIITA_API_URL": base + "/api/v2", "X_API_URL": base + "/2",
        ]) { $1 }
    }

    @Test(arguments: [Reply.json(503, #"{"error":"down"}"#), .silence])
    func aRerunWithEverySourceDownKeepsTheStoredWeek(reply: Reply) throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let first = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        try #require(first.status == 0, "\(first.stderr)")
        try StoredHistory.adopt(output)
        let week = try ISOWeek(parsing: "2026-W47")
        let stored = try #require(
            try SnapshotStore(root: output, history: StoredHistory.folder(output), fileSystem: LocalFileSystem()).load(
                week))
        let storedCount = (stored.readingList.value?.count ?? 0) + (stored.sharedLinks.value?.count ?? 0)
        #expect(storedCount > 10)

        let server = try LoopbackHTTPServer { _ in reply }
        defer { server.stop() }
        // Asked for by --week: without it, a stored week that is complete is not fetched again;
        // --refetch, so that X (whose stored posts --week alone would reuse) is read and fails too.
        let rerun = try BinaryRunner.digest(
            ["run", "--week", "2026-W47", "--refetch", "--output", output] + SampleRun.pinned,
            environment: Self.environment(server.baseURL))
        #expect(rerun.status == 3, "\(rerun.stderr)")
        #expect(rerun.stderr.contains("2026-W47: the reading list stored by an earlier run is kept"), "\(rerun.stderr)")
        let after = try #require(
            try SnapshotStore(root: output, history: StoredHistory.folder(output), fileSystem: LocalFileSystem()).load(
                week))
        #expect(after.readingList.value == stored.readingList.value)
        #expect(after.sharedLinks.value == stored.sharedLinks.value)
        #expect(after.coding.value == stored.coding.value)
        for notes in [after.coding.notes, after.readingList.notes, after.sharedLinks.notes] {
            #expect(notes.contains { $0.hasPrefix("Kept from the run of 2026-11-22 22:00 UTC; this run failed: ") })
        }
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.asRead.contains("Kept from the run of 2026-11-22 22:00 UTC"))
        for article in stored.readingList.value ?? [] {
            #expect(page.contains(HTMLText.escaped(article.title)), "\(article.title) is still listed")
        }
    }

    @Test func anUnreadableStoredWeekStopsTheRerunAndStaysAsItWas() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let first = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        try #require(first.status == 0)
        let path = StoredHistory.snapshot(output, "2026-W47")
        let broken = Data(#"{"schemaVersion": 1, "week": "2026-W47", "coding": "#.utf8)
        try broken.write(to: URL(fileURLWithPath: path))
        let rerun = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(rerun.status == 1)
        #expect(rerun.stderr.contains(path))
        #expect(rerun.stderr.contains("nothing was written"))
        #expect(!rerun.stderr.contains("delete"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == broken)
    }
}

/// The HTML escaping the pages use for text, to look for a title in a page.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
