import DigestCore
import Foundation
import Testing

@testable import DigestRender

/// A section added after the first four (`SectionView`): its context, partials and words reach
/// the page, `digest.md` and both parts of the email without a change to the renderers, the
/// contexts or the built-in templates.
struct AddedSectionTests {
    /// A section that counts the week's links: the shape a new section's view has.
    struct TallyView: SectionView {
        struct SectionWords: Decodable, Sendable {
            let title: String
            let count: CountPhrase
        }

        struct Context: Encodable, Sendable {
            let title: String
            let line: String
        }

        let key = "tally"

        func context(_ presenter: DigestPresenter, words: SectionWords) -> (any Encodable & Sendable)? {
            guard let links = presenter.digest.sharedLinks.value, !links.isEmpty else { return nil }
            let line = words.count(links.count)
            return Context(title: words.title, line: presenter.unbroken ? Unbroken.numbers(line) : line)
        }
    }

    static let partials: [String: TemplateOverride] = [
        "partials/tally.md": .text(
            "{{#tally}}\n## {{title}}\n\n{{line}} ({{words.sections.tally.title}})\n{{/tally}}\n"),
        "partials/tally.txt": .text("{{#tally}}\n{{title}}: {{line}}\n{{/tally}}\n"),
        "partials/tally.html": .text("{{#tally}}\n<tr><td><h2>{{title}}</h2><p>{{line}}</p></td></tr>\n{{/tally}}\n"),
    ]

    /// The built-in English locale with `sections` set to `group` (nil: no such group).
    static func locale(_ group: String?) throws -> TemplateOverride {
        let builtIn = try #require(TemplateFiles.builtIn.builtIn["locales/en.json"])
        var object = try #require(try JSONSerialization.jsonObject(with: Data(builtIn.utf8)) as? [String: Any])
        if let group { object["sections"] = try JSONSerialization.jsonObject(with: Data(group.utf8)) }
        return .text(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
    }

    static let tallyWords =
        #"{"tally": {"title": "Tally & <co>", "count": {"one": "{count} link", "other": "{count} links"}}}"#

    /// A template set of the built-in files, `overrides` over them, with the tally section added.
    static func templates(_ overrides: [String: TemplateOverride]) throws -> TemplateSet {
        let files = TemplateFiles(folder: "/added", overrides: overrides)
        let words = try LocaleCatalog(files: files).words(for: "en")
        return try TemplateSet(files: files, words: words, views: SectionViews.added + [TallyView()])
    }

    @Test func anAddedSectionShowsInThePageDigestMdAndBothPartsOfTheEmail() async throws {
        let templates = try Self.templates(
            Self.partials.merging(["locales/en.json": try Self.locale(Self.tallyWords)]) { $1 })
        let digest = try await Fixtures.sampleDigest()
        let links = try #require(digest.sharedLinks.value?.count)
        let week = try WeekRenderer(templates: templates).render(digest)
        // After the links, escaped as Markdown, its words named both ways.
        let markdown = week.markdown
        let tally = try #require(markdown.range(of: "## Tally \\& \\<co\\>\n\n\(links) links (Tally \\& \\<co\\>)"))
        #expect(try #require(markdown.range(of: "## \(templates.words.digest.links)")).upperBound < tally.lowerBound)
        #expect(week.weekPage.contains("<h2>Tally &amp; &lt;co&gt;</h2>"))
        #expect(week.weekPage.contains("\(links)\u{A0}links"), "the page keeps the figure with its word")
        let email = try EmailRenderer(templates: templates, site: .unknown).render(digest)
        #expect(email.text.contains("Tally & <co>: \(links) links"))
        #expect(email.html.contains("<tr><td><h2>Tally &amp; &lt;co&gt;</h2><p>\(links)\u{A0}links</p></td></tr>"))
    }

    @Test func aWeekWithoutTheSectionShowsNothingOfIt() async throws {
        let templates = try Self.templates(
            Self.partials.merging(["locales/en.json": try Self.locale(Self.tallyWords)]) { $1 })
        var digest = try await Fixtures.sampleDigest()
        digest.sharedLinks = .ok([])
        let pages = try WeekRenderer(templates: try Fixtures.templates()).render(digest)
        let week = try WeekRenderer(templates: templates).render(digest)
        #expect(week == pages, "a section whose context is nil adds nothing to either page")
        let email = try EmailRenderer(templates: templates, site: .unknown).render(digest)
        let before = try EmailRenderer(templates: try Fixtures.templates(), site: .unknown).render(digest)
        #expect(email.text == before.text)
        #expect(email.html == before.html)
    }

    @Test(
        arguments: [
            (nil, "'sections.tally' is missing"),
            (#"{"tally": {"title": "Tally"}}"#, "'sections.tally.count' is missing"),
            (
                #"{"tally": {"title": 3, "count": {"one": "a", "other": "b"}}}"#,
                "'sections.tally.title' has the wrong kind of value"
            ),
            (#"{"other": {"title": "x"}}"#, "'sections.tally' is missing"),
        ] as [(String?, String)])
    func aLocaleWithoutTheSectionsWordsIsRefusedNamingTheKey(group: String?, message: String) throws {
        #expect {
            _ = try Self.templates(Self.partials.merging(["locales/en.json": try Self.locale(group)]) { $1 })
        } throws: { error in
            let text = "\(error)"
            return text.contains(message) && text.contains("/added/locales/en.json")
        }
    }

    @Test func aMissingPartialOfTheSectionIsAnErrorSayingWhereToPutIt() throws {
        var overrides = Self.partials.merging(["locales/en.json": try Self.locale(Self.tallyWords)]) { $1 }
        overrides["partials/tally.txt"] = nil
        #expect {
            _ = try Self.templates(overrides)
        } throws: { error in
            "\(error)".contains("there is no partial 'tally': put partials/tally.txt in /added")
        }
    }

    @Test func aFoldersOwnAddedPartialDecidesWhichAddedSectionsShow() async throws {
        var overrides = Self.partials.merging(["locales/en.json": try Self.locale(Self.tallyWords)]) { $1 }
        overrides["partials/added.md"] = .text("")
        let templates = try Self.templates(overrides)
        let week = try WeekRenderer(templates: templates).render(try await Fixtures.sampleDigest())
        #expect(!week.markdown.contains("Tally"))
        let email = try EmailRenderer(templates: templates, site: .unknown).render(try await Fixtures.sampleDigest())
        #expect(email.text.contains("Tally"), "the email's partials are its own")
    }
}
