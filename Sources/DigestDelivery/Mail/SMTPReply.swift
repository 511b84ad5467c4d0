/// An SMTP server's reply line (`550 5.1.1 <x@y>: User unknown`), read for the advice it calls for.
struct SMTPReply: Sendable, Equatable {
    /// The three-digit code.
    let code: Int
    /// The enhanced status code (`5.1.1`), when the server gave one.
    let status: String?

    /// The reply `line` as libcurl shows it, or nil when it does not start with a reply code.
    init?(_ line: String?) {
        guard let line, line.count >= 3, let code = Int(line.prefix(3)), (200...599).contains(code) else {
            return nil
        }
        self.code = code
        let words = line.dropFirst(4).split(separator: " ", maxSplits: 1)
        let first = words.first.map(String.init)
        status = first.flatMap { $0.split(separator: ".").count == 3 && $0.first?.isNumber == true ? $0 : nil }
    }

    /// The server's last reply among `lines` (a `221` to libcurl's QUIT aside), when it refused
    /// something (a 4xx or 5xx code).
    static func lastRefusal(in lines: [String]) -> SMTPReply? {
        guard let last = lines.lazy.reversed().compactMap(SMTPReply.init).first(where: { $0.code != 221 }),
            last.code >= 400
        else { return nil }
        return last
    }

    /// What the user does about it, in words (RFC 5321's reply classes, RFC 3463's status codes).
    var advice: String {
        let addressing = status.map { $0.dropFirst().hasPrefix(".1.") } ?? [550, 551, 553].contains(code)
        if [530, 534, 535, 538].contains(code) {
            return "the server wants a login it accepts; check SMTP_USERNAME and SMTP_PASSWORD"
        }
        if (400..<500).contains(code) {
            return "a temporary failure at the server; try again later: the next run sends it"
        }
        if code == 552 || status == "5.3.4" { return "the message is larger than the server takes" }
        if addressing {
            return "the server refused a recipient or the sender for good; check DIGEST_MAIL_TO and DIGEST_MAIL_FROM"
        }
        return "the server refused the message for good; check DIGEST_MAIL_FROM, DIGEST_MAIL_TO and the server's rules"
    }
}
