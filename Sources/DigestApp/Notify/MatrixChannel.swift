import DigestRender
import DigestSources
import Foundation

/// A Matrix room (`MATRIX_HOMESERVER`, `MATRIX_ROOM_ID`, `MATRIX_ACCESS_TOKEN`): an `m.text`
/// message in plain text and HTML, `PUT` with the week's own transaction id, which the homeserver
/// never posts twice for the same token.
struct MatrixChannel: NotifyChannel {
    /// The homeserver: `https://matrix.example.org`.
    let homeserver: URL
    /// The room's id: `!abc:example.org`.
    let room: String
    /// The access token: a secret.
    let token: String

    let name = "matrix"
    var shown: String { "Matrix (\(homeserver.host ?? ""), \(room))" }
    var secrets: [String] { [token] }
    /// The homeserver keeps one message for a transaction id.
    var resendIsSafe: Bool { true }

    struct Body: Encodable {
        var msgtype = "m.text"
        var body: String
        var format = "org.matrix.custom.html"
        var formatted_body: String
    }

    /// `s` with every character but letters, digits and `-._~` percent-encoded: a path segment.
    static func segment(_ s: String) -> String {
        s.addingPercentEncoding(
            withAllowedCharacters: CharacterSet(
                charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")) ?? ""
    }

    /// The rooms the token's user has joined, which must hold this one.
    func probe(timeout: Double) -> (request: HTTPRequest, works: @Sendable (HTTPResponse) -> Bool)? {
        let room = self.room
        return (
            HTTPRequest(
                url: homeserver.appendingPathComponent("_matrix/client/v3/joined_rooms"),
                headers: ["Authorization": "Bearer \(token)"], timeout: timeout),
            { response in
                struct Rooms: Decodable { var joined_rooms: [String] }
                return response.status == 200
                    && (try? JSONDecoder().decode(Rooms.self, from: response.body))?.joined_rooms.contains(room) == true
            }
        )
    }

    func request(_ message: WeekNotification, key: String, timeout: Double) -> HTTPRequest {
        let base =
            homeserver.absoluteString.hasSuffix("/")
            ? String(homeserver.absoluteString.dropLast()) : homeserver.absoluteString
        let address = base + "/_matrix/client/v3/rooms/\(Self.segment(room))/send/m.room.message/\(Self.segment(key))"
        return HTTPRequest(
            url: URL(string: address) ?? homeserver, method: "PUT",
            headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)", "Idempotency-Key": key],
            body: Self.json(Body(body: message.plainText, formatted_body: message.html)), timeout: timeout,
            postsOnce: true)
    }
}
