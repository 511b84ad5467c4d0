import Foundation
import TestSupport
import Testing

@testable import DigestSources

/// The live transport against a real HTTP server on 127.0.0.1.
struct CurlHTTPTransportTests {
    func request(
        _ server: LoopbackHTTPServer, _ path: String, timeout: Double = 5,
        cap: Int = HTTPRequest.defaultMaximumBodyBytes
    ) throws -> HTTPRequest {
        HTTPRequest(
            url: try #require(URL(string: server.baseURL + path)), headers: ["X-Probe": "1"],
            timeout: timeout, maximumBodyBytes: cap)
    }

    @Test func returnsStatusHeadersAndBodyOfAnyStatus() async throws {
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                "/ok": [.json(200, #"{"a":"日本語"}"#, headers: ["Rate-Remaining": "59"])],
                "/gone": [.json(404, #"{"error":"Not found"}"#)],
            ]))
        defer { server.stop() }
        let transport = CurlHTTPTransport()
        let ok = try await transport.send(request(server, "/ok?x=1"))
        #expect(ok.status == 200)
        #expect(String(decoding: ok.body, as: UTF8.self) == #"{"a":"日本語"}"#)
        #expect(ok.header("rate-remaining") == "59")
        #expect(ok.header("RATE-REMAINING") == "59")
        let gone = try await transport.send(request(server, "/gone"))
        #expect(gone.status == 404)
        let seen = try #require(server.requests.first)
        #expect(seen.target == "/ok?x=1")
        #expect(seen.header("x-probe") == "1")
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let server = try LoopbackHTTPServer { _ in .silence }
        defer { server.stop() }
        await #expect(throws: TransportError.timedOut(seconds: 1)) {
            try await CurlHTTPTransport().send(request(server, "/", timeout: 1))
        }
        // The request's 1 s deadline applies, not libcurl's default of none. Timed by the server,
        // from the request to the client hanging up: a busy test runner cannot stretch it.
        for _ in 0..<100 where server.silences.isEmpty { try await Task.sleep(for: .milliseconds(50)) }
        let waited = try #require(server.silences.first)
        #expect(waited >= 0.5 && waited < 10, "the client gave up after \(waited) s")
    }

    @Test func aCancelledRequestStopsLongBeforeItsDeadline() async throws {
        let server = try LoopbackHTTPServer { _ in .silence }
        defer { server.stop() }
        let item = try request(server, "/", timeout: 60)
        let transport = CurlHTTPTransport()
        let task = Task { try await transport.send(item) }
        for _ in 0..<100 where server.requests.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        let cancelled = Date()
        task.cancel()
        let result = await task.result
        #expect(throws: TransportError.connectionFailed(detail: "cancelled")) { try result.get() }
        // libcurl asks about progress about once a second, idle or not. When the transfer stopped
        // is seen by the server, on its own thread: in the full suite, blocking tests can hold
        // every thread of the runner, and this task resumed up to a minute after its answer came.
        for _ in 0..<250 where server.silenceEnds.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        let closed = try #require(server.silenceEnds.first, "the connection was closed")
        let waited = closed.timeIntervalSince(cancelled)
        #expect(waited < 10, "the transfer stopped \(waited) s after the task was cancelled, not at its 60 s deadline")
    }

