import Foundation

/// One week's digest: coding time, reading list and shared links, each with its source's status.
///
/// This is also the snapshot stored as `weeks/<W>/digest.json`, from which every page is rebuilt.
package struct Digest: Sendable, Codable, Equatable {
    /// The snapshot format this build writes.
    package static let currentSchemaVersion = 1

    /// The snapshot format of this value.
    package var schemaVersion: Int
    /// The week.
    package var week: ISOWeek
    /// The IANA zone that defined the week's window.
    package var timeZone: String
    /// When the digest was assembled (whole seconds).
    package var generatedAt: Date
    /// Coding time.
    package var coding: SourceOutcome<CodingStats>
    /// The reading list, best first.
    package var readingList: SourceOutcome<[Article]>
    /// Links shared, oldest first.
    package var sharedLinks: SourceOutcome<[SharedLink]>

    /// Creates a digest.
    package init(
        week: ISOWeek, timeZone: String, generatedAt: Date, coding: SourceOutcome<CodingStats>,
        readingList: SourceOutcome<[Article]>, sharedLinks: SourceOutcome<[SharedLink]>,
        schemaVersion: Int = Digest.currentSchemaVersion
    ) {
        self.schemaVersion = schemaVersion
        self.week = week
        self.timeZone = timeZone
        self.generatedAt = generatedAt
        self.coding = coding
        self.readingList = readingList
        self.sharedLinks = sharedLinks
    }

    /// Whether a configured source failed (the run then exits 3).
    package var hasFailedSource: Bool {
        coding.status.isFailure || readingList.status.isFailure || sharedLinks.status.isFailure
    }
}
