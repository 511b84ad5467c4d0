import DigestCore
import DigestRender
import DigestSystem
import Foundation

/// The files a build writes, and the weeks the site holds afterwards.
package struct SiteBuild: Sendable {
    /// Every file to write (the writer skips those whose bytes are already there).
    package var files: [SiteFile]
    /// The weeks on the site, oldest first.
    package var weeks: [ISOWeek]
    /// Files an earlier build wrote that this one must remove: `sitemap.xml` once the site has no address.
    package var obsolete: [String] = []
    /// The paths a rebuild has already written as it went (its weeks' pages) and found changed.
    package var written: [String] = []
    /// The snapshots that could not be read (left where they are, and out of the site), with why.
    package var unreadable: [SnapshotError] = []
}

/// Builds the site from the stored weeks: every page (`render`), or one week and what depends on it (`run`).
///
/// A week's page links to its neighbours and its Markdown compares it with the week before, so
/// adding a week rewrites that week, its neighbours' pages, `index.html` when the latest week is
/// among them, and the pages about the whole site: archive, feed, sitemap and `weeks/index.json`.
package struct SiteBuilder: Sendable {
    /// The templates.
    let templates: TemplateSet
    /// The snapshots (and the output folder they sit in).
    let store: SnapshotStore
    /// Where the site is published.
    let site: SiteAddress
    /// What the site's readers see of the names WakaTime reports (the snapshots keep them all).
    let names: NameRules

    /// Creates a builder; `names` as ``names`` says.
    package init(templates: TemplateSet, store: SnapshotStore, site: SiteAddress, names: NameRules = .everything) {
        self.templates = templates
        self.store = store
        self.site = site
        self.names = names
    }

    /// `digest`'s week, new or replacing the one stored, with `previous` the week before's snapshot;
    /// the pages that show it: its neighbours', and (when its coding time changed) those of the
    /// weeks whose line of context averages it; and the pages about the whole site, of which the
    /// year pages only for its year and the years beside it.
    ///
    /// `known` is what the build reads of the site first (``known(adding:)``), when the caller read it
    /// already; it is read here otherwise.
    package func adding(
        _ digest: Digest, previous: Digest?, known: KnownWeeks? = nil, warn: (String) -> Void
    ) throws -> SiteBuild {
        let known = known.flatMap { $0.week == digest.week ? $0 : nil } ?? self.known(adding: digest.week)
        known.warnings.forEach(warn)
        let before = known.before, stored = known.index
        var summaries = known.summaries
        summaries[digest.week] = WeekSummary(digest)
        let history = WeekHistory(summaries.values), shown = shown(history)
        let weeks = history.summaries.map(\.week)
        let place = WeekPlace.of(digest.week, among: weeks, site: site)
        let timeChanged = before == nil || before?.codingSeconds != digest.coding.value?.totalSeconds
        let weeksMade =
            [digest.week] + dependents(of: digest.week, among: weeks, timeChanged: timeChanged, place: place)
        // The week's page and the pages of the other weeks that show it are made on every core.
        let made = weeksMade.parallelMap { week in
            Result { () throws -> MadePage in
                guard week != digest.week else {
                    return MadePage(
                        page: try page(
                            digest, previous: previous, place: place, home: week == weeks.last, history: shown))
                }
                return try otherPage(week, adding: digest, previous: previous, among: weeks, history: shown)
            }
        }
        var files: [SiteFile] = [], markdown: [ISOWeek: String] = [:]
        for (week, result) in zip(weeksMade, made) {
            let made = try result.get()
            made.warning.map(warn)
            guard let page = made.page else { continue }
            markdown[week] = page.markdown
            if week == digest.week {
                files += try WeekSite.files(for: digest, rendered: page, isLatest: week == weeks.last)
            } else {
                // Another week's page links to the new week, so it is written after it.
                files += WeekSite.pages(of: week, rendered: page, isLatest: week == weeks.last).map {
                    SiteFile(path: $0.path, bytes: $0.bytes, stage: .links)
                }
            }
        }
        files += try siteFiles(
            history, markdown: markdown, years: yearsShowing(digest.week, isNew: before == nil, in: history),
            index: stored)
        return SiteBuild(files: files, weeks: weeks, obsolete: obsolete(keeping: weeks))
    }

    /// The weeks with a snapshot but no page: what an older version's failed or killed run left,
    /// or pages removed by hand.
    ///
    /// A site with any is rebuilt whole before a week is added.
    package func weeksWithoutPages() -> [ISOWeek] {
        store.ended(store.listing().withoutPages)
    }

    var renderer: WeekRenderer { WeekRenderer(templates: templates) }

    /// `digest`'s Markdown and page as its readers see it (``names``), the week before as they see it too.
    func page(_ digest: Digest, previous: Digest?, place: WeekPlace, home: Bool, history: WeekHistory) throws
        -> RenderedWeek
    {
        try renderer.render(
            names.apply(to: digest), previous: previous.map(names.apply(to:)), place: place, home: home,
            history: history)
    }

    /// `history` as the site's readers see it: what the trends, years and archive show.
    ///
    /// The index keeps the summaries as stored.
    func shown(_ history: WeekHistory) -> WeekHistory {
        guard !names.languageAliases.isEmpty || !names.ignoredLanguages.isEmpty else { return history }
        return WeekHistory(history.summaries.map(names.apply(to:)))
    }

    /// The files an earlier build wrote that must go, once the pages linking to them are gone:
    /// a sitemap left from when `DIGEST_SITE_URL` was set (it takes absolute addresses only), and
    /// the pages of weeks with no snapshot (a sample's, once a real history began in its folder)
    /// and not among the `weeks` the build shows (a listing taken before it wrote them is not
    /// told of the weeks it adds).
    func obsolete(keeping weeks: [ISOWeek]) -> [String] {
        let shown = Set(weeks)
        let orphans = store.orphans().filter { !shown.contains($0) }.flatMap { week in
            [SitePath.week(week).file, SitePath.markdown(week).file, SitePath.data(week).file]
        }
        return (site.root == nil ? [SitePath.sitemap.file] : []) + orphans
    }

    /// The stylesheet, the archive, the trends page, the pages of `years` (every year when nil),
    /// the feed, the sitemap (with a site address) and the index.
    ///
    /// `markdown` holds the weeks rendered in this build; the feed reads the others' `digest.md`.
    /// The weeks of the `index` read that have not changed keep their lines.
    func siteFiles(
        _ history: WeekHistory, markdown: [ISOWeek: String], years: Set<Int>?, index: SiteIndexLines? = nil
    ) throws -> [SiteFile] {
        let stored = history.summaries
        let history = shown(history), summaries = history.summaries
        // A week `backfill` made after it had passed is no news to a reader of the feed.
        let feedEntries = summaries.filter { $0.backfilled != true }.suffix(AtomFeed.entryLimit).map { summary in
            FeedEntry(summary: summary, markdown: markdown[summary.week] ?? storedMarkdown(of: summary.week))
        }
        let templates = self.templates, site = self.site
        // The pages share nothing, so they are made on every core; the years (about 70 M
        // instructions for a decade) and the archive are most of it.
        var pages: [@Sendable () throws -> SiteFile] = [
            { SiteFile(.stylesheet, data: templates.stylesheet) },
            { SiteFile(.dataSchema, text: WeekDataSchema.json) },
            { SiteFile(.favicon, text: Favicon.svg) },
            {
                SiteFile(
                    .card,
                    text: ProfileCard(
                        words: templates.words, goal: templates.goal, palette: .light, showsAI: templates.cardShowsAI
                    ).svg(history)
                )
            },
            {
                SiteFile(
                    .darkCard,
                    text: ProfileCard(
                        words: templates.words, goal: templates.goal, palette: .dark, showsAI: templates.cardShowsAI
                    ).svg(history))
            },
            {
                SiteFile(
                    .archive,
                    bytes: try ArchivePage(template: templates.archive, words: templates.words, site: site)
                        .bytes(summaries))
            },
            {
                SiteFile(.trends, bytes: try TrendsPage(templates: templates, site: site).bytes(history))
            },
            { SiteFile(.feed, text: AtomFeed(site: site, words: templates.words).xml(feedEntries)) },
            { SiteFile(.jsonFeed, text: try JSONFeed(site: site, words: templates.words).json(feedEntries)) },
            { SiteFile(.daysTable, text: DaysTable.csv(summaries)) },
            {
                SiteFile(.index, bytes: try SiteIndexLines.bytes(of: SiteIndex(stored), reusing: index))
            },
        ]
        let yearPage = YearPage(templates: templates, site: site)
        for year in history.years where years?.contains(year) ?? true {
            pages.append { SiteFile(.year(year), bytes: try yearPage.bytes(year, of: history)) }
        }
        if let sitemap = Sitemap.xml(summaries, site: site) {
            pages.append { SiteFile(.sitemap, text: sitemap) }
        }
        return try pages.parallelMap { page in Result { try page() } }.map { try $0.get() }
    }

    func storedMarkdown(of week: ISOWeek) -> String? {
        let path = store.markdownPath(of: week)
        return (try? store.fileSystem.contents(of: path)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) }
    }
}
