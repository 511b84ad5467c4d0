import Foundation
import TestSupport
import Testing

/// `weekly-digest publish` with the built binary: a folder and a git branch, a broken site refused,
/// and the target read from --to or DIGEST_PUBLISH_TO.
@Suite(.serialized)
struct PublishTests {
    static func site() throws -> String {
        try SiteTests.build(["2026-W46", "2026-W47"])
    }

    @Test func aFolderTargetGetsTheWholeSite() throws {
        let output = try Self.site()
        let target = try BinaryRunner.temporaryFolder() + "/www"
        let result = try BinaryRunner.digest([
            "publish", "--now", "2026-11-23T12:00:00Z", "--to", target, "--output", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Published \(output) (2026-W47) to \(target): "))
        #expect(
            BinaryRunner.files(under: target) == [".weekly-digest-files"] + BinaryRunner.files(under: output),
            "the site, and the list of what was published (so the next publish knows what is stale)")
    }

    /// What a killed render leaves (its lock file, held by nobody, and a temporary file) is cleared
    /// by a publish that comes next, which would otherwise remove the lock file and with it the
    /// only sign for the next run that there is anything to clear.
    @Test func aPublishAfterAKilledRenderClearsWhatItLeft() throws {
        let output = try Self.site()
        let leftover = output + "/weeks/2026-W46/.index.html.tmp-1a2b3c4d"
        try Data("<!DOCTYPE html><p>cut sh".utf8).write(to: URL(fileURLWithPath: leftover))
        try Data("weekly-digest render, process 1, since then\n".utf8).write(
            to: URL(fileURLWithPath: output + "/.weekly-digest.lock"))
        let target = try BinaryRunner.temporaryFolder() + "/www"
        let result = try BinaryRunner.digest([
            "publish", "--now", "2026-11-23T12:00:00Z", "--to", target, "--output", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: leftover), "the temporary file is cleared")
        #expect(!FileManager.default.fileExists(atPath: output + "/.weekly-digest.lock"), "the lock is released")
        #expect(BinaryRunner.files(under: target).allSatisfy { !$0.contains(".tmp-") })
    }

    @Test func aGitTargetGetsOneCommitNamedForTheLatestWeek() throws {
        let output = try Self.site()
        let repository = try BinaryRunner.temporaryFolder() + "/site.git"
        _ = try BinaryRunner.run(try #require(BinaryRunner.which("git")), ["init", "-q", "--bare", repository])
        let result = try BinaryRunner.digest(
            ["publish", "--now", "2026-11-23T12:00:00Z", "--output", output],
            environment: ["DIGEST_PUBLISH_TO": "git+file://\(repository)#gh-pages"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("commit ") && result.stdout.contains("\"weekly-digest 2026-W47\" pushed to gh-pages")
        )
        let log = try BinaryRunner.run(
            try #require(BinaryRunner.which("git")), ["-C", repository, "log", "--format=%s", "gh-pages"])
        #expect(log.stdout == "weekly-digest 2026-W47\n")
    }

    @Test func aBrokenSiteIsNotPublished() throws {
        let output = try Self.site()
        try FileManager.default.removeItem(atPath: output + "/weeks/2026-W46/index.html")
        let target = try BinaryRunner.temporaryFolder() + "/www"
        let result = try BinaryRunner.digest([
            "publish", "--now", "2026-11-23T12:00:00Z", "--to", target, "--output", output,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is not published because the site is broken"))
        #expect(result.stderr.contains("weeks/2026-W46/index.html is missing"))
        #expect(result.stderr.contains("weekly-digest render"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func anEmptyOutputIsNotASite() throws {
        let result = try BinaryRunner.digest([
            "publish", "--now", "2026-11-23T12:00:00Z", "--to", "/tmp/x", "--output",
            try BinaryRunner.temporaryFolder(),
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("index.html is missing"))
    }

    @Test(arguments: [
        ([], "--to TARGET or DIGEST_PUBLISH_TO"),
        (["--to", "rsync:"], "rsync: needs a destination"),
        (["--to", "git+file:///srv/site.git#bad..branch"], "is not a branch name"),
    ])
    func aMissingOrUnusableTargetIsAUsageError(arguments: [String], message: String) throws {
        let result = try BinaryRunner.digest(
            ["publish", "--now", "2026-11-23T12:00:00Z"] + arguments + ["--output", try Self.site()])
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func helpExplainsTheTargets() throws {
        let result = try BinaryRunner.digest(["publish", "--help"])
        for text in ["git+file:///srv/site.git#gh-pages", "rsync:", "CNAME", "DIGEST_PUBLISH_TO", "Exit status"] {
            #expect(result.stdout.contains(text), "missing \(text)")
        }
    }
}
