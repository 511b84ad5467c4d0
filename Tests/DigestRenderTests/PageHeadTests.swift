import DigestCore
import DigestDefaults
import Foundation
import Testing

@testable import DigestRender

/// Every page names its head the same way: the one `partials/head.html` and `partials/foot.html`;
/// a week page or archive template exported before them (the head written in each page, its
/// values named at the top of the context) still renders the same page.
struct PageHeadTests {
    /// A built-in partial's text without its leading comment.
    static func partial(_ name: String) -> String {
        let text = BuiltInFiles.defaultTemplates["partials/\(name).html"] ?? ""
        guard let end = text.range(of: "}}\n") else { return text }
        return String(text[end.upperBound...])
    }

    /// `text` as it was exported before every page had a head and a layout: the head and foot
    /// written out, no `{{#head}}` section, the feed named at the top.
    static func older(_ text: String) -> String {
        text.replacingOccurrences(of: "{{> head}}\n", with: partial("head"))
            .replacingOccurrences(of: "{{> foot}}\n", with: partial("foot"))
            .replacingOccurrences(of: "{{#head}}\n", with: "").replacingOccurrences(of: "{{/head}}\n", with: "")
            .replacingOccurrences(of: "{{head.feed}}", with: "{{feed}}")
    }

    @Test(arguments: ["page.html", "archive.html", "trends.html", "year.html"])
    func everyPageTemplateNamesItsHeadOneWay(name: String) throws {
        let text = try #require(BuiltInFiles.defaultTemplates[name])
        #expect(text.contains("{{> head}}\n") && text.hasSuffix("{{> foot}}\n"))
        #expect(!text.contains("<head>") && !text.contains("<footer"), "the head and foot are the partials'")
        #expect(Self.partial("head").contains("{{#head}}\n<html lang=\"{{lang}}\">"))
        #expect(Self.partial("foot").contains("{{head.feed}}") && !Self.partial("foot").contains("{{feed}}"))
    }

    @Test func anOlderWeekPageTemplateRendersTheSamePage() async throws {
        let builtIn = try #require(BuiltInFiles.defaultTemplates["page.html"])
        let older = TemplateFiles(folder: "/older", overrides: ["page.html": .text(Self.older(builtIn))])
        #expect(Self.older(builtIn) != builtIn)
        let words = try Fixtures.words()
        let digest = try await Fixtures.sampleDigest()
        let now = try WeekRenderer(templates: try TemplateSet(files: .builtIn, words: words)).render(digest)
        let then = try WeekRenderer(templates: try TemplateSet(files: older, words: words)).render(digest)
        #expect(then.weekPage == now.weekPage)
    }

    @Test func anOlderArchiveTemplateRendersTheSameArchive() throws {
        let builtIn = try #require(BuiltInFiles.defaultTemplates["archive.html"])
        let older = TemplateFiles(folder: "/older", overrides: ["archive.html": .text(Self.older(builtIn))])
        let words = try Fixtures.words()
        let summaries = try [SitePagesTests.summary("2026-W46", partial: true), SitePagesTests.summary("2026-W47")]
        let now = try ArchivePage(
            template: try TemplateSet(files: .builtIn, words: words).archive, words: words, site: .unknown
        )
        .render(summaries)
        let then = try ArchivePage(
            template: try TemplateSet(files: older, words: words).archive, words: words, site: .unknown
        )
        .render(summaries)
        #expect(then == now)
    }
}
