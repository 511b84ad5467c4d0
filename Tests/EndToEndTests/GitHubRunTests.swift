import DigestCore
import Foundation
import TestSupport
import Testing

/// Issue 70, part 3: your reviews and pull requests on GitHub, read by the built binary.
///
/// A loopback server answers as GitHub's GraphQL API does. One request a week; the token sent as a
/// bearer header alone and in no file or output; a private repository counted, never named on the
/// site; a rerun while GitHub fails keeping what was stored.
@Suite(.serialized)
struct GitHubRunTests {
    typealias G = GitHubFixtures

    static func environment(_ server: LoopbackHTTPServer, state: String) -> [String: String] {
        [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "GITHUB_USER": G.login, "GITHUB_TOKEN": G.token,
            "GITHUB_API_URL": server.baseURL, "DIGEST_HTTP_ATTEMPTS": "1", "DIGEST_GOAL_REVIEWS": "3",
        ]
    }

    static func stored(_ output: String, state: String) throws -> Digest {
        let data = try Data(contentsOf: URL(fileURLWithPath: StoredHistory.snapshot(output, "2026-W47", state: state)))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Digest.self, from: data)
    }

    @Test func theWeeksReviewsAndPullRequestsMakeAWholeDigest() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let server = try LoopbackHTTPServer(script: ReplyScript(["/graphql": [.json(200, G.week)]]))
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned, environment: Self.environment(server, state: state))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(server.requests.count == 1)
        #expect(server.requests.allSatisfy { $0.header("authorization") == "Bearer " + G.token })
        // The stored week keeps every contribution of the week, the private one by name.
        let stats = try #require(try Self.stored(output, state: state).reviews?.value)
        #expect(stats.count == 4)
        #expect(stats.total.merged == 1 && stats.total.issues == 1 && stats.restricted == 2)
        #expect(stats.contributions.contains { $0.repository == "acme/billing-secret" })
        let markdown = try String(contentsOfFile: output + "/weeks/2026-W47/digest.md", encoding: .utf8)
        #expect(
            markdown.contains("**Total:** 2 pull requests opened · 1 merged · 2 reviews given · 1 issue opened"),
            "\(markdown)")
        #expect(markdown.contains("**By day:** Mon 1 · Tue 1 · Wed 1 · Thu 1 · Fri 1 · Sat 1 · Sun 0"))
        #expect(markdown.contains("- **Other repositories** · 1 pull request opened"))
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        // A week of reviews only is a whole digest: its headline, and its goal met.
        #expect(page.asRead.contains("4 pull requests and reviews"), "\(page.asRead)")
        #expect(page.asRead.contains("Goal met"), "\(page.asRead)")
        #expect(page.contains("Fix &lt;script&gt;alert(1)&lt;/script&gt; &amp; **bold** 日本語"))
        let trends = try String(contentsOfFile: output + "/trends/index.html", encoding: .utf8)
        #expect(trends.asRead.contains("Pull requests and reviews"))
        for file in BinaryRunner.files(under: output) {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for secret in ["acme", "billing-secret", "Secret billing plan", G.token, "javascript:alert"] {
                #expect(!text.contains(secret), "\(secret) in \(file)")
            }
        }
        for text in [run.stdout, run.stderr] { #expect(!text.contains(G.token)) }
    }

    /// A rerun while GitHub rejects the token keeps the stored week, noted, and exits 3; the token
    /// echoed in the answer appears nowhere.
    @Test func aRerunWhileGitHubFailsKeepsWhatWasStored() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let good = try LoopbackHTTPServer(script: ReplyScript(["/graphql": [.json(200, G.week)]]))
        let first = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned, environment: Self.environment(good, state: state))
        good.stop()
        #expect(first.status == 0, "\(first.stderr)")
        let refusing = try LoopbackHTTPServer { _ in .json(401, #"{"message":"Bad credentials \#(G.token)"}"#) }
        defer { refusing.stop() }
        let rerun = try BinaryRunner.digest(
            ["run", "--week", "2026-W47", "--output", output] + SampleRun.pinned,
            environment: Self.environment(refusing, state: state))
        #expect(rerun.status == 3, "\(rerun.stderr)")
        #expect(try Self.stored(output, state: state).reviews?.value?.count == 4)
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(page.contains("GitHub rejected GITHUB_TOKEN"), "\(page)")
        #expect(page.contains("Kept from the run of"), "\(page)")
        for text in [rerun.stdout, rerun.stderr]
            + BinaryRunner.files(under: folder).compactMap({ try? String(contentsOfFile: $0, encoding: .utf8) })
        {
            #expect(!text.contains(G.token))
        }
    }

    @Test(arguments: ["", "-hanako", "hana--ko", "はなこ", "a/b", String(repeating: "a", count: 40)])
    func aLoginThatIsNoGitHubLoginIsRefusedBeforeAnyRequest(login: String) throws {
        let folder = try BinaryRunner.temporaryFolder()
        let server = try LoopbackHTTPServer(script: ReplyScript(["/graphql": [.json(200, G.week)]]))
        defer { server.stop() }
        var environment = Self.environment(server, state: folder + "/state")
        environment["GITHUB_USER"] = login.isEmpty ? "@" : login
        let run = try BinaryRunner.digest(
            ["run", "--output", folder + "/site"] + SampleRun.pinned, environment: environment)
        #expect(run.status == 64, "\(login): \(run.stderr)")
        #expect(run.stderr.contains("GITHUB_USER"), "\(run.stderr)")
        #expect(server.requests.isEmpty)
    }

    @Test func aLoginWithoutATokenIsRefusedNamingIt() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let run = try BinaryRunner.digest(
            ["run", "--output", folder + "/site"] + SampleRun.pinned,
            environment: ["DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state", "GITHUB_USER": G.login])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("GITHUB_TOKEN is not"), "\(run.stderr)")
    }

    @Test func doctorTriesTheToken() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let good = try LoopbackHTTPServer(script: ReplyScript(["/graphql": [.json(200, G.week)]]))
        defer { good.stop() }
        let ok = try BinaryRunner.digest(
            ["doctor", "--now", "2026-11-23T07:00:00+09:00"], environment: Self.environment(good, state: folder + "/s"))
        #expect(ok.stdout.contains("✓ token accepted"), "\(ok.stdout)\(ok.stderr)")
        let bad = try LoopbackHTTPServer { _ in .json(401, G.badCredentials) }
        defer { bad.stop() }
        let refused = try BinaryRunner.digest(
            ["doctor", "--now", "2026-11-23T07:00:00+09:00"], environment: Self.environment(bad, state: folder + "/s"))
        #expect(refused.status == 64, "\(refused.stdout)\(refused.stderr)")
        #expect((refused.stdout + refused.stderr).contains("GitHub rejected GITHUB_TOKEN"))
        for text in [ok.stdout, ok.stderr, refused.stdout, refused.stderr] { #expect(!text.contains(G.token)) }
    }
}
