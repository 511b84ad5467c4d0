import Foundation
import TestSupport
import Testing

/// Issue 18.9: inputs that once crashed the binary, were silently misread or hung it now work or
/// say what to change.
@Suite(.serialized)
struct LimitsTests {
    static let monday = ["--now", "2026-11-23T07:00:00+09:00", "--templates", SampleRun.templates]

    @Test func aTemplateNested50000DeepIsALineAndColumnNotACrash() throws {
        let templates = try BinaryRunner.templateCopy()
        let page = try String(contentsOfFile: templates + "/page.html", encoding: .utf8)
        try (page + String(repeating: "{{#title}}", count: 50_000)).write(
            toFile: templates + "/page.html", atomically: true, encoding: .utf8)
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let result = try BinaryRunner.digest(
            ["run", "--sample", "--output", output, "--now", "2026-11-23T07:00:00+09:00", "--templates", templates],
            environment: SampleRun.tokyo)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("page.html:"), "\(result.stderr)")
        #expect(result.stderr.contains("nested more than 100 deep"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// (TZ, the week a run at 2026-11-22 20:00 UTC builds, or the message): the C library's
    /// readings of TZ, which Foundation once took for UTC without a word.
    static let zones: [(String, String)] = [
        ("JST-9", "2026-W47"),
        (":Asia/Tokyo", "2026-W47"),
        (":/usr/share/zoneinfo/Asia/Tokyo", "2026-W47"),
        ("<+0530>-5:30", "2026-W47"),
        ("UTC0", "2026-W46"),
        ("GMT+3", "2026-W46"),
        ("Europe/Berlin", "2026-W46"),
        ("EST5EDT,M3.2.0,M11.1.0", "a POSIX rule with daylight saving"),
        ("Nowhere/City", "which is not a time zone"),
    ]

    @Test(arguments: zones)
    func posixTZFormsAreReadLikeTheCLibraryOrRefused(tz: String, expected: String) throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let result = try BinaryRunner.digest(
            [
                "run", "--sample", "--output", output, "--now", "2026-11-22T20:00:00Z", "--templates",
                SampleRun.templates,
            ],
            environment: ["TZ": tz])
        if expected.hasPrefix("2026-W") {
            #expect(result.status == 0, "\(tz): \(result.stderr)")
            #expect(
                FileManager.default.fileExists(atPath: output + "/weeks/\(expected)/index.html"),
                "\(tz): \(BinaryRunner.files(under: output))")
        } else {
            #expect(result.status == 64, "\(tz): \(result.stderr)")
            #expect(
                result.stderr.contains("TZ is '\(tz)'") && result.stderr.contains(expected)
                    && result.stderr.contains("DIGEST_TIMEZONE"), "\(result.stderr)")
        }
    }

    /// (environment, what the message names): settings that once were read wrongly or without limit.
    static let settings: [([String: String], String)] = [
        (
            ["QIITA_TAGS": (1...21).map { "tag\($0)" }.joined(separator: ",")],
            "QIITA_TAGS lists 21 tags, more than the 20"
        ),
        (["QIITA_TAGS": (1...20_000).map { "t\($0)" }.joined(separator: ",")], "QIITA_TAGS lists 20000 tags"),
        (
            ["DIGEST_STATE": "relative/state", "DIGEST_MAIL_TO": "a@example.com", "DIGEST_MAIL_FROM": "b@example.com"],
            "DIGEST_STATE is 'relative/state', a relative path"
        ),
        (
            ["HOME": "", "DIGEST_MAIL_TO": "a@example.com", "DIGEST_MAIL_FROM": "b@example.com"],
            "HOME is empty or not an absolute path"
        ),
        (["DIGEST_LOCK_WAIT": "-1"], "DIGEST_LOCK_WAIT"),
        (["DIGEST_COMMAND_TIMEOUT": "0"], "DIGEST_COMMAND_TIMEOUT"),
    ]

    @Test(arguments: settings)
    func oddSettingsExit64NamingThem(environment: [String: String], message: String) throws {
        let output = try BinaryRunner.temporaryFolder()
        let command = environment["DIGEST_MAIL_TO"] == nil ? ["run"] : ["email", "--dry-run"]
        let result = try BinaryRunner.digest(command + ["--output", output] + Self.monday, environment: environment)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func aClosedStandardOutputAfterACompleteRunIsExit0() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        // The reader of our output has gone before we print the summary (SIGPIPE once ended us with 141).
        let piped = try BinaryRunner.run(
            "/bin/bash",
            [
                "-c", "\"$@\" | true; exit ${PIPESTATUS[0]}", "bash", BinaryRunner.binary,
                "run", "--sample", "--output", output,
            ] + Self.monday, environment: SampleRun.tokyo)
        #expect(piped.status == 0, "\(piped.stderr)")
        let closed = try BinaryRunner.run(
            "/bin/bash",
            ["-c", "\"$@\" >&-", "bash", BinaryRunner.binary, "run", "--sample", "--output", output] + Self.monday,
            environment: SampleRun.tokyo)
        #expect(closed.status == 0, "\(closed.stderr)")
        #expect(FileManager.default.fileExists(atPath: output + "/weeks/2026-W47/index.html"))
    }

    @Test func tooLittleAddressSpaceIsSaidAtOnceAndEnoughWorks() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let arguments = [BinaryRunner.binary, "run", "--sample", "-q", "--output", output] + Self.monday
        let small = try BinaryRunner.run(
            "/bin/bash", ["-c", "ulimit -v 153600 && exec \"$@\"", "bash"] + arguments, environment: SampleRun.tokyo)
        #expect(small.status == 1, "\(small.stderr)")
        // 150 MB: the binary and its libraries load (libxml2, for Zenn's feeds, maps the system's
        // ICU data, 30 MB, so at 100 MB the loader itself gives up first), then the check speaks.
        #expect(
            small.stderr.contains(
                "needs at least 256 MB of address space, but this process is limited to 150 MB (ulimit -v)"),
            "\(small.stderr)")
        for _ in 0..<3 {
            let enough = try BinaryRunner.run(
                "/bin/bash", ["-c", "ulimit -v 262144 && exec \"$@\"", "bash"] + arguments, environment: SampleRun.tokyo
            )
            #expect(enough.status == 0, "\(enough.stderr)")
        }
    }
}
