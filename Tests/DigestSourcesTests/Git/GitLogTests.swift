import DigestCore
import Foundation
import Testing

@testable import DigestSources

/// `git log`'s output as the commits are read from it: odd records, binary files, other authors.
struct GitLogTests {
    static let hash = String(repeating: "a", count: 40)
    static let other = String(repeating: "b", count: 40)

    @Test func recordsWithTheirLinesAndOnlyTheAuthorsOwn() throws {
        let output = [
            "\u{0}\(Self.hash)\t2026-11-17T23:30:00+09:00\tHanako@Example.com\n", "3\t1\tSources/a.swift\n",
            "-\t-\tdocs/picture.png\n", "10\t0\tREADME 日本語.md\n",
            "\u{0}\(Self.other)\t2026-11-18T01:00:00Z\tbob@example.com\n", "5\t5\tb.swift\n",
        ].joined()
        let read = GitLog.commits(output, repository: "app", authors: ["hanako@example.com"])
        #expect(read.read == 2 && read.skipped == 0)
        let commit = try #require(read.commits.first)
        #expect(read.commits.count == 1)
        #expect(commit.hash == Self.hash && commit.repository == "app")
        #expect(commit.added == 13 && commit.removed == 1, "a binary file changes no line")
        #expect(commit.authoredAt == ISOTimestamp.parse("2026-11-17T14:30:00Z"))
    }

    /// (output, commits read, skipped): what cannot be a record is counted, never a crash.
    static let odd: [(String, Int, Int)] = [
        ("", 0, 0),
        ("\u{0}\u{0}\n", 0, 0),
        ("\u{0}not-a-hash\t2026-11-17T10:00:00Z\thanako@example.com\n", 1, 1),
        ("\u{0}\(hash)\tyesterday\thanako@example.com\n", 1, 1),
        ("\u{0}\(hash)\t2026-11-17T10:00:00Z\n", 1, 1),
        ("\u{0}\(hash)\t2026-11-17T10:00:00Z\thanako@example.com\r\n1\t2\tf\r\n", 1, 0),
        ("\u{0}\(hash)\t2026-11-17T10:00:00Z\thanako@example.com\nx\ty\tf\n\n\n", 1, 0),
    ]

    @Test(arguments: odd)
    func oddOutput(output: String, read: Int, skipped: Int) {
        let result = GitLog.commits(output, repository: "r", authors: ["hanako@example.com"])
        #expect(result.read == read && result.skipped == skipped)
        #expect(result.commits.allSatisfy { $0.added >= 0 && $0.removed >= 0 })
    }

    /// The arguments read every branch but the stash, no merges, no messages, each author as a
    /// fixed string in any case, and a window widened by a week each way; each commit's git-ai
    /// note between two lines of the run's marker.
    @Test func theArgumentsAskForNoMessageAndEveryBranch() throws {
        let window = DateInterval(
            start: try #require(ISOTimestamp.parse("2026-11-15T15:00:00Z")),
            end: try #require(ISOTimestamp.parse("2026-11-22T15:00:00Z")))
        let arguments = GitLog.arguments(authors: ["a@example.com", "b@example.com"], window: window)
        for expected in [
            "--exclude=refs/stash", "--all", "--no-merges", "--fixed-strings", "--regexp-ignore-case",
            "--since=2026-11-08T15:00:00Z", "--until=2026-11-29T15:00:00Z", "--max-count=10000",
            "--author=a@example.com", "--author=b@example.com", "--notes=refs/notes/ai",
            "--format=%x00%H%x09%aI%x09%ae%n\(GitLog.noteMarkerFormat)%n%N\(GitLog.noteMarkerFormat)",
        ] {
            #expect(arguments.contains(expected), "\(expected)")
        }
        #expect(arguments.first == "log")
        #expect(!arguments.joined().contains("%s") && !arguments.joined().contains("%B"), "never the message")
    }
}
