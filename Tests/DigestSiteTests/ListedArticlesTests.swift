import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestSite

/// The articles a run must not list again: those of the weeks before, read from their snapshots.
struct ListedArticlesTests {
    /// Fourteen weeks stored, each listing an article named for its week; one snapshot unreadable.
    @Test func theWeeksBeforeAreReadAndNoOthers() async throws {
        let root = try TestFolder.make("listed")
        let sample = try await SnapshotTests.sampleDigest(zone: "Asia/Tokyo")
        let article = try #require(sample.readingList.value?.first)
        var week = try ISOWeek(parsing: "2026-W34")
        var files: [SiteFile] = []
        for _ in 0..<14 {
            var digest = sample
            digest.week = week
            var listed = article
            listed.id = "article-\(week)"
            digest.readingList = .ok([listed])
            files.append(SiteFile(path: "weeks/\(week)/digest.json", data: try SnapshotCoder.encode(digest)))
            week = week.next
        }
        files.append(SiteFile(path: "weeks/2026-W40/digest.json", text: "{ not a snapshot"))
        try SiteWriter(fileSystem: LocalFileSystem()).write(files, into: root)
        let store = SnapshotStore(root: root, history: root, fileSystem: LocalFileSystem())
        let ids = store.listedArticleIDs(before: try ISOWeek(parsing: "2026-W46"), weeks: 11)
        // 2026-W35 to 2026-W45, but for the unreadable 2026-W40.
        let expected = (35...45).filter { $0 != 40 }.map { "article-2026-W\($0)" }
        #expect(ids == Set(expected))
        #expect(store.listedArticleIDs(before: try ISOWeek(parsing: "2026-W46"), weeks: 0).isEmpty)
        #expect(store.listedArticleIDs(before: try ISOWeek(parsing: "2026-W10"), weeks: 11).isEmpty)
    }

    /// Odd snapshots: the ids read alone are those the whole snapshot's reading list gives, and
    /// none where the whole snapshot cannot be read for its schema or its list.
    @Test(arguments: [
        ("a failed list", #"{"schemaVersion":1,"readingList":{"status":{"failed":{"reason":"x"}},"notes":[]}}"#, []),
        ("a null list", #"{"schemaVersion":1,"readingList":{"value":null}}"#, []),
        ("an empty list", #"{"schemaVersion":1,"readingList":{"value":[]}}"#, []),
        (
            "Japanese ids", #"{"schemaVersion":1,"readingList":{"value":[{"id":"記事-1"},{"id":"<b>"}]}}"#,
            ["記事-1", "<b>"]
        ),
        ("a newer schema", #"{"schemaVersion":999,"readingList":{"value":[{"id":"a"}]}}"#, []),
        ("no reading list", #"{"schemaVersion":1}"#, []),
        ("an id not text", #"{"schemaVersion":1,"readingList":{"value":[{"id":7}]}}"#, []),
        ("not JSON", "{ not a snapshot", []),
        ("empty", "", []),
    ])
    func oddSnapshotsListWhatTheyCan(name: String, json: String, expected: [String]) {
        #expect(ListedArticles.ids(in: Array(json.utf8)) == expected, "\(name)")
    }

    /// The sample's own weeks: the ids read alone are the whole snapshot's, in its order.
    @Test func theSampleWeeksGiveTheSameIDs() async throws {
        let sample = try await SnapshotTests.sampleDigest(zone: "Asia/Tokyo")
        let bytes = Array(try SnapshotCoder.encode(sample))
        let whole = try SnapshotCoder.decode(bytes: bytes, path: "digest.json")
        let ids = try #require(whole.readingList.value).map(\.id)
        #expect(!ids.isEmpty)
        #expect(ListedArticles.ids(in: bytes) == ids)
    }
}
