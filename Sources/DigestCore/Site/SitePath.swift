/// Every file of the site: where it is, relative to the output folder (or, for the stored
/// history, ``isStored``, to the history folder), and the stage of a build it is written in.
///
/// The one place the site's layout is spelled (the paths docs/site.md names). The stages keep the
/// promise that a site is never half-written: at every moment of a build each link resolves.
package enum SitePath: Sendable, Hashable {
    /// `index.html`: the latest week's page again, at the root.
    case home
    /// `archive/index.html`.
    case archive
    /// `archive/<year>/index.html`.
    case year(Int)
    /// `trends/index.html`.
    case trends
    /// `weeks/<W>/index.html`: a week's page.
    case week(ISOWeek)
    /// `weeks/<W>/digest.md`: a week's Markdown.
    case markdown(ISOWeek)
    /// `weeks/<W>/week.json`: a week's numbers as data, the public view (docs/data.md).
    case data(ISOWeek)
    /// `weeks/<W>/digest.json`: a week's snapshot, what every later build reads.
    case snapshot(ISOWeek)
    /// `weeks/index.json`: every week's summary, so a run need not read every snapshot.
    case index
    /// `week.schema.json`: the JSON Schema every `week.json` validates against.
    case dataSchema
    /// `days.csv`: one row a day of the whole history (docs/data.md).
    case daysTable
    /// `feed.xml`.
    case feed
    /// `feed.json`: the same weeks as a JSON Feed.
    case jsonFeed
    /// `sitemap.xml`, written only with a site address.
    case sitemap
    /// `assets/style.css`.
    case stylesheet
    /// `assets/favicon.svg`.
    case favicon
    /// `card.svg`: the latest week as a picture for a profile README, light.
    case card
    /// `card-dark.svg`: the same in dark colours.
    case darkCard

    /// The folder of the weeks.
    package static let weeks = "weeks"
    /// The names of a week's page, Markdown and snapshot in its folder.
    package static let pageName = "index.html", markdownName = "digest.md", snapshotName = "digest.json"
    /// The name of a week's numbers as data in its folder.
    package static let dataName = "week.json"

    /// `weeks/<W>`.
    package static func folder(of week: ISOWeek) -> String { weeks + "/" + week.description }

    /// The file, relative to the output folder, with `/` separators.
    package var file: String {
        switch self {
        case .home: Self.pageName
        case .archive: "archive/" + Self.pageName
        case .year(let year): "archive/" + String(year) + "/" + Self.pageName
        case .trends: "trends/" + Self.pageName
        case .week(let week): Self.folder(of: week) + "/" + Self.pageName
        case .markdown(let week): Self.folder(of: week) + "/" + Self.markdownName
        case .data(let week): Self.folder(of: week) + "/" + Self.dataName
        case .snapshot(let week): Self.folder(of: week) + "/" + Self.snapshotName
        case .index: Self.weeks + "/index.json"
        case .dataSchema: "week.schema.json"
        case .daysTable: "days.csv"
        case .feed: "feed.xml"
        case .jsonFeed: "feed.json"
        case .sitemap: "sitemap.xml"
        case .stylesheet: "assets/style.css"
        case .favicon: "assets/favicon.svg"
        case .card: "card.svg"
        case .darkCard: "card-dark.svg"
        }
    }

    /// Whether the file is stored history, kept in the site's history folder and never published.
    ///
    /// That is a week's snapshot and `weeks/index.json`; every other file is a public page.
    package var isStored: Bool {
        switch self {
        case .snapshot, .index: true
        default: false
        }
    }

    /// When it is written in a build: a page before the pages that link to it, the index after
    /// the pages, the snapshot last (a week exists for later runs only once all of it is there).
    ///
    /// A week's page written again because a neighbour was added is written with the pages that
    /// link to others (the builder says so); every other file is written in this stage.
    package var stage: SiteStage {
        switch self {
        case .week, .markdown, .data, .dataSchema, .daysTable, .stylesheet, .favicon, .card, .darkCard: .pages
        // Every page's head links `feed.json` (a site made before it gets it before any page
        // names it); an item for a new week names a page written in the same stage.
        case .jsonFeed: .pages
        case .home, .archive, .year, .trends, .feed, .sitemap: .links
        case .index: .index
        case .snapshot: .snapshot
        }
    }

    /// The file at `file` (relative to the output folder), or nil when it is no file of the site's layout.
    package init?(file: String) {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1:
            guard
                let path = [Self.home, .feed, .jsonFeed, .sitemap, .dataSchema, .daysTable].first(where: {
                    $0.file == file
                })
            else {
                return nil
            }
            self = path
        case 2:
            guard let path = [Self.archive, .trends, .index, .stylesheet, .favicon].first(where: { $0.file == file })
            else { return nil }
            self = path
        case 3 where parts[0] == "archive" && parts[2] == Self.pageName:
            guard let year = Int(parts[1]), String(year) == parts[1] else { return nil }
            self = .year(year)
        case 3 where parts[0] == Self.weeks:
            guard let week = ISOWeek(folderName: parts[1]) else { return nil }
            switch parts[2] {
            case Self.pageName: self = .week(week)
            case Self.markdownName: self = .markdown(week)
            case Self.dataName: self = .data(week)
            case Self.snapshotName: self = .snapshot(week)
            default: return nil
            }
        default: return nil
        }
    }
}

/// The stages of a build, in the order they are written.
package enum SiteStage: Int, Sendable, Comparable, CaseIterable {
    /// Pages nothing links to yet: a new week's page and Markdown, the stylesheet, the icon.
    case pages
    /// Pages that link to others: the front page, the archive, the years, the trends, the feed,
    /// the sitemap, the neighbours of a new week.
    case links
    /// `weeks/index.json`, which later runs read instead of every snapshot.
    case index
    /// A week's `digest.json`.
    case snapshot

    package static func < (lhs: SiteStage, rhs: SiteStage) -> Bool { lhs.rawValue < rhs.rawValue }
}
