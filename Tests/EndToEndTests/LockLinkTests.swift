import Foundation
import TestSupport
import Testing

/// Issue 66: the output's lock is never a link.
///
/// With `<output>/.weekly-digest.lock` a symbolic
/// link to a file outside the site (or a pipe), `run`, `render` and `publish` emptied the file it
/// points to and wrote their process line into it. Now each refuses, naming the link and how to
/// clear it, and the file outside keeps every byte.
@Suite(.serialized)
struct LockLinkTests {
    static let now = ["--now", "2026-11-23T12:00:00Z"]

    static let commands: [[String]] = [
        ["run", "--sample"], ["render"], ["publish", "--to", "TARGET"],
    ]

    @Test(arguments: commands)
    func aLockThatIsALinkIsRefusedAndWhatItPointsAtKept(command: [String]) throws {
        let output = try PublishTests.site()
        let outside = try BinaryRunner.temporaryFolder()
        let precious = outside + "/precious.txt", content = "every byte of this stays\n"
        try content.write(toFile: precious, atomically: true, encoding: .utf8)
        let lock = output + "/.weekly-digest.lock"
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: precious)
        let arguments = command.map { $0 == "TARGET" ? outside + "/www" : $0 }
        let result = try BinaryRunner.digest(arguments + ["--output", output] + Self.now)
        #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
        #expect(
            result.stderr.contains("it is a symbolic link, and weekly-digest never writes through one"),
            "\(result.stderr)")
        #expect(result.stderr.contains("rm '\(lock)'"))
        #expect(try String(contentsOfFile: precious, encoding: .utf8) == content, "the file outside is untouched")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: lock) == precious, "the link stays")
        #expect(!FileManager.default.fileExists(atPath: outside + "/www"), "nothing was published")
    }

    /// A pipe where the lock file should be is refused too, without waiting on it.
    @Test func aLockThatIsAPipeIsRefused() throws {
        let output = try PublishTests.site()
        let lock = output + "/.weekly-digest.lock"
        try #require(mkfifo(lock, 0o644) == 0)
        let result = try BinaryRunner.digest(["render", "--output", output] + Self.now)
        #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains("it is not a plain file; remove it (rm '\(lock)')"), "\(result.stderr)")
    }
}
