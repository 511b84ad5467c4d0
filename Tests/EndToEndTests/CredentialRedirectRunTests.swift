import Foundation
import Synchronization
import TestSupport
import Testing

/// Issue 57: an API that redirects to another origin never receives the key or token there.
///
/// The run says why (naming the setting to change) with exit 3. Each source that carries a
/// credential, each redirect status, another port and another host name on loopback; the built
/// binary against real servers.
@Suite(.serialized)
struct CredentialRedirectRunTests {
    static let secret = "secret-0057-do-not-send"

    /// (source, its settings given the API's base URL, the base URL's setting).
    static let sources: [(String, @Sendable (String) -> [String: String], String)] = [
        ("WakaTime", { ["WAKATIME_API_KEY": secret, "WAKATIME_API_URL": $0] }, "WAKATIME_API_URL"),
        ("Qiita", { ["QIITA_TAGS": "swift", "QIITA_ACCESS_TOKEN": secret, "QIITA_API_URL": $0] }, "QIITA_API_URL"),
        ("X", { ["X_USERNAME": "hanako", "X_BEARER_TOKEN": secret, "X_API_URL": $0] }, "X_API_URL"),
        (
            "Mastodon",
            {
                [
                    "MASTODON_ACCOUNT": "hanako@mastodon.example", "MASTODON_ACCESS_TOKEN": secret,
                    "MASTODON_API_URL": $0,
                ]
            },
            "MASTODON_API_URL"
        ),
        (
            "GitHub", { ["GITHUB_USER": "hanako-dev", "GITHUB_TOKEN": secret, "GITHUB_API_URL": $0] },
            "GITHUB_API_URL"
        ),
        ("GitLab", { ["GITLAB_TOKEN": secret, "GITLAB_URL": $0] }, "GITLAB_URL"),
        (
            "Forgejo", { ["FORGEJO_USER": "hanako", "FORGEJO_TOKEN": secret, "FORGEJO_URL": $0] },
            "FORGEJO_URL"
        ),
    ]

    static let cases: [(Int, Int, Bool)] = (0..<sources.count).flatMap { source in
        [302, 303, 307, 308].flatMap { status in [(source, status, true), (source, status, false)] }
    }

    @Test(arguments: cases)
    func theCredentialStaysWithItsHost(source: Int, status: Int, otherPort: Bool) throws {
        let (name, settings, variable) = Self.sources[source]
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let other = try LoopbackHTTPServer { _ in .json(200, "{}") }
        defer { other.stop() }
        let elsewhere = Mutex("")
        let server = try LoopbackHTTPServer { request in
            .respond(status: status, headers: ["Location": elsewhere.withLock { $0 } + request.target], body: Data())
        }
        defer { server.stop() }
        let target = otherPort ? other.baseURL : "http://localhost:\(server.port)"
        elsewhere.withLock { $0 = target }
        let environment = settings(server.baseURL).merging([
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state", "DIGEST_HTTP_ATTEMPTS": "1",
        ]) { $1 }
        let run = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(other.requests.isEmpty, "\(name) followed \(status) to another port")
        #expect(!server.requests.isEmpty)
        #expect(
            server.requests.allSatisfy { $0.header("host") == "127.0.0.1:\(server.port)" },
            "\(name) followed \(status) to localhost")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        let said = page + run.stdout + run.stderr
        #expect(said.contains("redirected"), "\(page)\n\(run.stderr)")
        #expect(said.contains("point \(variable) at it"), "\(page)\n\(run.stderr)")
        #expect(said.contains(target), "\(page)\n\(run.stderr)")
        for text in [run.stdout, run.stderr]
            + BinaryRunner.files(under: folder).compactMap({ try? String(contentsOfFile: $0, encoding: .utf8) })
        {
            #expect(!text.contains(Self.secret))
        }
    }
}
