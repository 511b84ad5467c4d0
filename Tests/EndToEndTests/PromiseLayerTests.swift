import Foundation
import TestSupport
import Testing

/// Issue 57: layers of a promise that only a unit test (or nothing) guarded, each tried end to end
/// with the built binary, so that removing the layer alone fails a test here.
@Suite(.serialized)
struct PromiseLayerTests {
    /// "Every week that ended is mailed, whatever the clock did".
    ///
    /// The ledger's entries from a clock that ran ahead count for nothing: a recipient first mailed
    /// with the clock ahead still gets the week that has ended once the clock is right.
    @Test func aRecipientFirstMailedWithTheClockAheadStillGetsTheWeekThatEnded() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let output = try BinaryRunner.temporaryFolder() + "/site", state = try BinaryRunner.temporaryFolder()
        let environment = EmailTests.environment(server, state: state)
        #expect(try WrongClockMailTests.run(output, now: "2026-11-23T12:00:00+09:00", state: state).status == 0)
        // The clock three months ahead: a run stores weeks from the future, and the first mail is one.
        #expect(try WrongClockMailTests.run(output, now: "2027-03-01T12:00:00+09:00", state: state).status == 0)
        #expect(try WrongClockMailTests.email(output, now: "2027-03-01T12:05:00+09:00", environment).status == 0)
        #expect(WrongClockMailTests.weeks(server) == ["2027-W08"])
        for week in ["2027-W05", "2027-W06", "2027-W07", "2027-W08"] {
            try? FileManager.default.removeItem(atPath: StoredHistory.folder(output, state: state) + "/weeks/" + week)
        }
        _ = try WrongClockMailTests.run(output, now: "2026-11-23T12:00:00+09:00", state: state)
        let email = try WrongClockMailTests.email(output, now: "2026-11-23T12:05:00+09:00", environment)
        #expect(email.status == 0, "\(email.stderr)")
        #expect(WrongClockMailTests.weeks(server) == ["2027-W08", "2026-W47"], "\(email.stdout)")
    }

    /// "Nothing private is published".
    ///
    /// A `run` with nothing to build makes the pages again when they were made under other public
    /// rules, before anything else.
    @Test func aRunWithNothingToBuildMakesPagesMadeUnderOtherRulesAgain() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let run = ["run", "--sample", "-q", "--output", output] + SampleRun.pinned
        let all = try BinaryRunner.digest(
            run, environment: SampleRun.tokyo.merging(["DIGEST_PUBLIC_PROJECTS": "*"]) { $1 })
        #expect(all.status == 0, "\(all.stderr)")
        let page = output + "/weeks/2026-W47/index.html"
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains(PublishHistoryTests.privateName))
        let narrowed = try BinaryRunner.digest(run, environment: SampleRun.tokyo)
        #expect(narrowed.status == 0, "\(narrowed.stderr)")
        for file in BinaryRunner.files(under: output) where file.hasSuffix(".html") || file.hasSuffix(".xml") {
            let text = try String(contentsOfFile: output + "/" + file, encoding: .utf8)
            #expect(!text.contains(PublishHistoryTests.privateName), "\(file) still names the project")
        }
    }

    /// "Secrets never appear".
    ///
    /// An API that answers with a page echoing the credential it was sent (raw and as HTTP Basic's
    /// base64) is quoted in the error with the credential blanked.
    @Test(arguments: CredentialRedirectRunTests.sources.indices)
    func anAnswerEchoingTheCredentialIsQuotedWithoutIt(source: Int) throws {
        let (name, settings, _) = CredentialRedirectRunTests.sources[source]
        let secret = CredentialRedirectRunTests.secret
        let server = try LoopbackHTTPServer { request in
            let sent = request.header("authorization") ?? ""
            return .html(200, "<html>\(sent) \(secret) \(Data(secret.utf8).base64EncodedString())</html>")
        }
        defer { server.stop() }
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let environment = settings(server.baseURL).merging([
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state", "DIGEST_HTTP_ATTEMPTS": "1",
        ]) { $1 }
        let result = try BinaryRunner.digest(
            ["run", "-v", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(result.status == 3, "\(name): \(result.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.contains("[redacted]") || result.stderr.contains("[redacted]"), "\(name): \(result.stderr)")
        for text in [page, result.stdout, result.stderr]
            + BinaryRunner.files(under: folder).compactMap({
                try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8)
            })
        {
            #expect(!text.contains(secret), "\(name)")
            #expect(!text.contains(Data(secret.utf8).base64EncodedString()), "\(name)")
        }
    }

    /// "The move to the history folder loses nothing".
    ///
    /// A week the history already holds with other bytes keeps the history's copy, and the output
    /// folder's copy is set aside in `set-aside/` (docs/site.md), never dropped.
    @Test func aWeekTheHistoryHoldsWithOtherBytesIsSetAsideNotDropped() throws {
        let (output, snapshots) = try HistoryMoveTests.copy()
        let original = try #require(snapshots["2026-W47"])
        // The same week as another copy wrote it: the same content, other bytes.
        let object = try JSONSerialization.jsonObject(with: original)
        let other = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        #expect(other != original)
        let kept = StoredHistory.snapshot(output, "2026-W47")
        try FileManager.default.createDirectory(
            atPath: NSString(string: kept).deletingLastPathComponent, withIntermediateDirectories: true)
        try other.write(to: URL(fileURLWithPath: kept))
        let render = try BinaryRunner.digest(
            ["render", "-q", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.contents(atPath: kept) == other, "the history's copy is kept")
        let aside = StoredHistory.folder(output) + "/set-aside/2026-W47-digest.json"
        #expect(FileManager.default.contents(atPath: aside) == original, "the output's copy is set aside")
        #expect(!FileManager.default.fileExists(atPath: output + "/weeks/2026-W47/digest.json"))
    }

    /// "Nothing stored is lost".
    ///
    /// A rerun whose source answered a first page and then failed keeps the stored week's links,
    /// not the part it got, and says so.
    @Test func aRerunWhoseSourceAnsweredPartlyThenFailedKeepsWhatWasStored() throws {
        typealias M = MastodonFixtures
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let next = M.link(base: "https://\(M.instance)", next: "1154", prev: "1159")
        let fresh = M.page([
            M.status(
                "1160", "<p>new \(M.anchor("https://example.com/only-in-the-rerun"))</p>",
                at: "2026-11-21T01:00:00.000Z")
        ])
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                M.lookupPath: [.json(200, M.account()), .json(200, M.account())],
                M.statusesPath: [
                    .json(200, SharedNetworksTests.mastodonFirst(), headers: next),
                    .json(200, SharedNetworksTests.mastodonSecond()),
                    .json(200, fresh, headers: next), .json(503, #"{"error":"down"}"#),
                ],
            ]))
        defer { server.stop() }
        let environment = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "DIGEST_HTTP_ATTEMPTS": "1",
            "MASTODON_ACCOUNT": "hanako@" + M.instance, "MASTODON_API_URL": server.baseURL,
        ]
        let first = try BinaryRunner.digest(
            ["run", "-q", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let stored = try SharedNetworksTests.stored(output, state: state).map(\.0)
        #expect(!stored.isEmpty)
        let rerun = try BinaryRunner.digest(
            ["run", "-q", "--week", "2026-W47", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(rerun.status == 3, "\(rerun.stderr)")
        #expect(try SharedNetworksTests.stored(output, state: state).map(\.0) == stored, "the stored links are kept")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(page.contains("Kept from the run of"), "\(page)")
    }
}
