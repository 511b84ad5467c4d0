import Foundation
import Testing

@testable import DigestCore
@testable import DigestRender

/// The email's bodies and subject from hostile and empty digests: text stays text, no SVG or script.
struct EmailRendererTests {
    static func renderer(locale: String = "en") throws -> EmailRenderer {
        EmailRenderer(
            templates: try Fixtures.templates(locale: locale), site: SiteAddress(WebURL("https://me.example/digest")))
    }

    @Test(arguments: HostileDigestTests.hostile)
    func hostileTextStaysTextInBothParts(text: String) throws {
        let email = try Self.renderer().render(HostileDigestTests.digest(with: text))
        #expect(!email.subject.contains("\r") && !email.subject.contains("\n") && !email.subject.contains("\u{0}"))
        for line in email.text.split(separator: "\n", omittingEmptySubsequences: false) where line.contains("Bcc:") {
            #expect(!line.hasPrefix("Bcc:"), "a value cannot start a line of its own")
        }
        for forbidden in ["<script", "<svg", "href=\"javascript", "href=\"JaVaScRiPt", "<img"] {
            #expect(!email.html.contains(forbidden), "\(forbidden) in the HTML part")
        }
    }

    @Test func aWeekWithoutCodingHasNoChartsAndSaysWhatIsMissing() throws {
        let week = try ISOWeek(parsing: "2026-W47")
        let digest = Digest(
            week: week, timeZone: "Asia/Tokyo", generatedAt: Fixtures.generatedAt,
            coding: .failed("WakaTime answered 401: check WAKATIME_API_KEY"),
            readingList: .skipped("set QIITA_TAGS"), sharedLinks: .ok([]))
        let email = try Self.renderer().render(digest, unsubscribe: "mailto:me@example.com")
        #expect(email.subject == "Weekly digest 2026-W47 (incomplete): 0 links")
        #expect(!email.html.contains("height:10px"), "no bars without coding time")
        #expect(email.text.contains("Incomplete: WakaTime answered 401: check WAKATIME_API_KEY"))
        #expect(email.text.contains("Not configured: set QIITA_TAGS"))
        #expect(email.text.contains("No links shared this week."))
        #expect(email.text.contains("Unsubscribe: mailto:me@example.com"))
        #expect(email.html.contains("<a href=\"https://me.example/digest/weeks/2026-W47/\""))
    }

    @Test func theJapaneseEmail() async throws {
        let email = try Self.renderer(locale: "ja").render(try await Fixtures.sampleDigest())
        #expect(email.subject == "週間ダイジェスト 2026-W47: コーディング 13時間5分(主にSwift)、コミット 9件、記事 10本、リンク 7件、プルリクエストとレビュー 7件")
        #expect(email.text.contains("合計: 13時間5分"))
        #expect(email.html.contains("<html lang=\"ja\">"))
        #expect(email.html.contains(">Web で読む</a>"))
    }
}
