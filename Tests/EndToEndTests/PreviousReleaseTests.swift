import Foundation
import TestSupport
import Testing

/// A site and a ledger written by the release before issue 48 reshaped the code.
///
/// The release is 0571db7 (`weekly-digest 0.1.0`); the site is `Fixtures/site-written-by-0571db7`.
/// They were made with that commit's release binary, in Asia/Tokyo, with `run --sample -q --week W
/// --output site --now 2026-11-17T09:00:00+09:00` for 2026-W44, W45 and W46, then `email --output
/// site` with the same clock to a loopback SMTP server (DIGEST_STATE=state): 2026-W46 went to
/// you@example.com.
///
/// The new binary must read and extend them with no step and lose nothing.
@Suite struct PreviousReleaseTests {
    static let fixture = SiteTests.fixtures + "/site-written-by-0571db7"
    static let old = ["2026-W44", "2026-W45", "2026-W46"]
    /// A Tuesday after 2026-W47 has ended in Tokyo.
    static let now = "2026-11-24T09:00:00+09:00"

    /// A copy of the fixture: its site and its state folder (700, as the release made it).
    static func copy() throws -> (site: String, state: String) {
        let folder = try BinaryRunner.temporaryFolder()
        try FileManager.default.copyItem(atPath: fixture + "/site", toPath: folder + "/site")
        try FileManager.default.copyItem(atPath: fixture + "/state", toPath: folder + "/state")
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder + "/state")
        return (folder + "/site", folder + "/state")
    }

    static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The environment of every command: the fixture's state folder, where the site's history goes.
    static func environment(_ state: String) -> [String: String] {
        SampleRun.tokyo.merging(["DIGEST_STATE": state]) { $1 }
    }

    /// The weeks `weeks/index.json` lists (in the site's history folder), read without the app's types.
    static func indexedWeeks(_ site: String, state: String) throws -> [String] {
        let index = try #require(
            try JSONSerialization.jsonObject(with: bytes(StoredHistory.index(site, state: state))) as? [String: Any])
        let weeks = try #require(index["weeks"] as? [[String: Any]])
        return weeks.compactMap { $0["week"] as? String }
    }

    @Test func theOldSitePublishesAsItIs() throws {
        let (site, state) = try Self.copy()
        let target = try BinaryRunner.temporaryFolder() + "/www"
        let publish = try BinaryRunner.digest(
            ["publish", "--now", Self.now, "--to", target, "--output", site], environment: Self.environment(state))
        #expect(publish.status == 0, "\(publish.stderr)")
        for week in Self.old {
            #expect(
                try Self.bytes("\(target)/weeks/\(week)/index.html") == Self.bytes("\(site)/weeks/\(week)/index.html"))
        }
    }

    @Test func aWeeklyRunExtendsItAndTheMailFollowsItsLedger() throws {
        let (site, state) = try Self.copy()
        let snapshots = try Self.old.map { try Self.bytes("\(site)/weeks/\($0)/digest.json") }

        let run = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", site, "--now", Self.now, "--templates", SampleRun.templates],
            environment: Self.environment(state))
        #expect(run.status == 0 && run.stderr.isEmpty, "no step and no warning: \(run.stderr)")
        #expect(try Self.indexedWeeks(site, state: state) == Self.old + ["2026-W47"])
        // Carried into the site's history folder byte for byte, and gone from the public folder.
        for (week, before) in zip(Self.old, snapshots) {
            #expect(
                try Self.bytes(StoredHistory.snapshot(site, week, state: state)) == before,
                "\(week)'s snapshot is kept as it was")
            #expect(!FileManager.default.fileExists(atPath: "\(site)/weeks/\(week)/digest.json"))
        }
        let archive = try String(contentsOfFile: site + "/archive/index.html", encoding: .utf8)
        for week in Self.old + ["2026-W47"] { #expect(archive.contains(">\(week)</a>"), "\(week) is in the archive") }
        let previous = try String(contentsOfFile: site + "/weeks/2026-W46/index.html", encoding: .utf8)
        #expect(previous.contains("rel=\"next\" href=\"../../weeks/2026-W47/"), "the week before links to the new one")

        let server = try SMTPTestServer()
        defer { server.stop() }
        let email = try BinaryRunner.digest(
            ["email", "--output", site, "--templates", SampleRun.templates, "--now", Self.now],
            environment: EmailTests.environment(server, state: state))
        #expect(email.status == 0, "\(email.stderr)")
        #expect(email.stdout.contains("Sent 2026-W47 to you@example.com"), "\(email.stdout)")
        #expect(!email.stdout.contains("2026-W46"), "the week the old release sent is not sent again")
        #expect(server.messages.count == 1)
        let ledger = try #require(
            try JSONSerialization.jsonObject(with: Self.bytes(state + "/sent.json")) as? [String: Any])
        let sent = try #require(ledger["sent"] as? [[String: Any]])
        #expect(sent.compactMap { $0["week"] as? String } == ["2026-W46", "2026-W47"])

        let render = try BinaryRunner.digest(
            ["render", "--now", Self.now, "--output", site, "--templates", SampleRun.templates],
            environment: Self.environment(state))
        #expect(render.status == 0 && render.stderr.isEmpty, "\(render.stderr)")
        #expect(render.stdout.contains("Rendered 4 weeks in \(site): 0 files changed."), "\(render.stdout)")
    }
}
