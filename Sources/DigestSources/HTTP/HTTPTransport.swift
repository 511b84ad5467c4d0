/// Sends one request and returns whatever the server answered, any status.
///
/// Implementations enforce the request's timeout and size cap and throw `TransportError` when
/// no complete answer arrives. Retries live above, in `HTTPClient`.
package protocol HTTPTransport: Sendable {
    /// Sends `request` once.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
