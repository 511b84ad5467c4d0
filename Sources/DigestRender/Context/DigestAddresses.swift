import DigestCore

/// A digest's article and link addresses, parsed once (``WebURL`` goes through `URLComponents`)
/// for both presenters of a week: the plain Markdown's and the page's.
package struct DigestAddresses: Sendable {
    /// Each article's address, in reading-list order; nil when it is not http(s).
    let articles: [WebURL?]
    /// Each shared link's address, in order; nil when it is not http(s).
    let links: [WebURL?]

    /// The addresses of `digest`.
    package init(_ digest: Digest) {
        articles = (digest.readingList.value ?? []).map { WebURL($0.url) }
        links = (digest.sharedLinks.value ?? []).map { WebURL($0.url) }
    }
}
