import Foundation
import Testing

@testable import DigestCore

/// A rerun replaces a section only with a source that answered.
struct StoredWeekMergeTests {
    typealias Links = SourceOutcome<[SharedLink]>

    static let week = DigestAssemblerTests.week
    static let storedAt = Date(timeIntervalSince1970: 1_795_417_200)  // 2026-11-23 07:00 UTC
    static let link = SharedLink(
        url: "https://example.com/a", title: nil, summary: nil, sharedAt: [storedAt], postText: "read this", postID: "1"
    )
    static let other = SharedLink(
        url: "https://example.com/b", title: nil, summary: nil, sharedAt: [storedAt], postText: "and this", postID: "2")

    static func digest(_ links: Links, at date: Date = storedAt) -> Digest {
        Digest(
            week: week, timeZone: "Asia/Tokyo", generatedAt: date, coding: .skipped("set WAKATIME_API_KEY"),
            readingList: .skipped("set QIITA_TAGS"), sharedLinks: links)
    }

    /// (stored, fresh, which survives: "stored" or "fresh").
    static let table: [(Links, Links, String)] = [
        (.ok([link]), .failed("X answered 503"), "stored"),
        (.ok([link]), .skipped("set X_BEARER_TOKEN"), "stored"),
        (.ok([link]), .failed("X stopped after page 1", partial: [other]), "stored"),
        (.ok([link]), .ok([]), "fresh"),
        (.ok([link]), .ok([other]), "fresh"),
        (.failed("X answered 503", partial: [link]), .failed("X answered 500"), "stored"),
        (.failed("X answered 503", partial: [link]), .failed("X answered 500", partial: [other]), "fresh"),
        (.failed("X answered 503"), .failed("X answered 500"), "fresh"),
        (.skipped("set X_BEARER_TOKEN"), .failed("X answered 500"), "fresh"),
    ]

    @Test(arguments: table)
    func aSectionIsReplacedOnlyByAnAnswer(stored: Links, fresh: Links, survivor: String) {
        let merged = StoredWeekMerge.merge(Self.digest(fresh, at: Self.storedAt + 3600), keeping: Self.digest(stored))
        if survivor == "fresh" {
            #expect(merged.sharedLinks == fresh)
            #expect(StoredWeekMerge.keptSections(merged).isEmpty)
        } else {
            #expect(merged.sharedLinks.value == stored.value)
            #expect(merged.sharedLinks.status == stored.status)
            let note = merged.sharedLinks.notes.last ?? ""
            #expect(note.hasPrefix("Kept from the run of 2026-11-23 07:00 UTC; this run"))
            switch fresh.status {
            case .failed(let reason), .skipped(let reason): #expect(note.hasSuffix(reason))
            case .ok: Issue.record("an answer must replace the stored section")
            }
            #expect(StoredWeekMerge.keptSections(merged) == ["shared links"])
        }
        #expect(merged.generatedAt == Self.storedAt + 3600)
    }

    @Test func aSecondFailureReplacesTheNoteInsteadOfAddingOne() {
        let first = StoredWeekMerge.merge(
            Self.digest(.failed("X answered 503"), at: Self.storedAt + 60), keeping: Self.digest(.ok([Self.link])))
        let second = StoredWeekMerge.merge(
            Self.digest(.failed("X answered 429"), at: Self.storedAt + 120), keeping: first)
        #expect(second.sharedLinks.notes.count == 1)
        #expect(second.sharedLinks.notes.first?.hasSuffix("X answered 429") == true)
        // The note names the run that fetched the data, not the rerun that kept it first.
        #expect(second.sharedLinks.notes.first?.hasPrefix("Kept from the run of 2026-11-23 07:00 UTC;") == true)
        #expect(second.sharedLinks.value == [Self.link])
    }

    @Test func anotherWeekOrNothingStoredLeavesTheFreshDigest() throws {
        let fresh = Self.digest(.failed("X answered 503"))
        #expect(StoredWeekMerge.merge(fresh, keeping: nil) == fresh)
        var elsewhere = Self.digest(.ok([Self.link]))
        elsewhere.week = Self.week.previous
        #expect(StoredWeekMerge.merge(fresh, keeping: elsewhere) == fresh)
    }
}
