import DigestCore
import Foundation

extension XSource {
    /// The week from your own timeline: the id looked up once, then every page of your posts in
    /// the week's window, reposts left out, up to `X_MAX_POSTS` a run.
    func read(_ timeline: XTimeline, _ client: XClient, week: ISOWeek, in window: DateInterval) async -> XSearchResult {
        var result = XSearchResult()
        let log = client.http.logger
        let id: String
        if let known = timeline.id {
            id = known
        } else {
            do { id = try await lookUp(timeline, client) } catch {
                result.error = error
                return result
            }
            timeline.found(id)
        }
        var token: String?
        var seen: Set<String> = []
        for _ in 0..<Self.maximumPages {
            let remaining = timeline.remaining
            guard remaining > 0 else {
                timeline.cap()
                let sentence = Self.capNote(timeline.maxPosts, week: week)
                result.notes.append(sentence)
                log.warning("\(week): \(sentence)")
                return result
            }
            // X serves 5 to 100 posts a page: a page never reads more than the cap leaves.
            let size = min(XClient.maxResults, max(5, remaining))
            let page: XWire.SearchPage
            do {
                page = try await client.timelinePage(
                    client.timelineURL(id, from: window.start, to: window.end, paginationToken: token, size: size))
            } catch {
                result.error = error
                return result
            }
            let returned = page.resultCount ?? page.posts.count + page.skipped
            let total = timeline.read(returned)
            log.debug(
                "X: GET /2/users/\(id)/tweets returned \(returned) posts (\(total) read this run, X_MAX_POSTS \(timeline.maxPosts))"
            )
            result.add(page)
            guard let next = page.nextToken, seen.insert(next).inserted else { return result }
            token = next
        }
        return result
    }

    /// The account's id: the credentials' owner (`GET /2/users/me`, which must be `X_USERNAME`
    /// when it is set), else the handle's.
    func lookUp(_ timeline: XTimeline, _ client: XClient) async throws(XError) -> String {
        let log = client.http.logger
        if timeline.isOwner {
            let me = try await client.me()
            if let expected = timeline.username, expected.lowercased() != me.username.lowercased() {
                throw .otherAccount(username: expected, owner: me.username)
            }
            log.debug(
                "X: the credentials belong to @\(me.username), account \(me.id) (looked up once; kept for later runs)")
            return me.id
        }
        guard let username = timeline.username else { throw .unknownUser("") }
        let id = try await client.userID(username)
        log.debug("X: @\(username) is account \(id) (looked up once; kept for later runs)")
        return id
    }

    /// The note for a week whose posts the cap cut short.
    static func capNote(_ cap: Int, week: ISOWeek) -> String {
        "X_MAX_POSTS (\(cap)) was reached, so not all of your posts this week were read (each is billed); raise it and run `weekly-digest run --week \(week)` to read the rest."
    }
}
