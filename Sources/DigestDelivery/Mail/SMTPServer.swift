import DigestSystem
import Foundation

/// Where and how to reach the SMTP server (`SMTP_URL`, `SMTP_USERNAME`, `SMTP_PASSWORD`).
package struct SMTPServer: Sendable, Equatable {
    /// How the connection is protected.
    package enum Security: Sendable, Equatable {
        /// `smtps://`: TLS from the first byte (port 465).
        case implicitTLS
        /// `smtp://`: STARTTLS, required; the send fails when the server does not offer it.
        case startTLS
        /// `smtp://` to a loopback address: plain, as a local relay or a test server speaks.
        case plainLoopback
    }

    /// `smtp://host:587` or `smtps://host:465`, as libcurl takes it.
    package let url: String
    /// The host, for messages.
    let host: String
    /// How the connection is protected.
    package let security: Security
    /// The login, when set.
    package let username: String?
    /// The password (a secret: never printed or put in an error).
    let password: String?
    /// `SMTP_CA_FILE`: certificate authorities (PEM) to trust instead of the system's, for a relay
    /// with a private certificate.
    let caFile: String?

    /// The server in `value` (from `SMTP_URL`): a usage error naming the variable when it is unusable.
    package init(
        url value: String, username: String?, password: String?, caFile: String? = nil, fileSystem: any FileSystem
    ) throws(MailError) {
        guard let components = URLComponents(string: value), let scheme = components.scheme?.lowercased(),
            scheme == "smtp" || scheme == "smtps", let host = components.host, !host.isEmpty,
            components.user == nil, components.password == nil, components.query == nil, components.fragment == nil,
            components.path.isEmpty || components.path == "/"
        else {
            throw MailError(
                .setting,
                "SMTP_URL is '\(MailAddress.printable(Self.redacted(value)))', which is not an SMTP server: use smtp://host:587 (STARTTLS) or smtps://host:465, with the login in SMTP_USERNAME and SMTP_PASSWORD."
            )
        }
        if let port = components.port, !(1...65_535).contains(port) {
            throw MailError(
                .setting,
                "SMTP_URL has port \(port): use a port from 1 to 65535, usually 587 (smtp://) or 465 (smtps://).")
        }
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let loopback = ["127.0.0.1", "::1", "localhost"].contains(bare.lowercased())
        self.security = scheme == "smtps" ? .implicitTLS : loopback ? .plainLoopback : .startTLS
        self.host = host
        self.url =
            "\(scheme)://\(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host):\(components.port ?? (scheme == "smtps" ? 465 : 587))"
        if (username == nil) != (password == nil) {
            throw MailError(
                .setting, "Only one of SMTP_USERNAME and SMTP_PASSWORD is set: set both to log in, or neither.")
        }
        if let caFile, !fileSystem.allows(.read, at: caFile) {
            throw MailError(
                .setting,
                "SMTP_CA_FILE is '\(MailAddress.printable(caFile))', which is not a readable file: point it at a PEM file of certificate authorities, or unset it to trust the system's."
            )
        }
        self.username = username
        self.password = password
        self.caFile = caFile
    }

    /// `value` without anything between `//` and `@`, so a password pasted into the URL is not echoed.
    static func redacted(_ value: String) -> String {
        guard let start = value.range(of: "//"), let at = value[start.upperBound...].firstIndex(of: "@") else {
            return value
        }
        return String(value[..<start.upperBound]) + "…" + String(value[at...])
    }
}
