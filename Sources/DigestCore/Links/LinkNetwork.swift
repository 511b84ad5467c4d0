/// A network the user shares links on.
package enum LinkNetwork: String, Sendable, Codable, CaseIterable, Comparable {
    case x
    case bluesky
    case mastodon
    case hatena
    case misskey

    /// Its name, the same in every language: `X`, `Bluesky`, `Mastodon`, `Hatena`, `Misskey`.
    package var name: String {
        switch self {
        case .x: "X"
        case .bluesky: "Bluesky"
        case .mastodon: "Mastodon"
        case .hatena: "Hatena"
        case .misskey: "Misskey"
        }
    }

    /// Hosts whose addresses are the network's own posts, never something shared from elsewhere
    /// (a Mastodon or Misskey instance's own addresses are recognised by its source, which knows
    /// the instance).
    var ownHosts: Set<String> {
        switch self {
        case .x: ["x.com", "twitter.com", "mobile.twitter.com", "t.co", "mobile.x.com"]
        case .bluesky: ["bsky.app", "go.bsky.app"]
        case .mastodon, .misskey: []
        case .hatena: ["b.hatena.ne.jp", "htn.to"]
        }
    }

    package static func < (lhs: LinkNetwork, rhs: LinkNetwork) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
