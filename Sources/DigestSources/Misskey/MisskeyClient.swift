import DigestCore
import Foundation

/// Reads a user's own notes through Misskey's API, where every call is a POST of a JSON body:
/// `users/show` for the user's id, then `users/notes` a page at a time, paged by `untilId`.
package struct MisskeyClient: Sendable {
    /// The most notes a page holds.
    static let pageSize = 100

    let base: APIBase
    /// `MISSKEY_ACCESS_TOKEN`, for instances that show nothing to visitors (a secret, sent as
    /// `Authorization: Bearer`, never in the body).
    let token: String?
    let http: HTTPClient
    let timeout: Double

    /// Creates a client for the instance's API at `base`.
    package init(base: APIBase, token: String?, http: HTTPClient, timeout: Double = 30) {
        self.base = base
        self.token = token?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.http = http
        self.timeout = timeout
    }

    /// The local user `username`.
    func user(_ username: String, account: String) async throws(MisskeyError) -> MisskeyWire.User {
        let body = try await post("users/show", MisskeyWire.UserQuery(username: username, host: nil), account: account)
        do {
            return try JSONDecoder().decode(MisskeyWire.User.self, from: body)
        } catch {
            throw .notMisskey(
                endpoint: "POST /api/users/show", base: base.description,
                detail: "its answer is not a user: \(redactor.redact(Self.preview(body)))")
        }
    }

    /// One page of notes, newest first.
    func notes(_ query: MisskeyWire.NotesQuery, account: String) async throws(MisskeyError)
        -> LossyArray<MisskeyWire.Note>
    {
        let body = try await post("users/notes", query, account: account)
        do {
            return try JSONDecoder().decode(LossyArray<MisskeyWire.Note>.self, from: body)
        } catch {
            throw .notMisskey(
                endpoint: "POST /api/users/notes", base: base.description,
                detail: "its answer is not a list of notes: \(redactor.redact(Self.preview(body)))")
        }
    }

    /// The body of a 2xx answer to `POST <base>/api/<endpoint>`; any other status becomes the
    /// ``MisskeyError`` that names its fix (`account`, `alice@misskey.io`, in its words).
    func post(_ endpoint: String, _ query: some Encodable, account: String) async throws(MisskeyError) -> Data {
        var headers = ["Content-Type": "application/json"]
        if let token, !token.isEmpty { headers["Authorization"] = "Bearer " + token }
        let json = (try? JSONEncoder().encode(query)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let request = HTTPRequest(
            url: base.url("/api/" + endpoint), method: "POST", headers: headers, body: json, timeout: timeout)
        let response = try await http.send(
            request, resetHeaders: [], rateLimited: { MisskeyError.rateLimited(resetAt: $0) },
            failed: { MisskeyError.answer(.http($0)) })
        if response.isSuccess { return response.body }
        let problem = try? JSONDecoder().decode(MisskeyWire.Problem.self, from: response.body)
        let detail = redactor.redact(problem?.summary ?? Self.preview(response.body))
        let hasToken = token?.isEmpty == false
        switch response.status {
        case _ where problem?.error.code == "NO_SUCH_USER": throw .unknownUser(account)
        case 401 where !hasToken, 403 where !hasToken:
            throw .needsToken(instance: base.url.host ?? base.description, detail: detail)
        case 401: throw .tokenRejected(detail: detail)
        case 403: throw .forbidden(detail: detail)
        case 429: throw .rateLimited(resetAt: nil)
        case 400 where problem == nil, 404 where problem == nil:
            throw .notMisskey(
                endpoint: request.endpoint, base: base.description, detail: "\(response.status): \(detail)")
        default: throw .answer(.status(response, endpoint: request.endpoint, preview: detail))
        }
    }

    /// The start of `body` on one line.
    static func preview(_ body: Data) -> String {
        SingleLine.squeezed(String(decoding: body.prefix(120), as: UTF8.self), formatCharacters: true, limit: 100)
    }

    /// The token blanked from anything an answer echoes.
    var redactor: SecretRedactor { SecretRedactor([token].compactMap { $0 }) }
}
