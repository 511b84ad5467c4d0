import DigestSystem
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DigestSite

/// Issue 49: the public site names only the projects you chose to share, and no published byte
/// (pages, feed, Markdown, any file name, any target) holds what it does not show; the email
/// names everything; aliases and ignores change every page and the email, and rendering again
/// after changing them fetches nothing.
@Suite(.serialized)
struct PublicSiteTests {
    static let secrets = ["acme-secret-client", "dotfiles", WakaTimeFixtures.privateMachine]
    /// What the last ``site(_:in:)`` run wrote to standard error (the suite runs one test at a time).
    static let lastRun = Mutex("")

    /// A site of 2026-W47 from a loopback WakaTime naming the private projects and machine, with
    /// its own state folder, and the environment its commands share.
    static func site(_ settings: [String: String], in existing: String? = nil) throws -> (
        output: String, environment: [String: String]
    ) {
        let folder = try existing ?? BinaryRunner.temporaryFolder()
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                RunWakaTimeTests.statsPath: [.json(200, WakaTimeFixtures.privateStats())],
                RunWakaTimeTests.summariesPath: [.json(200, WakaTimeFixtures.privateSummaries())],
            ]))
        defer { server.stop() }
        let environment = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state",
            "DIGEST_SITE_URL": "https://me.example/digest/",
            "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
        ].merging(settings) { $1 }
        let run = try BinaryRunner.digest(
            ["run", "--output", folder + "/site"] + SampleRun.pinned,
            environment: environment.merging([
                "WAKATIME_API_KEY": "waka_0000", "WAKATIME_API_URL": server.baseURL + "/api/v1",
            ]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        if existing != nil { #expect(run.stdout.contains("held the sample's weeks"), "\(run.stdout)") }
        lastRun.withLock { $0 = run.stderr }
        return (folder + "/site", environment)
    }

    /// Every secret found in the files under `root`, in their names or their bytes, as `file: secret`.
    static func leaks(under root: String) throws -> [String] {
        try BinaryRunner.files(under: root).flatMap { file in
            let text =
                file + "\n"
                + String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + "/" + file)), as: UTF8.self)
            return secrets.filter { text.contains($0) }.map { "\(file): \($0)" }
        }
    }

    /// The dry-run email's text and HTML.
    static func email(_ output: String, _ environment: [String: String]) throws -> EmailTests.Parsed {
        let result = try BinaryRunner.digest(
            ["email", "--dry-run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let outbox = environment["DIGEST_STATE", default: ""] + "/outbox"
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: outbox).first)
        return try EmailTests.parse(try Data(contentsOf: URL(fileURLWithPath: outbox + "/" + name)))
    }

    @Test func noPublishedByteNamesWhatIsNotShared() throws {
        let (output, environment) = try Self.site(["DIGEST_PUBLIC_PROJECTS": "weekly-digest"])
        let render = try BinaryRunner.digest(
            ["render", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(render.status == 0, "\(render.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.contains("weekly-digest"), "the project chosen is named")
        #expect(page.contains("Other projects"), "the others are one row")
        #expect(try Self.leaks(under: output) == [])

        // Every target holds only what the site shows.
        let www = try BinaryRunner.temporaryFolder() + "/www", rsync = try BinaryRunner.temporaryFolder() + "/rsync"
        let repository = try BinaryRunner.temporaryFolder() + "/site.git"
        let git = try #require(BinaryRunner.which("git"))
        _ = try BinaryRunner.run(git, ["init", "-q", "--bare", repository])
        for target in [www, "rsync:\(rsync)/", "git+file://\(repository)#gh-pages"] {
            let publish = try BinaryRunner.digest(
                ["publish", "--to", target, "--output", output, "--now", "2026-11-23T12:00:00Z"],
                environment: environment)
            #expect(publish.status == 0, "\(target): \(publish.stderr)")
        }
        #expect(try Self.leaks(under: www) == [])
        #expect(try Self.leaks(under: rsync) == [])
        #expect(BinaryRunner.files(under: www).contains("weeks/2026-W47/index.html"))
        #expect(
            BinaryRunner.files(under: www).filter { $0.hasSuffix(".json") }.allSatisfy(StoredHistory.isPublicData),
            "no stored history published: the only JSON is the weeks' public data, its schema and the JSON Feed")
        // The branch's every commit, file names and contents, as git shows them.
        let history = try BinaryRunner.run(git, ["-C", repository, "log", "-p", "--all", "--format=%H %s"])
        #expect(history.stdout.contains("weeks/2026-W47/index.html"))
        #expect(Self.secrets.filter { history.stdout.contains($0) } == [])

        // What is stored keeps everything, in the state folder.
        let state = environment["DIGEST_STATE", default: ""]
        let stored = BinaryRunner.files(under: state + "/sites").filter { $0.hasSuffix("digest.json") }
        let snapshot = try String(contentsOfFile: state + "/sites/" + (try #require(stored.first)), encoding: .utf8)
        #expect(snapshot.contains("acme-secret-client") && snapshot.contains("dotfiles"))

        // The email names every project; the machine reaches no one.
        let mail = try Self.email(output, environment)
        for project in WakaTimeFixtures.privateProjects.map(\.0) {
            #expect(mail.text.contains(project), "the email names \(project)")
        }
        #expect(
            !mail.text.contains(WakaTimeFixtures.privateMachine) && !mail.html.contains(WakaTimeFixtures.privateMachine)
        )
    }

    @Test func sharingEveryProjectIsOneRenderAway() throws {
        let (output, environment) = try Self.site([:])
        let page = { try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8) }
        #expect(try Self.leaks(under: output) == [], "by default no project is named")
        #expect(try !page().contains("weekly-digest<") && !page().contains("weekly-digest "))
        // No server now: render fetches nothing.
        let render = try BinaryRunner.digest(
            ["render", "--output", output] + SampleRun.pinned,
            environment: environment.merging(["DIGEST_PUBLIC_PROJECTS": "*"]) { $1 })
        #expect(render.status == 0, "\(render.stderr)")
        for project in WakaTimeFixtures.privateProjects.map(\.0) {
            #expect(try page().contains(project), "\(project) is named once shared")
        }
        #expect(try !page().contains("Other projects"))
        #expect(try !page().contains(WakaTimeFixtures.privateMachine), "machines are never published")
        // And narrowing it again makes the pages again before anything is published.
        let narrow = environment.merging(["DIGEST_PUBLIC_PROJECTS": "weekly-digest"]) { $1 }
        let www = try BinaryRunner.temporaryFolder() + "/www"
        let publish = try BinaryRunner.digest(
            ["publish", "--to", www, "--output", output, "--now", "2026-11-23T12:00:00Z"], environment: narrow)
        #expect(publish.status == 0, "\(publish.stderr)")
        #expect(publish.stderr.contains("making every page again before publishing"), "\(publish.stderr)")
        #expect(try Self.leaks(under: www) == [])
        #expect(try Self.leaks(under: output) == [])
    }

    /// `h m` as the pages write a duration: whole minutes, half a minute rounded up.
    static func duration(_ seconds: Int) -> String {
        let minutes = seconds / 60 + (seconds % 60 >= 30 ? 1 : 0)
        if minutes < 60 { return "\(minutes) m" }
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) m"
    }

    @Test func aliasesAndIgnoresChangeEveryPageAndTheEmail() throws {
        let (output, environment) = try Self.site([:])
        let settings = environment.merging([
            "DIGEST_LANGUAGE_ALIASES": "TSX=TypeScript", "DIGEST_PROJECT_ALIASES": "acme-*=Client work",
            "DIGEST_IGNORE_LANGUAGES": "markdown", "DIGEST_PUBLIC_PROJECTS": "Client work,weekly-*",
        ]) { $1 }
        let render = try BinaryRunner.digest(["render", "--output", output] + SampleRun.pinned, environment: settings)
        #expect(render.status == 0, "\(render.stderr)")
        // Recomputed from the answers WakaTime gave, apart from the app's code.
        let seconds = Dictionary(uniqueKeysWithValues: WakaTimeFixtures.privateLanguages.map { ($0.0, $0.1 * 7) })
        let typeScript = (seconds["TypeScript"] ?? 0) + (seconds["TSX"] ?? 0)
        let client = (WakaTimeFixtures.privateProjects.first { $0.0 == "acme-secret-client" }?.1 ?? 0) * 7
        // Figures are kept on one line with no-break spaces; read as spaces here.
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
            .replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(
            page.contains(
                #"<span class="name">TypeScript</span> <span class="value">\#(Self.duration(typeScript)) · "#),
            "\(page)")
        #expect(!page.contains("TSX") && !page.contains("Markdown"))
        #expect(page.contains("Client work \(Self.duration(client))"))
        #expect(page.contains("Other projects \(Self.duration(1200 * 7))"), "dotfiles, not shared")
        // The total still counts the ignored language: WakaTime's own total.
        let total = seconds.values.reduce(0, +)
        #expect(page.contains("<dd>\(Self.duration(total))</dd>"))
        for file in ["trends/index.html", "archive/2026/index.html", "feed.xml", "weeks/2026-W47/digest.md"] {
            let text = try String(contentsOfFile: output + "/" + file, encoding: .utf8)
            #expect(!text.contains("TSX") && !text.contains("Markdown"), "\(file) follows the rules")
        }
        let trends = try String(contentsOfFile: output + "/trends/index.html", encoding: .utf8)
        #expect(trends.contains("TypeScript"))
        #expect(try Self.leaks(under: output) == [])

        let mail = try Self.email(output, settings)
        #expect(mail.text.contains("Client work") && mail.text.contains("dotfiles"), "the email names all, merged")
        #expect(!mail.text.contains("TSX") && !mail.text.contains("Markdown"))
        #expect(mail.text.contains("TypeScript"))
    }

    @Test func theEmailNamesWhatDIGEST_MAIL_PROJECTSNarrowsItTo() throws {
        let (output, environment) = try Self.site(["DIGEST_MAIL_PROJECTS": "weekly-*"])
        let mail = try Self.email(output, environment)
        #expect(mail.text.contains("weekly-digest") && mail.text.contains("Other projects"), "\(mail.text)")
        #expect(!mail.text.contains("acme-secret-client") && !mail.text.contains("dotfiles"))
        #expect(!mail.html.contains("acme-secret-client") && !mail.html.contains("dotfiles"))
    }

    /// A live run into a folder the sample wrote starts a fresh history, and the sample's pages go;
    /// the sample never writes into a live history.
    @Test func theSamplesWeeksNeverJoinALiveHistory() throws {
        let folder = try BinaryRunner.temporaryFolder(), state = folder + "/state"
        let sample = SampleRun.tokyo.merging(["DIGEST_STATE": state]) { $1 }
        for week in ["2026-W46", "2026-W47"] {
            let run = try BinaryRunner.digest(
                ["run", "--sample", "-q", "--week", week, "--output", folder + "/site"] + SampleRun.pinned,
                environment: sample)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let (output, _) = try Self.site([:], in: folder)
        let history = StoredHistory.folder(output, state: state)
        #expect(
            BinaryRunner.files(under: history).filter { $0.hasSuffix("digest.json") } == ["weeks/2026-W47/digest.json"])
        let stored = try String(
            contentsOfFile: StoredHistory.snapshot(output, "2026-W47", state: state), encoding: .utf8)
        #expect(stored.contains("acme-secret-client"), "the live week, not the sample's")
        #expect(!FileManager.default.fileExists(atPath: history + "/sample"))
        #expect(!FileManager.default.fileExists(atPath: output + "/weeks/2026-W46"), "the sample's page is gone")
        let archive = try String(contentsOfFile: output + "/archive/index.html", encoding: .utf8)
        #expect(!archive.contains("2026-W46"))
        #expect(SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: history) == [])

        let again = try BinaryRunner.digest(
            ["run", "--sample", "--week", "2026-W46", "--output", output] + SampleRun.pinned, environment: sample)
        #expect(again.status == 64)
        #expect(again.stderr.contains("holds your own weeks"), "\(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: StoredHistory.snapshot(output, "2026-W46", state: state)))
    }

    @Test func doctorSaysWhatGoesPublicAndWhereTheHistoryIs() throws {
        let (output, environment) = try Self.site(["DIGEST_PUBLIC_PROJECTS": "weekly-digest,acme"])
        #expect(
            Self.lastRun.withLock { $0 }.contains(
                "warning: 2026-W47: DIGEST_PUBLIC_PROJECTS has 'acme', which matches no project this week (acme-secret-client, weekly-digest, dotfiles)."
            ), "the run warns too: \(Self.lastRun.withLock { $0 })")
        let doctor = try BinaryRunner.digest(["doctor", "--output", output], environment: environment)
        #expect(
            doctor.stdout.contains(
                "Public site names 1 of 3 projects this week (weekly-digest); 2 shown as Other projects. Email names all 3."
            ),
            "\(doctor.stdout)")
        #expect(
            doctor.stdout.contains(
                "History    \(StoredHistory.folder(output, state: environment["DIGEST_STATE"])): 1 stored week"))
        #expect(
            doctor.stdout.contains(
                "DIGEST_PUBLIC_PROJECTS has 'acme', which matches no project this week (acme-secret-client, weekly-digest, dotfiles)"
            ), "\(doctor.stdout)")
        #expect(!doctor.stdout.contains(WakaTimeFixtures.privateMachine))
    }

    @Test(arguments: [
        (["DIGEST_LANGUAGE_ALIASES": "TSX"], "DIGEST_LANGUAGE_ALIASES has 'TSX', which has no '='"),
        (["DIGEST_PROJECT_ALIASES": "=Client"], "DIGEST_PROJECT_ALIASES has '=Client', with an empty name"),
        (["DIGEST_PROJECT_ALIASES": "acme-*=*"], "'*' may stand only on the left"),
        (["DIGEST_LANGUAGE_ALIASES": "A=B,B=A"], "DIGEST_LANGUAGE_ALIASES renames in a loop (A → B → A)"),
        (
            ["DIGEST_PUBLIC_PROJECTS": "weekly-digest,,dotfiles"],
            "DIGEST_PUBLIC_PROJECTS is 'weekly-digest,,dotfiles', which has an empty name"
        ),
        (["DIGEST_IGNORE_LANGUAGES": ","], "DIGEST_IGNORE_LANGUAGES is ',', which has an empty name"),
        (["DIGEST_MAIL_PROJECTS": "a, ,b"], "DIGEST_MAIL_PROJECTS is 'a, ,b', which has an empty name"),
    ])
    func aBadValueIsAUsageErrorNamingItsVariable(settings: [String: String], message: String) throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let result = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo.merging(settings) { $1 })
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output), "nothing was made")
    }
}