    @Test func aRefusedConnectionIsAConnectionFailure() async throws {
        // A port that stays refused: a stopped server's port can go to another test's server.
        let refusing = try RefusingPort()
        let url = HTTPRequest(url: try #require(URL(string: refusing.baseURL + "/")), timeout: 5)
        do {
            _ = try await CurlHTTPTransport().send(url)
            Issue.record("expected a failure")
        } catch {
            guard case .connectionFailed = error else {
                Issue.record("got \(error)")
                return
            }
            #expect(error.isRetryable)
        }
        withExtendedLifetime(refusing) {}
    }

    @Test func aTruncatedBodyIsAConnectionFailure() async throws {
        let server = try LoopbackHTTPServer { _ in .truncated(#"{"data":{"languages":["#, announced: 500) }
        defer { server.stop() }
        let item = try request(server, "/")
        do {
            let response = try await CurlHTTPTransport().send(item)
            Issue.record("expected a failure, got \(response.status) with \(response.body.count) bytes")
        } catch {
            guard case .connectionFailed = error else {
                Issue.record("got \(error)")
                return
            }
        }
    }

    @Test(arguments: [true, false])
    func aBodyOverTheCapIsRefused(announced: Bool) async throws {
        let big = Data(repeating: UInt8(ascii: "a"), count: 300_000)
        let reply: Reply =
            announced
            ? .respond(status: 200, headers: [:], body: big)
            : .raw(Data("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n".utf8) + big)
        let server = try LoopbackHTTPServer { _ in reply }
        defer { server.stop() }
        await #expect(throws: TransportError.tooLarge(limit: 100_000)) {
            try await CurlHTTPTransport().send(request(server, "/", cap: 100_000))
        }
    }

    @Test func neverMoreThanFourRequestsAtOnceToOneHost() async throws {
        let gauge = ConcurrencyGauge()
        let server = try LoopbackHTTPServer { _ in
            gauge.enter()
            Thread.sleep(forTimeInterval: 0.15)
            gauge.leave()
            return .json(200, "{}")
        }
        defer { server.stop() }
        let transport = CurlHTTPTransport()
        let requests = try (0..<12).map { try request(server, "/\($0)") }
        try await withThrowingTaskGroup(of: Int.self) { group in
            for item in requests { group.addTask { try await transport.send(item).status } }
            for try await status in group { #expect(status == 200) }
        }
        #expect(server.requests.count == 12)
        #expect(gauge.peak <= 4)
        #expect(gauge.peak >= 2, "requests should overlap, peak was \(gauge.peak)")
    }
}

/// Redirects: followed on loopback, refused to plain http elsewhere.
struct RedirectTests {
    @Test func aRedirectWithinLoopbackIsFollowed() async throws {
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                "/old": [.respond(status: 302, headers: ["Location": "/new"], body: Data())],
                "/new": [.json(200, #"{"moved":true}"#)],
            ]))
        defer { server.stop() }
        let response = try await CurlHTTPTransport().send(
            HTTPRequest(url: try #require(URL(string: server.baseURL + "/old"))))
        #expect(response.status == 200)
        #expect(server.requests.map(\.path) == ["/old", "/new"])
    }

    /// A POST's JSON body arrives byte for byte (Japanese text, a NUL escaped, 100 KB); a 307 sends
    /// it again to the new address, a 303 turns the request into a GET without it.
    @Test(arguments: [(307, "POST", true), (308, "POST", true), (303, "GET", false), (302, "GET", false)])
    func aPostsBodyArrivesAndARedirectKeepsOrDropsIt(status: Int, method: String, keepsBody: Bool) async throws {
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                "/api/users/notes": [.respond(status: status, headers: ["Location": "/api/v2/notes"], body: Data())],
                "/api/v2/notes": [.json(200, "[]")],
            ]))
        defer { server.stop() }
        let body = #"{"userId":"9abc","text":"日本語 \u0000 "# + String(repeating: "x", count: 100_000) + #""}"#
        let request = HTTPRequest(
            url: try #require(URL(string: server.baseURL + "/api/users/notes")), method: "POST",
            headers: ["Content-Type": "application/json"], body: body)
        let response = try await CurlHTTPTransport().send(request)
        #expect(response.status == 200)
        #expect(server.requests.map(\.method) == ["POST", method])
        #expect(server.requests.first.map { String(decoding: $0.body, as: UTF8.self) } == body)
        #expect(server.requests.last.map { String(decoding: $0.body, as: UTF8.self) } == (keepsBody ? body : ""))
    }

    @Test func aRedirectToPlainHTTPElsewhereIsRefused() async throws {
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                "/old": [.respond(status: 301, headers: ["Location": "http://insecure.invalid/steal"], body: Data())]
            ]))
        defer { server.stop() }
        let request = HTTPRequest(url: try #require(URL(string: server.baseURL + "/old")))
        await #expect(throws: TransportError.insecureRedirect(to: "http://insecure.invalid/steal")) {
            try await CurlHTTPTransport().send(request)
        }
    }
}
