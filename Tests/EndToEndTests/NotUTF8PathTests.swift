import Foundation
import TestSupport
import Testing

/// Paths are what the user typed: a path or setting that is not valid UTF-8 is refused with 64
/// naming it, and no folder with U+FFFD in its name is made in its place.
@Suite(.serialized)
struct NotUTF8PathTests {
    /// Runs the binary through `sh`, whose `printf` makes the bytes Swift's strings cannot hold:
    /// `script` sees the binary as `$0` and `BAD` as a path ending in the byte 0xFF.
    static func digest(_ script: String, in folder: String) throws -> BinaryRunner.Result {
        try BinaryRunner.run(
            "/bin/sh", ["-c", "BAD=\"$(printf '\(folder)/env\\377out')\"; " + script, BinaryRunner.binary],
            environment: SampleRun.tokyo)
    }

    static let cases: [(script: String, named: String)] = [
        ("DIGEST_OUTPUT=\"$BAD\" exec \"$0\" run --sample -q", "DIGEST_OUTPUT"),
        ("exec \"$0\" run --sample -q --output \"$BAD\"", "the value of --output"),
        ("exec \"$0\" render --output=\"$BAD\"", "the value of --output"),
        ("exec \"$0\" publish --to \"$BAD\" --output \"$0.missing\"", "the value of --to"),
        ("DIGEST_STATE=\"$BAD\" exec \"$0\" email --dry-run", "DIGEST_STATE"),
    ]

    @Test(arguments: cases)
    func aPathThatIsNotUTF8IsRefusedNotReplaced(script: String, named: String) throws {
        let folder = try BinaryRunner.temporaryFolder()
        let result = try Self.digest(script, in: folder)
        #expect(result.status == 64, "\(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains("\(named) ('"), "\(result.stderr)")
        #expect(result.stderr.contains("is not valid UTF-8"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "no folder made in its place")
    }

    /// A UTF-8 path with non-ASCII letters is used as it is.
    @Test func aUTF8PathIsUsedAsTyped() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", folder + "/週報 ✓"] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/週報 ✓/index.html"))
    }
}
