import DigestCore

/// One HTML page of the site, and how pages link to each other.
///
/// Without a site address, links between pages name `index.html` explicitly, so the site works
/// opened from disk; with one (`DIGEST_SITE_URL`), they use the folder form, `../2026-W46/`, the
/// same as the absolute addresses (canonical, feed, sitemap).
package enum SitePage: Sendable, Hashable {
    /// `index.html`: the latest week.
    case home
    /// `archive/index.html`.
    case archive
    /// `weeks/<W>/index.html`.
    case week(ISOWeek)
    /// `trends/index.html`.
    case trends
    /// `archive/<year>/index.html`.
    case year(Int)

    /// The file, relative to the output folder.
    package var file: String {
        switch self {
        case .home: "index.html"
        case .archive: "archive/index.html"
        // Joined with `+`: interpolating a week goes through its description generically, and
        // the archive makes a link a week.
        case .week(let week):
            String(assembling: {
                $0.add("weeks/")
                $0.add(week.description)
                $0.add("/index.html")
            })
        case .trends: "trends/index.html"
        case .year(let year): "archive/" + String(year) + "/index.html"
        }
    }

    /// The address relative to the site's root, as published: `""`, `archive/`, `weeks/2026-W47/`.
    package var address: String {
        switch self {
        case .home: ""
        case .archive: "archive/"
        case .week(let week): "weeks/" + week.description + "/"
        case .trends: "trends/"
        case .year(let year): "archive/" + String(year) + "/"
        }
    }

    /// How many folders below the root the page is.
    var depth: Int {
        switch self {
        case .home: 0
        case .archive, .trends: 1
        case .week, .year: 2
        }
    }

    /// The relative link from this page to `path` (a file relative to the output folder).
    func link(to path: String) -> String {
        upward + path
    }

    /// `../` once for each folder the page is below the root.
    var upward: String {
        switch depth {
        case 0: ""
        case 1: "../"
        default: String(repeating: "../", count: depth)
        }
    }

    /// The relative link from this page to `page`: to its `index.html`, or to its folder when
    /// `clean` (a site served over HTTP).
    func link(to page: SitePage, clean: Bool = false) -> String {
        guard clean else { return link(to: page.file) }
        let path = upward + page.address
        return path.isEmpty ? "./" : path
    }
}
