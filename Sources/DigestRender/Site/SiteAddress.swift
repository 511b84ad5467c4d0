import DigestCore

/// Where the site is published (`DIGEST_SITE_URL`), when known: turns site paths into absolute URLs.
package struct SiteAddress: Sendable, Equatable {
    /// The root, always ending in `/`; nil when the site's address is not configured.
    package let root: String?

    /// The site at `url`, or an unpublished site when nil.
    package init(_ url: WebURL?) {
        guard let url else {
            self.root = nil
            return
        }
        let text = url.absoluteString
        self.root = text.hasSuffix("/") ? text : text + "/"
    }

    /// A site whose address is not known: relative links only, no canonical links, no sitemap.
    package static let unknown = SiteAddress(nil)

    /// The absolute address of `path` (relative to the root, for example `weeks/2026-W47/`), when the root is known.
    func absolute(_ path: String) -> String? { root.map { $0 + path } }

    /// The absolute address of `page`, when the root is known.
    func absolute(_ page: SitePath) -> String? { absolute(page.address) }
}
