import CCurl
import DigestCurl
import Foundation

/// Sends mail by SMTP through libcurl: STARTTLS required for `smtp://` (plain only to loopback),
/// implicit TLS for `smtps://`, AUTH when a login is set.
///
/// The server's replies are kept for the
/// error message; what the client sends (the password among it) never is.
package struct CurlSMTPTransport: MailTransport {
    /// The server.
    let server: SMTPServer
    /// The most seconds to connect, and for the whole exchange and each reply (DIGEST_COMMAND_TIMEOUT).
    let connectTimeout: Int, timeout: Int

    /// A transport to `server`.
    package init(server: SMTPServer, connectTimeout: Int = 20, timeout: Int = 120) {
        self.server = server
        self.connectTimeout = connectTimeout
        self.timeout = timeout
    }

    package var destination: String { server.url }

    package func send(_ message: MailMessage, from sender: String, to recipients: [String]) throws(MailError) {
        if let problem = CurlHandle.start() { throw MailError(.delivery, "\(problem).") }
        guard let handle = CurlHandle() else {
            throw MailError(.delivery, "libcurl could not start a transfer (out of memory?).")
        }
        let easy = CurlEasy(on: handle)
        let exchange = SMTPExchange(message: message.encoded)
        let context = Unmanaged.passRetained(exchange)
        defer { context.release() }
        easy.set(CURLOPT_URL, server.url)
        easy.set(CURLOPT_MAIL_FROM, "<\(sender)>")
        easy.set(CURLOPT_MAIL_RCPT, list: recipients.map { "<\($0)>" })
        easy.set(CURLOPT_UPLOAD, 1)
        easy.set(read: smtpRead)
        easy.set(CURLOPT_READDATA, pointer: context.toOpaque())
        easy.set(
            CURLOPT_USE_SSL, Int(server.security == .plainLoopback ? CURLUSESSL_NONE.rawValue : CURLUSESSL_ALL.rawValue)
        )
        easy.set(CURLOPT_CONNECTTIMEOUT, connectTimeout)
        easy.set(CURLOPT_TIMEOUT, timeout)
        // The wait for each reply has a clock of its own (120 s), which the one above does not
        // cut short while libcurl waits for the answer to the message's end; and after a reply
        // that never came, libcurl still sends QUIT and waits as long again for its answer. Half
        // the deadline each keeps a silent server within it.
        easy.set(CURLOPT_SERVER_RESPONSE_TIMEOUT, max(1, timeout / 2))
        easy.set(CURLOPT_VERBOSE, 1)
        easy.set(debug: smtpDebug)
        easy.set(CURLOPT_DEBUGDATA, pointer: context.toOpaque())
        if let caFile = server.caFile { easy.set(CURLOPT_CAINFO, caFile) }
        if let username = server.username, let password = server.password {
            easy.set(CURLOPT_USERNAME, username)
            easy.set(CURLOPT_PASSWORD, password)
        }
        if let refused = easy.refusedOption {
            throw MailError(
                .delivery, "libcurl refused an SMTP option (\(refused)); is libcurl built with SMTP and TLS?")
        }
        let (code, what) = easy.perform()
        guard code != CURLE_OK else { return }
        // The whole message went out and no reply to it came (a drop, a silence past the deadline):
        // the server may have kept it, so the send is not known to have failed.
        if let sentAt = exchange.repliesWhenSent, exchange.replies.count == sentAt {
            throw MailError(.unknownOutcome, unanswered(code, detail: what))
        }
        throw MailError(.delivery, explain(code, detail: what, replies: exchange.replies))
    }

    /// A sentence for a failed send: what libcurl saw, the server's last replies, and what to check.
    func explain(_ code: CURLcode, detail: String, replies: [String]) -> String {
        let what = detail
        let said = replies.suffix(2).joined(separator: " / ")
        let hint = SMTPReply.lastRefusal(in: replies).map(\.advice) ?? Self.advice(code)
        return
            "SMTP \(server.url) did not take the message: \(what)\(said.isEmpty ? "" : "; the server said: \(said)") (\(hint)). Nothing is recorded as sent, so the next run sends it."
    }

    /// What to check when the server gave no reply that says (libcurl's `code` alone).
    static func advice(_ code: CURLcode) -> String {
        switch code {
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST:
            "check SMTP_URL and that the server is up"
        case CURLE_OPERATION_TIMEDOUT:
            "the server did not answer in time (DIGEST_COMMAND_TIMEOUT); check SMTP_URL and that the server is up"
        case CURLE_USE_SSL_FAILED:
            "the server does not offer STARTTLS; use smtps://host:465, or a server that encrypts"
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CONNECT_ERROR:
            "the server's certificate is not trusted or TLS failed; check the host name in SMTP_URL, or set SMTP_CA_FILE to the authority that signed it"
        case CURLE_LOGIN_DENIED:
            "check SMTP_USERNAME and SMTP_PASSWORD"
        case CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_GOT_NOTHING:
            "the connection broke; try again"
        default:
            "check DIGEST_MAIL_FROM, DIGEST_MAIL_TO and the server's rules"
        }
    }

    /// A sentence for a send whose end is unknown: the message went out whole, and no reply came.
    func unanswered(_ code: CURLcode, detail: String) -> String {
        let what = detail
        let how =
            code == CURLE_OPERATION_TIMEDOUT
            ? "did not answer in time (DIGEST_COMMAND_TIMEOUT is \(timeout) s)"
            : "closed the connection without answering"
        return
            "SMTP \(server.url) took the whole message but \(how) (\(what)), so it may have arrived. It stays recorded as being sent: the next run warns and sends it again with the same Message-ID, which mail clients recognise."
    }
}

