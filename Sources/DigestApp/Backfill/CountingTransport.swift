import DigestSources
import Synchronization

/// The requests a backfill has sent, for its progress: every attempt through `inner`, counted.
final class CountingTransport: HTTPTransport {
    let inner: any HTTPTransport
    private let sent = Mutex(0)

    init(_ inner: any HTTPTransport) { self.inner = inner }

    /// How many requests have been sent (each retry is one more).
    var count: Int { sent.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        sent.withLock { $0 += 1 }
        return try await inner.send(request)
    }
}
