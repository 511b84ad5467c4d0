import Crypto
import Foundation
import TestSupport
import Testing

/// Issue 59: X at the owned-read price.
///
/// With the app owner's own user-context credentials
/// (`X_API_KEY`, `X_API_SECRET`, `X_ACCESS_TOKEN`, `X_ACCESS_TOKEN_SECRET`), every request is
/// signed as RFC 5849 says; a loopback X recomputes each signature itself (``XSignatureCheck``)
/// and answers 401 to one that does not hold, as X does. The account comes from `users/me`.
@Suite(.serialized)
struct XOwnerCredentialsTests {
    static let consumerKey = "consumer-key-0059-abcdef"
    static let consumerSecret = "consumer-secret-0059-ghijkl"
    static let accessToken = "1234567-access-token-0059-mnopqr"
    static let tokenSecret = "token-secret-0059-stuvwx"
    static var secrets: [String] { [consumerKey, consumerSecret, accessToken, tokenSecret] }

    static let posts = XFixtures.page([
        XFixtures.post(
            "905", "新しい記事 https://t.co/a", at: "2026-11-21T10:00:00.000Z",
            links: [XFixtures.Link(short: "https://t.co/a", expanded: "https://swift.org/blog/?utm_source=x")]),
        XFixtures.post(
            "902", "reading https://t.co/b", at: "2026-11-18T10:00:00.000Z",
            links: [XFixtures.Link(short: "https://t.co/b", expanded: "https://example.org/post")]),
        XFixtures.post("901", "hello", at: "2026-11-17T10:00:00.000Z"),
    ])

