import Foundation
import TestSupport
import Testing

/// `weekly-digest render`: every week rebuilt from its snapshot, idempotently; and `index.html`
/// always shows the latest week, whatever order weeks are built in.
@Suite(.serialized)
struct RenderTests {
    static let environment = ["DIGEST_TIMEZONE": "Asia/Tokyo"]

    func site(weeks: [String]) throws -> String {
        let output = try BinaryRunner.temporaryFolder()
        try SampleWeeks.build(weeks, into: output, environment: Self.environment)
        return output
    }

    func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func aBackfilledWeekDoesNotTakeOverTheIndex() throws {
        let output = try site(weeks: ["2026-W47", "2026-W45"])
        #expect(try text(output + "/index.html").contains("<h1>2026-W47</h1>"))
        #expect(try text(output + "/weeks/2026-W45/index.html").contains("<h1>2026-W45</h1>"))
    }

    @Test func renderRebuildsEveryWeekWithNewTemplatesThenChangesNothing() throws {
        let output = try site(weeks: ["2026-W45", "2026-W46", "2026-W47"])
        let templates = try BinaryRunner.templateCopy()
        let page = try text(templates + "/page.html").replacingOccurrences(
            of: "<p class=\"kicker\">{{words.page.kicker}}</p>", with: "<p class=\"kicker\">My week</p>")
        try page.write(toFile: templates + "/page.html", atomically: true, encoding: .utf8)

        let first = try BinaryRunner.digest(
            ["render", "--now", "2026-11-23T07:00:00+09:00", "--output", output, "--templates", templates],
            environment: Self.environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Rendered 3 weeks in \(output): 4 files changed."), "\(first.stdout)")
        for week in ["2026-W45", "2026-W46", "2026-W47"] {
            #expect(try text(output + "/weeks/\(week)/index.html").contains("My week"))
        }
        #expect(try text(output + "/index.html").contains("<h1>2026-W47</h1>"))
        #expect(
            try text(output + "/weeks/2026-W46/index.html").contains("on last week"),
            "week-over-week changes come from the snapshot before")

        let before = try BinaryRunner.files(under: output).map {
            ($0, try Data(contentsOf: URL(fileURLWithPath: output + "/" + $0)))
        }
        let second = try BinaryRunner.digest(
            ["render", "--now", "2026-11-23T07:00:00+09:00", "--output", output, "--templates", templates],
            environment: Self.environment)
        #expect(second.stdout.contains("0 files changed"))
        let after = try BinaryRunner.files(under: output).map {
            ($0, try Data(contentsOf: URL(fileURLWithPath: output + "/" + $0)))
        }
        #expect(before.map(\.0) == after.map(\.0))
        #expect(zip(before, after).allSatisfy { $0.1 == $1.1 }, "a second render changes no byte")
    }

    @Test func aBrokenSnapshotIsReportedAndTheOthersRender() throws {
        let output = try site(weeks: ["2026-W46", "2026-W47"])
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: StoredHistory.snapshot(output, "2026-W46")))
        let result = try BinaryRunner.digest(
            ["render", "--now", "2026-11-23T07:00:00+09:00", "--output", output, "--templates", SampleRun.templates],
            environment: Self.environment)
        #expect(result.status == 3, "issue 18.8: a snapshot left out is never silent")
        #expect(result.stderr.contains("warning:") && result.stderr.contains("2026-W46/digest.json"))
        #expect(result.stdout.contains("Rendered 1 week "), "the broken week is not rendered")
        #expect(try !text(output + "/archive/index.html").contains("2026-W46"), "nor listed")
    }

    /// Every page is readable by everyone whatever the umask: set once by `open(2)` when the umask
    /// allows it, set again on each file when it does not.
    @Test(arguments: ["022", "077", "027", "002", "000"])
    func pagesAreReadableByEveryoneWhateverTheUmask(umask: String) throws {
        let output = try site(weeks: ["2026-W46", "2026-W47"])
        // Only the snapshots stay, so that render writes every page itself.
        for file in BinaryRunner.files(under: output) where !file.hasSuffix("digest.json") {
            try FileManager.default.removeItem(atPath: output + "/" + file)
        }
        let result = try BinaryRunner.run(
            "/bin/sh",
            [
                "-c", "umask \(umask) && exec \"$0\" \"$@\"", BinaryRunner.binary, "render",
                "--now", "2026-11-23T07:00:00+09:00", "-q", "--output", output,
            ], environment: Self.environment)
        #expect(result.status == 0, "\(result.stderr)")
        let files = BinaryRunner.files(under: output).filter { !$0.hasSuffix("digest.json") }
        #expect(files.contains("weeks/2026-W47/index.html"))
        for file in files {
            let mode = try FileManager.default.attributesOfItem(atPath: output + "/" + file)[.posixPermissions] as? Int
            #expect(mode == 0o644, "umask \(umask): \(file) has mode \(String(mode ?? 0, radix: 8))")
        }
    }

    /// `render` writes each week as it makes it; one that cannot be written stops it with a sentence
    /// naming the file, and the site it leaves has no broken page or link.
    @Test func aWeekThatCannotBeWrittenStopsRenderAndLeavesTheSiteWhole() throws {
        let output = try site(weeks: ["2026-W45", "2026-W46", "2026-W47"])
        // A folder where the Markdown should go: renaming the new file over it fails, even for root.
        let blocked = output + "/weeks/2026-W46/digest.md"
        try FileManager.default.removeItem(atPath: blocked)
        try FileManager.default.createDirectory(atPath: blocked + "/in-the-way", withIntermediateDirectories: true)
        let templates = try BinaryRunner.templateCopy()
        let page = try String(contentsOfFile: templates + "/page.html", encoding: .utf8)
        try page.replacingOccurrences(of: "<main>", with: "<main data-new=\"1\">")
            .write(toFile: templates + "/page.html", atomically: true, encoding: .utf8)
        let result = try BinaryRunner.digest(
            ["render", "--now", "2026-11-23T07:00:00+09:00", "-q", "--output", output, "--templates", templates],
            environment: Self.environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Cannot write the site") && result.stderr.contains("2026-W46/digest.md"))
        for file in BinaryRunner.files(under: output) where file.hasSuffix(".html") {
            #expect(try text(output + "/" + file).hasSuffix("</html>\n"), "\(file) is cut short")
        }
        #expect(BinaryRunner.files(under: output).allSatisfy { !$0.contains(".tmp-") }, "no temporary file is left")
        try FileManager.default.removeItem(atPath: blocked)
        let again = try BinaryRunner.digest(
            ["render", "--now", "2026-11-23T07:00:00+09:00", "-q", "--output", output, "--templates", templates],
            environment: Self.environment)
        #expect(again.status == 0, "once the way is clear, render finishes the job")
        #expect(try text(output + "/weeks/2026-W46/index.html").contains("data-new=\"1\""))
        #expect(try text(output + "/index.html").contains("data-new=\"1\""))
    }

    @Test func anEmptyOutputHasNothingToRender() throws {
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest([
            "render", "--now", "2026-11-23T07:00:00+09:00", "--output", output, "--templates", SampleRun.templates,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("holds no snapshots"))
        #expect(result.stderr.contains("weekly-digest run"))
    }
}
