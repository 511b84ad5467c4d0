import DigestCore
import Foundation
import TestSupport
import Testing

/// Issue 59: your commits, from the repositories on your disk, with real `git` and repositories
/// the test makes: several authors, zones either side of midnight, a branch and a merge, a clone,
/// a bare and a nested repository, a shallow clone, a link to a repository outside the roots, a
/// repository git cannot read and one owned by another user.
@Suite(.serialized)
struct GitCommitsRunTests {
    /// A commit message no page, file or log may ever hold: messages are never read.
    static let secretMessage = "SECRET-MESSAGE <script>alert(1)</script>"

    /// Runs git in `folder`, as `author` at `date` when given, with a HOME of the test's own.
    @discardableResult
    static func git(_ arguments: [String], in folder: String, author: String? = nil, date: String? = nil) throws
        -> String
    {
        var environment = ["HOME": folder, "GIT_CONFIG_NOSYSTEM": "1"]
        if let author {
            environment.merge([
                "GIT_AUTHOR_NAME": "A", "GIT_AUTHOR_EMAIL": author, "GIT_COMMITTER_NAME": "A",
                "GIT_COMMITTER_EMAIL": author,
            ]) { $1 }
        }
        if let date { environment.merge(["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date]) { $1 } }
        let result = try BinaryRunner.run(
            try #require(BinaryRunner.which("git")), ["-C", folder] + arguments, environment: environment)
        try #require(result.status == 0, "git \(arguments): \(result.stderr)")
        return result.stdout
    }

    /// A commit in `repository` writing `text` to `file`.
    static func commit(_ repository: String, _ file: String, _ text: String, author: String, date: String) throws {
        try text.write(toFile: repository + "/" + file, atomically: true, encoding: .utf8)
        try git(["add", file], in: repository)
        try git(["commit", "-q", "-m", secretMessage], in: repository, author: author, date: date)
    }

    static func repository(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try git(["init", "-q", "-b", "main"], in: path)
    }

    /// The roots and the repositories, as the doc comment of the suite says; returns the root.
    static func make(in folder: String) throws -> String {
        let root = folder + "/src", outside = folder + "/outside", hanako = "hanako@example.com"
        let app = root + "/app"
        try repository(app)
        try commit(app, "f.txt", "0\n", author: hanako, date: "2026-11-15T23:50:00+09:00")  // Sunday before: out
        try commit(app, "f.txt", "1\n2\n3\n", author: hanako, date: "2026-11-16T00:10:00+09:00")  // Mon: +3 −1
        // another author
        try commit(app, "b.txt", "bob\n", author: "bob@example.com", date: "2026-11-17T12:00:00+09:00")
        // Mon 00:30 in Tokyo
        try commit(app, "g.txt", "x\n", author: "Hanako@Example.COM", date: "2026-11-15T07:30:00-08:00")
        try commit(app, "h.txt", "late\n", author: hanako, date: "2026-11-22T08:30:00-08:00")  // Mon 23rd in Tokyo: out
        try git(["checkout", "-q", "-b", "feature"], in: app)
        try commit(app, "k.txt", "k\nk\n", author: hanako, date: "2026-11-19T21:00:00+09:00")  // Thu, on a branch
        try git(["checkout", "-q", "main"], in: app)
        try git(
            ["merge", "-q", "--no-ff", "-m", secretMessage, "feature"], in: app, author: hanako,
            date: "2026-11-20T10:00:00+09:00")  // a merge: not counted
        try git(["clone", "-q", app, root + "/app-clone"], in: folder)
        try commit(root + "/app-clone", "c.txt", "c\n", author: hanako, date: "2026-11-21T09:00:00+09:00")  // Sat
        try repository(outside + "/lib")
        // Wed
        try commit(outside + "/lib", "l.txt", "1\n2\n3\n4\n5\n", author: hanako, date: "2026-11-18T10:00:00+09:00")
        try git(["clone", "-q", "--bare", outside + "/lib", root + "/lib.git"], in: folder)
        try git(["clone", "-q", "--depth", "1", "file://" + outside + "/lib", root + "/shallow"], in: folder)
        try repository(app + "/vendor/tool")
        // Wed, nested
        try commit(app + "/vendor/tool", "t.txt", "t\n", author: hanako, date: "2026-11-18T11:00:00+09:00")
        try repository(outside + "/other")
        try commit(outside + "/other", "o.txt", "o\n", author: hanako, date: "2026-11-17T10:00:00+09:00")
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: outside + "/other")
        try FileManager.default.createDirectory(atPath: root + "/broken", withIntermediateDirectories: true)
        try "gitdir: /nonexistent/broken\n".write(toFile: root + "/broken/.git", atomically: true, encoding: .utf8)
        return root
    }

    static func environment(root: String, folder: String) -> [String: String] {
        [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state", "DIGEST_GIT_ROOTS": root,
            "DIGEST_GIT_AUTHORS": "hanako@example.com", "HOME": folder,
            "DIGEST_PUBLIC_PROJECTS": "app,lib,tool",
        ]
    }

    @Test func theWeeksOwnCommitsFromEveryRepositoryOnceWithoutWakaTime() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let root = try Self.make(in: folder)
        let run = try BinaryRunner.digest(
            ["run", "-v", "--output", output] + SampleRun.pinned,
            environment: Self.environment(root: root, folder: folder))
        #expect(run.status == 0, "\(run.stderr)")
        let snapshot = try Data(
            contentsOf: URL(fileURLWithPath: StoredHistory.snapshot(output, "2026-W47", state: folder + "/state")))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let stats = try #require(try decoder.decode(Digest.self, from: snapshot).commits?.value)
        // app: Monday's two (one by another spelling of the email, one written in California) and
        // the branch's; the clone's own one; the bare repository's (the shallow clone's is the
        // same commit); the nested one. Not the merge, bob's, the weeks either side, the link's.
        #expect(stats.total.commits == 6)
        #expect(stats.days.map(\.count.commits) == [2, 0, 2, 1, 0, 1, 0])
        #expect(
            stats.repositories.map { "\($0.name) \($0.count.commits)" } == ["app 3", "app-clone 1", "lib 1", "tool 1"])
        #expect(stats.repositories.first.map { "+\($0.count.added) −\($0.count.removed)" } == "+6 −1")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        for fragment in [
            "6 commits (+13 −1 lines) on 4 days", "Mon 2 · Tue 0 · Wed 2 · Thu 1 · Fri 0 · Sat 1 · Sun 0",
            "<strong>app</strong> · 3 commits · +6 −1 lines", "<strong>lib</strong> · 1 commit",
            "<strong>tool</strong> · 1 commit", "<strong>Other repositories</strong> · 1 commit",
            "git could not read \(root)/broken", "\(root)/shallow is a shallow clone",
        ] {
            #expect(page.contains(fragment), "missing: \(fragment)")
        }
        // No coding section for a digest without WakaTime; no private name, no message anywhere.
        #expect(!page.contains("Coding time") && !page.contains("WAKATIME_API_KEY"))
        #expect(!page.contains("app-clone"))
        let texts = BinaryRunner.files(under: folder + "/site").compactMap {
            try? String(contentsOfFile: folder + "/site/" + $0, encoding: .utf8)
        }
        #expect(texts.allSatisfy { !$0.contains("SECRET-MESSAGE") && !$0.contains("app-clone") })
        #expect(!(run.stdout + run.stderr).contains("SECRET-MESSAGE"))
        #expect(!String(decoding: snapshot, as: UTF8.self).contains("SECRET-MESSAGE"))
        let feed = try String(contentsOfFile: output + "/feed.xml", encoding: .utf8)
        #expect(feed.contains("6 commits"), "the feed counts the commits")
        #expect(run.stdout.contains("6 commits"), "\(run.stdout)")
    }

