import DigestCore
import Foundation
import Testing

@testable import DigestRender

/// The line atop a week `backfill` made: when (the day in the week's zone), from which sources,
/// and which had nothing, in each locale; none on a week `run` made.
struct BackfillLineTests {
    @Test(arguments: [
        (
            "en", ["WakaTime export", "git", "Bluesky"], ["Qiita"],
            "Made on 1 December 2026, after the week had passed, from your WakaTime export, git and Bluesky. Nothing came from Qiita."
        ),
        ("en", ["git"], [], "Made on 1 December 2026, after the week had passed, from git."),
        (
            "ja", ["WakaTime export", "git"], ["Zenn", "Qiita"],
            "この週は、過ぎたあとの2026年12月1日にWakaTime のエクスポート、gitから作りました。Zenn、Qiitaからは何もありませんでした。"
        ),
    ])
    func theLineSaysWhenAndFromWhat(locale: String, from: [String], without: [String], expected: String) async throws {
        var digest = try await Fixtures.sampleDigest()
        #expect(DigestPresenter(digest, words: try Fixtures.words(locale)).backfillLine == nil)
        // 16:00 UTC on 30 November is 1 December in Tokyo, the week's zone.
        digest.backfill = BackfillRecord(
            madeAt: ISOTimestamp.parse("2026-11-30T16:00:00Z") ?? .distantPast, from: from, without: without)
        let line = DigestPresenter(digest, words: try Fixtures.words(locale)).backfillLine
        #expect(line == expected)
    }
}
