import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestPublish

/// Loading a stored week from a real temporary folder.
struct SnapshotStoreTests {
    func folder() throws -> String {
        try TestFolder.make("store")
    }

    @Test func aWeekNeverBuiltIsNil() throws {
        #expect(try SnapshotStore(root: folder()).load(try ISOWeek(parsing: "2026-W46")) == nil)
    }

    @Test func aStoredWeekLoads() async throws {
        let root = try folder()
        let digest = try await SnapshotTests.sampleDigest(zone: "Asia/Tokyo")
        try SiteWriter().write(
            [SiteFile(path: "weeks/2026-W47/digest.json", data: SnapshotCoder.encode(digest))], into: root)
        #expect(try SnapshotStore(root: root).load(digest.week) == digest)
    }

    /// The listing a run makes of every week (one folder read, `fstatat` relative to it) finds
    /// what a name-by-name `stat` of each full path finds.
    @Test func listingFoldersByOneReadMatchesLookingUpEachPath() throws {
        let root = try folder()
        try SiteWriter().write(
            [
                SiteFile(path: "weeks/2026-W47/digest.json", text: "{}"),
                SiteFile(path: "weeks/週/digest.json", text: "{}"),
                SiteFile(path: "weeks/.hidden/digest.json", text: "{}"),
                SiteFile(path: "weeks/empty/other.json", text: "{}"),
                SiteFile(path: "weeks/2026-W44/digest.json/inner", text: "a folder named digest.json"),
                SiteFile(path: "weeks/a-file", text: "not a folder"),
            ], into: root)
        #expect(symlink(root + "/weeks/2026-W47", root + "/weeks/linked") == 0)
        #expect(symlink(root + "/weeks/nowhere", root + "/weeks/dangling") == 0)
        let fast = LocalFileSystem().folders(in: root + "/weeks", holding: "digest.json").sorted()
        let slow = LocalFileSystem().names(in: root + "/weeks").filter {
            !$0.hasPrefix(".") && LocalFileSystem().isFile(at: root + "/weeks/" + $0 + "/digest.json")
        }.sorted()
        #expect(fast == slow)
        #expect(fast == ["2026-W47", "linked", "週"])
        #expect(LocalFileSystem().folders(in: root + "/missing", holding: "digest.json").isEmpty)
    }

    @Test func weeksListsOnlyRealSnapshotsOldestFirst() throws {
        let root = try folder()
        try SiteWriter().write(
            [
                SiteFile(path: "weeks/2027-W01/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-W47/digest.json", text: "not even json: listing does not read it"),
                SiteFile(path: "weeks/2026-W46/index.html", text: "a page without a snapshot"),
                SiteFile(path: "weeks/notes/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-w45/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-W44/digest.json/inner", text: "a folder named digest.json"),
            ], into: root)
        let weeks = SnapshotStore(root: root).weeks().map(\.description)
        #expect(weeks == ["2026-W47", "2027-W01"])
        #expect(SnapshotStore(root: root + "/missing").weeks().isEmpty)
    }

    static let broken: [(String, String)] = [
        ("", "not a readable digest snapshot"),
        ("{\"schemaVersion\": 1}", "not a readable digest snapshot"),
        ("<html>", "not a readable digest snapshot"),
        ("{\"schemaVersion\": 99}", "not a readable digest snapshot"),
    ]

    @Test(arguments: broken)
    func aBrokenSnapshotIsAnErrorNamingTheFile(content: String, mentions: String) throws {
        let root = try folder()
        try SiteWriter().write([SiteFile(path: "weeks/2026-W46/digest.json", text: content)], into: root)
        let week = try ISOWeek(parsing: "2026-W46")
        do {
            _ = try SnapshotStore(root: root).load(week)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix(root + "/weeks/2026-W46/digest.json"))
            #expect(error.description.contains(mentions), "\(error.description)")
        }
    }
}
