import DigestSystem
import Foundation
import SiteFixtures
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestRender
@testable import DigestSite
@testable import DigestSources

/// The site built from twelve stored weeks: every page at once, and one week added at a time.
struct SiteBuilderTests {
    static let site = SampleSite.address
    static let weeks = SampleSite.weeks

    static func digest(_ week: ISOWeek) async throws -> Digest { try await SampleSite.digest(week) }

    /// A folder holding the snapshots of `weeks` and nothing else.
    static func snapshots(_ weeks: [ISOWeek]) async throws -> String { try await SampleSite.snapshots(weeks) }

    static func builder(_ root: String, site: SiteAddress = site) throws -> SiteBuilder {
        try SampleSite.builder(root, site: site)
    }

    static func text(_ files: [SiteFile], _ path: String) throws -> String {
        String(decoding: try #require(files.first { $0.path == path }).bytes, as: UTF8.self)
    }

    @Test func twelveWeeksMakeEveryPageTheArchiveTheFeedAndTheSitemap() async throws {
        let root = try await Self.snapshots(Self.weeks)
        var warnings: [String] = []
        let build = try Self.builder(root).everything { warnings.append($0) }
        #expect(warnings.isEmpty)
        #expect(build.weeks == Self.weeks)
        let paths = Set(build.files.map(\.path))
        for week in Self.weeks {
            #expect(paths.isSuperset(of: ["weeks/\(week)/index.html", "weeks/\(week)/digest.md"]))
            #expect(
                !paths.contains("weeks/\(week)/digest.json"), "a rebuild reads the snapshots and never rewrites them")
        }
        #expect(
            paths.isSuperset(of: [
                "index.html", "archive/index.html", "feed.xml", "sitemap.xml", "weeks/index.json", "assets/style.css",
                "assets/favicon.svg", "trends/index.html", "archive/2026/index.html", "card.svg", "card-dark.svg",
                "week.schema.json", "feed.json", "days.csv",
            ]))
        // Each week's page, Markdown and data; and the pages about the site, the schema, the
        // JSON Feed and the days' table among them.
        #expect(build.files.count == 12 * 3 + 14, "each file once")

