import Foundation
import TestSupport
import Testing

/// Issue 66: every source's refusal that echoes its key is quoted with the key blanked.
///
/// A 401 is told in a sentence of ours, so the guard that blanks a key in a quoted answer was
/// held by no test: removing it passed them all. Here each keyed source's API answers with a
/// status or a body the run quotes (an unexpected 418, a 200 that is not JSON) and echoes every
/// credential it was sent (the header, its base64, the query, the body). The page, the feed, the
/// stored week and what the run prints hold the quote, and never the key.
@Suite(.serialized)
struct RefusalEchoTests {
    /// The key every source is given (as issue 57's redirect tests give it).
    static let secret = CredentialRedirectRunTests.secret

    /// (source, its settings given the API's base URL).
    static let sources: [(String, @Sendable (String) -> [String: String])] =
        CredentialRedirectRunTests.sources.map { ($0.0, $0.1) } + [
            (
                "Misskey",
                { @Sendable in
                    [
                        "MISSKEY_ACCOUNT": "@hanako@misskey.example", "MISSKEY_ACCESS_TOKEN": secret,
                        "MISSKEY_API_URL": $0,
                    ]
                }
            )
        ]

    /// The secret as it could come back: as sent, and in base64 (HTTP Basic).
    static var forms: [String] {
        [secret, Data(secret.utf8).base64EncodedString(), Data("\(secret):".utf8).base64EncodedString()]
    }

    static let cases: [(Int, Int)] = (0..<sources.count).flatMap { [($0, 418), ($0, 200)] }

    @Test(arguments: cases)
    func aRefusalThatEchoesTheKeyIsQuotedWithoutIt(source: Int, status: Int) throws {
        let (name, settings) = Self.sources[source]
        let server = try LoopbackHTTPServer { request in
            let echo =
                "you sent \(request.header("authorization") ?? "") \(request.header("x-api-key") ?? "") \(request.target) \(String(decoding: request.body, as: UTF8.self))"
            return .respond(
                status: status, headers: ["Content-Type": "text/html"], body: Data("<html>\(echo)</html>".utf8))
        }
        defer { server.stop() }
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let environment = settings(server.baseURL).merging([
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "DIGEST_HTTP_ATTEMPTS": "1",
        ]) { $1 }
        let run = try BinaryRunner.digest(
            ["run", "-v", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 3, "\(name): \(run.stderr)")
        #expect(!server.requests.isEmpty)
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        // The answer is quoted (so the blanking was needed), the key blanked in it.
        #expect(page.contains("you sent") && page.contains("[redacted]"), "\(name) \(status): \(page.asRead)")
        for (label, text) in [("stdout", run.stdout), ("stderr", run.stderr)]
            + (BinaryRunner.files(under: folder).map { path in
                (
                    path,
                    String(decoding: FileManager.default.contents(atPath: folder + "/" + path) ?? Data(), as: UTF8.self)
                )
            })
        {
            for form in Self.forms { #expect(!text.contains(form), "\(name) \(status): the key in \(label)") }
        }
    }
}
