import DigestCore

/// What a page's `<head>` says of it: title, description, and links to its assets and itself.
///
/// `partials/head.html`, the top every page shares, names these inside `{{#head}}…{{/head}}`.
struct PageHead: Sendable, Encodable {
    /// What the page is to a link preview (Open Graph's `og:type`).
    enum Kind: String, Sendable, Encodable {
        /// A week's or a year's page.
        case article
        /// A page about the whole site: the archive, the trends.
        case website
    }

    /// The `lang` attribute.
    var lang: String
    /// The document title.
    var title: String
    /// A one-sentence summary for the description meta tag.
    var description: String
    /// The stylesheet's address relative to the page.
    var stylesheet: String
    /// `assets/favicon.svg`, relative to the page.
    var icon: String
    /// The site's name.
    var siteName: String
    /// The page's absolute address, when `DIGEST_SITE_URL` is set.
    var canonical: String?
    /// The feed's address relative to the page.
    var feed: String
    /// The JSON Feed's address relative to the page.
    var jsonFeed: String
    /// `article` or `website`.
    var type: Kind

    /// The head of `page`, a `type` page, with the locale's `words`, on a site at `site`.
    init(_ page: SitePath, type: Kind, title: String, description: String, words: Words, site: SiteAddress) {
        self.type = type
        lang = words.code
        self.title = title
        self.description = description
        stylesheet = page.link(to: .stylesheet)
        icon = page.link(to: .favicon)
        siteName = words.siteName
        canonical = site.absolute(page)
        feed = page.link(to: .feed)
        jsonFeed = page.link(to: .jsonFeed)
    }
}

/// The links every page about the whole history offers: the latest week, the archive, the trends.
struct HistoryNav: Sendable, Encodable {
    /// The latest week (`index.html`).
    var home: String
    /// The archive.
    var archive: String
    /// The trends page.
    var trends: String

    /// The links from `page` on a site at `site`.
    init(from page: SitePath, site: SiteAddress) {
        let clean = site.root != nil
        home = page.link(to: .home, clean: clean)
        archive = page.link(to: .archive, clean: clean)
        trends = page.link(to: .trends, clean: clean)
    }
}
