import DigestCore

/// One HTML page of the site, and how pages link to each other.
///
/// Links between pages name `index.html` explicitly, so the site also works opened from disk;
/// absolute addresses (canonical, feed, sitemap) use the folder form, `weeks/2026-W47/`.
package enum SitePage: Sendable, Hashable {
    /// `index.html`: the latest week.
    case home
    /// `archive/index.html`.
    case archive
    /// `weeks/<W>/index.html`.
    case week(ISOWeek)

    /// The file, relative to the output folder.
    package var file: String {
        switch self {
        case .home: "index.html"
        case .archive: "archive/index.html"
        case .week(let week): "weeks/\(week)/index.html"
        }
    }

    /// The address relative to the site's root, as published: `""`, `archive/`, `weeks/2026-W47/`.
    package var address: String {
        switch self {
        case .home: ""
        case .archive: "archive/"
        case .week(let week): "weeks/\(week)/"
        }
    }

    /// How many folders below the root the page is.
    var depth: Int {
        switch self {
        case .home: 0
        case .archive: 1
        case .week: 2
        }
    }

    /// The relative link from this page to `path` (a file relative to the output folder).
    func link(to path: String) -> String {
        String(repeating: "../", count: depth) + path
    }

    /// The relative link from this page to `page`.
    func link(to page: SitePage) -> String { link(to: page.file) }
}
