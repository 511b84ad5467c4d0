import Foundation
import TestSupport
import Testing

/// Every stored week that has ended is on the site: a `render` with the clock a week behind leaves
/// the newest week off the index, archive, feed and front page, and the next `run` with the clock
/// put right puts it back even when there is no week to build; `publish` refuses a site whose
/// index disagrees with the stored weeks.
@Suite(.serialized)
struct SiteIndexRepairTests {
    static let monday = "2026-11-30T12:00:00Z", weekBehind = "2026-11-23T12:00:00Z"

    static func digest(_ arguments: [String], _ output: String, now: String) throws -> BinaryRunner.Result {
        try BinaryRunner.digest(
            arguments + ["--output", output, "--now", now], environment: ["DIGEST_TIMEZONE": "Asia/Tokyo"])
    }

    static func sample(_ arguments: [String] = [], _ output: String, now: String) throws -> BinaryRunner.Result {
        try digest(["run", "--sample", "--templates", SampleRun.templates] + arguments, output, now: now)
    }

    /// The site-wide files that show `week`: index, feed, archive and front page.
    static func showing(_ week: String, in output: String) -> [String] {
        ["weeks/index.json", "feed.xml", "archive/index.html", "index.html"].filter { file in
            // The index is stored history: in the site's history folder, not the output.
            let path = file == "weeks/index.json" ? StoredHistory.index(output) : output + "/" + file
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return text.contains(week)
        }
    }

    static let everywhere = ["weeks/index.json", "feed.xml", "archive/index.html", "index.html"]

    /// W47 and W48 stored at Monday 30 November, then a render with the clock a week behind.
    static func siteRenderedWithTheClockBehind() throws -> String {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        #expect(try sample(["-q", "--week", "2026-W47"], output, now: monday).status == 0)
        #expect(try sample(["-q"], output, now: monday).status == 0)
        #expect(showing("2026-W48", in: output) == everywhere)
        let render = try digest(["render", "--templates", SampleRun.templates], output, now: weekBehind)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stderr.contains("2026-W48, which has not ended"))
        #expect(showing("2026-W48", in: output).isEmpty, "the render left W48 out, as documented")
        return output
    }

    @Test func theNextRunPutsTheWeekBackWithNothingToBuild() throws {
        let output = try Self.siteRenderedWithTheClockBehind()
        let run = try Self.sample([], output, now: Self.monday)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Nothing to build: 2026-W48 is stored"), "\(run.stdout)")
        #expect(run.stderr.contains("2026-W48 is stored but not on the site's index, archive and feed"))
        #expect(Self.showing("2026-W48", in: output) == Self.everywhere)
        let target = try BinaryRunner.temporaryFolder() + "/www"
        let publish = try Self.digest(["publish", "--to", target], output, now: Self.monday)
        #expect(publish.status == 0, "\(publish.stderr)")
        // The index is stored history: never published, every page showing the week is.
        #expect(Self.showing("2026-W48", in: target) == Self.everywhere.filter { $0 != "weeks/index.json" })
        #expect(!FileManager.default.fileExists(atPath: target + "/weeks/index.json"))
        let again = try Self.sample([], output, now: Self.monday)
        #expect(again.status == 0 && !again.stderr.contains("rebuilding"), "a whole site is not rebuilt again")
    }

    @Test func publishRefusesTheSiteUntilItIsWhole() throws {
        let output = try Self.siteRenderedWithTheClockBehind()
        let target = try BinaryRunner.temporaryFolder() + "/www"
        let publish = try Self.digest(["publish", "--to", target], output, now: Self.monday)
        #expect(publish.status == 1)
        #expect(publish.stderr.contains("2026-W48 is stored but not on the site's index, archive and feed"))
        #expect(publish.stderr.contains("weekly-digest render"))
        #expect(!FileManager.default.fileExists(atPath: target), "nothing published")
    }

    /// A corrupt `weeks/index.json` (garbage, another program's JSON, an index listing fewer
    /// weeks than are stored) is never published; the next run rebuilds it.
    @Test(arguments: [
        ("garbage", "is not an index this version can read"),
        ("{\"weeks\": []}", "is not an index this version can read"),
        ("fewer", "2026-W46, 2026-W47 are stored but not on the site's index"),
    ])
    func aCorruptIndexIsNotPublished(index: String, problem: String) throws {
        let output = try SiteTests.build(["2026-W45", "2026-W46", "2026-W47"])
        let path = StoredHistory.index(output)
        if index == "fewer" {
            // The index a build of W45 alone wrote.
            let lone = try SiteTests.build(["2026-W45"])
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.copyItem(atPath: StoredHistory.index(lone), toPath: path)
        } else {
            try Data(index.utf8).write(to: URL(fileURLWithPath: path))
        }
        let target = try BinaryRunner.temporaryFolder() + "/www"
        let publish = try BinaryRunner.digest(
            ["publish", "--to", target, "--output", output, "--now", "2026-11-23T12:00:00Z"])
        #expect(publish.status == 1)
        #expect(publish.stderr.contains(problem), "\(publish.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target))
        let run = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", output] + SampleRun.pinned, environment: SiteTests.site)
        #expect(run.status == 0, "\(run.stderr)")
        let again = try BinaryRunner.digest(
            ["publish", "--to", target, "--output", output, "--now", "2026-11-23T12:00:00Z"])
        #expect(again.status == 0, "\(again.stderr)")
    }
}
