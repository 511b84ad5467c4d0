import Foundation

/// An email address with an optional display name: `me@example.com` or `Me <me@example.com>`.
package struct MailAddress: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// `me@example.com`: what SMTP's envelope carries.
    package let address: String
    /// `Me`, when given.
    package let name: String?

    /// Parses `text` (from a setting named `setting`, for the error): `addr` or `Name <addr>`.
    ///
    /// Anything that could break a header (line breaks, commas, quotes, angle brackets in the
    /// address) is refused.
    package init(parsing text: String, setting: String) throws(MailError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var name: String?
        var address = trimmed
        if trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") {
            address = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
            let display = trimmed[..<open].trimmingCharacters(in: .whitespaces)
                .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            name = display.isEmpty ? nil : display
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

    /// The addresses in a comma-separated list, each once.
    package static func list(_ text: String, setting: String) throws(MailError) -> [MailAddress] {
        var addresses: [MailAddress] = []
        for part in text.split(separator: ",") where !part.trimmingCharacters(in: .whitespaces).isEmpty {
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
            $0.properties.generalCategory == .control || "<>\"".unicodeScalars.contains($0)
        }
    }

    static func printable(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }.prefix(80)))
    }
}
