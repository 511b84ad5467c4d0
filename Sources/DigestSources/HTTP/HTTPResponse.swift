import DigestCore
import Foundation

/// An HTTP response: status, header fields (looked up in any case) and the body.
package struct HTTPResponse: Sendable, Equatable {
    /// The status code.
    package var status: Int
    /// Header fields with lowercased names (HTTP/2 sends them lowercased anyway).
    var headers: [String: String]
    /// The body bytes.
    package var body: Data
    /// How many attempts it took (set by `HTTPClient`).
    var attempts = 1

    /// Creates a response; header names are lowercased.
    init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        self.body = body
    }

    /// The header `name`, whatever its case.
    package func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// Whether the status is 2xx.
    var isSuccess: Bool { (200..<300).contains(status) }

    /// The first bytes of the body as printable one-line text, for error messages.
    func bodyPreview(limit: Int = 120) -> String {
        let line = SingleLine.squeezed(
            String(decoding: body.prefix(limit * 4), as: UTF8.self), formatCharacters: true, limit: limit)
        return line.isEmpty ? "(empty body)" : "\"\(line)\""
    }
}
