import DigestCore
import DigestSystem
import Foundation
import SiteFixtures
import TestSupport
import Testing

@testable import DigestSite

/// A weekly run reads the index's weeks one line at a time: on a history longer than the trends'
/// 53 weeks, across a year's end, adding the next week or running an old one again leaves the
/// site exactly as a full rebuild would, and the index keeps every week's line byte for byte.
struct LongHistoryIndexTests {
    /// 80 weeks, 2025-W20 to 2026-W47.
    static let weeks: [ISOWeek] = {
        guard var week = try? ISOWeek(parsing: "2026-W47") else { return [] }
        var weeks = [week]
        for _ in 1..<80 {
            week = week.previous
            weeks.append(week)
        }
        return weeks.reversed()
    }()

    @Test(arguments: ["2026-W48", "2025-W30"])
    func aWeekAddedToALongHistoryLeavesWhatAFullRebuildLeaves(added: String) async throws {
        let root = try await SampleSite.snapshots(Self.weeks)
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            try SampleSite.builder(root).everything { _ in }.files, into: root)
        let index = try #require(FileManager.default.contents(atPath: root + "/weeks/index.json"))
        let lines = try #require(SiteIndexLines.read(Array(index)))
        #expect(lines.index.weeks.count == 80 && lines.lines.count == 80)
        #expect(try SiteIndexLines.bytes(of: lines.index, reusing: lines) == Array(index), "every line reused")

        let week = try ISOWeek(parsing: added)
        let digest = try await SampleSite.digest(week)
        let store = SnapshotStore(root: root, history: root, fileSystem: LocalFileSystem())
        let build = try SampleSite.builder(root).adding(digest, previous: try store.load(week.previous)) { _ in }
        try SiteWriter(fileSystem: LocalFileSystem()).write(build.files, into: root)
        let everything = try SampleSite.builder(root).everything { _ in }
        #expect(
            try SiteWriter(fileSystem: LocalFileSystem()).write(everything.files, into: root).isEmpty,
            "a weekly run leaves the site exactly as a full rebuild would")
    }
}