    /// A repository owned by another user is refused by git: a note naming it, never the week's failure.
    @Test(.enabled(if: getuid() == 0, "only root can give a folder to another user"))
    func aRepositoryOwnedByAnotherUserIsANoteNamingIt() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", root = folder + "/src"
        try Self.repository(root + "/theirs")
        try Self.commit(
            root + "/theirs", "a.txt", "a\n", author: "hanako@example.com", date: "2026-11-17T10:00:00+09:00")
        try Self.repository(root + "/mine")
        try Self.commit(root + "/mine", "a.txt", "a\n", author: "hanako@example.com", date: "2026-11-18T10:00:00+09:00")
        let chown = try BinaryRunner.run(
            try #require(BinaryRunner.which("chown")), ["-R", "nobody", root + "/theirs"])
        try #require(chown.status == 0)
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned, environment: Self.environment(root: root, folder: folder))
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(page.contains("git refuses \(root)/theirs: it belongs to another user"), "\(page)")
        #expect(page.contains("1 commit"))
    }

    /// The authors default to git's global user.email; a root that is not a folder stops the run.
    @Test func theAuthorIsGitsUserEmailAndARootMustBeAFolder() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let root = try Self.make(in: folder)
        try "[user]\n\temail = Hanako@Example.com\n".write(
            toFile: folder + "/.gitconfig", atomically: true, encoding: .utf8)
        var environment = Self.environment(root: root, folder: folder)
        environment["DIGEST_GIT_AUTHORS"] = nil
        let run = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("6 commits"), "\(run.stdout)")
        environment["DIGEST_GIT_ROOTS"] = root + ":" + folder + "/missing"
        let refused = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("DIGEST_GIT_ROOTS names '\(folder)/missing', which is not a folder"))
    }

    /// A repository's name is a folder's, so anything a file name may hold: it stays text.
    @Test(arguments: [
        "<img src=x onerror=alert(1)>", "[x](javascript:alert(1))", "**bold** & `code`", "日本語のリポジトリ",
        "name\u{202E}desrever",
    ])
    func aHostileRepositoryNameStaysText(name: String) throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", root = folder + "/src"
        try Self.repository(root + "/" + name)
        try Self.commit(
            root + "/" + name, "a.txt", "a\n", author: "hanako@example.com", date: "2026-11-18T10:00:00+09:00")
        var environment = Self.environment(root: root, folder: folder)
        environment["DIGEST_PUBLIC_PROJECTS"] = "*"
        let run = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(!page.contains("<img src=x") && !page.contains("href=\"javascript:") && !page.contains("<strong>bold"))
        #expect(page.asRead.contains("1 commit"))
        if name == "日本語のリポジトリ" { #expect(page.contains("<strong>日本語のリポジトリ</strong>")) }
    }

    /// `doctor` names the roots and the authors, reads the last seven days and says what git refused.
    @Test func doctorNamesTheRootsAndWhatGitRefused() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let root = try Self.make(in: folder)
        let doctor = try BinaryRunner.digest(["doctor"], environment: Self.environment(root: root, folder: folder))
        #expect(doctor.stdout.contains("roots \(root)"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("authors hanako@example.com"))
        #expect(doctor.stdout.contains("in the last 7 days"))
        #expect(doctor.stdout.contains("⚠ git could not read \(root)/broken"), "\(doctor.stdout)")
    }

    /// Commits without WakaTime make the whole digest: the email (subject, text and HTML), the
    /// trends page (a row and a column) and the year page (a card) count them.
    @Test func commitsAloneMakeTheEmailTheTrendsAndTheYear() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let root = try Self.make(in: folder)
        var environment = Self.environment(root: root, folder: folder)
        let run = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        environment.merge(["DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com"]) { $1 }
        let email = try BinaryRunner.digest(
            ["email", "--dry-run", "--week", "2026-W47", "--output", output] + SampleRun.pinned,
            environment: environment)
        #expect(email.status == 0, "\(email.stderr)")
        let mail = try EmailTests.parse(try Data(contentsOf: URL(fileURLWithPath: state + "/outbox/2026-W47.en.eml")))
        #expect(mail.subject == "Weekly digest 2026-W47: 6 commits", "\(mail.subject)")
        #expect(mail.text.contains("Total: 6 commits (+13 −1 lines) on 4 days"), "\(mail.text)")
        let lines = mail.text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Commits") && !mail.text.contains("Coding time"), "\(lines)")
        #expect(mail.html.contains("6 commits") && !mail.html.contains("Coding time"))
        #expect(!(mail.text + mail.html).contains("SECRET-MESSAGE"))
        let trends = try String(contentsOfFile: output + "/trends/index.html", encoding: .utf8).asRead
        #expect(trends.contains("<th scope=\"row\">Commits</th><td data-value=\"6\">6</td>"), "\(trends)")
        #expect(trends.contains("<th scope=\"col\">Commits</th>"))
        let year = try String(contentsOfFile: output + "/archive/2026/index.html", encoding: .utf8).asRead
        #expect(year.contains("<dt>Commits</dt><dd data-value=\"6\">6</dd>"), "\(year)")
    }

    /// A week without a commit says so, and the headline counts none: the section is there, empty.
    @Test func aWeekWithoutACommitSaysSo() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", root = folder + "/src"
        try Self.repository(root + "/app")
        try Self.commit(root + "/app", "a.txt", "a\n", author: "hanako@example.com", date: "2026-11-10T10:00:00+09:00")
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned, environment: Self.environment(root: root, folder: folder))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("0 commits"), "\(run.stdout)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(page.contains("No commits this week."), "\(page)")
    }

    /// A git that never answers is stopped at the deadline: the week is made, with a note naming the
    /// repository, and the other repositories still count.
    @Test func aGitThatNeverAnswersIsStoppedAndNamed() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", root = folder + "/src"
        try Self.repository(root + "/slow")
        try Self.commit(root + "/slow", "a.txt", "a\n", author: "hanako@example.com", date: "2026-11-17T10:00:00+09:00")
        try Self.repository(root + "/quick")
        try Self.commit(
            root + "/quick", "a.txt", "a\n", author: "hanako@example.com", date: "2026-11-18T10:00:00+09:00")
        // A git on PATH that hangs in the slow repository, and is the real git elsewhere.
        let bin = folder + "/bin", real = try #require(BinaryRunner.which("git"))
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\ncase \"$PWD\" in */slow) exec sleep 600;; esac\nexec \(real) \"$@\"\n".write(
            toFile: bin + "/git", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/git")
        var environment = Self.environment(root: root, folder: folder)
        environment["PATH"] = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        environment["DIGEST_COMMAND_TIMEOUT"] = "2"
        let run = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(page.contains("git took too long to read \(root)/slow"), "\(page)")
        #expect(page.contains("1 commit"))
    }
}
