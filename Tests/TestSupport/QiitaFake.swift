import Foundation
import Synchronization

/// A Qiita API v2 for the loopback server: `/items` searched by `tag:` and `created:>=`/`<=`,
/// newest first, paged with `Link` and `Total-Count`; `/tags/<tag>`; `/authenticated_user`; and
/// `Rate-Limit`/`Rate-Remaining`/`Rate-Reset` on every answer, counting down per request.
public final class QiitaFake: Sendable {
    /// How the fake misbehaves, when asked to.
    public struct Options: Sendable {
        /// Send `Link` headers.
        public var sendsLinks = true
        /// Send `Total-Count`.
        public var sendsTotalCount = true
        /// Ignore `created:` in the query, listing every article of the tag (as `/tags/<tag>/items` would).
        public var ignoresDates = false
        /// Host written into `Link` targets instead of the request's own (`127.0.0.2:1`, say).
        public var linkHost: String?
        /// The hour's budget; each request spends one.
        ///
        /// `Rate-Remaining` goes down to 0, then 403.
        public var rateLimit = 60
        /// `Rate-Reset`.
        public var rateReset = 1_795_388_400
        /// When set, the hour ends this many seconds after the first request it refuses: that
        /// refusal's `Rate-Reset`, after which the budget starts afresh (whatever the machine's
        /// speed, a request is refused before the reset).
        public var windowSeconds: Double?
        /// The token `/authenticated_user` and every request must carry, when set; others get 401.
        public var token: String?
        /// Replies that replace the search's answer for a tag (lowercased).
        public var tagReplies: [String: Reply] = [:]

        public init() {}
    }

    let articles: [QiitaFixtureArticle]
    let options: Options
    let used = Mutex(0)
    /// When the spent hour ends (Unix seconds), with ``Options/windowSeconds``.
    let windowEnd = Mutex<Double?>(nil)

    /// A fake serving `articles` under the path prefix `/api/v2`.
    public init(articles: [QiitaFixtureArticle], options: Options = Options()) {
        self.articles = articles.sorted { $0.createdAt > $1.createdAt }
        self.options = options
    }

    /// The answer to `request`.
    public func reply(to request: RecordedRequest) -> Reply {
        var reset = options.rateReset
        let now = Date().timeIntervalSince1970
        // A window that has ended starts the budget afresh.
        let renewed = windowEnd.withLock { end -> Bool in
            guard let current = end, now >= current else { return false }
            end = nil
            return true
        }
        if renewed { used.withLock { $0 = 0 } }
        let spent = used.withLock { count in
            count += 1
            return count
        }
        if let length = options.windowSeconds, spent > options.rateLimit {
            reset = Int(
                windowEnd.withLock { end in
                    let current = end ?? now + length
                    end = current
                    return current
                }.rounded(.up))
        }
        let remaining = max(0, options.rateLimit - spent)
        let rate = [
            "Rate-Limit": String(options.rateLimit), "Rate-Remaining": String(remaining),
            "Rate-Reset": String(reset),
        ]
        if spent > options.rateLimit {
            return .json(403, #"{"message":"Rate limit exceeded","type":"rate_limit_exceeded"}"#, headers: rate)
        }
        if let token = options.token, request.header("authorization") != "Bearer \(token)" {
            return .json(401, #"{"message":"Unauthorized","type":"unauthorized"}"#, headers: rate)
        }
        let path = request.path
        if path == "/api/v2/items" { return search(request, rate: rate) }
        if path.hasPrefix("/api/v2/tags/") {
            let tag = String(path.dropFirst("/api/v2/tags/".count)).removingPercentEncoding ?? ""
            guard articles.contains(where: { $0.tags.contains { $0.lowercased() == tag.lowercased() } }) else {
                return .json(404, #"{"message":"Not found","type":"not_found"}"#, headers: rate)
            }
            return Self.json(["id": tag, "items_count": 1, "followers_count": 1, "icon_url": NSNull()], headers: rate)
        }
        if path == "/api/v2/authenticated_user" {
            return Self.json(["id": "hanako_dev", "items_count": 3], headers: rate)
        }
        return .json(404, #"{"message":"Not found","type":"not_found"}"#, headers: rate)
    }

    func search(_ request: RecordedRequest, rate: [String: String]) -> Reply {
        let terms = (request.query["query"] ?? "").split(separator: " ").map(String.init)
        let tag = terms.first { $0.hasPrefix("tag:") }.map { String($0.dropFirst(4)).lowercased() } ?? ""
        if let reply = options.tagReplies[tag] { return reply }
        let from = terms.first { $0.hasPrefix("created:>=") }.map { String($0.dropFirst(10)) } ?? ""
        let to = terms.first { $0.hasPrefix("created:<=") }.map { String($0.dropFirst(10)) } ?? "9999"
        let found = articles.filter { article in
            article.tags.contains { $0.lowercased() == tag }
                && (options.ignoresDates || (article.day >= from && article.day <= to))
        }
        let page = Int(request.query["page"] ?? "1") ?? 1
        let perPage = Int(request.query["per_page"] ?? "20") ?? 20
        guard (1...100).contains(page), (1...100).contains(perPage) else {
            return .json(400, #"{"message":"Bad request","type":"bad_request"}"#, headers: rate)
        }
        let slice = Array(found.dropFirst((page - 1) * perPage).prefix(perPage))
        var headers = rate
        if options.sendsTotalCount { headers["Total-Count"] = String(found.count) }
        if options.sendsLinks {
            let lastPage = max(1, (found.count + perPage - 1) / perPage)
            let host = options.linkHost ?? request.header("host") ?? "127.0.0.1"
            func link(_ page: Int, _ rel: String) -> String {
                var components = URLComponents()
                components.queryItems = [
                    URLQueryItem(name: "page", value: String(page)),
                    URLQueryItem(name: "per_page", value: String(perPage)),
                    URLQueryItem(name: "query", value: request.query["query"] ?? ""),
                ]
                return "<http://\(host)/api/v2/items?\(components.percentEncodedQuery ?? "")>; rel=\"\(rel)\""
            }
            var links = [link(1, "first")]
            if page > 1 { links.append(link(page - 1, "prev")) }
            if page < lastPage { links.append(link(page + 1, "next")) }
            links.append(link(lastPage, "last"))
            headers["Link"] = links.joined(separator: ", ")
        }
        return Self.json(slice.map(\.json), headers: headers)
    }

    static func json(_ object: Any, headers: [String: String]) -> Reply {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("null".utf8)
        return .respond(
            status: 200, headers: ["Content-Type": "application/json; charset=utf-8"].merging(headers) { $1 },
            body: data)
    }
}
