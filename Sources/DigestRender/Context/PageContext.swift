import DigestCore

/// Everything `page.html` can name.
///
/// Text here is raw; the template escapes it for HTML.
public struct PageContext: Sendable, Encodable {
    /// The `lang` attribute.
    public var lang: String
    /// The document title.
    public var title: String
    /// A one-sentence summary for the description meta tag.
    public var description: String
    /// The stylesheet's address relative to the page.
    public var stylesheet: String
    /// The site's name, for `og:site_name` and the feed link.
    public var siteName: String
    /// The page's absolute address, when `DIGEST_SITE_URL` is set.
    public var canonical: String?
    /// The feed's address relative to the page.
    public var feed: String
    /// Links to the neighbouring weeks, the archive and the latest week.
    public var nav: PageNav
    /// `2026-W47`.
    public var week: String
    /// `16–22 November 2026`.
    public var range: String
    /// The IANA zone of the week.
    public var timeZone: String
    /// `2026-11-23 07:00`.
    public var generated: String
    /// The colophon, such as `Generated 2026-11-23 07:00 (Asia/Tokyo) by weekly-digest.`.
    public var colophon: String
    /// Headline figures and charts, when there is coding data.
    public var glance: Glance?
    /// The digest's Markdown rendered by cmark.
    public var content: TrustedMarkup
}

/// The headline figures and charts.
public struct Glance: Sendable, Encodable {
    /// Total time.
    public var total: String
    /// `+1 h 20 m on last week`, when known.
    public var totalChange: String?
    /// Average over the days coded.
    public var dailyAverage: String
    /// The best day, for example `Tue 17 Nov`.
    public var bestDay: String?
    /// The best day's time.
    public var bestDayTime: String?
    /// The language chart.
    public var languageChart: TrustedMarkup?
    /// The per-day chart.
    public var dayChart: TrustedMarkup?
}

/// Links from a page to the rest of the site.
public struct PageNav: Sendable, Encodable {
    /// The latest week (`index.html`), relative to the page.
    public var home: String
    /// The archive, relative to the page.
    public var archive: String
    /// The week before, when the site has one.
    public var older: NavLink?
    /// The week after, when the site has one.
    public var newer: NavLink?
}

/// A link to another week.
public struct NavLink: Sendable, Encodable {
    /// The address relative to the page.
    public var href: String
    /// `2026-W46`.
    public var week: String
}
