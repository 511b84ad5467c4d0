import DigestCore

/// Everything `page.html` can name.
///
/// Text here is raw; the template escapes it for HTML.
package struct PageContext: Sendable, Encodable {
    /// The `lang` attribute.
    package var lang: String
    /// The document title.
    package var title: String
    /// A one-sentence summary for the description meta tag.
    package var description: String
    /// The stylesheet's address relative to the page.
    package var stylesheet: String
    /// The site's name, for `og:site_name` and the feed link.
    package var siteName: String
    /// The page's absolute address, when `DIGEST_SITE_URL` is set.
    package var canonical: String?
    /// The feed's address relative to the page.
    package var feed: String
    /// Links to the neighbouring weeks, the archive and the latest week.
    package var nav: PageNav
    /// `2026-W47`.
    package var week: String
    /// `16–22 November 2026`.
    package var range: String
    /// The IANA zone of the week.
    package var timeZone: String
    /// `2026-11-23 07:00`.
    package var generated: String
    /// The colophon, such as `Generated 2026-11-23 07:00 (Asia/Tokyo) by weekly-digest.`.
    package var colophon: String
    /// Headline figures and charts, when there is coding data.
    package var glance: Glance?
    /// The digest's Markdown rendered by cmark.
    package var content: TrustedMarkup
}

/// The headline figures and charts.
package struct Glance: Sendable, Encodable {
    /// Total time.
    package var total: String
    /// `+1 h 20 m on last week`, when known.
    package var totalChange: String?
    /// Average over the days coded.
    package var dailyAverage: String
    /// The best day, for example `Tue 17 Nov`.
    package var bestDay: String?
    /// The best day's time.
    package var bestDayTime: String?
    /// The language chart.
    package var languageChart: TrustedMarkup?
    /// The per-day chart.
    package var dayChart: TrustedMarkup?
}

/// Links from a page to the rest of the site.
package struct PageNav: Sendable, Encodable {
    /// The latest week (`index.html`), relative to the page.
    package var home: String
    /// The archive, relative to the page.
    package var archive: String
    /// The week before, when the site has one.
    package var older: NavLink?
    /// The week after, when the site has one.
    package var newer: NavLink?
}

/// A link to another week.
package struct NavLink: Sendable, Encodable {
    /// The address relative to the page.
    package var href: String
    /// `2026-W46`.
    package var week: String
}