    /// A loopback X that checks every signature with `tokenSecret`, and the environment of a run against it.
    static func server(tokenSecret: String = tokenSecret, me: String = "hanako_dev", state: String) throws -> (
        LoopbackHTTPServer, [String: String]
    ) {
        let baseURL = Box()
        let server = try LoopbackHTTPServer { request in
            guard
                XSignatureCheck.holds(
                    request, base: baseURL.value, consumerSecret: consumerSecret, tokenSecret: tokenSecret)
            else {
                return .json(
                    401, #"{"title":"Unauthorized","type":"about:blank","status":401,"detail":"Unauthorized"}"#)
            }
            switch request.path {
            case "/2/users/me": return .json(200, XFixtures.user(id: "1234567", username: me))
            case "/2/users/1234567/tweets": return .json(200, posts)
            default: return .json(404, #"{"title":"Not Found Error"}"#)
            }
        }
        baseURL.value = server.baseURL
        let environment = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "X_API_URL": server.baseURL + "/2",
            "X_API_KEY": consumerKey, "X_API_SECRET": consumerSecret, "X_ACCESS_TOKEN": accessToken,
            "X_ACCESS_TOKEN_SECRET": Self.tokenSecret, "DIGEST_HTTP_ATTEMPTS": "1",
        ]
        return (server, environment)
    }

    @Test func everyRequestIsSignedTheAccountIsTheOwnersAndEachPostIsReadOnce() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let (server, environment) = try Self.server(state: state)
        defer { server.stop() }
        let started = Date().timeIntervalSince1970
        let run = try BinaryRunner.digest(
            ["run", "-v", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        // users/me, then the week's one page: 3 posts read (billed as owned reads), no handle lookup.
        #expect(server.requests.map(\.path) == ["/2/users/me", "/2/users/1234567/tweets"])
        let headers = server.requests.compactMap { XSignatureCheck.parameters($0.header("authorization") ?? "") }
        #expect(headers.count == 2)
        #expect(Set(headers.compactMap { $0["oauth_nonce"] }).count == 2, "a fresh nonce each request")
        for parameters in headers {
            #expect(
                parameters["oauth_consumer_key"] == Self.consumerKey && parameters["oauth_token"] == Self.accessToken)
            #expect(parameters["oauth_signature_method"] == "HMAC-SHA1" && parameters["oauth_version"] == "1.0")
            // The real time, not --now: X refuses a timestamp far from its own clock.
            let timestamp = Double(parameters["oauth_timestamp"] ?? "") ?? 0
            #expect(abs(timestamp - started) < 300)
        }
        let links = try SharedNetworksTests.stored(output, state: state)
        #expect(links.map(\.0) == ["https://example.org/post", "https://swift.org/blog/"])
        #expect(links.allSatisfy { $0.1 == [.x] })
        let account = try String(contentsOfFile: state + "/x-account.json", encoding: .utf8)
        #expect(account.contains("\"posts\" : 3"), "\(account)")

        // Another week: the id is kept, so users/me (a billed read) is not asked again.
        let older = try BinaryRunner.digest(
            ["run", "--week", "2026-W46", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(older.status == 0, "\(older.stderr)")
        #expect(server.requests.dropFirst(2).map(\.path) == ["/2/users/1234567/tweets"])

        let doctor = try BinaryRunner.digest(["doctor", "--output", output], environment: environment)
        #expect(doctor.stdout.contains("read as the app's owner (X_ACCESS_TOKEN): owned reads, $0.001 a post"))
        #expect(doctor.stdout.contains("✓ credentials accepted; their account is account 1234567"), "\(doctor.stdout)")
        let files = BinaryRunner.files(under: folder).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        for text in [run.stdout, run.stderr, older.stdout, older.stderr, doctor.stdout, doctor.stderr] + files {
            for secret in Self.secrets { #expect(!text.contains(secret)) }
            #expect(!text.contains("oauth_signature"))
        }
    }

    /// A signature X cannot verify (here: another token secret on X's side) is a 401 naming the four settings.
    @Test func credentialsXRefusesNameTheFourSettings() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let (server, environment) = try Self.server(tokenSecret: "another-secret", state: folder + "/state")
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "-v", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 3, "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(page.contains("X rejected the OAuth 1.0a credentials (401"), "\(page)")
        #expect(page.contains("X_API_KEY and X_API_SECRET") && page.contains("X_ACCESS_TOKEN_SECRET"))
        #expect(server.requests.map(\.path) == ["/2/users/me"])
        for text in [run.stdout, run.stderr, page] {
            for secret in Self.secrets { #expect(!text.contains(secret)) }
        }
    }

    /// X refuses a signature whose time is minutes from its own clock, with its legacy error 135:
    /// the run says to set the machine's clock right, not to copy the four settings again.
    @Test func aClockXFindsOffIsNamedAsTheClock() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        var (server, environment) = try Self.server(state: folder + "/state")
        server.stop()
        // X's clock an hour ahead of this machine's.
        let skewed = try LoopbackHTTPServer { request in
            let header = request.header("authorization") ?? ""
            let stamp = header.firstRange(of: "oauth_timestamp=\"").map {
                header[$0.upperBound...].prefix { $0 != "\"" }
            }
            let sent = stamp.flatMap { Double($0) } ?? 0
            guard abs(sent - (Date().timeIntervalSince1970 + 3600)) > 300 else { return .json(500, "{}") }
            return .json(401, #"{"errors":[{"code":135,"message":"Timestamp out of bounds."}]}"#)
        }
        defer { skewed.stop() }
        environment["X_API_URL"] = skewed.baseURL + "/2"
        let run = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 3, "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(page.contains("X refused the request's time (401: Timestamp out of bounds.)"), "\(page)")
        #expect(page.contains("this machine's clock is off") && !page.contains("X_ACCESS_TOKEN_SECRET"))
    }

    /// `X_USERNAME` naming another account than the credentials' is refused before any post is read.
    @Test func anX_USERNAMEOfAnotherAccountIsRefusedBeforeAnyPostIsRead() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        var (server, environment) = try Self.server(me: "someone_else", state: folder + "/state")
        defer { server.stop() }
        environment["X_USERNAME"] = "hanako_dev"
        let run = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 3, "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(page.contains("X_USERNAME is @hanako_dev, but X_ACCESS_TOKEN belongs to @someone_else"), "\(page)")
        #expect(server.requests.map(\.path) == ["/2/users/me"])
    }

    /// Some of the four but not all: exit 64 naming those missing, no request.
    @Test(arguments: [["X_API_KEY"], ["X_ACCESS_TOKEN_SECRET"], ["X_API_SECRET", "X_ACCESS_TOKEN"]])
    func credentialsMissingAPartAreRefusedNamingIt(missing: [String]) throws {
        let folder = try BinaryRunner.temporaryFolder()
        var (server, environment) = try Self.server(state: folder + "/state")
        defer { server.stop() }
        for name in missing { environment[name] = nil }
        environment["X_BEARER_TOKEN"] = "a-bearer-token-that-would-work"
        let run = try BinaryRunner.digest(
            ["run", "--output", folder + "/site"] + SampleRun.pinned, environment: environment)
        #expect(run.status == 64, "\(run.stderr)")
        for name in missing { #expect(run.stderr.contains(name), "\(run.stderr)") }
        #expect(run.stderr.contains("missing"))
        #expect(server.requests.isEmpty)
        for secret in Self.secrets { #expect(!run.stderr.contains(secret)) }
    }
}

/// A value the server's handler reads once the server has started.
final class Box: @unchecked Sendable {
    var value = ""
}

/// X's side of OAuth 1.0a, written from RFC 5849 apart from the client's code: the header read,
/// the base string built from the request as received, the HMAC-SHA1 recomputed.
enum XSignatureCheck {
    static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// The header's parameters, decoded: `OAuth a="1", b="2"`.
    static func parameters(_ header: String) -> [String: String]? {
        guard header.hasPrefix("OAuth ") else { return nil }
        var result: [String: String] = [:]
        for pair in header.dropFirst(6).components(separatedBy: ", ") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[1].hasPrefix("\""), parts[1].hasSuffix("\"") else { return nil }
            result[String(parts[0]).removingPercentEncoding ?? ""] =
                String(parts[1].dropFirst().dropLast()).removingPercentEncoding
        }
        return result
    }

    /// Whether `request`'s signature holds for the server at `base` and the two secrets.
    static func holds(_ request: RecordedRequest, base: String, consumerSecret: String, tokenSecret: String) -> Bool {
        guard var oauth = parameters(request.header("authorization") ?? ""),
            let signature = oauth.removeValue(forKey: "oauth_signature")
        else { return false }
        var pairs: [(name: String, value: String)] = []
        for item in URLComponents(string: request.target)?.queryItems ?? [] {
            pairs.append((encode(item.name), encode(item.value ?? "")))
        }
        for (name, value) in oauth { pairs.append((encode(name), encode(value))) }
        pairs.sort { $0.name == $1.name ? $0.value < $1.value : $0.name < $1.name }
        let normalised = pairs.map { $0.name + "=" + $0.value }.joined(separator: "&")
        let text = request.method + "&" + encode(base + request.path) + "&" + encode(normalised)
        let key = SymmetricKey(data: Data((encode(consumerSecret) + "&" + encode(tokenSecret)).utf8))
        let expected = Data(HMAC<Insecure.SHA1>.authenticationCode(for: Data(text.utf8), using: key))
            .base64EncodedString()
        return expected == signature
    }
}
