import DigestCore
import DigestDefaults
import Testing

@testable import DigestRender

/// Each section of the page and the email is a partial: a template folder's partial changes that
/// section alone, in the kind of file it is for, and every other section stays the built-in one.
struct SectionPartialsTests {
    static let sections = ["coding", "commits", "reading", "links"]

    @Test(arguments: sections)
    func everySectionIsAPartialOfEachKind(section: String) throws {
        for (template, ext) in [("week.md", "md"), ("email.txt", "txt"), ("email.html", "html")] {
            let text = try #require(BuiltInFiles.defaultTemplates[template])
            #expect(text.contains("{{> \(section)}}\n"), "\(template)")
            #expect(BuiltInFiles.defaultTemplates["partials/\(section).\(ext)"] != nil, "\(section).\(ext)")
        }
    }

    @Test func aFoldersNoticeChangesTheNoticeOfEverySectionThatIncludesIt() async throws {
        let words = try Fixtures.words()
        let files = TemplateFiles(
            folder: "/custom",
            overrides: ["partials/notice.md": .text("{{#skipped}}\n**Off:** {{.}}\n\n{{/skipped}}\n")])
        let templates = try TemplateSet(files: files, words: words)
        var digest = try await Fixtures.sampleDigest()
        digest.readingList = .skipped("set QIITA_TAGS <tags>")
        digest.sharedLinks = .skipped("set BLUESKY_HANDLE")
        let page = try WeekRenderer(templates: templates).render(digest).weekPage
        #expect(page.contains("<strong>Off:</strong> set QIITA_TAGS &lt;tags&gt;"))
        #expect(page.contains("<strong>Off:</strong> set BLUESKY_HANDLE"))
        #expect(!page.contains(words.digest.notConfigured))
    }

    /// The commits include the notice too (only its failure and notes can show: a page has no
    /// commits section when no repository is configured), in the page and in both email parts.
    @Test func theCommitsFailureIsTheNoticesToo() async throws {
        var digest = try await Fixtures.sampleDigest()
        let stats = try #require(digest.commits?.value)
        digest.commits = .failed("git log failed in <repo>", partial: stats)
        let builtIn = try WeekRenderer(templates: try Fixtures.templates()).render(digest).weekPage
        let words = try Fixtures.words()
        #expect(builtIn.contains("<strong>\(words.digest.incomplete)</strong> git log failed in &lt;repo&gt;"))
        let overrides: [String: String] = [
            "partials/notice.md": "{{#failure}}\n**Broke:** {{.}}\n\n{{/failure}}\n",
            "partials/notice.txt": "{{#failure}}\nBroke: {{.}}\n\n{{/failure}}\n",
            "partials/notice.html": "{{#failure}}\n<p>Broke: {{.}}</p>\n{{/failure}}\n",
        ]
        let files = TemplateFiles(folder: "/custom", overrides: overrides.mapValues { .text($0) })
        let templates = try TemplateSet(files: files, words: words)
        let page = try WeekRenderer(templates: templates).render(digest).weekPage
        #expect(page.contains("<strong>Broke:</strong> git log failed in &lt;repo&gt;"))
        let email = try EmailRenderer(templates: templates, site: .unknown).render(digest)
        #expect(email.text.contains("Broke: git log failed in <repo>"), "\(email.text)")
        #expect(email.html.contains("<p>Broke: git log failed in &lt;repo&gt;</p>"))
    }

    /// The week's page and email with `overrides` over the built-in templates.
    static func rendered(_ overrides: [String: String]) async throws -> (page: String, email: RenderedEmail) {
        let words = try Fixtures.words()
        let files = TemplateFiles(folder: "/custom", overrides: overrides.mapValues { .text($0) })
        let templates = try TemplateSet(files: files, words: words)
        let digest = try await Fixtures.sampleDigest()
        return (
            try WeekRenderer(templates: templates).render(digest).weekPage,
            try EmailRenderer(templates: templates, site: .unknown).render(digest)
        )
    }

    @Test func aFoldersReadingPartialChangesTheReadingSectionOfThePageAlone() async throws {
        let builtIn = try await Self.rendered([:])
        let custom = try await Self.rendered([
            "partials/reading.md": "## Bookshelf\n\n{{#reading.articles}}\n* {{title}}\n{{/reading.articles}}\n\n"
        ])
        let words = try Fixtures.words()
        #expect(custom.page.contains("<h2>Bookshelf</h2>"), "the partial's Markdown, made HTML by cmark")
        #expect(!custom.page.contains(">\(words.digest.reading)</h2>"))
        #expect(builtIn.page.contains(">\(words.digest.reading)</h2>"))
        // Every other section is as built in; the email has partials of its own.
        for heading in [words.digest.coding, words.digest.links] {
            #expect(custom.page.contains(">\(heading)</h2>"), "\(heading)")
        }
        #expect(custom.email == builtIn.email)
    }

    @Test func theEmailsPartsTakeTheirOwnPartials() async throws {
        let builtIn = try await Self.rendered([:])
        let custom = try await Self.rendered([
            "partials/links.txt": "SHARED: {{#links.items}}{{title}}; {{/links.items}}\n",
            "partials/links.html": "<p>shared {{#links.items}}<a href=\"{{url}}\">{{title}}</a> {{/links.items}}</p>\n",
        ])
        #expect(custom.email.text.contains("SHARED: "))
        #expect(custom.email.html.contains("<p>shared <a href="))
        #expect(custom.email.subject == builtIn.email.subject)
        #expect(custom.page == builtIn.page)
    }
}
