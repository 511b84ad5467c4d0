import Foundation

/// An email address with an optional display name: `me@example.com` or `Me <me@example.com>`.
package struct MailAddress: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// `me@example.com`: what SMTP's envelope carries.
    package let address: String
    /// `Me`, when given.
    package let name: String?

    /// Parses `text` (from a setting named `setting`, for the error): `addr`, `Name <addr>` or
    /// `"Name, with comma" <addr>` (RFC 5322's quoted string, `\"` and `\\` inside it).
    ///
    /// A domain in another script (`例え.jp`) is written as IDNA's ASCII form (`xn--r8jz45g.jp`),
    /// which every SMTP server takes. Anything that could break a header (line breaks, angle
    /// brackets or quotes in the address) is refused, and so is a local part past ASCII, which
    /// needs SMTPUTF8.
    package init(parsing text: String, setting: String) throws(MailError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var name: String?
        var address = trimmed
        if trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") {
            address = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
            guard let display = Self.unquoted(trimmed[..<open].trimmingCharacters(in: .whitespaces)) else {
                throw MailError(
                    .setting,
                    "\(setting) has '\(Self.printable(trimmed))', whose name opens a quote it never closes: write \"Name, with comma\" <me@example.com>."
                )
            }
            name = display.isEmpty ? nil : display
        }
        if let at = address.lastIndex(of: "@"), address[..<at].allSatisfy(\.isASCII),
            !address[address.index(after: at)...].allSatisfy(\.isASCII)
        {
            address = address[...at] + (Self.asciiDomain(String(address[address.index(after: at)...])) ?? "")
        }
        if let at = address.lastIndex(of: "@"), !address[..<at].allSatisfy(\.isASCII) {
            throw MailError(
                .setting,
                "\(setting) has '\(Self.printable(trimmed))', whose part before @ is not ASCII, which needs SMTPUTF8 that this tool does not send: use an ASCII address for it."
            )
        }
        guard Self.isAddress(address), name.map(Self.isSafeName) ?? true else {
            throw MailError(
                .setting,
                "\(setting) has '\(Self.printable(trimmed))', which is not an email address: use me@example.com or Me <me@example.com>."
            )
        }
        self.address = address
        self.name = name
    }

    /// The addresses in a comma-separated list, each once; a comma inside a quoted name or angle
    /// brackets does not separate.
    package static func list(_ text: String, setting: String) throws(MailError) -> [MailAddress] {
        var addresses: [MailAddress] = []
        for part in Self.parts(text) where !part.trimmingCharacters(in: .whitespaces).isEmpty {
            let address = try MailAddress(parsing: String(part), setting: setting)
            if !addresses.contains(where: { $0.address.lowercased() == address.address.lowercased() }) {
                addresses.append(address)
            }
        }
        guard !addresses.isEmpty else {
            throw MailError(.setting, "\(setting) names no address: list one or more, separated by commas.")
        }
        return addresses
    }

    /// The domain part: `example.com`.
    var domain: String { address.split(separator: "@").last.map(String.init) ?? "invalid" }

    /// The address as a header shows it: `Me <me@example.com>`, the name encoded when needed.
    var header: String {
        guard let name else { return address }
        return "\(HeaderEncoding.phrase(name)) <\(address)>"
    }

    package var description: String { header }

    /// `local@domain` with printable ASCII, no spaces, and nothing a header or SMTP treats specially.
    static func isAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), text.utf8.count <= 254,
            !parts[1].hasPrefix("."), !parts[1].hasSuffix(".")
        else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.value > 0x20 && $0.value < 0x7F && !"<>(),;:\\\"[]".unicodeScalars.contains($0)
        }
    }

    static func isSafeName(_ name: String) -> Bool {
        !name.unicodeScalars.contains {
            $0.properties.generalCategory == .control || "<>".unicodeScalars.contains($0)
        }
    }

    /// A display name as written: a quoted string's quotes taken off and its `\"` and `\\` read;
    /// nil for a quote that is never closed, or one in a name that is not quoted.
    static func unquoted(_ text: String) -> String? {
        guard text.hasPrefix("\"") else { return text.contains("\"") ? nil : text }
        var result = "", escaped = false, closed = false
        for character in text.dropFirst() {
            if closed { return nil }
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                closed = true
            } else {
                result.append(character)
            }
        }
        return closed ? result : nil
    }

    /// `text` cut at the commas outside quoted strings and angle brackets.
    static func parts(_ text: String) -> [String] {
        var parts: [String] = [], current = ""
        var quoted = false, escaped = false, angled = false
        for character in text {
            if escaped {
                escaped = false
            } else if quoted && character == "\\" {
                escaped = true
            } else if character == "\"" && !angled {
                quoted.toggle()
            } else if !quoted && (character == "<" || character == ">") {
                angled = character == "<"
            } else if character == ",", !quoted, !angled {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    /// `domain` in IDNA's ASCII form (`例え.jp` → `xn--r8jz45g.jp`), as Foundation's URL parser
    /// writes a host; nil when it is no host.
    static func asciiDomain(_ domain: String) -> String? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = domain
        guard let host = components.encodedHost, host.allSatisfy(\.isASCII), !host.contains("%") else { return nil }
        return host
    }

    static func printable(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }.prefix(80)))
    }
}
