import DigestCore
import Foundation

/// Your own posts, an "owned read": `GET /2/users/:id/tweets`, after looking the id up once with
/// `GET /2/users/by/username/:username`.
extension XClient {
    /// `GET /users/by/username/:username`.
    func userURL(_ username: String) -> URL {
        base.url("/users/by/username/" + username, query: [])
    }

    /// `GET /users/:id/tweets` in `[start, end)`, `size` posts a page (5 to 100), reposts left
    /// out, after `paginationToken` when given.
    func timelineURL(_ id: String, from start: Date, to end: Date, paginationToken: String?, size: Int = maxResults)
        -> URL
    {
        var items = [
            ("start_time", ISOTimestamp.string(start)), ("end_time", ISOTimestamp.string(end)),
            ("max_results", String(size)), ("exclude", "retweets"),
            ("tweet.fields", "created_at,entities,public_metrics,referenced_tweets,attachments"),
        ]
        if let paginationToken { items.append(("pagination_token", paginationToken)) }
        return base.url("/users/" + id + "/tweets", query: items)
    }

    /// `GET /users/me`.
    var meURL: URL { base.url("/users/me", query: []) }

    /// The account the owner's credentials belong to: its id and handle.
    func me() async throws(XError) -> (id: String, username: String) {
        let me: XWire.Me = try await answer(meURL, endpoint: .lookup)
        guard let id = me.id else {
            throw .answer(.malformed(endpoint: "GET /2/users/me", contentType: nil, preview: "no account id"))
        }
        return (id, me.username ?? "")
    }

    /// The account id of `username`: a 200 naming no account is ``XError/unknownUser(_:)``.
    func userID(_ username: String) async throws(XError) -> String {
        let user: XWire.UserAnswer = try await answer(userURL(username), endpoint: .lookup)
        guard let id = user.id else { throw .unknownUser(username) }
        return id
    }

    /// One page of the timeline.
    func timelinePage(_ url: URL) async throws(XError) -> XWire.SearchPage {
        try await answer(url, endpoint: .timeline)
    }
}

extension XClient {
    /// Checks the credentials for `doctor`: with the id known, one timeline request over a second
    /// an hour ago (which reads no post), else the lookup (`users/me` for the owner's credentials,
    /// else the handle's); returns the id.
    package func verify(username: String?, knownID: String?, now: Date) async throws(XError) -> String {
        guard let knownID else {
            if case .owner = credentials { return try await me().id }
            guard let username else { throw .unknownUser("") }
            return try await userID(username)
        }
        let end = now.addingTimeInterval(-3600)
        _ = try await timelinePage(
            timelineURL(knownID, from: end.addingTimeInterval(-1), to: end, paginationToken: nil, size: 5))
        return knownID
    }
}
