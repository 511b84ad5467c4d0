import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live transport: URLSession (libcurl on Linux), at most 4 requests at once to one host.
///
/// Bodies are collected by a delegate so the size cap stops a download as soon as it is passed.
package final class URLSessionTransport: HTTPTransport {
    let session: URLSession
    let collector: ResponseCollector
    let limiter: HostLimiter

    /// Creates a transport allowing `maximumPerHost` concurrent requests to each host.
    package init(maximumPerHost: Int = 4) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = maximumPerHost
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        let collector = ResponseCollector()
        self.collector = collector
        self.limiter = HostLimiter(maximumPerHost: maximumPerHost)
        self.session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    package func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let host = request.url.host ?? ""
        await limiter.acquire(host)
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        // libcurl's deadline is whole seconds; never let it round down to "no deadline".
        urlRequest.timeoutInterval = max(1, request.timeout.rounded(.up))
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: urlRequest)
        let outcome: Result<HTTPResponse, TransportError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                collector.register(
                    task, limit: request.maximumBodyBytes, timeout: request.timeout, continuation: continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
        await limiter.release(host)
        return try outcome.get()
    }
}
