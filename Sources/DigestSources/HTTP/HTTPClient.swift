import Foundation
import Logging

/// Sends API requests with a `User-Agent`, retrying what may pass: timeouts, broken connections,
/// 429 and 5xx, with exponential backoff and jitter, honouring `Retry-After` and reset headers.
///
/// Other statuses (2xx, 3xx, 4xx) come back to the caller, who knows what they mean for its API.
/// A 5xx that outlasts the attempts comes back too, with `attempts` set.
package struct HTTPClient: Sendable {
    /// The transport underneath.
    let transport: any HTTPTransport
    /// The clock retries wait on.
    let clock: any RetryClock
    /// Attempts, backoff and the cap on server-requested waits.
    let policy: RetryPolicy
    /// `weekly-digest/0.1.0`.
    let userAgent: String
    /// Where each request (method, address without secrets, status, milliseconds) and each retry
    /// and wait, with its reason, are told: at `debug` and `info`, which `--verbose` shows.
    package let logger: Logger
    let random: @Sendable () -> Double

    /// A logger that tells nothing, for clients that need no diagnostics.
    static let silent = Logger(label: "weekly-digest.http", factory: { _ in SwiftLogNoOpLogHandler() })

    /// Creates a client.
    ///
    /// `random` returns numbers in [0, 1) for jitter.
    package init(
        transport: any HTTPTransport, clock: any RetryClock, policy: RetryPolicy = RetryPolicy(),
        userAgent: String, logger: Logger = HTTPClient.silent,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.transport = transport
        self.clock = clock
        self.policy = policy
        self.userAgent = userAgent
        self.logger = logger
        self.random = random
    }

    /// Sends `request`.
    ///
    /// `resetHeaders` are the API's rate-limit reset headers (UNIX epoch seconds),
    /// read on 429 and 503 when there is no `Retry-After`.
    package func send(_ request: HTTPRequest, resetHeaders: [String] = []) async throws(HTTPError) -> HTTPResponse {
        var request = request
        request.headers["User-Agent"] = userAgent
        if request.headers["Accept"] == nil { request.headers["Accept"] = "application/json" }
        var attempt = 0
        while true {
            attempt += 1
            let isLast = attempt >= policy.maximumAttempts
            let wait: Double
            let started = clock.now()
            do {
                var response = try await transport.send(request)
                response.attempts = attempt
                logger.debug(
                    "\(request.endpoint) → \(response.status) in \(Self.milliseconds(since: started, clock)) ms",
                    metadata: ["status": "\(response.status)", "attempt": "\(attempt)"])
                guard Self.isRetryable(response.status) else { return response }
                let asked = RetryPolicy.serverWait(response, resetHeaders: resetHeaders, now: clock.now())
                if let asked, asked > policy.maximumServerWait {
                    throw HTTPError.rateLimited(
                        endpoint: request.endpoint, retryAt: clock.now().addingTimeInterval(asked))
                }
                if isLast {
                    if response.status == 429 {
                        throw HTTPError.rateLimited(
                            endpoint: request.endpoint, retryAt: asked.map { clock.now().addingTimeInterval($0) })
                    }
                    return response
                }
                wait = asked ?? policy.backoff(afterAttempt: attempt, unit: random())
                logger.info(
                    "\(request.endpoint) answered \(response.status); attempt \(attempt + 1) of \(policy.maximumAttempts) in \(Self.seconds(wait)) s\(asked == nil ? "" : ", as the server asked")",
                    metadata: ["status": "\(response.status)", "wait": "\(Self.seconds(wait))"])
            } catch let failure as TransportError {
                if Task.isCancelled { throw .cancelled(endpoint: request.endpoint) }
                logger.debug(
                    "\(request.endpoint) \(failure.summary) (after \(Self.milliseconds(since: started, clock)) ms)")
                guard failure.isRetryable, !isLast else {
                    throw .unreachable(endpoint: request.endpoint, reason: failure, attempts: attempt)
                }
                wait = policy.backoff(afterAttempt: attempt, unit: random())
                logger.info(
                    "\(request.endpoint) \(failure.summary); attempt \(attempt + 1) of \(policy.maximumAttempts) in \(Self.seconds(wait)) s",
                    metadata: ["wait": "\(Self.seconds(wait))"])
            } catch let error as HTTPError {
                throw error
            } catch {
                throw .cancelled(endpoint: request.endpoint)
            }
            do { try await clock.sleep(seconds: wait) } catch { throw .cancelled(endpoint: request.endpoint) }
        }
    }

    /// Sends `request` for an API client: a spent rate limit becomes `rateLimited(retryAt)` and
    /// any other failure `failed(error)`, each in the client's own error type.
    func send<Failure: Error>(
        _ request: HTTPRequest, resetHeaders: [String], rateLimited: (Date?) -> Failure, failed: (HTTPError) -> Failure
    ) async throws(Failure) -> HTTPResponse {
        do {
            return try await send(request, resetHeaders: resetHeaders)
        } catch .rateLimited(_, let retryAt) {
            throw rateLimited(retryAt)
        } catch {
            throw failed(error)
        }
    }

    static func milliseconds(since start: Date, _ clock: any RetryClock) -> Int {
        Int((clock.now().timeIntervalSince(start) * 1000).rounded())
    }

    /// `1.5`: seconds with one decimal.
    static func seconds(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// 408, 425, 429 and 5xx (but not 501, which will not change).
    static func isRetryable(_ status: Int) -> Bool {
        status == 408 || status == 425 || status == 429 || (500...599).contains(status) && status != 501
    }
}
