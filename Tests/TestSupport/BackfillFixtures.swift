import Foundation

/// A year of someone's history, as `backfill` reads it: WakaTime's daily export (odd days
/// absent, a private project and file paths in it) and a Bluesky author feed that pages back.
public enum BackfillFixtures {
    /// A project the pages must never name (it is not in `DIGEST_PUBLIC_PROJECTS`).
    public static let privateProject = "secret-client"
    /// A file path the export holds, which nothing may keep.
    public static let privatePath = "/home/hanako/secret-client/Private.swift"
    /// The export's account email, which nothing may keep.
    public static let email = "hanako@example.com"

    /// One day of the export: its date and seconds.
    public struct Day: Sendable {
        public var date: String
        public var seconds: Int
    }

    /// The days from `first` through `last` (`YYYY-MM-DD`, in `zone`): every sixth day absent,
    /// as a day without coding is; each other day's seconds vary with its number.
    public static func days(from first: String, through last: String, zone: String = "Asia/Tokyo") -> [Day] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? .gmt
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        guard var day = formatter.date(from: first), let end = formatter.date(from: last) else { return [] }
        var days: [Day] = [], index = 0
        while day <= end {
            if index % 6 != 5 {
                days.append(Day(date: formatter.string(from: day), seconds: 1_800 + (index * 137) % 7_200))
            }
            index += 1
            guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
            day = next
        }
        return days
    }

    /// WakaTime's daily export of `days`, dated in `zone`: each day's time in Swift (two thirds)
    /// and Python, in one editor and one project, with the files and machines WakaTime keeps.
    public static func dump(_ days: [Day], zone: String = "Asia/Tokyo") -> String {
        let entries = days.map { day -> [String: Any] in
            let swift = day.seconds * 2 / 3
            return [
                "date": day.date,
                "grand_total": ["total_seconds": Double(day.seconds) + 0.25, "text": "ignored", "hours": 1],
                "languages": [
                    ["name": "Swift", "total_seconds": swift],
                    ["name": "Python", "total_seconds": day.seconds - swift],
                ],
                "editors": [["name": "Xcode", "total_seconds": day.seconds]],
                "operating_systems": [["name": "Mac", "total_seconds": day.seconds]],
                "machines": [["name": "hanako-mbp", "total_seconds": day.seconds]],
                "projects": [
                    [
                        "name": privateProject, "grand_total": ["total_seconds": day.seconds],
                        "entities": [["name": privatePath, "total_seconds": day.seconds]],
                        "branches": [["name": "feature/secret-client-launch", "total_seconds": day.seconds]],
                    ]
                ],
                "entities": [["name": privatePath, "total_seconds": day.seconds]],
            ]
        }
        let body: [String: Any] = [
            "user": ["email": email, "timezone": zone, "username": "hanako"],
            "range": ["start": days.first?.date ?? "", "end": days.last?.date ?? ""],
            "days": entries,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Bluesky's author feed over `items` (newest first), a page of the asked `limit` at a time,
    /// the cursor being the index of the next item: what the AppView's pages look like.
    public static func blueskyReply(_ items: [[String: Any]]) -> @Sendable (RecordedRequest) -> Reply {
        let pages = items.map { item in
            // Kept as text, so the closure holds nothing that is not Sendable.
            String(
                decoding: (try? JSONSerialization.data(withJSONObject: item, options: [.sortedKeys])) ?? Data(),
                as: UTF8.self)
        }
        return { request in
            guard request.path == BlueskyFixtures.feedPath else { return .json(404, "{}") }
            let start = Int(request.query["cursor"] ?? "") ?? 0, limit = Int(request.query["limit"] ?? "") ?? 50
            let end = min(pages.count, start + limit)
            let feed = start < end ? pages[start..<end].joined(separator: ",") : ""
            let cursor = end < pages.count ? #","cursor":"\#(end)""# : ""
            return .json(200, #"{"feed":[\#(feed)]\#(cursor)}"#)
        }
    }
}

extension BackfillFixtures {
    /// A git repository at `path` whose branch `main` has one commit at each of `dates` (Unix
    /// seconds, in `offset` such as `+0900`), each by `author` adding one line in a file of its
    /// own: written in one `git fast-import`, so a history of thousands is made in a moment.
    public static func repository(at path: String, dates: [Int], author: String, offset: String = "+0900") throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard let git = BinaryRunner.which("git") else { throw FixtureError.noGit }
        let environment = ["HOME": path, "GIT_CONFIG_NOSYSTEM": "1"]
        _ = try BinaryRunner.run(git, ["-C", path, "init", "-q", "-b", "main"], environment: environment)
        var stream = ""
        for (index, date) in dates.enumerated() {
            let message = "commit \(index)\n", content = "line \(index)\n"
            stream += "commit refs/heads/main\nauthor Hanako <\(author)> \(date) \(offset)\n"
            stream += "committer Hanako <\(author)> \(date) \(offset)\n"
            stream += "data \(message.utf8.count)\n\(message)M 644 inline file-\(index).txt\n"
            stream += "data \(content.utf8.count)\n\(content)\n"
        }
        let input = path + "/.git/fast-import-stream"
        try stream.write(toFile: input, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(
            "/bin/sh",
            [
                "-c", "\"$0\" -C \"$1\" fast-import --quiet < \"$2\" && \"$0\" -C \"$1\" reset -q --hard main", git,
                path, input,
            ],
            environment: environment)
        try FileManager.default.removeItem(atPath: input)
        guard result.status == 0 else { throw FixtureError.fastImport(result.stderr) }
    }

    /// Why a fixture could not be made.
    public enum FixtureError: Error {
        case noGit
        case fastImport(String)
    }
}

extension BackfillFixtures {
    /// Mastodon over `statuses` (newest first, each id its number): the account's lookup, and its
    /// statuses older than `max_id`, `limit` a page, with the `Link` header naming the next page.
    public static func mastodonReply(_ statuses: [[String: Any]]) -> @Sendable (RecordedRequest) -> Reply {
        let items = statuses.map { status in
            (
                id: Int(status["id"] as? String ?? "") ?? 0,
                json: String(
                    decoding: (try? JSONSerialization.data(withJSONObject: status, options: [.sortedKeys])) ?? Data(),
                    as: UTF8.self)
            )
        }
        return { request in
            if request.path == MastodonFixtures.lookupPath { return .json(200, MastodonFixtures.account()) }
            guard request.path == MastodonFixtures.statusesPath else { return .json(404, "{}") }
            let before = Int(request.query["max_id"] ?? "") ?? Int.max
            let limit = Int(request.query["limit"] ?? "") ?? 20
            let page = Array(items.filter { $0.id < before }.prefix(limit))
            let body = "[" + page.map(\.json).joined(separator: ",") + "]"
            guard let last = page.last, let first = page.first, items.contains(where: { $0.id < last.id }) else {
                return .json(200, body)
            }
            return .json(
                200, body,
                headers: MastodonFixtures.link(
                    base: "https://\(MastodonFixtures.instance)", next: "\(last.id)", prev: "\(first.id)"))
        }
    }
}

extension BackfillFixtures {
    /// Hatena Bookmark's RSS over `bookmarks` (newest first), twenty a page, `?page=N` from 1: a
    /// page past the last is empty, as Hatena's is.
    public static func hatenaReply(_ bookmarks: [HatenaFixtures.Bookmark]) -> @Sendable (RecordedRequest) -> Reply {
        let pages = stride(from: 0, to: bookmarks.count, by: 20).map {
            HatenaFixtures.page(Array(bookmarks[$0..<min(bookmarks.count, $0 + 20)]))
        }
        return { request in
            guard request.path == HatenaFixtures.feedPath else { return .json(404, "{}") }
            let number = Int(request.query["page"] ?? "1") ?? 0
            let body = pages.indices.contains(number - 1) ? pages[number - 1] : HatenaFixtures.page([])
            return .respond(status: 200, headers: ["Content-Type": "application/rss+xml"], body: Data(body.utf8))
        }
    }
}
