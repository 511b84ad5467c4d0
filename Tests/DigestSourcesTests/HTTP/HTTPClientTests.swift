import Foundation
import TestSupport
import Testing

@testable import DigestSources

/// Retries and waits, against a real loopback server, on a virtual clock (no real sleeping).
struct HTTPClientTests {
    let clock = VirtualClock()

    func client(attempts: Int = 4, jitter: Double = 0.5) -> HTTPClient {
        HTTPClient(
            transport: CurlHTTPTransport(), clock: clock,
            policy: RetryPolicy(maximumAttempts: attempts, baseDelay: 1, maximumDelay: 20, maximumServerWait: 60),
            userAgent: "weekly-digest/9.9.9", random: { jitter })
    }

    func get(_ server: LoopbackHTTPServer, _ path: String = "/stats", timeout: Double = 5) throws -> HTTPRequest {
        HTTPRequest(url: try #require(URL(string: server.baseURL + path)), timeout: timeout)
    }

    @Test func sendsUserAgentAndAcceptAndDoesNotRetrySuccess() async throws {
        let server = try LoopbackHTTPServer(script: ReplyScript(["/stats": [.json(200, "{}")]]))
        defer { server.stop() }
        let response = try await client().send(get(server))
        #expect(response.status == 200)
        #expect(response.attempts == 1)
        let seen = try #require(server.requests.first)
        #expect(seen.header("user-agent") == "weekly-digest/9.9.9")
        #expect(seen.header("accept") == "application/json")
        #expect(clock.sleeps.isEmpty)
    }

    @Test(arguments: [400, 401, 403, 404, 501])
    func clientErrorsComeBackAtOnce(status: Int) async throws {
        let server = try LoopbackHTTPServer(script: ReplyScript(["/stats": [.json(status, #"{"error":"no"}"#)]]))
        defer { server.stop() }
        let response = try await client().send(get(server))
        #expect(response.status == status)
        #expect(server.requests.count == 1)
    }

    @Test func honoursRetryAfterSecondsThenSucceeds() async throws {
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                "/stats": [.json(429, "{}", headers: ["Retry-After": "7"]), .json(200, #"{"data":1}"#)]
            ]))
        defer { server.stop() }
        let response = try await client().send(get(server))
        #expect(response.status == 200)
        #expect(response.attempts == 2)
        #expect(clock.sleeps == [7])
    }

    @Test func honoursRetryAfterAsAnHTTPDate() async throws {
        let date = clock.now().addingTimeInterval(42)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                "/stats": [.json(503, "{}", headers: ["Retry-After": formatter.string(from: date)]), .json(200, "{}")]
            ]))
        defer { server.stop() }
        _ = try await client().send(get(server))
        #expect(clock.sleeps.count == 1)
        #expect(abs((clock.sleeps.first ?? 0) - 42) < 1)
    }

    @Test func honoursAnAPIsResetHeader() async throws {
        let reset = Int(clock.now().timeIntervalSince1970) + 12
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                "/stats": [.json(429, "{}", headers: ["x-rate-limit-reset": "\(reset)"]), .json(200, "{}")]
            ]))
        defer { server.stop() }
        _ = try await client().send(get(server), resetHeaders: ["x-rate-limit-reset"])
        #expect(clock.sleeps == [12])
    }

    @Test func aWaitPastTheCapFailsAtOnceSayingWhenToTryAgain() async throws {
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                "/stats": [.json(429, "{}", headers: ["Retry-After": "3600"])]
            ]))
        defer { server.stop() }
        let retryAt = clock.now().addingTimeInterval(3600)
        let request = try get(server)
        do {
            _ = try await client().send(request)
            Issue.record("expected a rate-limit error")
        } catch {
            #expect(error == .rateLimited(endpoint: "GET \(server.baseURL)/stats", retryAt: retryAt))
            #expect(error.description.contains("try again after"))
        }
        #expect(server.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func fiveHundredEveryTimeBacksOffExponentiallyThenReturnsTheLastAnswer() async throws {
        let server = try LoopbackHTTPServer(script: ReplyScript(["/stats": [.html(500, "<h1>Oops</h1>")]]))
        defer { server.stop() }
        let response = try await client(attempts: 4, jitter: 0.5).send(get(server))
        #expect(response.status == 500)
        #expect(response.attempts == 4)
        #expect(server.requests.count == 4)
        // base 1 s doubling, equal jitter at 0.5: 3/4 of 1, 2, 4.
        #expect(clock.sleeps == [0.75, 1.5, 3])
    }

    @Test(arguments: [0.0, 0.999])
    func jitterStaysBetweenHalfAndAllOfTheBackoff(unit: Double) {
        let policy = RetryPolicy(maximumAttempts: 10, baseDelay: 1, maximumDelay: 20)
        for attempt in 1...9 {
            let full = min(20, pow(2, Double(attempt - 1)))
            let wait = policy.backoff(afterAttempt: attempt, unit: unit)
            #expect(wait >= full / 2 && wait <= full, "attempt \(attempt): \(wait) outside [\(full / 2), \(full)]")
        }
    }

    @Test func aServerThatNeverAnswersFailsAfterBoundedAttempts() async throws {
        let server = try LoopbackHTTPServer { _ in .silence }
        defer { server.stop() }
        let request = try get(server, timeout: 1)
        do {
            _ = try await client(attempts: 2).send(request)
            Issue.record("expected a timeout")
        } catch {
            #expect(
                error
                    == .unreachable(endpoint: "GET \(server.baseURL)/stats", reason: .timedOut(seconds: 1), attempts: 2)
            )
            #expect(error.description.contains("timed out after 1 s on all 2 attempts"))
        }
        #expect(server.requests.count == 2)
        #expect(clock.sleeps.count == 1)
    }

    @Test func aRefusedConnectionIsRetriedThenReported() async throws {
        // A port that stays refused: a stopped server's port can go to another test's server.
        let refusing = try RefusingPort()
        let request = HTTPRequest(url: try #require(URL(string: refusing.baseURL + "/stats")), timeout: 5)
        do {
            _ = try await client(attempts: 3).send(request)
            Issue.record("expected a failure")
        } catch {
            guard case .unreachable(_, .connectionFailed, 3) = error else {
                Issue.record("got \(error)")
                return
            }
        }
        withExtendedLifetime(refusing) {}
        #expect(clock.sleeps.count == 2)
    }
}
