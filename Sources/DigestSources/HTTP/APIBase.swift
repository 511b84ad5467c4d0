import Foundation

/// The base URL of an API, checked: https, or plain http only to a loopback host.
package struct APIBase: Sendable, Equatable, CustomStringConvertible {
    /// The base, without a trailing slash.
    package let url: URL

    /// Parses `text` given in `variable`; the error names the variable and says what to write.
    package init(_ text: String, variable: String) throws(APIBaseError) {
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty, let url = components.url
        else {
            throw APIBaseError(
                variable: variable, value: text, problem: "is not an absolute URL such as https://api.example.com/v1")
        }
        guard components.user == nil, components.password == nil else {
            throw APIBaseError(
                variable: variable, value: "(a URL with a password)",
                problem: "carries a user name or password; put credentials in their own variables")
        }
        guard components.query == nil, components.fragment == nil else {
            throw APIBaseError(
                variable: variable, value: text,
                problem: "has a query or fragment; give only the base, such as https://api.example.com/v1")
        }
        guard !host.contains(":") else {
            throw APIBaseError(
                variable: variable, value: text,
                problem:
                    "names an IPv6 address, which this tool does not connect to; use a host name, or localhost for this machine"
            )
        }
        switch scheme {
        case "https": break
        case "http" where Self.isLoopback(host): break
        case "http":
            throw APIBaseError(
                variable: variable, value: text,
                problem: "uses plain http, which is allowed only for 127.0.0.1 or localhost; use https")
        default:
            throw APIBaseError(variable: variable, value: text, problem: "must start with https://")
        }
        self.url = url
    }

    /// The URL of `path` (starting with `/`) under the base, with `query` items in order.
    package func url(_ path: String, query: [(String, String)] = []) -> URL {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.percentEncodedPath = components.percentEncodedPath + path
        if !query.isEmpty {
            components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
            // URLComponents leaves `+` alone, which servers read as a space.
            components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        }
        return components.url ?? url
    }

    package var description: String { url.absoluteString }

    /// Whether `url` may be fetched: https anywhere, http only on loopback.
    package static func isAllowed(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": true
        case "http": isLoopback(url.host ?? "")
        default: false
        }
    }

    static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if bare == "localhost" || bare == "::1" { return true }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127"
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && UInt8(part) != nil
            }
    }
}

/// An API base URL that cannot be used.
package struct APIBaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The variable it came from, for example `WAKATIME_API_URL`.
    var variable: String
    /// The value as given.
    package var value: String
    /// What is wrong and what to write instead.
    package var problem: String

    package var description: String { "\(variable) '\(value)' \(problem)." }
}
