import Foundation

/// A link the user shared during the week, on one network or several: one entry per address.
package struct SharedLink: Sendable, Equatable {
    /// The destination (untrusted; checked again before it becomes a link).
    package var url: String
    /// The destination page's title, when a network gave one (``SharedLink/absorb(_:)`` says which).
    package var title: String?
    /// The destination page's description, when a network gave one.
    package var summary: String?
    /// Every time it was shared this week, on every network, oldest first.
    package var shares: [LinkShare]

    /// Creates a shared link.
    package init(url: String, title: String?, summary: String?, shares: [LinkShare]) {
        self.url = url
        self.title = title
        self.summary = summary
        self.shares = shares
    }

    /// A link shared on X, in the form snapshots had before other networks: the first post's text and id.
    package init(url: String, title: String?, summary: String?, sharedAt: [Date], postText: String, postID: String) {
        let shares = sharedAt.sorted().enumerated().map { index, date in
            LinkShare(
                network: .x, at: date, postID: index == 0 ? postID : nil, text: index == 0 ? postText : nil)
        }
        self.init(url: url, title: title, summary: summary, shares: shares)
    }

    /// Every time it was shared, oldest first.
    package var sharedAt: [Date] { shares.map(\.at) }

    /// The text of the first post that shared it, its links shown as their destinations.
    package var postText: String { shares.lazy.compactMap(\.text).first ?? "" }

    /// The networks it was shared on, each once, in the order of their first share.
    package var networks: [LinkNetwork] {
        shares.reduce(into: []) { seen, share in if !seen.contains(share.network) { seen.append(share.network) } }
    }

    /// The same link as shared on `network` alone, or nil when it was not shared there.
    func only(on network: LinkNetwork) -> SharedLink? {
        let kept = shares.filter { $0.network == network }
        guard !kept.isEmpty else { return nil }
        var link = self
        link.shares = kept
        return link
    }

    /// Adds `other`, a share of the same address: its shares (each once, oldest first), `https`
    /// when either had it, and the title of the earliest share that has one worth showing (a
    /// title that only repeats the address does not count), with that share's description.
    mutating func absorb(_ other: SharedLink) {
        let mine = Self.shown(title, of: url), theirs = Self.shown(other.title, of: other.url)
        let theirsIsOlder = other.shares.first.map { share in shares.first.map { LinkShare.isOlder(share, $0) } ?? true
        }
        if let theirs, mine == nil || theirsIsOlder == true {
            title = theirs
            summary = Self.nonEmpty(other.summary) ?? summary
        } else if Self.nonEmpty(summary) == nil {
            summary = Self.nonEmpty(other.summary)
        }
        for share in other.shares where !shares.contains(share) { shares.append(share) }
        shares.sort(by: LinkShare.isOlder)
        if other.url.hasPrefix("https:"), !url.hasPrefix("https:") { url = other.url }
    }

    /// `title` when it says more than the address it names.
    static func shown(_ title: String?, of url: String) -> String? {
        guard let title = nonEmpty(title) else { return nil }
        let address = WebURL(url)
        let bare = title.lowercased()
        if bare == url.lowercased() || bare == address?.displayForm.lowercased() || bare == address?.displayHost {
            return nil
        }
        return title
    }

    /// `text` trimmed, or nil when that leaves nothing.
    static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
