import DigestCore
import Foundation

/// Talks to WakaTime (or Wakapi): the two requests the digest needs, HTTP Basic auth with the key.
///
/// A 202, `is_up_to_date: false` or a pending `status` is retried on `pendingPolicy`; after the
/// last try the answer comes back marked pending, with whatever data it had.
package struct WakaTimeClient: Sendable {
    /// `https://wakatime.com/api/v1`.
    package static let defaultBase = "https://wakatime.com/api/v1"

    let base: APIBase
    let key: String
    let http: HTTPClient
    var pendingPolicy: RetryPolicy
    let timeout: Double
    let random: @Sendable () -> Double

    /// Creates a client for the API at `base` with the secret `key`; each request gets `timeout` seconds.
    package init(
        base: APIBase, key: String, http: HTTPClient, timeout: Double = 30,
        pendingPolicy: RetryPolicy = RetryPolicy(maximumAttempts: 4, baseDelay: 5, maximumDelay: 30),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.base = base
        self.key = key.trimmingCharacters(in: .whitespacesAndNewlines)
        self.http = http
        self.pendingPolicy = pendingPolicy
        self.timeout = timeout
        self.random = random
    }

    /// `GET /users/current/stats/last_7_days`.
    func lastSevenDays() async throws(WakaTimeError) -> WakaTimeAnswer<WakaTimeWire.Stats> {
        try await fetch(base.url("/users/current/stats/last_7_days"), as: WakaTimeWire.StatsEnvelope.self) { envelope in
            (envelope.data, envelope.data?.isPending ?? false, envelope.data?.percentCalculated?.wholeNumber)
        }
    }

    /// `GET /users/current/summaries?start=…&end=…&timezone=…`, both days inclusive.
    func summaries(from first: LocalDate, to last: LocalDate, timeZone: String) async throws(WakaTimeError)
        -> WakaTimeAnswer<[WakaTimeWire.Day]>
    {
        let url = base.url(
            "/users/current/summaries",
            query: [
                ("start", first.description), ("end", last.description), ("timezone", timeZone),
            ])
        return try await fetch(url, as: WakaTimeWire.SummariesEnvelope.self) { envelope in
            (envelope.data, false, nil)
        }
    }

    /// Checks the key with one stats request and no waiting; a 202 (still calculating) also means
    /// the key works.
    ///
    /// Returns what was asked, for the report.
    package func verifyKey() async throws(WakaTimeError) -> String {
        var once = self
        once.pendingPolicy = RetryPolicy(maximumAttempts: 1)
        _ = try await once.lastSevenDays()
        return HTTPRequest(url: base.url("/users/current/stats/last_7_days")).endpoint
    }

    /// One GET, decoded as `Envelope`, retried while WakaTime is still calculating.
    func fetch<Envelope: Decodable, Value: Sendable>(
        _ url: URL, as type: Envelope.Type, unpack: (Envelope) -> (Value?, Bool, Int?)
    ) async throws(WakaTimeError) -> WakaTimeAnswer<Value> {
        let request = HTTPRequest(
            url: url, headers: ["Authorization": "Basic " + Data(key.utf8).base64EncodedString()], timeout: timeout)
        var attempt = 0
        while true {
            attempt += 1
            let response: HTTPResponse
            do { response = try await http.send(request) } catch { throw .answer(.http(error)) }
            try check(response, endpoint: request.endpoint)
            let decoded: Envelope?
            do {
                decoded = try JSONDecoder().decode(Envelope.self, from: response.body)
            } catch {
                // A 202 may come with no body at all; anything else must be the JSON we asked for.
                guard response.status == 202 else {
                    throw .answer(.malformed(response, endpoint: request.endpoint, redactor: redactor))
                }
                decoded = nil
            }
            let (value, saysPending, percent) = decoded.map(unpack) ?? (nil, true, nil)
            let pending = response.status == 202 || saysPending
            if !pending || attempt >= pendingPolicy.maximumAttempts {
                return WakaTimeAnswer(value: value, isPending: pending, percentCalculated: percent.map { min(100, $0) })
            }
            do {
                try await http.clock.sleep(seconds: pendingPolicy.backoff(afterAttempt: attempt, unit: random()))
            } catch {
                throw .answer(.http(.cancelled(endpoint: request.endpoint)))
            }
        }
    }

    /// Throws the error a non-2xx status means.
    func check(_ response: HTTPResponse, endpoint: String) throws(WakaTimeError) {
        switch response.status {
        case 200...299: return
        case 401, 403: throw .keyRejected(status: response.status)
        case 402: throw .planLimit(endpoint: endpoint)
        case 404: throw .notFound(endpoint: endpoint, base: base.description)
        default: throw .answer(.status(response, endpoint: endpoint, preview: redactor.redact(response.bodyPreview())))
        }
    }

    /// Blanks the key (and, as every redactor does, its base64 form) from what an answer echoes.
    var redactor: SecretRedactor { SecretRedactor([key]) }
}
