import Foundation

/// A snapshot's link: `shares`, or, in snapshots written before Bluesky and Mastodon, the X
/// post's `sharedAt`, `postText` and `postID`.
extension SharedLink: Codable {
    enum CodingKeys: String, CodingKey {
        case url, title, summary, shares
        case sharedAt, postText, postID
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let url = try container.decode(String.self, forKey: .url)
        let title = try container.decodeIfPresent(String.self, forKey: .title)
        let summary = try container.decodeIfPresent(String.self, forKey: .summary)
        if let shares = try container.decodeIfPresent([LinkShare].self, forKey: .shares) {
            self.init(url: url, title: title, summary: summary, shares: shares.sorted(by: LinkShare.isOlder))
        } else {
            self.init(
                url: url, title: title, summary: summary,
                sharedAt: try container.decode([Date].self, forKey: .sharedAt),
                postText: try container.decode(String.self, forKey: .postText),
                postID: try container.decode(String.self, forKey: .postID))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(url, forKey: .url)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encode(shares, forKey: .shares)
    }
}
