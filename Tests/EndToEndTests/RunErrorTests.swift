import Foundation
import TestSupport
import Testing

/// What the user sees when something is wrong: a message they can act on and the documented status.
@Suite(.serialized)
struct RunErrorTests {
    static let templates = SampleRun.templates

    static let usageCases: [([String], [String: String], [String])] = [
        (["run"], [:], ["WAKATIME_API_KEY", "QIITA_TAGS", "X_BEARER_TOKEN", "--sample"]),
        (["run", "--sample", "--week", "2026-W54"], [:], ["2026 has no week 54", "W53"]),
        (["run", "--sample", "--week", "last week"], [:], ["'last week'", "2026-W47"]),
        (["run", "--sample", "--now", "yesterday"], [:], ["'yesterday'", "2026-11-23T07:00:00+09:00"]),
        (["run", "--sample", "--now", "2026-11-23"], [:], ["'2026-11-23'"]),
        (["run", "--sample"], ["DIGEST_TIMEZONE": "Asia/Tokio"], ["DIGEST_TIMEZONE", "'Asia/Tokio'", "Asia/Tokyo"]),
        (["run", "--sample", "--verbose", "--quiet"], [:], ["--verbose and --quiet"]),
        (["run", "--bogus"], [:], ["--bogus"]),
        (["run"], ["WAKATIME_API_KEY": "waka key\r\nX-Injected: 1"], ["WAKATIME_API_KEY", "line breaks"]),
        (["run"], ["WAKATIME_API_KEY": "waka_キー"], ["WAKATIME_API_KEY", "non-ASCII"]),
        (
            ["run"], ["WAKATIME_API_KEY": "k", "WAKATIME_API_URL": "https://user:pw@wakatime.com/api/v1"],
            ["WAKATIME_API_URL", "password"]
        ),
    ]

    @Test(arguments: usageCases)
    func badUsageExits64WithAMessage(arguments: [String], environment: [String: String], mentions: [String]) throws {
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            arguments + ["--output", output, "--templates", Self.templates], environment: environment)
        #expect(result.status == 64, "\(result.stderr)")
        for text in mentions {
            #expect(result.stderr.contains(text), "stderr lacks \(text): \(result.stderr)")
        }
        #expect(BinaryRunner.files(under: output).isEmpty)
    }

    @Test func aMissingTemplateFolderWritesNothingAndExits1() throws {
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest([
            "run", "--sample", "--output", output, "--templates", output + "/nowhere",
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(output)/nowhere"))
        #expect(result.stderr.contains("--templates"))
        #expect(BinaryRunner.files(under: output).isEmpty)
    }

    /// A folder made before the archive and the email existed holds only some templates: the
    /// built-in ones fill in the rest (they were an error naming what to copy before templates
    /// were built in).
    @Test func aTemplateFolderFromBeforeTheArchiveGetsTheBuiltInRest() throws {
        let folder = try BinaryRunner.templateCopy(["week.md", "page.html", "style.css"])
        let result = try BinaryRunner.digest(["run", "--sample", "--output", folder + "/out", "--templates", folder])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/out/archive/index.html"))
    }

    @Test func aTemplateTypoNamesFileLineAndColumnAndWritesNothing() throws {
        // The title is in the head every page includes: the error names the partial's own file.
        let folder = try BinaryRunner.templateCopy()
        let head = folder + "/partials/head.html"
        let page = try String(contentsOfFile: head, encoding: .utf8)
        #expect(page.contains("<title>{{title}}</title>"))
        try page.replacingOccurrences(of: "<title>{{title}}</title>", with: "<title>{{titel}}</title>")
            .write(toFile: head, atomically: true, encoding: .utf8)
        let line =
            page.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("<title>{{title}}") }.map { $0 + 1 } ?? 0
        let output = folder + "/out"
        let result = try BinaryRunner.digest(["run", "--sample", "--output", output, "--templates", folder])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(head):\(line):8: unknown name 'titel'"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func anUnwritableOutputExits1WithThePath() throws {
        let folder = try BinaryRunner.temporaryFolder()
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        let result = try BinaryRunner.digest([
            "run", "--sample", "--output", folder + "/file/site", "--templates", Self.templates,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(folder)/file/site"))
    }

    @Test func anXTokenWithoutAUsernameIsAUsageErrorThatNeverPrintsTheToken() throws {
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["run", "--output", output, "--templates", Self.templates],
            environment: ["X_BEARER_TOKEN": "x_secret_never_printed"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("X_USERNAME is required with X_BEARER_TOKEN"))
        #expect(BinaryRunner.files(under: output).isEmpty)
        #expect(!(result.stdout + result.stderr).contains("x_secret_never_printed"))
    }

    /// The week before's page is made again beside the new week's (its link to the newer week);
    /// when that week's snapshot has broken since it was built, the run warns, keeps its page as
    /// it was and the broken file as it is, and adds the new week.
    @Test func aBrokenSnapshotOfAWeekWhosePageLinksOnKeepsThatPage() throws {
        let output = try BinaryRunner.temporaryFolder()
        for week in ["2026-W45", "2026-W46"] {
            let built = try BinaryRunner.digest(
                ["run", "--sample", "-q", "--week", week, "--output", output] + SampleRun.pinned,
                environment: SampleRun.tokyo)
            #expect(built.status == 0, "\(built.stderr)")
        }
        let page = output + "/weeks/2026-W46/index.html", snapshot = StoredHistory.snapshot(output, "2026-W46")
        let before = try Data(contentsOf: URL(fileURLWithPath: page))
        let broken = Data("{\"truncated\":".utf8)
        try broken.write(to: URL(fileURLWithPath: snapshot))
        let result = try BinaryRunner.digest(
            ["run", "--sample", "--week", "2026-W47", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: \(snapshot)"))
        #expect(result.stderr.contains("Its page keeps its old links."))
        #expect(try Data(contentsOf: URL(fileURLWithPath: page)) == before, "the page of 2026-W46 is as it was")
        #expect(try Data(contentsOf: URL(fileURLWithPath: snapshot)) == broken, "nothing stored is lost")
        #expect(FileManager.default.fileExists(atPath: output + "/weeks/2026-W47/index.html"))
    }

    @Test func aBrokenSnapshotOfLastWeekIsAWarningNotAFailure() throws {
        let output = try BinaryRunner.temporaryFolder()
        try StoredHistory.plant(output, "2026-W46", Data("{\"truncated\":".utf8))
        let result = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: \(StoredHistory.snapshot(output, "2026-W46"))"))
        #expect(result.stderr.contains("without week-over-week changes"))
        #expect(FileManager.default.fileExists(atPath: output + "/weeks/2026-W47/index.html"))
    }
}
