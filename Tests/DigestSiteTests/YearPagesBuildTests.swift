import DigestSystem
import Foundation
import Testing

@testable import DigestCore
@testable import DigestSite

/// A year page is rebuilt when one of its weeks changes, and only then: a weekly run renders its
/// own year's page, a week rerun in an earlier year also renders the next year's (which compares
/// its languages with it), and the first week of a new year also the year before's (its link).
struct YearPagesBuildTests {
    static let weeks = ["2024-W52", "2025-W50", "2025-W51", "2025-W52", "2026-W01", "2026-W02"].compactMap {
        try? ISOWeek(parsing: $0)
    }

    func yearPages(adding week: String, to weeks: [ISOWeek]) async throws -> (written: [String], root: String) {
        let root = try await SiteBuilderTests.snapshots(weeks)
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            try SiteBuilderTests.builder(root).everything { _ in }.files, into: root)
        let added = try ISOWeek(parsing: week)
        var digest = try await SiteBuilderTests.digest(added)
        digest.generatedAt = digest.generatedAt.addingTimeInterval(60)
        let store = SnapshotStore(root: root, history: root, fileSystem: LocalFileSystem())
        let build = try SiteBuilderTests.builder(root).adding(digest, previous: try store.load(added.previous)) { _ in }
        try SiteWriter(fileSystem: LocalFileSystem()).write(build.files, into: root)
        let everything = try SiteBuilderTests.builder(root).everything { _ in }
        #expect(
            try SiteWriter(fileSystem: LocalFileSystem()).write(everything.files, into: root).isEmpty,
            "the same site as a full rebuild")
        return (build.files.map(\.path).filter { $0.hasPrefix("archive/2") }.sorted(), root)
    }

    @Test func aWeeklyRunRendersOnlyItsYearsPage() async throws {
        let (written, _) = try await yearPages(adding: "2026-W03", to: Self.weeks)
        #expect(written == ["archive/2026/index.html"])
    }

    @Test func aWeekRerunInAnEarlierYearRendersItsYearAndTheNext() async throws {
        let (written, _) = try await yearPages(adding: "2025-W51", to: Self.weeks)
        #expect(written == ["archive/2025/index.html", "archive/2026/index.html"])
    }

    @Test func theFirstWeekOfANewYearAlsoRendersTheYearBefore() async throws {
        let (written, root) = try await yearPages(
            adding: "2027-W01", to: Self.weeks + [try ISOWeek(parsing: "2026-W53")])
        #expect(written == ["archive/2026/index.html", "archive/2027/index.html"])
        let before = try String(contentsOfFile: root + "/archive/2026/index.html", encoding: .utf8)
        #expect(before.contains("rel=\"next\" href=\"../../archive/2027/\""))
    }
}

/// A site whose index an older version wrote (version 1: no days, languages, tags or links).
struct OlderIndexTests {
    @Test func theFirstRunRebuildsTheIndexFromTheSnapshotsAndTheTrendsHaveEveryWeek() async throws {
        let root = try await SiteBuilderTests.snapshots(SiteBuilderTests.weeks)
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            try SiteBuilderTests.builder(root).everything { _ in }.files, into: root)
        let old = SiteBuilderTests.weeks.map {
            "{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"\($0)\"}"
        }
        try Data("{\"version\":1,\"weeks\":[\(old.joined(separator: ","))]}\n".utf8).write(
            to: URL(fileURLWithPath: root + "/weeks/index.json"))
        let next = try ISOWeek(parsing: "2026-W48")
        let build = try SiteBuilderTests.builder(root).adding(
            try await SiteBuilderTests.digest(next),
            previous: try SnapshotStore(root: root, history: root, fileSystem: LocalFileSystem()).load(next.previous)
        ) { _ in }
        try SiteWriter(fileSystem: LocalFileSystem()).write(build.files, into: root)
        let index = try #require(
            SiteIndex.decode(try Data(contentsOf: URL(fileURLWithPath: root + "/weeks/index.json"))))
        #expect(index.weeks.count == 13 && index.weeks.allSatisfy { $0.days?.count == 7 && $0.tags != nil })
        let everything = try SiteBuilderTests.builder(root).everything { _ in }
        #expect(
            try SiteWriter(fileSystem: LocalFileSystem()).write(everything.files, into: root).isEmpty,
            "the same site as a full rebuild")
    }
}
