import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DigestSources

/// Issue 57: a key or token never follows a redirect off its origin, and https never steps down
/// to http; real libcurl against real servers on loopback.
struct CredentialRedirectTests {
    /// Where a redirect sends the request: another port, or the same server by another host name.
    enum Elsewhere: String, CaseIterable, Sendable {
        case otherPort, otherHostName
    }

    @Test(arguments: [301, 302, 303, 307, 308], Elsewhere.allCases)
    func aCredentialIsNeverSentToAnotherOrigin(status: Int, elsewhere: Elsewhere) async throws {
        let other = try LoopbackHTTPServer { _ in .json(200, "{}") }
        defer { other.stop() }
        let location = Mutex<String>("")
        let server = try LoopbackHTTPServer { request in
            request.path == "/api"
                ? .respond(status: status, headers: ["Location": location.withLock { $0 }], body: Data())
                : .json(200, "{}")
        }
        defer { server.stop() }
        let target =
            elsewhere == .otherPort ? other.baseURL + "/steal?x=1" : "http://localhost:\(server.port)/steal?x=1"
        location.withLock { $0 = target }
        let request = HTTPRequest(
            url: try #require(URL(string: server.baseURL + "/api")), headers: ["Authorization": "Bearer secret-0057"])
        await #expect(throws: TransportError.credentialRedirect(to: String(target.prefix { $0 != "?" }))) {
            try await CurlHTTPTransport().send(request)
        }
        #expect(other.requests.isEmpty)
        #expect(server.requests.map(\.path) == ["/api"])
    }

    @Test func aCredentialNamedByItsClientCountsAsOne() async throws {
        let other = try LoopbackHTTPServer { _ in .json(200, "{}") }
        defer { other.stop() }
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 307, headers: ["Location": other.baseURL + "/api/notes"], body: Data())
        }
        defer { server.stop() }
        var request = HTTPRequest(url: try #require(URL(string: server.baseURL + "/api/notes")), method: "POST")
        request.carriesCredential = true
        await #expect(throws: TransportError.credentialRedirect(to: other.baseURL + "/api/notes")) {
            try await CurlHTTPTransport().send(request)
        }
        #expect(other.requests.isEmpty)
    }

    @Test(arguments: [301, 302, 303, 307, 308])
    func aRedirectWithinTheOriginKeepsTheCredential(status: Int) async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/v1/stats"
                ? .respond(status: status, headers: ["Location": "/v2/stats"], body: Data())
                : .json(200, #"{"ok":true}"#)
        }
        defer { server.stop() }
        let request = HTTPRequest(
            url: try #require(URL(string: server.baseURL + "/v1/stats")), headers: ["Authorization": "Basic a2V5"])
        let response = try await CurlHTTPTransport().send(request)
        #expect(response.status == 200)
        #expect(server.requests.map(\.path) == ["/v1/stats", "/v2/stats"])
        #expect(server.requests.map { $0.header("authorization") } == ["Basic a2V5", "Basic a2V5"])
    }

    @Test func aRequestWithoutACredentialMayFollowAnotherOrigin() async throws {
        let other = try LoopbackHTTPServer { _ in .json(200, "{}") }
        defer { other.stop() }
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 302, headers: ["Location": other.baseURL + "/feed"], body: Data())
        }
        defer { server.stop() }
        let response = try await CurlHTTPTransport().send(
            HTTPRequest(url: try #require(URL(string: server.baseURL + "/feed"))))
        #expect(response.status == 200)
        #expect(other.requests.map(\.path) == ["/feed"])
    }

    @Test(arguments: [true, false])
    func httpsNeverStepsDownToHTTP(withCredential: Bool) async throws {
        let plain = try LoopbackHTTPServer { _ in .json(200, "{}") }
        defer { plain.stop() }
        let secure = try TLSRedirectServer(status: 302, location: plain.baseURL + "/api")
        defer { secure.stop() }
        let request = HTTPRequest(
            url: try #require(URL(string: secure.baseURL + "/api")),
            headers: withCredential ? ["Authorization": "Bearer secret-0057"] : [:])
        await #expect(throws: TransportError.insecureRedirect(to: plain.baseURL + "/api")) {
            try await CurlHTTPTransport(caFile: secure.caFile).send(request)
        }
        // The https server was asked (so TLS worked), and the plain one never was.
        #expect(secure.requests.count == 1 && secure.requests[0].contains(#""path": "/api""#))
        #expect(plain.requests.isEmpty)
    }

    @Test(arguments: [
        (303, "POST", "GET"), (303, "GET", "GET"), (303, "HEAD", "HEAD"), (302, "POST", "GET"),
        (301, "POST", "GET"), (307, "POST", "POST"), (308, "POST", "POST"), (302, "GET", "GET"),
    ])
    func theMethodAfterARedirect(status: Int, before: String, after: String) {
        #expect(RedirectRule.method(after: status, was: before) == after)
    }

    @Test(
        arguments: [
            ("https://api.example.com/v1", "https://API.example.com:443/v2", true, nil),
            ("https://api.example.com/v1", "https://api.example.com:8443/v1", true, "credential"),
            ("https://api.example.com/v1", "https://evil.example.com/v1", true, "credential"),
            ("https://api.example.com/v1", "https://evil.example.com/v1", false, nil),
            ("https://api.example.com/v1", "http://api.example.com/v1", false, "insecure"),
            ("https://localhost/v1", "http://localhost/v1", false, "insecure"),
            ("http://127.0.0.1:8080/v1", "http://127.0.0.1:8080/v2", true, nil),
            ("http://127.0.0.1:8080/v1", "http://127.0.0.2:8080/v1", true, "credential"),
            ("http://127.0.0.1:8080/v1", "https://127.0.0.1:8080/v1", true, "credential"),
            ("http://127.0.0.1:8080/v1", "http://example.com/v1", false, "insecure"),
            ("https://api.example.com/v1", "ftp://api.example.com/v1", false, "insecure"),
        ] as [(String, String, Bool, String?)])
    func theRule(from: String, to: String, credential: Bool, refusal: String?) throws {
        let result = RedirectRule.refusal(
            from: try #require(URL(string: from)), to: try #require(URL(string: to)), carriesCredential: credential)
        switch result {
        case nil: #expect(refusal == nil)
        case .credentialRedirect?: #expect(refusal == "credential")
        case .insecureRedirect?: #expect(refusal == "insecure")
        default: Issue.record("unexpected \(String(describing: result))")
        }
    }

    @Test func theTargetIsShownWithoutItsQueryOrPassword() throws {
        let url = try #require(URL(string: "https://user:pw@evil.example.com:8443/a/b?token=abc#f"))
        #expect(RedirectRule.shown(url) == "https://evil.example.com:8443/a/b")
    }
}
