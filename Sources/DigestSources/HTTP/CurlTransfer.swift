import CCurl
import DigestCurl
import Foundation

/// One HTTP exchange on a libcurl handle: the request's header fields, deadline and size cap
/// going out; the answer's status, header fields and body coming back.
///
/// libcurl calls back (``curlBody``, ``curlHeader``, ``curlProgress``) on the thread running
/// `perform`, so the transfer's state is only ever touched from that one thread.
final class CurlTransfer {
    let request: HTTPRequest
    let cancelled: CancelFlag
    let caFile: String?
    var body: [UInt8] = []
    var headers: [String: String] = [:]
    var tooLarge = false

    init(request: HTTPRequest, cancelled: CancelFlag, caFile: String? = nil) {
        self.request = request
        self.cancelled = cancelled
        self.caFile = caFile
    }

    /// Sends the request on `handle` (new, or reset by its last transfer) and waits for the whole answer.
    ///
    /// The C edge: this transfer is handed to libcurl's callbacks as an unretained pointer, alive
    /// until `perform` returns.
    func perform(on handle: CurlHandle) -> Result<HTTPResponse, TransportError> {
        let easy = CurlEasy(on: handle)
        let context = Unmanaged.passUnretained(self).toOpaque()
        // Whole milliseconds, never 0: libcurl reads 0 as "no deadline".
        let deadline = max(1, Int((request.timeout * 1000).rounded(.up)))
        easy.set(CURLOPT_URL, request.url.absoluteString)
        easy.set(CURLOPT_HTTPHEADER, list: request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
        easy.set(CURLOPT_TIMEOUT_MS, deadline)
        // Every encoding libcurl can undo; the size cap applies to the body as decoded.
        easy.set(CURLOPT_ACCEPT_ENCODING, "")
        easy.set(CURLOPT_WRITEFUNCTION, write: curlBody)
        easy.set(CURLOPT_WRITEDATA, pointer: context)
        easy.set(CURLOPT_HEADERFUNCTION, write: curlHeader)
        easy.set(CURLOPT_HEADERDATA, pointer: context)
        easy.set(CURLOPT_NOPROGRESS, 0)
        easy.set(progress: curlProgress)
        easy.set(CURLOPT_XFERINFODATA, pointer: context)
        if let caFile { easy.set(CURLOPT_CAINFO, caFile) }
        if request.postsOnce {
            // On a connection used before that turns out closed, libcurl sends the request again
            // by itself: a post that must arrive once goes on a connection of its own.
            easy.set(CURLOPT_FRESH_CONNECT, 1)
            easy.set(CURLOPT_FORBID_REUSE, 1)
        }
        if let body = request.body {
            // The size first, so that libcurl copies every byte of the text (a POST).
            easy.set(CURLOPT_POSTFIELDSIZE, body.utf8.count)
            easy.set(CURLOPT_COPYPOSTFIELDS, body)
        }
        if request.method == "HEAD" {
            easy.set(CURLOPT_NOBODY, 1)
        } else if request.method != "GET" {
            easy.set(CURLOPT_CUSTOMREQUEST, request.method)
        }
        if let refused = easy.refusedOption {
            return .failure(.connectionFailed(detail: "libcurl refused an option (\(refused))"))
        }
        let (code, detail) = easy.perform()
        // A post that must arrive at most once, whose request had begun to leave (libcurl counts
        // the bytes of the request it sent), may have arrived however the transfer failed.
        let mayHaveArrived = request.postsOnce && easy.info(CURLINFO_REQUEST_SIZE) > 0
        func failed(_ failure: TransportError) -> Result<HTTPResponse, TransportError> {
            .failure(mayHaveArrived ? .afterSending(failure) : failure)
        }
        if tooLarge { return failed(.tooLarge(limit: request.maximumBodyBytes)) }
        switch code {
        case CURLE_OK: break
        case CURLE_OPERATION_TIMEDOUT: return failed(.timedOut(seconds: request.timeout))
        case CURLE_ABORTED_BY_CALLBACK where cancelled.isRaised: return .failure(.connectionFailed(detail: "cancelled"))
        default: return failed(.connectionFailed(detail: Self.describe(code, detail: detail)))
        }
        let status = easy.info(CURLINFO_RESPONSE_CODE)
        guard status > 0 else { return .failure(.connectionFailed(detail: "no HTTP response")) }
        return .success(HTTPResponse(status: status, headers: headers, body: Data(body)))
    }

    /// Takes one header line; false stops the transfer (an announced body over the cap).
    func header(_ line: String) -> Bool {
        // A status line starts a response: after a redirect or a 100 Continue, only the last counts.
        if line.hasPrefix("HTTP/") {
            headers = [:]
            return true
        }
        guard let colon = line.firstIndex(of: ":") else { return true }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return true }
        headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        if name == "content-length", let length = Int(value), length > request.maximumBodyBytes {
            tooLarge = true
            return false
        }
        return true
    }

    /// Takes the next bytes of the body; false stops the transfer once the cap is passed.
    ///
    /// The C edge: `bytes` are libcurl's, valid for this call only; they are copied into ``body``.
    func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard body.count + bytes.count <= request.maximumBodyBytes else {
            tooLarge = true
            body = []
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// The system's words for a failed transfer, as the client's messages quote them: libcurl's
    /// own account (`transfer closed with 500 bytes remaining to read`) unless a plainer one fits.
    static func describe(_ code: CURLcode, detail: String) -> String {
        switch code {
        case CURLE_COULDNT_CONNECT: return "connection refused"
        case CURLE_COULDNT_RESOLVE_HOST: return "host name not found"
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM:
            return "TLS failed: \(detail)"
        default: return detail
        }
    }
}

/// libcurl's body callback (the C edge: its pointers are libcurl's, and `context` is this transfer).
private func curlBody(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    // The C edge: libcurl's `size * count` bytes at `data`, valid for this call only and copied here.
    return transfer.receive(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
}

/// libcurl's header callback: one line at a time (the C edge, as ``curlBody``).
private func curlHeader(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    // The C edge: one header line from libcurl, valid for this call only and copied here.
    let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
    return transfer.header(line) ? size * count : 0
}

/// libcurl's progress callback, called every second or so even while nothing arrives: a
/// cancelled task stops its transfer here (the C edge: `context` is this transfer).
private func curlProgress(
    _ context: UnsafeMutableRawPointer?, _ downloadTotal: curl_off_t, _ downloaded: curl_off_t,
    _ uploadTotal: curl_off_t, _ uploaded: curl_off_t
) -> Int32 {
    guard let context else { return 0 }
    return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().cancelled.isRaised ? 1 : 0
}
