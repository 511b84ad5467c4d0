import DigestCore
import Foundation
import TestSupport
import Testing

/// Issue 66: a repository is only read.
///
/// Repositories the user downloaded (their own, so git's
/// `safe.directory` lets them through) whose config names programs: a signed commit with
/// `log.showSignature`, partial clones whose missing files git would fetch through a remote that
/// runs a program, `GIT_DIR` set in our environment, a config that makes git eat all memory, and a
/// week whose `git log --numstat` prints more than 16 MB. All with real git and the built binary.
@Suite(.serialized)
struct GitTrustTests {
    static let hanako = "hanako@example.com"

    static func git(_ arguments: [String], in folder: String, author: String? = nil, date: String? = nil) throws
        -> String
    {
        try GitCommitsRunTests.git(arguments, in: folder, author: author, date: date)
    }

    /// A program a repository's config names: run, it leaves a file named `ran-<name>` in `folder`.
    static func trap(_ name: String, in folder: String) throws -> String {
        let path = folder + "/trap-" + name
        try "#!/bin/sh\necho \"$@\" >> \(folder)/ran-\(name)\nexit 1\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    /// The traps that ran.
    static func ran(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("ran-") }.sorted()
    }

    /// Every file of a repository's git folder with its size and time: what "nothing written" compares.
    static func state(of gitFolder: String) -> [String] {
        BinaryRunner.files(under: gitFolder).sorted().map { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: gitFolder + "/" + file)
            let size = (attributes?[.size] as? Int) ?? -1
            let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(file) \(size) \(time)"
        }
    }

    static func run(root: String, folder: String, extra: [String: String] = [:], arguments: [String] = ["run"])
        throws -> (status: Int32, stdout: String, stderr: String, page: String)
    {
        let output = folder + "/site"
        var environment = GitCommitsRunTests.environment(root: root, folder: folder)
        environment["DIGEST_PUBLIC_PROJECTS"] = "*"
        environment.merge(extra) { $1 }
        let run = try BinaryRunner.digest(
            arguments + ["--output", output] + SampleRun.pinned, environment: environment)
        let page =
            (try? String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead) ?? ""
        return (run.status, run.stdout, run.stderr, page)
    }

    /// A commit of the week given a signature by hand, in a repository whose config shows
    /// signatures and names the program that checks them: `run` and `doctor` count the commit and
    /// never start the program.
    @Test func aSignedCommitRunsNoProgramTheRepositoryNames() throws {
        let folder = try BinaryRunner.temporaryFolder(), root = folder + "/src", app = root + "/app"
        try GitCommitsRunTests.repository(app)
        try GitCommitsRunTests.commit(app, "a.txt", "a\nb\n", author: Self.hanako, date: "2026-11-17T10:00:00+09:00")
        // The same commit with a gpgsig header: `git log --show-signature` hands it to gpg.program.
        let commit = try Self.git(["cat-file", "commit", "HEAD"], in: app)
        let signature =
            "gpgsig -----BEGIN PGP SIGNATURE-----\n \n iQEzBAABCAAdFiEE\n -----END PGP SIGNATURE-----\n"
        let signed = commit.replacingOccurrences(of: "\n\n", with: "\n" + signature + "\n", options: [], range: nil)
        try signed.write(toFile: folder + "/signed", atomically: true, encoding: .utf8)
        let hash = try Self.git(["hash-object", "-t", "commit", "-w", folder + "/signed"], in: app)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try Self.git(["update-ref", "refs/heads/main", hash], in: app)
        let gpg = try Self.trap("gpg", in: folder)
        for (key, value) in [
            ("log.showSignature", "true"), ("gpg.program", gpg), ("gpg.ssh.program", gpg),
            ("gpg.x509.program", gpg), ("diff.external", try Self.trap("diff", in: folder)),
            ("core.fsmonitor", try Self.trap("fsmonitor", in: folder)),
            ("core.pager", try Self.trap("pager", in: folder)),
        ] {
            try Self.git(["config", key, value], in: app)
        }
        // The trap is what git itself would run: proof that the repository is armed.
        _ = try? BinaryRunner.run(
            try #require(BinaryRunner.which("git")), ["-C", app, "log", "-1", "--format=%H"],
            environment: ["HOME": folder, "GIT_CONFIG_NOSYSTEM": "1"])
        #expect(try Self.ran(in: folder).contains("ran-gpg"), "git itself runs gpg.program here")
        try FileManager.default.removeItem(atPath: folder + "/ran-gpg")
        let before = Self.state(of: app + "/.git")

        let run = try Self.run(root: root, folder: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.page.contains("1 commit (+2 −0 lines)"), "\(run.page)")
        let doctor = try Self.run(root: root, folder: folder, arguments: ["doctor"])
        #expect(doctor.stdout.contains("✓ 1 commit in the last 7 days") || doctor.stdout.contains("commit"))
        #expect(try Self.ran(in: folder) == [], "no program the repository names ran")
        #expect(Self.state(of: app + "/.git") == before, "nothing was written into the repository")
    }

    /// A partial clone of a local bare repository fetches nothing and runs nothing.
    ///
    /// A partial clone (`--filter=blob:none`) lacks the files of the commits it fetched; counting their lines would make git fetch them through whatever the
    /// clone's config names. Nothing runs and nothing is fetched: the commits are counted, the
    /// lines of the one made in the clone (its files on the disk) too, and a note says what was not.
    @Test(arguments: ["uploadpack", "sshCommand", "ext"])
    func aPartialCloneFetchesNothingAndRunsNothing(remote: String) throws {
        let folder = try BinaryRunner.temporaryFolder(), root = folder + "/src", origin = folder + "/origin.git"
        let work = folder + "/work", clone = root + "/clone"
        try GitCommitsRunTests.repository(work)
        try GitCommitsRunTests.commit(
            work, "a.txt", "1\n2\n3\n", author: Self.hanako, date: "2026-11-16T10:00:00+09:00")
        try Self.git(["init", "-q", "--bare", "-b", "main", origin], in: folder)
        try Self.git(["config", "uploadpack.allowFilter", "true"], in: origin)
        try Self.git(["push", "-q", origin, "main"], in: work)
        try Self.git(
            [
                "-c", "protocol.file.allow=always", "clone", "-q", "--filter=blob:none", "--no-checkout",
                "file://" + origin, clone,
            ],
            in: folder)
        // A commit made in the clone, adding a file: its one blob is on the disk.
        try Self.git(["config", "user.email", Self.hanako], in: clone)
        try "x\ny\n".write(toFile: folder + "/b.txt", atomically: true, encoding: .utf8)
        let blob = try Self.git(["hash-object", "-w", folder + "/b.txt"], in: clone)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let tree = try Self.git(["ls-tree", "HEAD"], in: clone) + "100644 blob \(blob)\tb.txt\n"
        try tree.write(toFile: folder + "/tree", atomically: true, encoding: .utf8)
        let treeHash = try BinaryRunner.run(
            "/bin/sh", ["-c", "git -C '\(clone)' mktree --missing < '\(folder)/tree'"],
            environment: ["HOME": folder, "GIT_CONFIG_NOSYSTEM": "1"]
        ).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let commit = try Self.git(
            ["commit-tree", treeHash, "-p", "HEAD", "-m", "b"], in: clone, author: Self.hanako,
            date: "2026-11-18T10:00:00+09:00"
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        try Self.git(["update-ref", "refs/heads/main", commit], in: clone)
        let trap = try Self.trap(remote, in: folder)
        switch remote {
        case "uploadpack":
            try Self.git(["config", "remote.origin.uploadpack", trap], in: clone)
            try Self.git(["config", "protocol.file.allow", "always"], in: clone)
        case "sshCommand":
            try Self.git(["config", "remote.origin.url", "ssh://git.example.invalid/origin.git"], in: clone)
            try Self.git(["config", "core.sshCommand", trap], in: clone)
        default:
            try Self.git(["config", "remote.origin.url", "ext::\(trap) %S"], in: clone)
            try Self.git(["config", "protocol.ext.allow", "always"], in: clone)
        }
        // The trap is what git itself would run to count the lines: proof that the clone is armed.
        _ = try? BinaryRunner.run(
            try #require(BinaryRunner.which("git")), ["-C", clone, "log", "--numstat", "--format=%H"],
            environment: ["HOME": folder, "GIT_CONFIG_NOSYSTEM": "1"])
        #expect(try Self.ran(in: folder) == ["ran-" + remote], "git itself runs the clone's \(remote)")
        try? FileManager.default.removeItem(atPath: folder + "/ran-" + remote)
        let before = Self.state(of: clone + "/.git")

        let run = try Self.run(root: root, folder: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.page.contains("2 commits (+2 −0 lines)"), "\(run.page)")
        #expect(
            run.page.contains(
                "\(clone) is a partial clone: the lines of 1 of its 2 commits this week are not counted"),
            "\(run.page)")
        #expect(try Self.ran(in: folder) == [], "nothing the clone's config names ran")
        #expect(Self.state(of: clone + "/.git") == before, "nothing was fetched or written into the clone")
    }

    /// With `GIT_DIR` set in our environment (as inside a git hook or `git rebase --exec`), each
    /// repository is still read as itself.
    @Test func gitDirInOurEnvironmentLeadsNoReadAstray() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let root = try GitCommitsRunTests.make(in: folder)
        let elsewhere = folder + "/elsewhere"
        try GitCommitsRunTests.repository(elsewhere)
        for day in 16...20 {
            try GitCommitsRunTests.commit(
                elsewhere, "e\(day).txt", "e\n", author: Self.hanako, date: "2026-11-\(day)T10:00:00+09:00")
        }
        let run = try Self.run(
            root: root, folder: folder,
            extra: [
                "GIT_DIR": elsewhere + "/.git", "GIT_WORK_TREE": elsewhere, "GIT_INDEX_FILE": elsewhere + "/.git/index",
                "GIT_OBJECT_DIRECTORY": elsewhere + "/.git/objects",
                "GIT_CONFIG_PARAMETERS": "'log.showsignature'='true'",
            ])
        #expect(run.status == 0, "\(run.stderr)")
        // The six of GitCommitsRunTests, not the five of `elsewhere` read in each repository.
        #expect(run.page.contains("6 commits (+13 −1 lines) on 4 days"), "\(run.page)")
    }

    /// A repository whose config makes git read `/dev/zero` as its attributes grows git until its
    /// memory bound stops it: a note names the repository, the others still count.
    @Test func aGitThatEatsMemoryIsStoppedByItsBound() throws {
        let folder = try BinaryRunner.temporaryFolder(), root = folder + "/src"
        try GitCommitsRunTests.repository(root + "/greedy")
        try GitCommitsRunTests.commit(
            root + "/greedy", "a.txt", "a\n", author: Self.hanako, date: "2026-11-17T10:00:00+09:00")
        try Self.git(["config", "core.attributesFile", "/dev/zero"], in: root + "/greedy")
        try GitCommitsRunTests.repository(root + "/calm")
        try GitCommitsRunTests.commit(
            root + "/calm", "a.txt", "a\n", author: Self.hanako, date: "2026-11-18T10:00:00+09:00")
        let started = Date()
        let run = try Self.run(root: root, folder: folder, extra: ["DIGEST_COMMAND_TIMEOUT": "120"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.page.contains("git could not read \(root)/greedy"), "\(run.page)")
        #expect(run.page.contains("1 commit (+1 −0 lines)"), "\(run.page)")
        // Stopped by its memory bound, not by the 120 s deadline.
        #expect(Date().timeIntervalSince(started) < 100)
        #expect(!run.page.contains("took too long"))
    }

    /// One commit vendoring 100 000 files makes `git log --numstat` print over 16 MB: the week is
    /// read as git prints it, and every file's lines are counted.
    @Test func aWeekOfMoreThanSixteenMegabytesIsRead() throws {
        let folder = try BinaryRunner.temporaryFolder(), root = folder + "/src", big = root + "/big"
        try GitCommitsRunTests.repository(big)
        // One blob of three lines under 100 000 long paths, as trees made with git mktree, in one commit.
        let files = 100_000
        let names = (0..<files).map { "100644 blob BLOB\t\($0).txt\n" }.joined()
        try names.write(toFile: folder + "/names", atomically: true, encoding: .utf8)
        let script = """
            set -e
            cd '\(big)'
            blob=$(printf 'a\\nb\\nc\\n' | git hash-object -w --stdin)
            inner=$(sed "s/BLOB/$blob/" '\(folder)/names' | git mktree)
            long=$(printf '040000 tree %s\\t%s\\n' "$inner" '\(String(repeating: "d", count: 150))' | git mktree)
            root=$(printf '040000 tree %s\\tvendor\\n' "$long" | git mktree)
            git update-ref refs/heads/main "$(git commit-tree "$root" -m vendor)"
            """
        let made = try BinaryRunner.run(
            "/bin/sh", ["-c", script],
            environment: [
                "HOME": folder, "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "A", "GIT_AUTHOR_EMAIL": Self.hanako,
                "GIT_COMMITTER_NAME": "A", "GIT_COMMITTER_EMAIL": Self.hanako,
                "GIT_AUTHOR_DATE": "2026-11-17T10:00:00+09:00", "GIT_COMMITTER_DATE": "2026-11-17T10:00:00+09:00",
            ])
        try #require(made.status == 0, "\(made.stderr)")
        try Self.git(["reset", "-q"], in: big)  // the index as the commit left it, so the next one keeps its files
        try GitCommitsRunTests.commit(big, "small.txt", "s\n", author: Self.hanako, date: "2026-11-18T10:00:00+09:00")
        let numstat = try Self.git(["log", "--numstat", "--format=%H"], in: big)
        #expect(numstat.utf8.count > 16 << 20, "the week's log is past the old 16 MB bound")

        let run = try Self.run(root: root, folder: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.page.contains("2 commits (+300001 −0 lines)"), "\(run.page)")
        #expect(!run.page.contains("could not"), "\(run.page)")
    }

    /// A folder under the roots the user cannot read (here: root's own, mode 700, with a
    /// repository inside, the run made as nobody) is named in a note; the others still count.
    @Test(.enabled(if: getuid() == 0, "only root can run the binary as another user"))
    func anUnreadableFolderUnderTheRootsIsNamed() throws {
        let folder = try BinaryRunner.temporaryFolder(), root = folder + "/src"
        try GitCommitsRunTests.repository(root + "/mine")
        try GitCommitsRunTests.commit(
            root + "/mine", "a.txt", "a\n", author: Self.hanako, date: "2026-11-17T10:00:00+09:00")
        let chown = try BinaryRunner.run(try #require(BinaryRunner.which("chown")), ["-R", "nobody", folder])
        try #require(chown.status == 0, "\(chown.stderr)")
        try GitCommitsRunTests.repository(root + "/private/theirs")
        try GitCommitsRunTests.commit(
            root + "/private/theirs", "a.txt", "a\n", author: Self.hanako, date: "2026-11-18T10:00:00+09:00")
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: root + "/private")
        // Every folder above the test's is open to others, as /tmp is.
        var environment = GitCommitsRunTests.environment(root: root, folder: folder)
        environment["DIGEST_PUBLIC_PROJECTS"] = "*"
        let run = try BinaryRunner.run(
            try #require(BinaryRunner.which("setpriv")),
            [
                "--reuid=nobody", "--regid=nogroup", "--clear-groups", BinaryRunner.binary, "run", "--output",
                folder + "/site",
            ]
                + SampleRun.pinned, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let page =
            (try? String(contentsOfFile: folder + "/site/weeks/2026-W47/index.html", encoding: .utf8).asRead) ?? ""
        #expect(page.contains("\(root)/private cannot be read, so no repository under it is counted"), "\(page)")
        #expect(page.contains("1 commit (+1 −0 lines)"), "\(page)")
    }
}
