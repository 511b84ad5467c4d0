import DigestCore

/// Everything `page.html` can name.
///
/// Text here is raw; the template escapes it for HTML.
struct PageContext: Sendable, Encodable {
    /// What every page's head names: language, title, description, stylesheet, icon, site name,
    /// canonical address and feed (``PageHead``).
    var head: PageHead
    /// Links to the neighbouring weeks, the archive and the latest week.
    var nav: PageNav
    /// `2026-W47`.
    var week: String
    /// `16–22 November 2026`.
    var range: String
    /// The IANA zone of the week.
    var timeZone: String
    /// Under the dates of a week `backfill` made after it had passed: when, and from what.
    var backfill: String?
    /// `2026-11-23 07:00`.
    var generated: String
    /// The colophon, such as `Generated 2026-11-23 07:00 (Asia/Tokyo) by weekly-digest.`.
    var colophon: String
    /// Headline figures and charts, when there is coding data.
    var glance: Glance?
    /// The week against the goal, when one is set and could be measured.
    var goal: GoalContext?
    /// The digest's Markdown rendered by cmark.
    var content: TrustedMarkup

    enum CodingKeys: String, CodingKey {
        case head, nav, week, range, timeZone, backfill, generated, colophon, glance, goal, content
    }

    /// The context, with the head's names also at the top (the head encoded into the same
    /// container first): templates exported before `{{#head}}` read them there.
    func encode(to encoder: any Encoder) throws {
        try head.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(head, forKey: .head)
        try container.encode(nav, forKey: .nav)
        try container.encode(week, forKey: .week)
        try container.encode(range, forKey: .range)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encodeIfPresent(backfill, forKey: .backfill)
        try container.encode(generated, forKey: .generated)
        try container.encode(colophon, forKey: .colophon)
        try container.encodeIfPresent(glance, forKey: .glance)
        try container.encodeIfPresent(goal, forKey: .goal)
        try container.encode(content, forKey: .content)
    }
}

/// The headline figures and charts.
struct Glance: Sendable, Encodable {
    /// Total time.
    var total: String
    /// `+1 h 20 m on last week`, when known.
    var totalChange: String?
    /// Average over the days coded.
    var dailyAverage: String
    /// `on the 6 days you coded`.
    var daysCoded: String
    /// The best day, for example `Tue 17 Nov`.
    var bestDay: String?
    /// The best day's time.
    var bestDayTime: String?
    /// The language chart.
    var languageChart: TrustedMarkup?
    /// The per-day chart.
    var dayChart: TrustedMarkup?
    /// The week against the 4- and 12-week averages, when the site has weeks before it.
    var context: String?
    /// The last 8 weeks' totals as a small chart, with `context`.
    var spark: TrustedMarkup?
}

/// Links from a page to the rest of the site.
struct PageNav: Sendable, Encodable {
    /// The latest week (`index.html`), relative to the page.
    var home: String
    /// The archive, relative to the page.
    package var archive: String
    /// The trends page, relative to the page.
    var trends: String
    /// The week before, when the site has one.
    package var older: NavLink?
    /// The week after, when the site has one.
    package var newer: NavLink?
}

/// A link to another week.
struct NavLink: Sendable, Encodable {
    /// The address relative to the page.
    var href: String
    /// `2026-W46`.
    var week: String
}
