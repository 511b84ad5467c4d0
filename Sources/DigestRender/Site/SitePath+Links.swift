import DigestCore

/// How the site's pages link to each other.
///
/// Without a site address, links between pages name `index.html` explicitly, so the site works
/// opened from disk; with one (`DIGEST_SITE_URL`), they use the folder form, `../2026-W46/`, the
/// same as the absolute addresses (canonical, feed, sitemap).
extension SitePath {
    /// The address relative to the site's root, as published: a page's folder (`""`, `archive/`,
    /// `weeks/2026-W47/`), any other file's path.
    package var address: String {
        let file = self.file
        guard file.hasSuffix(Self.pageName) else { return file }
        return String(file.dropLast(Self.pageName.count))
    }

    /// How many folders below the root the file is.
    var depth: Int {
        file.utf8.count { $0 == UInt8(ascii: "/") }
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
    func link(to page: SitePath, clean: Bool = false) -> String {
        guard clean else { return link(to: page.file) }
        let path = upward + page.address
        return path.isEmpty ? "./" : path
    }
}
