import Foundation

/// What the loopback server does with one request.
public enum Reply: Sendable {
    /// A normal HTTP/1.1 response with a correct `Content-Length`.
    case respond(status: Int, headers: [String: String], body: Data)
    /// These bytes exactly, then the connection is closed (for truncated or malformed answers).
    case raw(Data)
    /// No answer at all: the connection stays open until the client gives up.
    case silence
    /// A response whose body is sent one byte every `interval` seconds.
    case drip(status: Int, body: Data, interval: Double)

    /// A JSON response.
    public static func json(_ status: Int = 200, _ body: String, headers: [String: String] = [:]) -> Reply {
        .respond(
            status: status, headers: ["Content-Type": "application/json; charset=utf-8"].merging(headers) { $1 },
            body: Data(body.utf8))
    }

    /// An HTML response (an error page from a proxy, say).
    public static func html(_ status: Int, _ body: String) -> Reply {
        .respond(status: status, headers: ["Content-Type": "text/html"], body: Data(body.utf8))
    }

    /// A response that announces `announced` bytes but sends only `body`, then closes.
    public static func truncated(_ body: String, announced: Int) -> Reply {
        .raw(
            Data(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(announced)\r\n\r\n\(body)".utf8)
        )
    }

    /// The bytes of a complete response.
    static func head(status: Int, headers: [String: String], length: Int) -> Data {
        var text = "HTTP/1.1 \(status) \(reason(status))\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        text += "Content-Length: \(length)\r\n\r\n"
        return Data(text.utf8)
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 202: "Accepted"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
