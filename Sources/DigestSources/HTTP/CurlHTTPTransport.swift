import DigestCurl
import Foundation
import Synchronization

/// The live transport: libcurl, at most 4 requests at once to one host.
///
/// Each request runs on a thread of its own (``CurlTransfer``); finished handles are kept for the
/// next request, so a host's connection is used again. Redirects are
/// followed here, one hop at a time, so that each target can be checked by ``RedirectRule``: a key or
/// token never leaves its origin, and https never steps down to http.
package final class CurlHTTPTransport: HTTPTransport {
    let limiter: HostLimiter
    let idle = Mutex<[CurlHandle]>([])
    /// The certificates trusted instead of the system's (PEM), or nil for the system's.
    let caFile: String?

    /// The most redirects followed for one request.
    static let maximumRedirects = 10

    /// Creates a transport allowing `maximumPerHost` concurrent requests to each host, trusting
    /// the certificates in `caFile` instead of the system's when one is given.
    package init(maximumPerHost: Int = 4, caFile: String? = nil) {
        self.limiter = HostLimiter(maximumPerHost: maximumPerHost)
        self.caFile = caFile
    }

    package func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        if let problem = CurlHandle.start() { throw .clientUnavailable(detail: problem) }
        let host = request.url.host ?? ""
        await limiter.acquire(host)
        let cancelled = CancelFlag()
        let outcome: Result<HTTPResponse, TransportError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread { continuation.resume(returning: self.follow(request, cancelled: cancelled)) }
            }
        } onCancel: {
            cancelled.raise()
        }
        await limiter.release(host)
        return try outcome.get()
    }

    /// `request`, and the redirects it leads to, on the calling thread.
    func follow(_ request: HTTPRequest, cancelled: CancelFlag) -> Result<HTTPResponse, TransportError> {
        guard let handle = idle.withLock({ $0.popLast() }) ?? CurlHandle() else {
            return .failure(.connectionFailed(detail: "libcurl could not start a transfer (out of memory?)"))
        }
        defer { idle.withLock { $0.append(handle) } }
        var hop = request
        for _ in 0...Self.maximumRedirects {
            let transfer = CurlTransfer(request: hop, cancelled: cancelled, caFile: caFile)
            let response: HTTPResponse
            switch transfer.perform(on: handle) {
            case .failure(let error): return .failure(error)
            case .success(let answer): response = answer
            }
            // A post that must arrive once is not followed anywhere: a 301 or 302 would turn it
            // into a bodiless GET, which a webhook may answer 200 without posting anything.
            guard !hop.postsOnce, (300..<400).contains(response.status), response.status != 304,
                let location = response.header("location"),
                let target = URL(string: location, relativeTo: hop.url)?.absoluteURL
            else { return .success(response) }
            if let refusal = RedirectRule.refusal(from: hop.url, to: target, carriesCredential: hop.carriesCredential) {
                return .failure(refusal)
            }
            hop.url = target
            hop.method = RedirectRule.method(after: response.status, was: hop.method)
            if hop.method == "GET" || hop.method == "HEAD" { hop.body = nil }
        }
        return .failure(.connectionFailed(detail: "more than \(Self.maximumRedirects) redirects"))
    }
}

/// Set when the task waiting for a transfer is cancelled; the transfer's progress callback stops it.
final class CancelFlag: Sendable {
    let raised = Atomic(false)

    func raise() { raised.store(true, ordering: .relaxed) }
    var isRaised: Bool { raised.load(ordering: .relaxed) }
}
