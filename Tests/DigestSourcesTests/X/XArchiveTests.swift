import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestSources

/// The downloaded archive: the real `window.YTD.tweets.part0 = [...]` form, folder or file.
struct XArchiveTests {
    static let zone = TimeZone(identifier: "Asia/Tokyo") ?? .current
    static let week = (try? ISOWeek(parsing: "2026-W47")) ?? ISOWeek(containing: Date(), in: .current)
    /// The ids inside 2026-W47 in Tokyo, oldest first.
    static let inWeek = ["2001", "2002", "2003", "2004", "2005", "2100"]

    /// An unzipped archive folder with `data/tweets.js` and `data/tweets-part1.js`.
    static func smallArchive() throws -> XArchive {
        let folder = URL(fileURLWithPath: TestFolder.path("archive"))
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try XFixtures.archiveFile([
            XFixtures.archiveTweet(
                "2005", "Swift &amp; Linux &lt;3 https://t.co/e", at: "Sat Nov 21 12:00:00 +0000 2026",
                urls: [("https://t.co/e", "https://swift.org/?utm_medium=x")]),
            XFixtures.archiveTweet(
                "2004", "RT @someone: look https://t.co/r", at: "Fri Nov 20 12:00:00 +0000 2026",
                urls: [("https://t.co/r", "https://rt.example/")]),
            XFixtures.archiveTweet("2003", "photo https://t.co/p", at: "Thu Nov 19 12:00:00 +0000 2026", media: true),
            XFixtures.archiveTweet(
                "2002", "quote https://t.co/q", at: "Wed Nov 18 12:00:00 +0000 2026",
                urls: [("https://t.co/q", "https://twitter.com/a/status/1")]),
            XFixtures.archiveTweet(
                "2001", "\"引用\" {brace} \\ https://t.co/j", at: "Sun Nov 15 15:00:00 +0000 2026",
                urls: [("https://t.co/j", "https://ja.example/記事")]),
            XFixtures.archiveTweet(
                "1999", "the Sunday before https://t.co/o", at: "Sun Nov 15 14:59:59 +0000 2026",
                urls: [("https://t.co/o", "https://old.example/")]),
        ]).write(to: data.appendingPathComponent("tweets.js"))
        try XFixtures.archiveFile(
            [
                XFixtures.archiveTweet(
                    "2100", "from part 1 https://t.co/x", at: "Sun Nov 22 14:59:59 +0000 2026",
                    urls: [("https://t.co/x", "https://part1.example/")]),
                XFixtures.archiveTweet("2200", "next Monday https://t.co/n", at: "Sun Nov 22 15:00:00 +0000 2026"),
            ], part: 1
        ).write(to: data.appendingPathComponent("tweets-part1.js"))
        return XArchive(
            path: folder.path,
            files: XArchive.tweetsFiles(among: ["tweets-part1.js", "tweets.js"]).map { data.appendingPathComponent($0) }
        )
    }

