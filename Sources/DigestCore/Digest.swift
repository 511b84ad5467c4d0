import Foundation

/// One week's digest: coding time, reading list and shared links, each with its source's status.
///
/// This is also the snapshot stored as `weeks/<W>/digest.json`, from which every page is rebuilt.
public struct Digest: Sendable, Codable, Equatable {
    /// The snapshot format this build writes.
    public static let currentSchemaVersion = 1

    /// The snapshot format of this value.
    public var schemaVersion: Int
    /// The week.
    public var week: ISOWeek
    /// The IANA zone that defined the week's window.
    public var timeZone: String
    /// When the digest was assembled (whole seconds).
    public var generatedAt: Date
    /// Coding time.
    public var coding: SourceOutcome<CodingStats>
    /// The reading list, best first.
    public var readingList: SourceOutcome<[Article]>
    /// Links shared, oldest first.
    public var sharedLinks: SourceOutcome<[SharedLink]>

    /// Creates a digest.
    public init(
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
    public var hasFailedSource: Bool {
        coding.status.isFailure || readingList.status.isFailure || sharedLinks.status.isFailure
    }
}
