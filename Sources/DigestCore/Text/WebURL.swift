import Foundation

/// An absolute `http` or `https` address, the only kind the digest ever turns into a link.
package struct WebURL: Sendable, Hashable, CustomStringConvertible, Encodable {
    /// The address, percent-encoded so that it holds no spaces, quotes, angle brackets or parentheses.
    package let absoluteString: String
    /// The host, lowercased, without a leading `www.`.
    package let displayHost: String

    /// Accepts `text` only when it is an absolute http(s) URL with a host; nil otherwise.
    ///
    /// `text` is read through `URLComponents`, the one URL parser of every decision about an address.
    package init?(_ text: String) {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, trimmed.utf8.count <= 4096,
            !trimmed.unicodeScalars.contains(where: SingleLine.isControl),
            let components = URLComponents(string: WebURL.percentEncodingOddBytes(trimmed)),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host?.lowercased(), !host.isEmpty,
            components.user == nil, components.password == nil,
            let rebuilt = WebURL.rebuild(components, scheme: scheme, host: host)
        else { return nil }
        self.absoluteString = rebuilt
        self.displayHost = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    }

    /// The address without its scheme and with a trailing slash removed, for showing in text.
    package var displayForm: String {
        var text = absoluteString
        for prefix in ["https://", "http://"] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        if text.hasPrefix("www.") { text.removeFirst(4) }
        if text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// A key that is equal for addresses that differ only in scheme (`http`/`https`), case of
    /// the host, a fragment or a trailing slash.
    var normalizedKey: String {
        guard var components = URLComponents(string: absoluteString) else { return absoluteString }
        components.fragment = nil
        components.scheme = nil
        if components.path.hasSuffix("/") { components.path.removeLast() }
        return components.string ?? absoluteString
    }

    /// Whether this is an `https` address.
    var isSecure: Bool { absoluteString.hasPrefix("https:") }

    package var description: String { absoluteString }

    /// The same address without tracking, affiliate and referral parameters (``TrackingParameters``:
    /// `utm_*`, `fbclid`, Amazon's `tag` and `/ref=…`, …); other parameters keep their order and encoding.
    var withoutTracking: WebURL {
        guard var components = URLComponents(string: absoluteString) else { return self }
        let host = displayHost
        let path = TrackingParameters.cleanedPath(components.percentEncodedPath, on: host)
        let items = components.percentEncodedQueryItems ?? []
        let kept = items.filter { !TrackingParameters.removes($0.name, on: host) }
        guard kept.count != items.count || path != components.percentEncodedPath else { return self }
        components.percentEncodedPath = path
        components.percentEncodedQueryItems = kept.isEmpty ? nil : kept
        return components.string.flatMap { WebURL($0) } ?? self
    }

    /// Percent-encodes characters that have no business in a URL: spaces, quotes, brackets, non-ASCII.
    static func percentEncodingOddBytes(_ text: String) -> String {
        guard text.utf8.contains(where: needsPercentEncoding) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if needsPercentEncoding(byte) {
                result += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A byte to percent-encode: one of ` "<>()\\^`{|}'`, or any byte of a non-ASCII character.
    static func needsPercentEncoding(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "("),
            UInt8(ascii: ")"),
            UInt8(ascii: "\\"), UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"),
            UInt8(ascii: "}"),
            UInt8(ascii: "'"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    static func rebuild(_ parsed: URLComponents, scheme: String, host: String) -> String? {
        var components = parsed
        components.scheme = scheme
        components.host = host
        return components.string
    }
}

extension WebURL {
    /// Writes the address as its text.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(absoluteString)
    }
}