        let archive = try Self.text(build.files, "archive/index.html")
        #expect(archive.components(separatedBy: "<a class=\"week\"").count - 1 == 12)
        #expect(archive.contains("12 weeks, 2026-W36 to 2026-W47"))
        let feed = try Self.text(build.files, "feed.xml")
        #expect(feed.components(separatedBy: "<entry>").count - 1 == 12)
        #expect(feed.components(separatedBy: "<content type=\"html\">").count - 1 == 12, "every entry carries its page")
        let sitemap = try Self.text(build.files, "sitemap.xml")
        // The latest week, the archive, the trends page, the year 2026 and the 12 weeks.
        #expect(sitemap.components(separatedBy: "<url>").count - 1 == 16)
        #expect(sitemap.contains("<loc>https://me.example/digest/archive/2026/</loc>"))
        let index = try Self.text(build.files, "index.html")
        // With DIGEST_SITE_URL, links between pages take the folder form that canonical and sitemap use.
        #expect(index.contains("<h1>2026-W47</h1>") && index.contains("rel=\"prev\" href=\"weeks/2026-W46/\""))
        let first = try Self.text(build.files, "weeks/2026-W36/index.html")
        #expect(!first.contains("rel=\"prev\"") && first.contains("rel=\"next\" href=\"../../weeks/2026-W37/\""))
        #expect(first.contains("<link rel=\"icon\" href=\"../../assets/favicon.svg\""))
    }

    @Test func addingAWeekRewritesItItsNeighbourAndTheSitePagesOnly() async throws {
        let root = try await Self.snapshots(Self.weeks)
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            try Self.builder(root).everything { _ in }.files, into: root)
        let next = try ISOWeek(parsing: "2026-W48")
        let digest = try await Self.digest(next)
        let build = try Self.builder(root).adding(
            digest,
            previous: try SnapshotStore(root: root, history: root, fileSystem: LocalFileSystem()).load(next.previous)
        ) {
            _ in
        }
        let changed = try SiteWriter(fileSystem: LocalFileSystem()).write(build.files, into: root)
        #expect(
            Set(changed) == [
                "weeks/2026-W48/index.html", "weeks/2026-W48/digest.md", "weeks/2026-W48/digest.json",
                "weeks/2026-W48/week.json", "weeks/2026-W47/index.html", "index.html", "feed.json", "days.csv",
                "archive/index.html", "feed.xml",
                "sitemap.xml",
                "weeks/index.json", "trends/index.html", "archive/2026/index.html", "card.svg", "card-dark.svg",
            ])
        #expect(
            try Self.text(build.files, "weeks/2026-W47/index.html").contains(
                "rel=\"next\" href=\"../../weeks/2026-W48/\""))
        let everything = try Self.builder(root).everything { _ in }
        #expect(
            try SiteWriter(fileSystem: LocalFileSystem()).write(everything.files, into: root).isEmpty,
            "a weekly run leaves the site exactly as a full rebuild would")
    }

    @Test func aBackfilledWeekRewritesItsNeighboursAndTheWeeksWhoseAveragesItJoins() async throws {
        let weeks = Self.weeks.filter { $0.week != 40 }
        let root = try await Self.snapshots(weeks)
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            try Self.builder(root).everything { _ in }.files, into: root)
        let gap = try ISOWeek(parsing: "2026-W40")
        let digest = try await Self.digest(gap)
        let changed = try SiteWriter(fileSystem: LocalFileSystem()).write(
            try Self.builder(root).adding(
                digest,
                previous: try SnapshotStore(root: root, history: root, fileSystem: LocalFileSystem()).load(gap.previous)
            ) { _ in }
            .files, into: root)
        // W41 to W47 average W40 in their line of context (W41's Markdown also compares it with W40);
        // W47 is the latest, so index.html changes with it. W36 to W38 do not show W40 at all.
        let later = (41...47).map { "weeks/2026-W\($0)/index.html" }
        #expect(
            Set(changed)
                == Set(
                    [
                        "weeks/2026-W40/index.html", "weeks/2026-W40/digest.md", "weeks/2026-W40/digest.json",
                        "weeks/2026-W40/week.json", "weeks/2026-W39/index.html", "feed.json", "days.csv",
                        "weeks/2026-W41/digest.md",
                        "index.html", "archive/index.html",
                        "feed.xml", "sitemap.xml", "weeks/index.json", "trends/index.html", "archive/2026/index.html",
                    ] + later), "W41's Markdown now compares it with W40")
        let everything = try Self.builder(root).everything { _ in }
        let rewritten = try SiteWriter(fileSystem: LocalFileSystem()).write(everything.files, into: root)
        #expect(rewritten.isEmpty, "the backfill leaves the site exactly as a full rebuild would: \(rewritten)")
    }

    @Test func runningAWeekAgainReplacesIt() async throws {
        let root = try await Self.snapshots(Self.weeks)
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            try Self.builder(root).everything { _ in }.files, into: root)
        var digest = try await Self.digest(Self.weeks[11])
        digest.sharedLinks = .ok([])
        let build = try Self.builder(root).adding(digest, previous: nil) { _ in }
        #expect(build.weeks == Self.weeks)
        let feed = try Self.text(build.files, "feed.xml")
        #expect(feed.components(separatedBy: "<id>https://me.example/digest/weeks/2026-W47/</id>").count - 1 == 1)
        let archive = try Self.text(build.files, "archive/index.html")
        #expect(archive.components(separatedBy: ">2026-W47</a>").count - 1 == 1)
        #expect(archive.asRead.contains("0 links"))
    }

    @Test(arguments: ["", "not json", "{\"version\": 99, \"weeks\": []}", "{\"version\": 1, \"weeks\": []}"])
    func aMissingStaleOrBrokenIndexIsRebuiltFromTheSnapshots(index: String) async throws {
        let root = try await Self.snapshots(Array(Self.weeks.prefix(3)))
        if !index.isEmpty {
            try SiteWriter(fileSystem: LocalFileSystem()).write(
                [SiteFile(path: SitePath.index.file, text: index)], into: root)
        }
        let next = try await Self.digest(Self.weeks[3])
        let build = try Self.builder(root).adding(next, previous: nil) { _ in }
        let archive = try Self.text(build.files, "archive/index.html")
        #expect(archive.components(separatedBy: "<a class=\"week\"").count - 1 == 4)
        let indexFile = try #require(build.files.first { $0.path == SitePath.index.file })
        let stored = try #require(SiteIndex.decode(Data(indexFile.bytes)))
        #expect(stored.weeks.map(\.week) == Array(Self.weeks.prefix(4)))
    }

    @Test func aWeekWhoseSnapshotWasDeletedLeavesTheArchive() async throws {
        let root = try await Self.snapshots(Array(Self.weeks.prefix(3)))
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            try Self.builder(root).everything { _ in }.files, into: root)
        try FileManager.default.removeItem(atPath: root + "/weeks/2026-W37/digest.json")
        let build = try Self.builder(root).adding(try await Self.digest(Self.weeks[3]), previous: nil) { _ in }
        #expect(!(try Self.text(build.files, "archive/index.html")).contains("2026-W37"))
    }

    @Test func aSiteWithoutAnAddressHasNoSitemapAndRelativeFeedLinks() async throws {
        let root = try await Self.snapshots(Array(Self.weeks.prefix(2)))
        let build = try Self.builder(root, site: .unknown).everything { _ in }
        #expect(!build.files.contains { $0.path == "sitemap.xml" })
        #expect(try Self.text(build.files, "feed.xml").contains("href=\"weeks/2026-W37/index.html\""))
        #expect(!(try Self.text(build.files, "index.html")).contains("canonical"))
        #expect(
            try Self.text(build.files, "index.html").contains("rel=\"prev\" href=\"weeks/2026-W36/index.html\""),
            "without an address, links name index.html, so the site works opened from disk")
    }
}
