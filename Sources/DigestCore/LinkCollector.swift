import Foundation

/// Turns the user's posts into the week's shared links.
enum LinkCollector {
    /// Hosts whose links are X itself (quotes, replies), not something the user shared.
    static let selfHosts: Set<String> = ["x.com", "twitter.com", "mobile.twitter.com", "t.co", "mobile.x.com"]

    /// The links shared by `posts`: only http(s) destinations outside X, without tracking
    /// parameters, once per address, oldest share first.
    ///
    /// Retweets and posts with media are left out, matching the default search query.
    static func collect(_ posts: [Tweet]) -> [SharedLink] {
        var order: [String] = []
        var byKey: [String: SharedLink] = [:]
        for post in posts.sorted(by: { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) })
        where !post.isRetweet && !post.hasMedia {
            let text = displayText(of: post)
            for link in post.links {
                guard let destination = link.destination.flatMap({ WebURL($0) })?.withoutTracking,
                    !selfHosts.contains(destination.displayHost)
                else { continue }
                let key = destination.normalizedKey
                if var existing = byKey[key] {
                    if !existing.sharedAt.contains(post.createdAt) { existing.sharedAt.append(post.createdAt) }
                    // One entry per address whatever the scheme, and https when either share had it.
                    if destination.isSecure, !existing.url.hasPrefix("https:") {
                        existing.url = destination.absoluteString
                    }
                    if existing.title == nil { existing.title = nonEmpty(link.title) }
                    if existing.summary == nil { existing.summary = nonEmpty(link.summary) }
                    byKey[key] = existing
                } else {
                    order.append(key)
                    byKey[key] = SharedLink(
                        url: destination.absoluteString, title: nonEmpty(link.title), summary: nonEmpty(link.summary),
                        sharedAt: [post.createdAt], postText: text, postID: post.id)
                }
            }
        }
        return order.compactMap { byKey[$0] }
    }

    /// The post's text with each short link replaced by its destination's display form.
    ///
    /// A short link whose destination is not http(s) is replaced by "(link removed)".
    static func displayText(of post: Tweet) -> String {
        var text = post.text
        for link in post.links where !link.shortURL.isEmpty {
            let replacement = link.destination.flatMap { WebURL($0) }?.withoutTracking.displayForm ?? "(link removed)"
            text = text.replacingOccurrences(of: link.shortURL, with: replacement)
        }
        return text
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
