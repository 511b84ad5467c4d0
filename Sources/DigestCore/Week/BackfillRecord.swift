import Foundation

/// How a week made after it had passed (by `backfill`) came to be.
///
/// When, from which sources, and which had nothing for it: stored with the week, and said on its page.
package struct BackfillRecord: Sendable, Codable, Equatable {
    /// When `backfill` made it.
    package var madeAt: Date
    /// The sources that gave something, by name ("WakaTime export", "git", "Bluesky").
    package var from: [String]
    /// The sources read that had nothing for the week, by name.
    package var without: [String]

    /// The name ``from`` gives WakaTime's export (each locale says it in its own words).
    package static let wakaTimeExport = "WakaTime export"

    /// A record of a week made at `madeAt` from `from`, with nothing from `without`.
    package init(madeAt: Date, from: [String], without: [String]) {
        self.madeAt = madeAt
        self.from = from
        self.without = without
    }
}
