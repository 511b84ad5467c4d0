import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// URLSession's delegate: gathers each task's response and body, enforcing its size cap.
final class ResponseCollector: NSObject, URLSessionDataDelegate, Sendable {
    struct Pending {
        var continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>
        var limit: Int
        var timeout: Double
        var response: HTTPURLResponse?
        var body = Data()
        var failure: TransportError?
    }

    let pending = Mutex<[Int: Pending]>([:])

    func register(
        _ task: URLSessionTask, limit: Int, timeout: Double,
        continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>
    ) {
        pending.withLock {
            $0[task.taskIdentifier] = Pending(continuation: continuation, limit: limit, timeout: timeout)
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let allowed = pending.withLock { state -> Bool in
            guard var entry = state[dataTask.taskIdentifier] else { return false }
            entry.response = response as? HTTPURLResponse
            if response.expectedContentLength > Int64(entry.limit) { entry.failure = .tooLarge(limit: entry.limit) }
            state[dataTask.taskIdentifier] = entry
            return entry.failure == nil
        }
        completionHandler(allowed ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow = pending.withLock { state -> Bool in
            guard var entry = state[dataTask.taskIdentifier] else { return false }
            entry.body.append(data)
            if entry.body.count > entry.limit {
                entry.failure = .tooLarge(limit: entry.limit)
                entry.body = Data()
            }
            state[dataTask.taskIdentifier] = entry
            return entry.failure != nil
        }
        if overflow { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard let target = request.url, APIBase.isAllowed(target) else {
            pending.withLock {
                $0[task.taskIdentifier]?.failure = .insecureRedirect(to: request.url?.absoluteString ?? "?")
            }
            completionHandler(nil)
            task.cancel()
            return
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        entry.continuation.resume(returning: Self.outcome(of: entry, error: error))
    }

    static func outcome(of entry: Pending, error: (any Error)?) -> Result<HTTPResponse, TransportError> {
        if let failure = entry.failure { return .failure(failure) }
        if let error {
            let code = (error as? URLError)?.code
            if code == .timedOut { return .failure(.timedOut(seconds: entry.timeout)) }
            if code == .cancelled { return .failure(.connectionFailed(detail: "cancelled")) }
            return .failure(.connectionFailed(detail: Self.describe(error)))
        }
        guard let response = entry.response else {
            return .failure(.connectionFailed(detail: "no HTTP response"))
        }
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return .success(HTTPResponse(status: response.statusCode, headers: headers, body: entry.body))
    }

    static func describe(_ error: any Error) -> String {
        guard let urlError = error as? URLError else { return String(describing: error) }
        switch urlError.code {
        case .cannotConnectToHost: return "connection refused"
        case .cannotFindHost, .dnsLookupFailed: return "host name not found"
        case .networkConnectionLost: return "the connection closed before the whole answer arrived"
        case .notConnectedToInternet: return "no network"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return "TLS failed: \(urlError.localizedDescription)"
        default: return urlError.localizedDescription
        }
    }
}
