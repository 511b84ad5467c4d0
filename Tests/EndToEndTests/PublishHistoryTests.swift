import Foundation
import TestSupport
import Testing

/// Issue 57: what a git branch's earlier commits still hold is known.
///
/// An older release published
/// its stored weeks (every project name) to the branch; this version moves them out of the output
/// folder and its publishes no longer send them, but the branch's history keeps them: `publish`
/// says so once and `doctor` every time, and `--orphan` leaves a branch none of whose reachable
/// commits holds a stored week or a private name.
@Suite(.serialized)
struct PublishHistoryTests {
    /// A project the public site never names (no DIGEST_PUBLIC_PROJECTS): in the stored weeks only.
    static let privateName = "swift-evolution-notes"

    static func git(_ arguments: [String]) throws -> BinaryRunner.Result {
        try BinaryRunner.run(try #require(BinaryRunner.which("git")), arguments)
    }

    /// Every commit reachable from the repository's refs, and whether any holds a stored file or
    /// the private name in any file.
    static func reachable(_ repository: String) throws -> (commits: [String], stored: [String], named: [String]) {
        let commits = try git(["-C", repository, "rev-list", "--all"]).stdout.split(separator: "\n").map(String.init)
        var stored: [String] = [], named: [String] = []
        for commit in commits {
            let files = try git(["-C", repository, "ls-tree", "-r", "--name-only", commit]).stdout
            if files.contains("digest.json") || files.contains("weeks/index.json") { stored.append(commit) }
            let grep = try git(["-C", repository, "grep", "-l", "-F", privateName, commit])
            if grep.status == 0 { named.append(commit) }
        }
        return (commits, stored, named)
    }

    /// An older release's publish: the output folder, stored weeks and all, committed to the branch.
    static func olderPublish(of output: String, to repository: String) throws {
        let work = try BinaryRunner.temporaryFolder() + "/work"
        #expect(try git(["clone", "-q", repository, work]).status == 0)
        _ = try git(["-C", work, "checkout", "-q", "--orphan", "gh-pages"])
        for name in try FileManager.default.contentsOfDirectory(atPath: output) {
            try FileManager.default.copyItem(atPath: output + "/" + name, toPath: work + "/" + name)
        }
        _ = try git(["-C", work, "add", "-A", "."])
        for arguments in [
            ["-C", work, "-c", "user.name=old", "-c", "user.email=old@localhost", "commit", "-q", "-m", "old release"],
            ["-C", work, "push", "-q", "origin", "gh-pages"],
        ] {
            let result = try git(arguments)
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    @Test func anOlderReleasesPublishIsNamedAndAnOrphanPublishLeavesNothingOfIt() throws {
        // A site as the release before wrote it: its stored weeks in the output folder.
        let (output, _) = try HistoryMoveTests.copy()
        #expect(FileManager.default.fileExists(atPath: output + "/weeks/2026-W47/digest.json"))
        let repository = try BinaryRunner.temporaryFolder() + "/site.git"
        _ = try Self.git(["init", "-q", "--bare", repository])
        try Self.olderPublish(of: output, to: repository)
        #expect(try !Self.reachable(repository).stored.isEmpty, "the older publish holds the stored weeks")

        let target = "git+file://\(repository)#gh-pages"
        let publish = ["publish", "--output", output, "--to", target, "--now", "2026-11-23T07:00:00+09:00"]
        let first = try BinaryRunner.digest(publish, environment: SampleRun.tokyo)
        #expect(first.status == 0, "\(first.stderr)")
        let said = first.stdout + first.stderr
        #expect(said.contains("Earlier commits of \(target) hold the stored weeks"), "\(said)")
        #expect(said.contains("--orphan"), "\(said)")
        // The tip no longer holds them, the history does.
        let tip = try Self.git(["-C", repository, "ls-tree", "-r", "--name-only", "gh-pages"]).stdout
        #expect(!tip.contains("digest.json"))
        #expect(try !Self.reachable(repository).stored.isEmpty)

        // Said once: the next publish is quiet about it; doctor says it every time.
        let second = try BinaryRunner.digest(publish, environment: SampleRun.tokyo)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!(second.stdout + second.stderr).contains("Earlier commits"), "\(second.stderr)")
        let doctor = try BinaryRunner.digest(["doctor", "--output", output], environment: SampleRun.tokyo)
        #expect(doctor.stdout.contains("Earlier commits of \(target) hold the stored weeks"), "\(doctor.stdout)")
        let history = doctor.stdout.split(separator: "\n").first { $0.contains("History") } ?? ""
        #expect(history.contains("stored weeks") && !history.contains("never published"), "\(history)")

        let orphan = try BinaryRunner.digest(publish + ["--orphan"], environment: SampleRun.tokyo)
        #expect(orphan.status == 0, "\(orphan.stderr)")
        #expect((orphan.stdout + orphan.stderr).contains("cannot undo clones and forks"), "\(orphan.stderr)")
        _ = try Self.git(["-C", repository, "gc", "-q", "--prune=now"])
        let after = try Self.reachable(repository)
        #expect(after.commits.count == 1, "one commit: \(after.commits)")
        #expect(after.stored.isEmpty, "no reachable commit holds a stored week")
        #expect(after.named.isEmpty, "no reachable commit names \(Self.privateName)")
        let quiet = try BinaryRunner.digest(["doctor", "--output", output], environment: SampleRun.tokyo)
        #expect(!quiet.stdout.contains("Earlier commits"), "\(quiet.stdout)")
    }

    @Test func narrowingThePublicProjectsIsNamedForAGitTarget() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let all = SampleRun.tokyo.merging(["DIGEST_PUBLIC_PROJECTS": "*"]) { $1 }
        let run = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", output] + SampleRun.pinned, environment: all)
        #expect(run.status == 0, "\(run.stderr)")
        let repository = try BinaryRunner.temporaryFolder() + "/site.git"
        _ = try Self.git(["init", "-q", "--bare", repository])
        let target = "git+file://\(repository)#gh-pages"
        let publish = ["publish", "--output", output, "--to", target, "--now", "2026-11-23T07:00:00+09:00"]
        #expect(try BinaryRunner.digest(publish, environment: all).status == 0)
        #expect(try !Self.reachable(repository).named.isEmpty, "every project was public")
        let narrowed = try BinaryRunner.digest(publish, environment: SampleRun.tokyo)
        #expect(narrowed.status == 0, "\(narrowed.stderr)")
        #expect(
            (narrowed.stdout + narrowed.stderr).contains("were made under other public rules"), "\(narrowed.stderr)")
        let orphan = try BinaryRunner.digest(publish + ["--orphan"], environment: SampleRun.tokyo)
        #expect(orphan.status == 0, "\(orphan.stderr)")
        _ = try Self.git(["-C", repository, "gc", "-q", "--prune=now"])
        #expect(try Self.reachable(repository).named.isEmpty)
    }

    @Test func orphanIsForGitTargetsOnly() throws {
        let output = try PublishTests.site()
        let result = try BinaryRunner.digest(
            ["publish", "--output", output, "--to", try BinaryRunner.temporaryFolder() + "/www", "--orphan"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("is not a git target"), "\(result.stderr)")
    }

    /// After `DIGEST_STATE` changes, `publish` names the real cause (the history is in the other
    /// state folder), not a broken site to render again.
    @Test func aPublishAfterTheStateFolderMovedNamesIt() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let first = try BinaryRunner.temporaryFolder() + "/state", second = try BinaryRunner.temporaryFolder() + "/new"
        let run = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo.merging(["DIGEST_STATE": first]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        let publish = try BinaryRunner.digest(
            ["publish", "--output", output, "--to", try BinaryRunner.temporaryFolder() + "/www"],
            environment: SampleRun.tokyo.merging(["DIGEST_STATE": second]) { $1 })
        #expect(publish.status == 1, "\(publish.stderr)")
        #expect(publish.stderr.contains("if DIGEST_STATE changed, set it back"), "\(publish.stderr)")
        #expect(!publish.stderr.contains("weekly-digest render"), "\(publish.stderr)")
    }
}
