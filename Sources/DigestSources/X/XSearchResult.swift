import DigestCore

/// What the search (and the archive) gathered for the week, and how it ended.
struct XSearchResult: Sendable {
    /// The posts read, newest page first.
    var posts: [Post] = []
    /// Remarks for the page: partial errors, the 7-day reach.
    var notes: [String] = []
    /// The error that stopped the search.
    var error: XError?
    /// The error that stopped reading the archive.
    var archiveError: XArchiveError?

    /// Adds a page: its posts, and a note for what X could not return.
    mutating func add(_ page: XWire.SearchPage) {
        posts += page.posts.map(\.post)
        if !page.errors.isEmpty {
            let first = page.errors[0].summary
            let sentence = first.hasSuffix(".") ? String(first.dropLast()) : first
            notes.append(
                "X could not return \(page.errors.count) \(page.errors.count == 1 ? "item" : "items") of the search: \(sentence)."
            )
        }
        notes += SkippedItems.notes(page.skipped, one: "post", many: "posts", in: "X's answer")
    }

    /// The outcome: failed (with what was read) when the search or the archive failed.
    var outcome: SourceOutcome<[Post]> {
        if let failure = error?.description ?? archiveError?.description {
            return SourceOutcome(status: .failed(reason: failure), value: posts, notes: notes)
        }
        return .ok(posts, notes: notes)
    }
}
