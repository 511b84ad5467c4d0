import DigestCore
import Foundation
import SiteFixtures
import TestSupport
import Testing

@testable import DigestDelivery
@testable import DigestSystem

/// Publishing to a branch of a real (bare) git repository, then cloning it back.
@Suite(.serialized)
struct GitPublisherTests {
    static let identity = ["-c", "user.name=Test", "-c", "user.email=test@example.com"]

    @discardableResult
    static func git(_ arguments: [String], in folder: String? = nil) async throws -> String {
        let result = try await ProcessCommandRunner().run(
            "git", (folder.map { ["-C", $0] } ?? []) + arguments, in: nil, environment: [:])
        #expect(result.status == 0, "git \(arguments): \(result.errors)")
        return result.output
    }

    static func bareRepository() async throws -> String {
        let path = try TestFolder.make("store") + "/site.git"
        try await git(["init", "-q", "--bare", path])
        return path
    }

    /// The branch cloned into a new folder.
    static func cloned(_ repository: String, branch: String = "gh-pages") async throws -> String {
        let path = try TestFolder.make("store") + "/clone"
        try await git(["clone", "-q", "--branch", branch, repository, path])
        return path
    }

    static func publish(_ site: String, to repository: String, branch: String = "gh-pages") async throws
        -> PublishReport
    {
        try await GitPublisher(fileSystem: LocalFileSystem()).publish(
            from: site, files: LocalFileSystem().files(under: site),
            to: .git(repository: "file://" + repository, branch: branch), message: "weekly-digest 2026-W38")
    }

    @Test func anEmptyRepositoryGetsTheBranchWithOneCommit() async throws {
        let site = try await SampleSite.built()
        let repository = try await Self.bareRepository()
        let report = try await Self.publish(site, to: repository)
        #expect(report.changed == LocalFileSystem().files(under: site).count && report.removed == 0)
        #expect(report.detail?.contains("\"weekly-digest 2026-W38\" pushed to gh-pages") == true)
        let clone = try await Self.cloned(repository)
        #expect(try FolderPublisherTests.bytes(clone) == FolderPublisherTests.bytes(site))
        #expect(try await Self.git(["log", "--format=%s"], in: clone) == "weekly-digest 2026-W38\n")
    }

    @Test func cnameAndNojekyllSurviveAndStaleFilesGo() async throws {
        let site = try await SampleSite.built()
        let repository = try await Self.bareRepository()
        let seed = try TestFolder.make("store") + "/seed"
        try await Self.git(["init", "-q", "-b", "gh-pages", seed])
        try FileManager.default.createDirectory(atPath: seed + "/.github", withIntermediateDirectories: true)
        for (name, text) in [
            ("CNAME", "digest.example.com\n"), (".nojekyll", ""), (".github/owner.txt", "mine"),
            ("old.html", "gone soon"), ("index.html", "old"),
        ] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: seed + "/" + name))
        }
        try await Self.git(["add", "-A"], in: seed)
        try await Self.git(Self.identity + ["commit", "-q", "-m", "by hand"], in: seed)
        try await Self.git(["push", "-q", repository, "gh-pages"], in: seed)

        let report = try await Self.publish(site, to: repository)
        #expect(report.removed == 1, "old.html")
        let clone = try await Self.cloned(repository)
        var files = try FolderPublisherTests.bytes(clone)
        #expect(files.removeValue(forKey: "CNAME") == Data("digest.example.com\n".utf8))
        #expect(FileManager.default.fileExists(atPath: clone + "/.nojekyll"))
        #expect(
            FileManager.default.fileExists(atPath: clone + "/.github/owner.txt"),
            "names starting with . are the branch's own")
        #expect(files == (try FolderPublisherTests.bytes(site)))
        #expect(try await Self.git(["log", "--format=%s"], in: clone) == "weekly-digest 2026-W38\nby hand\n")

        let again = try await Self.publish(site, to: repository)
        #expect(again.changed == 0 && again.detail?.contains("nothing was pushed") == true)
        #expect(try await Self.git(["rev-list", "--count", "gh-pages"], in: repository) == "2\n", "no empty commit")
    }

    @Test func otherBranchesAreLeftAlone() async throws {
        let site = try await SampleSite.built()
        let repository = try await Self.bareRepository()
        _ = try await Self.publish(site, to: repository, branch: "main")
        _ = try await Self.publish(site, to: repository, branch: "pages/digest")
        #expect(
            try await Self.git(["for-each-ref", "--format=%(refname)"], in: repository)
                == "refs/heads/main\nrefs/heads/pages/digest\n")
    }

    @Test func aRejectedPushSaysWhyAndChangesNothing() async throws {
        let site = try await SampleSite.built()
        let repository = try await Self.bareRepository()
        let hook = repository + "/hooks/pre-receive"
        try Data("#!/bin/sh\necho 'pushes are closed for maintenance' >&2\nexit 1\n".utf8).write(
            to: URL(fileURLWithPath: hook))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        await #expect {
            try await Self.publish(site, to: repository)
        } throws: { error in
            let text = "\(error)"
            return text.contains("git push failed") && text.contains("pushes are closed for maintenance")
                && text.contains("without a prompt")
        }
        #expect(try await Self.git(["for-each-ref"], in: repository).isEmpty)
    }

    @Test func aMissingRepositoryIsClearAndHidesThePassword() async throws {
        let site = try await SampleSite.built()
        let target = try PublishTarget(parsing: "git+https://me:hunter2-token@127.0.0.1:1/site.git#gh-pages")
        await #expect {
            try await GitPublisher(fileSystem: LocalFileSystem()).publish(
                from: site, files: LocalFileSystem().files(under: site), to: target, message: "m")
        } throws: { error in
            "\(error)".contains("git ls-remote failed") && !"\(error)".contains("hunter2")
        }
    }

    struct NoCommands: CommandRunner {
        var timeout: Double { 1 }
        func run(
            _ command: String, _ arguments: [String], in folder: String?, environment: [String: String], input: Data?
        ) async throws -> CommandResult {
            Issue.record("nothing may run")
            return CommandResult(status: 1, output: "", errors: "")
        }
        func stream<Reader: LineReader>(
            _ command: String, _ arguments: [String], in folder: String?, environment: [String: String],
            into lines: inout OutputLines<Reader>
        ) async throws -> CommandResult {
            Issue.record("nothing may run")
            return CommandResult(status: 1, output: "", errors: "")
        }
        func exists(_ command: String) -> Bool { false }
    }

    @Test func withoutGitOrRsyncTheErrorSaysWhatToInstall() async throws {
        await #expect(throws: PublishError.missingCommand("git", package: "git")) {
            try await GitPublisher(runner: NoCommands(), fileSystem: LocalFileSystem()).publish(
                from: "/x", files: [], to: .git(repository: "r", branch: "b"), message: "m")
        }
        await #expect(throws: PublishError.missingCommand("rsync", package: "rsync")) {
            try await RsyncPublisher(runner: NoCommands()).publish(from: "/x", to: "/y", remoteShell: nil)
        }
    }
}
