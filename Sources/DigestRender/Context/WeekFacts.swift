import DigestCore

/// What both presenters of a week (the plain Markdown's and the page's) need worked out, done
/// once: the article and link addresses parsed (``WebURL`` goes through `URLComponents`) and the
/// comparison with the week before.
package struct WeekFacts: Sendable {
    /// Each article's address, in reading-list order; nil when it is not http(s).
    let articles: [WebURL?]
    /// Each shared link's address, in order; nil when it is not http(s).
    let links: [WebURL?]
    /// This week against the week before, when that week's coding data is known.
    let comparison: CodingComparison?

    /// The facts of `digest`; `previous` counts only when it really is the week before.
    package init(_ digest: Digest, previous: Digest? = nil) {
        articles = (digest.readingList.value ?? []).map { WebURL($0.url) }
        links = (digest.sharedLinks.value ?? []).map { WebURL($0.url) }
        if let previous, previous.week == digest.week.previous, let before = previous.coding.value,
            let now = digest.coding.value
        {
            comparison = CodingComparison(current: now, previous: before)
        } else {
            comparison = nil
        }
    }
}
