import DigestCore
import Foundation
import TestSupport
import Testing

/// Issue 70, part 3: GitHub, GitLab and Forgejo join one "Reviews and pull requests", read by the
/// built binary from one loopback server answering as each does.
///
/// The exact requests each costs, the section's numbers, and no private repository's name and no
/// token in any file of the site or any output.
@Suite(.serialized)
struct ForgesRunTests {
    static func environment(_ server: LoopbackHTTPServer, state: String) -> [String: String] {
        [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "DIGEST_HTTP_ATTEMPTS": "1",
            "GITHUB_USER": GitHubFixtures.login, "GITHUB_TOKEN": GitHubFixtures.token,
            "GITHUB_API_URL": server.baseURL, "GITLAB_TOKEN": GitLabFixtures.token, "GITLAB_URL": server.baseURL,
            "FORGEJO_USER": ForgejoFixtures.user, "FORGEJO_TOKEN": ForgejoFixtures.token,
            "FORGEJO_URL": server.baseURL,
        ]
    }

    static let tokens = [GitHubFixtures.token, GitLabFixtures.token, ForgejoFixtures.token]

    @Test func threeForgesMakeOneSection() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let server = try LoopbackHTTPServer(handler: ForgeServer.reply)
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned, environment: Self.environment(server, state: state))
        #expect(run.status == 0, "\(run.stderr)")
        let paths = server.requests.map(\.path)
        #expect(paths.filter { $0 == "/graphql" }.count == 1)
        #expect(paths.filter { $0 == "/api/v4/events" }.count == 2)
        #expect(
            paths.filter { $0.hasPrefix("/api/v4/projects/") }.sorted() == [
                "/api/v4/projects/1", "/api/v4/projects/2", "/api/v4/projects/3",
            ])
        #expect(paths.filter { $0.hasPrefix("/api/v1/") }.count == 10)
        #expect(server.requests.count == 16)
        // Each token went only with its own forge's requests.
        for request in server.requests {
            let authorization = request.header("authorization") ?? ""
            if request.path == "/graphql" { #expect(authorization == "Bearer " + GitHubFixtures.token) }
            if request.path.hasPrefix("/api/v4/") { #expect(authorization == "Bearer " + GitLabFixtures.token) }
            if request.path.hasPrefix("/api/v1/") { #expect(authorization == "token " + ForgejoFixtures.token) }
        }
        let markdown = try String(contentsOfFile: output + "/weeks/2026-W47/digest.md", encoding: .utf8)
        // GitHub: 2 opened, 1 merged, 2 reviews, 1 issue; GitLab: 1, 1, 2, 1; Forgejo: 1, 1, 1, 1.
        #expect(
            markdown.contains("**Total:** 4 pull requests opened · 3 merged · 5 reviews given · 3 issues opened"),
            "\(markdown)")
        #expect(markdown.contains("- **Other repositories** · 1 pull request opened · 1 review given · 1 issue opened"))
        #expect(markdown.contains("gnome/gtk") && markdown.contains("forgejo/forgejo"))
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.asRead.contains("9 pull requests and reviews"), "\(page.asRead)")
        for file in BinaryRunner.files(under: output) {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for secret in ["billing-secret", "internal-plan", "Internal plan", "hanako/secret", "Secret roadmap"]
                + Self.tokens
            {
                #expect(!text.contains(secret), "\(secret) in \(file)")
            }
        }
        for text in [run.stdout, run.stderr] { for token in Self.tokens { #expect(!text.contains(token)) } }
    }

    @Test func doctorTriesEachForge() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let server = try LoopbackHTTPServer(handler: ForgeServer.reply)
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["doctor", "--now", "2026-11-23T07:00:00+09:00"],
            environment: Self.environment(server, state: folder + "/s"))
        let said = run.stdout + run.stderr
        #expect(run.status == 0, "\(said)")
        #expect(said.contains("✓ token accepted"), "\(said)")
        #expect(said.contains("✓ GITLAB_TOKEN is hanako's"), "\(said)")
        #expect(said.contains("✓ hanako's activities are read"), "\(said)")
        for token in Self.tokens { #expect(!said.contains(token)) }
    }

    @Test(arguments: ["", "-hanako", "hana ko", "はなこ", "a/b"])
    func aUserThatIsNoForgejoUserIsRefusedBeforeAnyRequest(user: String) throws {
        let folder = try BinaryRunner.temporaryFolder()
        let server = try LoopbackHTTPServer(handler: ForgeServer.reply)
        defer { server.stop() }
        var environment = Self.environment(server, state: folder + "/state")
        environment["FORGEJO_USER"] = user.isEmpty ? "@" : user
        let run = try BinaryRunner.digest(
            ["run", "--output", folder + "/site"] + SampleRun.pinned, environment: environment)
        #expect(run.status == 64, "\(user): \(run.stderr)")
        #expect(run.stderr.contains("FORGEJO_USER"), "\(run.stderr)")
        #expect(server.requests.isEmpty)
    }
}
