import DigestCore

/// The shared-links section.
struct LinksSection: Sendable, Encodable {
    /// The source's status.
    var notice: SectionNotice
    /// The links, oldest share first.
    var items: [LinkRow]
}

/// One shared link, formatted.
struct LinkRow: Sendable, Encodable {
    /// The destination's title, else its domain.
    var title: String
    /// The link (always http(s)).
    var url: WebURL
    /// `swift.org`; nil when the title is already the address.
    var domain: String?
    /// `Wed 18 Nov and Fri 20 Nov`: the days, whatever the network (for templates written
    /// before ``sharedOn``).
    package var shared: String
    /// `shared on Bluesky Tue 17 Nov and X Fri 20 Nov`.
    package var sharedOn: String
    /// The post's text, short links replaced by their destinations.
    package var text: String
    /// The destination's description, when known.
    package var summary: String?
}
