/// A link shared in a week, as the history keeps it: enough to list it on a year page and count its domain.
package struct LinkMention: Sendable, Codable, Equatable {
    /// The address (an absolute http or https URL, as the snapshot holds it).
    package var url: String
    /// The host without `www.`, lowercased: the domain counted on the trends and year pages.
    package var host: String
    /// The page's title, when the network gave one (X's unwound URL, a card's title).
    package var title: String?

    /// Creates a mention.
    package init(url: String, host: String, title: String?) {
        self.url = url
        self.host = host
        self.title = title
    }

    /// The mention of `link`, or nil when its address is not a web address.
    package init?(_ link: SharedLink) {
        guard let address = WebURL(link.url) else { return nil }
        self.init(url: address.absoluteString, host: address.displayHost, title: link.title)
    }
}