    @Test func readsTheWeekFromEveryPartWithTheSameFiltersAsTheSearch() throws {
        let posts = try Self.smallArchive().posts(in: Self.week.window(in: Self.zone))
        #expect(posts.map(\.id) == Self.inWeek)
        #expect(posts.first { $0.id == "2005" }?.text == "Swift & Linux <3 https://t.co/e")
        #expect(posts.first { $0.id == "2004" }?.isRepost == true)
        #expect(posts.first { $0.id == "2003" }?.hasMedia == true)
        let links = LinkCollector.collect(posts)
        #expect(
            links.map(\.url) == [
                "https://ja.example/%E8%A8%98%E4%BA%8B", "https://swift.org/", "https://part1.example/",
            ])
        #expect(links.first?.postText == "\"引用\" {brace} \\ ja.example/%E8%A8%98%E4%BA%8B")
    }

    @Test func theTweetsFileItselfWorksToo() throws {
        let folder = try Self.smallArchive().files[0].deletingLastPathComponent()
        let file = folder.appendingPathComponent("tweets.js")
        let archive = XArchive(path: file.path, files: [file])
        #expect(try archive.posts(in: Self.week.window(in: Self.zone)).count == 5)
    }

    @Test func aMissingArchiveNamesTheVariable() {
        #expect(XArchiveError.missing(path: "/x").description.hasPrefix("X_ARCHIVE is '/x'"))
    }

    @Test func theTweetsFilesComeInTheirOrder() {
        #expect(
            XArchive.tweetsFiles(among: [
                "tweets-part10.js", "like.js", "tweets-part2.js", "tweets.js", "tweets-part1.js",
            ])
                == ["tweets.js", "tweets-part1.js", "tweets-part2.js", "tweets-part10.js"])
    }

    @Test(arguments: [
        ("", "no `window.YTD.tweets.part0 = [`"),
        ("window.YTD.tweets.part0 = [ {\"tweet\": {\"id_str\": \"1\"", "cut short"),
        ("window.YTD.tweets.part0 = [ {\"tweet\": {\"full_text\": \"]}]\"", "cut short"),
    ])
    func aBrokenFileIsNamed(text: String, reason: String) {
        do {
            _ = try XArchive.posts(in: Data(text.utf8), interval: Self.week.window(in: Self.zone), path: "tweets.js")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains(reason), "\(error)")
        }
    }

    @Test func oddElementsAreSkipped() throws {
        let text =
            #"window.YTD.tweets.part0 = [ {"tweet":{"id_str":"1","created_at":"Wed Nov 18 12:00:00 +0000 2026","full_text":"ok"}}, {"tweet":{"created_at":"Wed Nov 18 12:00:00 +0000 2026"}}, {"tweet":{"id_str":"3","created_at":"yesterday"}}, {"other":1}, {"tweet":{"id_str":"5","created_at":"Wed Nov 18 12:00:00 +0000 2026","entities":"x"}} ]"#
        let posts = try XArchive.posts(
            in: Data(text.utf8), interval: Self.week.window(in: Self.zone), path: "tweets.js")
        #expect(posts.map(\.id) == ["1", "5"])
    }

    @Test(arguments: [
        ("Wed Nov 18 09:12:00 +0000 2026", 1_794_993_120.0), ("Wed Nov 18 18:12:00 +0900 2026", 1_794_993_120.0),
        ("Thu Feb 29 00:00:00 +0000 2024", 1_709_164_800.0), ("Wed Nov 18 09:12:00 -0130 2026", 1_794_998_520.0),
    ])
    func archiveDatesAreRead(text: String, epoch: Double) {
        #expect(XArchiveDate.parse(Array(text.utf8))?.timeIntervalSince1970 == epoch)
    }

    @Test(arguments: [
        "", "Wed Nov 18 09:12:00 2026", "Wed Foo 18 09:12:00 +0000 2026", "Wed Nov 31 09:12:00 +0000 2026",
        "Wed Nov 18 24:00:00 +0000 2026", "Wed Nov 18 09:12 +0000 2026", "2026-11-18T09:12:00Z",
    ])
    func oddArchiveDatesAreRefused(text: String) {
        #expect(XArchiveDate.parse(Array(text.utf8)) == nil)
    }

    @Test func fiveThousandPostsFindTheWeeksFew() throws {
        var tweets: [[String: Any]] = []
        let start = Self.week.window(in: Self.zone).start.addingTimeInterval(-2500 * 3600)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
        for index in 0..<5000 {
            let date = start.addingTimeInterval(Double(index) * 3600)
            tweets.append(
                XFixtures.archiveTweet(
                    String(index), "post \(index) https://t.co/\(index)", at: formatter.string(from: date),
                    urls: [("https://t.co/\(index)", "https://example.com/\(index)")]))
        }
        let window = Self.week.window(in: Self.zone)
        let posts = try XArchive.posts(in: XFixtures.archiveFile(tweets), interval: window, path: "tweets.js")
        #expect(posts.count == 168, "one an hour for the week's 168 hours")
        #expect(posts.allSatisfy { $0.createdAt >= window.start && $0.createdAt < window.end })
    }
}
