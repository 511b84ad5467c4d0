/// How one part of a section fared in a week's run: a network of the shared links, a source of
/// the reading list.
///
/// A snapshot keeps one for each, so that a rerun replaces each part only with its own source's
/// answer.
package struct SourcePart<Key: Sendable & Codable & Equatable & Comparable>: Sendable, Codable, Equatable {
    /// Which part: a network, a reading source.
    package var source: Key
    /// Whether it answered, was not configured, or failed.
    package var status: SourceStatus
    /// Its remarks (a cap reached, data kept from an earlier run).
    package var notes: [String]

    /// Creates a part's record.
    package init(source: Key, status: SourceStatus, notes: [String] = []) {
        self.source = source
        self.status = status
        self.notes = notes
    }
}

/// A network's record in the shared links.
package typealias LinkSource = SourcePart<LinkNetwork>
/// A source's record in the reading list.
package typealias ReadingSource = SourcePart<ArticleSource>
