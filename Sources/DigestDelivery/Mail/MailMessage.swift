import Foundation

/// One email: `multipart/alternative` with the text part first and the HTML part last, UTF-8,
/// quoted-printable, CRLF line ends, no line over 78 octets in the headers or 76 in the bodies.
package struct MailMessage: Sendable {
    /// The sender.
    package var from: MailAddress
    /// The recipients, all in `To`.
    package var to: [MailAddress]
    /// The subject (untrusted text: encoded, never able to add a header).
    package var subject: String
    /// When it was written.
    package var date: Date
    /// The zone of the `Date` header.
    package var timeZone: TimeZone
    /// `<…@domain>`, unique per message.
    package var messageID: String
    /// The boundary between the parts; it cannot occur in quoted-printable text.
    var boundary: String
    /// The `text/plain` body.
    package var text: String
    /// The `text/html` body.
    package var html: String
    /// Where to unsubscribe (`https:` or `mailto:`), for `List-Unsubscribe`.
    var unsubscribe: String?

    /// A message; `token` makes its Message-ID and boundary unique (for example a UUID without dashes).
    package init(
        from: MailAddress, to: [MailAddress], subject: String, date: Date, timeZone: TimeZone,
        token: String, text: String, html: String, unsubscribe: String? = nil
    ) {
        let safeToken = String(
            token.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }.map(
                Character.init))
        self.from = from
        self.to = to
        self.subject = subject
        self.date = date
        self.timeZone = timeZone
        self.messageID = "<weekly-digest.\(safeToken)@\(from.domain)>"
        self.boundary = "=_weekly-digest_\(safeToken)"
        self.text = text
        self.html = html
        self.unsubscribe = unsubscribe
    }

    /// The header lines, in order, each `Name: value` (folded lines continue with a space).
    var headers: [String] {
        var headers = [
            "From: \(from.header)",
            "To: \(to.map(\.header).joined(separator: ",\r\n "))",
            "Subject: \(HeaderEncoding.unstructured(subject, fieldName: "Subject"))",
            "Date: \(MailDate.header(date, in: timeZone))",
            "Message-ID: \(messageID)",
            "MIME-Version: 1.0",
        ]
        if let unsubscribe, let value = Self.unsubscribeHeader(unsubscribe) {
            headers.append("List-Unsubscribe: <\(value)>")
            if value.hasPrefix("https:") { headers.append("List-Unsubscribe-Post: List-Unsubscribe=One-Click") }
        }
        headers.append("Content-Type: multipart/alternative;\r\n boundary=\"\(boundary)\"")
        return headers
    }

    /// The whole message, as SMTP sends it and a `.eml` file holds it.
    package var encoded: Data {
        var lines = headers
        lines.append("")
        for (type, body) in [("text/plain", text), ("text/html", html)] {
            lines += [
                "--\(boundary)", "Content-Type: \(type); charset=utf-8", "Content-Transfer-Encoding: quoted-printable",
                "",
                QuotedPrintable.encode(body),
            ]
        }
        lines.append("--\(boundary)--")
        lines.append("")
        return Data(lines.joined(separator: "\r\n").utf8)
    }

    /// `value` when it is an `https:` or `mailto:` address that fits in a header, else nil.
    package static func unsubscribeHeader(_ value: String) -> String? {
        guard value.hasPrefix("https://") || value.hasPrefix("mailto:"), value.utf8.count <= 900,
            value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && $0 != "<" && $0 != ">" })
        else { return nil }
        return value
    }
}