/// The message being uploaded and the server's replies, shared with libcurl's callbacks.
///
/// `@unchecked Sendable` because it crosses into C: libcurl gets it as an opaque pointer and calls
/// back on the thread that runs `curl_easy_perform`, one transfer at a time, so nothing touches it
/// from two threads at once.
final class SMTPExchange: @unchecked Sendable {
    let message: [UInt8]
    var offset = 0
    var replies: [String] = []
    /// How many replies had come when libcurl read the message's end (nil before): a reply after
    /// it answers the message; none means the server's answer to it is unknown.
    var repliesWhenSent: Int?

    init(message: Data) {
        self.message = Array(message)
    }
}

/// libcurl's read callback: the next bytes of the message (the C edge: `buffer` is libcurl's,
/// `context` the exchange).
private func smtpRead(
    _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let buffer, let context else { return 0 }
    let exchange = Unmanaged<SMTPExchange>.fromOpaque(context).takeUnretainedValue()
    let length = min(size * count, exchange.message.count - exchange.offset)
    guard length > 0 else {
        if exchange.repliesWhenSent == nil { exchange.repliesWhenSent = exchange.replies.count }
        return 0
    }
    // The C edge: libcurl's buffer holds `size * count` bytes; `length` of the message's next
    // bytes are copied into it.
    exchange.message.withUnsafeBufferPointer { bytes in
        guard let base = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(buffer).copyMemory(from: base + exchange.offset, byteCount: length)
    }
    exchange.offset += length
    return length
}

/// libcurl's debug callback: keeps the lines the server sent (never what the client sent); the C
/// edge, its pointers libcurl's for this call only.
private func smtpDebug(
    _ handle: UnsafeMutableRawPointer?, _ type: curl_infotype, _ data: UnsafeMutablePointer<CChar>?,
    _ size: Int, _ context: UnsafeMutableRawPointer?
) -> Int32 {
    guard type == CURLINFO_HEADER_IN, let data, let context else { return 0 }
    let exchange = Unmanaged<SMTPExchange>.fromOpaque(context).takeUnretainedValue()
    // The C edge: libcurl's debug text, valid for this call only and copied here.
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    for line in text.split(whereSeparator: \.isNewline) where !line.isEmpty {
        exchange.replies.append(String(line.prefix(300)))
        if exchange.replies.count > 20 { exchange.replies.removeFirst() }
    }
    return 0
}
