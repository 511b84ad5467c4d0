import Foundation

/// One request as the loopback server received it.
public struct RecordedRequest: Sendable {
    /// The method: `GET`, `POST`, ….
    public var method: String
    /// The request target as sent: path and query.
    public var target: String
    /// Header fields, names lowercased.
    public var headers: [String: String]
    /// The body (empty for GET).
    public var body: Data

    /// The path without the query.
    public var path: String {
        String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }

    /// The query's parameters, percent-decoded (`+` is not treated as a space).
    public var query: [String: String] {
        guard let components = URLComponents(string: target) else { return [:] }
        var result: [String: String] = [:]
        for item in components.queryItems ?? [] { result[item.name] = item.value ?? "" }
        return result
    }

    /// The header `name` (any case).
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
