import DigestCore
import Foundation

/// A status as a ``Post``: only what the world may see (public and unlisted statuses), its links
/// those of its content that are not mentions, hashtags or statuses of the instance, with the
/// card's title.
enum MastodonPost {
    /// `status` as a post, or nil when it is followers-only or a direct message: the digest's page
    /// is public and its email goes to others.
    static func post(_ status: MastodonWire.Status, instance: String) -> Post? {
        guard status.visibility == "public" || status.visibility == "unlisted" else { return nil }
        let content = MastodonContent(html: status.content)
        var links: [PostLink] = []
        for anchor in content.anchors where !anchor.isMentionOrTag && !isStatus(anchor.href, on: instance) {
            guard !links.contains(where: { $0.expandedURL == anchor.href }) else { continue }
            links.append(
                PostLink(
                    shownText: anchor.text.trimmingCharacters(in: .whitespacesAndNewlines), expandedURL: anchor.href))
        }
        if let card = status.card, let cardURL = card.url, !cardURL.isEmpty, !links.isEmpty {
            // The card describes the first link (Mastodon's choice). When it names another host,
            // it is where that link led (a short link, unwound); the same host keeps the address given.
            let index = links.firstIndex { same($0.expandedURL, cardURL) } ?? 0
            if !same(links[index].expandedURL, cardURL), host(of: cardURL) != host(of: links[index].expandedURL) {
                links[index].unwoundURL = cardURL
            }
            links[index].title = card.title
            links[index].summary = card.description
        }
        return Post(
            network: .mastodon, id: status.id, text: content.text, createdAt: status.createdAt, links: links,
            hasMedia: status.hasMedia, isRepost: status.isBoost)
    }

    /// Whether `address` is a status of `instance` (`/@alice/115…`, `/users/alice/statuses/115…`).
    static func isStatus(_ address: String, on instance: String) -> Bool {
        guard let components = URLComponents(string: address), components.host?.lowercased() == instance.lowercased()
        else { return false }
        let parts = components.path.split(separator: "/")
        let numbered = parts.last.map { !$0.isEmpty && $0.allSatisfy(\.isNumber) } ?? false
        return numbered
            && (parts.count == 2 && parts[0].hasPrefix("@")
                || parts.count == 4 && parts[0] == "users" && parts[2] == "statuses")
    }

    /// Whether two addresses are the same but for a trailing slash.
    static func same(_ first: String?, _ second: String) -> Bool {
        guard let first else { return false }
        func bare(_ text: String) -> Substring { text.hasSuffix("/") ? text.dropLast() : Substring(text) }
        return bare(first) == bare(second)
    }

    static func host(of address: String?) -> String? {
        address.flatMap { URLComponents(string: $0)?.host?.lowercased() }
    }
}
