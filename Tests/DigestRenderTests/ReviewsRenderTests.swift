import DigestCore
import Foundation
import Testing

@testable import DigestRender

/// "Reviews and pull requests" on the page, in digest.md and in both parts of the email: the
/// week's exact figures, hostile titles as text, only `http(s)` addresses as links, and a private
/// repository's name, title and address nowhere.
struct ReviewsRenderTests {
    static let start = Date(timeIntervalSince1970: 1_794_754_800)  // 2026-11-16 00:00 in Tokyo

    static func item(
        _ kind: ForgeContribution.Kind, _ repository: String, day: Double, isPrivate: Bool = false,
        title: String = "Keep blank lines", url: String? = nil
    ) -> ForgeContribution {
        ForgeContribution(
            kind: kind, repository: repository, isPrivate: isPrivate, title: title,
            url: url ?? "https://github.com/\(repository)/pull/1", at: start + day * 86_400 + 3_600)
    }

    static let week = ForgeWeek(
        contributions: [
            item(.opened, "me/tool", day: 0, title: "Add reviews", url: "https://github.com/me/tool/pull/7"),
            item(.merged, "me/tool", day: 2, title: "Add reviews", url: "https://github.com/me/tool/pull/7"),
            item(.reviewed, "acme/secret-billing", day: 1, isPrivate: true, title: "Secret plan"),
            item(
                .reviewed, "swiftlang/swift", day: 3, title: "Fix <script>alert(1)</script> & **bold** 日本語",
                url: "javascript:alert(1)"),
            item(.issue, "apple/swift-nio", day: 3, title: "[x](javascript:alert(2)) ![i](http://e.example/i.png)"),
        ], restricted: 2)

    static func digest(_ week: ForgeWeek = week) async throws -> Digest {
        var digest = try await Fixtures.sampleDigest()
        digest.reviews = .ok(ReviewStats(parts: [.init(forge: .github, outcome: .ok(week))]))
        return digest
    }

    @Test func theWeeksFiguresShowOnThePageAndInTheEmail() async throws {
        let digest = try await Self.digest()
        let templates = try Fixtures.templates()
        let week = try WeekRenderer(templates: templates).render(digest)
        let markdown = week.markdown
        #expect(markdown.contains("## Reviews and pull requests"))
        #expect(
            markdown.contains(
                "**Total:** 1 pull request opened · 1 merged · 2 reviews given · 1 issue opened"), "\(markdown)")
        #expect(markdown.contains("**By day:** Mon 1 · Tue 1 · Wed 1 · Thu 2 · Fri 0 · Sat 0 · Sun 0"))
        #expect(markdown.contains("- **me/tool** · 1 pull request opened · 1 merged"))
        #expect(markdown.contains("- **Other repositories** · 1 review given"))
        #expect(markdown.contains("And 2 contributions GitHub counts without naming their repositories."))
        #expect(markdown.contains("- [Add reviews](https://github.com/me/tool/pull/7) · me/tool · opened, merged"))
        // The headline counts the pull requests opened and the reviews given.
        #expect(WeekSummary(headlineOf: digest).reviews == 3)
        #expect(week.weekPage.contains("7 links, 3 pull requests and reviews."), "the page's description")
        let email = try EmailRenderer(templates: templates, site: .unknown).render(digest)
        #expect(email.text.contains("Total: 1 pull request opened · 1 merged · 2 reviews given · 1 issue opened"))
        #expect(email.html.contains("<a href=\"https://github.com/me/tool/pull/7\""))
        #expect(email.subject.contains("3 pull requests and reviews"), "\(email.subject)")
    }

    @Test func hostileTitlesAreTextAndOnlyWebAddressesAreLinks() async throws {
        let digest = try await Self.digest()
        let templates = try Fixtures.templates()
        let week = try WeekRenderer(templates: templates).render(digest)
        let email = try EmailRenderer(templates: templates, site: .unknown).render(digest)
        #expect(week.weekPage.contains("Fix &lt;script&gt;alert(1)&lt;/script&gt; &amp; **bold** 日本語"))
        #expect(email.html.contains("Fix &lt;script&gt;alert(1)&lt;/script&gt; &amp; **bold** 日本語"))
        for html in [week.weekPage, email.html] {
            #expect(!html.contains("<script>alert"))
            #expect(!html.lowercased().contains("href=\"javascript"))
            #expect(!html.contains("<img"))
            #expect(!html.contains("<strong>bold"))
        }
    }

    /// A forge's repository name or title with line breaks, Markdown and HTML stays one line of text.
    @Test(arguments: ["evil/repo\n## Injected", "evil/repo\r\n- [x](javascript:alert(1))", "evil/<img src=x>"])
    func aHostileRepositoryNameIsOneLineOfText(name: String) async throws {
        let week = ForgeWeek(contributions: [Self.item(.opened, name, day: 1, title: "Title\n# Injected too")])
        let rendered = try WeekRenderer(templates: try Fixtures.templates()).render(try await Self.digest(week))
        let lines = rendered.markdown.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("## Injected") || $0.hasPrefix("# Injected") })
        #expect(!lines.contains { $0.hasPrefix("- [x](javascript") })
        #expect(!rendered.weekPage.contains("<img src=x>"))
        #expect(!rendered.weekPage.lowercased().contains("href=\"javascript"))
    }

    @Test func aPrivateRepositoryIsCountedNeverNamed() async throws {
        let digest = try await Self.digest()
        let templates = try Fixtures.templates()
        let week = try WeekRenderer(templates: templates).render(digest)
        let email = try EmailRenderer(templates: templates, site: .unknown).render(digest)
        for text in [week.markdown, week.weekPage, email.text, email.html, week.indexPage ?? ""] {
            for secret in ["acme", "secret-billing", "Secret plan"] { #expect(!text.contains(secret), "\(secret)") }
        }
    }

    @Test func aWeekOfNothingSaysSoAndJapaneseReads() async throws {
        let empty = try WeekRenderer(templates: try Fixtures.templates()).render(
            try await Self.digest(ForgeWeek(contributions: [])))
        #expect(empty.markdown.contains("_No pull requests, reviews or issues this week._"))
        let ja = try WeekRenderer(templates: try Fixtures.templates(locale: "ja")).render(try await Self.digest())
        #expect(ja.markdown.contains("## レビューとプルリクエスト"))
        #expect(
            ja.markdown.contains("プルリクエスト作成 1件 · マージ 1件 · レビュー 2件 · Issue 作成 1件"), "\(ja.markdown)")
        #expect(ja.markdown.contains("その他のリポジトリ"))
    }

    @Test func noForgeMeansNoSection() async throws {
        var digest = try await Self.digest()
        digest.reviews = nil
        let week = try WeekRenderer(templates: try Fixtures.templates()).render(digest)
        let email = try EmailRenderer(templates: try Fixtures.templates(), site: .unknown).render(digest)
        for text in [week.markdown, week.weekPage, email.text, email.html] {
            #expect(!text.contains("Reviews and pull requests"))
        }
    }
}
