import Foundation

/// Turns the user's posts into the week's shared links, by one rule on every network.
enum LinkCollector {
    /// The links shared by `posts`: only http(s) destinations outside the network that carried
    /// them, without tracking parameters, once per address, oldest share first.
    ///
    /// Reposts and posts with images or video are left out (X's `-filter:images`); a quote
    /// counts only for the links it carries itself, which is all a ``Post`` holds.
    static func collect(_ posts: [Post]) -> [SharedLink] {
        var found: [SharedLink] = []
        for post in posts.sorted(by: { ($0.createdAt, $0.network, $0.id) < ($1.createdAt, $1.network, $1.id) })
        where !post.isRepost && !post.hasMedia {
            let text = displayText(of: post)
            for link in post.links {
                guard let destination = link.destination.flatMap({ WebURL($0) })?.withoutTracking,
                    !post.network.ownHosts.contains(destination.displayHost)
                else { continue }
                found.append(
                    SharedLink(
                        url: destination.absoluteString, title: SharedLink.nonEmpty(link.title),
                        summary: SharedLink.nonEmpty(link.summary),
                        shares: [LinkShare(network: post.network, at: post.createdAt, postID: post.id, text: text)]))
            }
        }
        // One entry per address, as across networks.
        return LinksAcrossNetworks.joined(found)
    }

    /// The post's text with each link's shown text replaced by its destination's display form.
    ///
    /// A link whose destination is not http(s) is replaced by "(link removed)".
    static func displayText(of post: Post) -> String {
        var text = post.text
        for link in post.links where !link.shownText.isEmpty {
            let replacement = link.destination.flatMap { WebURL($0) }?.withoutTracking.displayForm ?? "(link removed)"
            text = text.replacingOccurrences(of: link.shownText, with: replacement)
        }
        return text
    }
}
