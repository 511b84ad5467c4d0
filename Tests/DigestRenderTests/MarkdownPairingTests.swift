import TestSupport
import Testing

@testable import DigestCore
@testable import DigestRender

/// A week's `digest.md` and its page's Markdown are made in one walk of `week.md`.
///
/// They come from one value whose differing members are paired (``PairedRenderer``). Each file must come out exactly as
/// rendering it alone from its own context makes it, errors included.
struct MarkdownPairingTests {
    /// `data` with every pair replaced by its `side`.
    static func projected(_ data: TemplateData, _ side: TemplateSide) -> TemplateData {
        switch data {
        case .pair(let first, let second): return projected(side == .second ? second : first, side)
        case .list(let items): return .list(items.map { projected($0, side) })
        case .object(let object):
            return .object(TemplateObject(names: object.names, values: object.values.map { projected($0, side) }))
        default: return data
        }
    }

    /// `digest.md`'s context and the page's, as the week renderer makes them, and the two paired.
    static func contexts(_ digest: Digest, previous: Digest?, words: Words) -> (
        plain: MarkdownContext, page: MarkdownContext, paired: TemplateData
    ) {
        let plain = DigestPresenter(digest, previous: previous, words: words).oneFormContext(inPage: false)
        let page = DigestPresenter(digest, previous: previous, words: words, unbroken: true)
            .oneFormContext(inPage: true)
        let paired = plain.tree(pairedWith: page)
        return (plain, page, paired.data(paired.root))
    }

    /// Each side of the paired value is exactly its file's context: the members left unpaired
    /// really are the same in both, on real, hostile, idle and failed weeks.
    @Test(arguments: ["en", "ja"])
    func eachSideIsItsOwnContext(locale: String) async throws {
        let words = try Fixtures.words(locale)
        var pairs = 0
        for (digest, previous) in try await TemplateValueTests.digests() {
            let (plain, page, paired) = Self.contexts(digest, previous: previous, words: words)
            #expect(Self.projected(paired, .first) == plain.templateData)
            #expect(Self.projected(paired, .second) == page.templateData)
            pairs += Self.pairs(in: paired)
        }
        #expect(pairs > 0, "nothing was paired: the two files would have been the same")
    }

    /// Both contexts made together are each what the presenter made one at a time, in both
    /// forms, for `digest.md`, the page and the email.
    @Test(arguments: ["en", "ja"])
    func contextsMadeTogetherAreTheOnesMadeAlone(locale: String) async throws {
        let words = try Fixtures.words(locale)
        for (digest, previous) in try await TemplateValueTests.digests() {
            let plain = DigestPresenter(digest, previous: previous, words: words)
            let unbroken = DigestPresenter(digest, previous: previous, words: words, unbroken: true)
            let together = unbroken.weekContexts()
            #expect(together.plain.templateData == plain.oneFormContext(inPage: false).templateData)
            #expect(together.page.templateData == unbroken.oneFormContext(inPage: true).templateData)
            for presenter in [plain, unbroken] {
                for inPage in [false, true] {
                    #expect(
                        presenter.markdownContext(inPage: inPage).templateData
                            == presenter.oneFormContext(inPage: inPage).templateData)
                }
            }
        }
    }

    /// `week.md` rendered in one walk gives both files byte for byte as two walks do.
    @Test(arguments: ["en", "ja"])
    func bothFilesAreWhatTwoWalksMake(locale: String) async throws {
        let templates = try Fixtures.templates(locale: locale)
        let template = templates.weekMarkdown
        var differing = 0
        for (digest, previous) in try await TemplateValueTests.digests() {
            let (plain, page, paired) = Self.contexts(digest, previous: previous, words: templates.words)
            let (first, second) = try template.pairedWalk(
                TemplateTrees(shared: templates.shared, page: TemplateTree(paired)))
            #expect(first == (try template.bytes(data: plain.templateData, shared: templates.shared)))
            #expect(second == (try template.bytes(data: page.templateData, shared: templates.shared)))
            differing += first == second ? 0 : 1
        }
        // An idle week's two files are the same; a week with figures is not.
        #expect(differing > 0)
    }

    /// Pairs a week never makes (groups, lists of other lengths, nil against text) are still
    /// rendered for each file as it alone would be: shown by each file alone, or parted.
    @Test(arguments: [
        "{{#g}}{{x}}{{/g}}|{{x}}", "{{#g}}[{{x}}]{{/g}}{{^g}}none{{/g}}", "{{#l}}({{.}}){{/l}}{{^l}}empty{{/l}}",
        "{{#t}}<{{.}}>{{/t}}{{^t}}no{{/t}}", "{{t}}/{{x}}", "{{g.x}}", "{{#f}}on{{/f}}{{^f}}off{{/f}}",
    ])
    func pairsTheWeekNeverMakesRenderAsEachFileAlone(source: String) throws {
        let template = try Template(source: source, file: "pairs.md", escaping: .markdown)
        let group = { (x: String) in TemplateData.members(["x"], [.text(x)]) }
        let data = TemplateData.members(
            ["x", "g", "l", "t", "f"],
            [
                .text("outer*"), .pair(group("one_"), group("two`")),
                .pair(.list([.text("a"), .text("b")]), .list([.text("c")])),
                .pair(.text("日本"), .null), .pair(.bool(true), .bool(false)),
            ])
        let paired = try template.pairedBytes(data: data, shared: TemplateTree())
        #expect(paired.first == (try template.bytes(data: Self.projected(data, .first), shared: TemplateTree())))
        #expect(paired.second == (try template.bytes(data: Self.projected(data, .second), shared: TemplateTree())))
        #expect(paired.first != paired.second)
    }

    static let names = [
        "week", "cardsShown", "coding", "coding.stats", "coding.stats.total", "coding.stats.bestDay", "languages",
        "otherLanguages", "time", "change", "isLast", "coding.notice", "notes", "failure", "reading.articles",
        "title", "url", "counts", "published", "reason", "links.items", "shared", "summary", ".",
        "words.digest.total", "coding.stats.total.nope", "nope",
    ]
    static let texts = ["", " ", "\n", "**", "- ", "日本語", "`x`", "[a](b)", "\\", "1. "]

    /// A random template over the context's names: text, tags, raw tags and sections, nested.
    static func template(_ random: inout SeededRandom, depth: Int = 0) -> String {
        (0..<Int.random(in: 1...6, using: &random)).map { _ in
            let name = names.randomElement(using: &random) ?? "."
            switch Int.random(in: 0...9, using: &random) {
            case 0...2: return texts.randomElement(using: &random) ?? ""
            case 3...5: return "{{\(name)}}"
            case 6: return "{{{\(name)}}}"
            default:
                guard depth < 3 else { return "{{\(name)}}" }
                let mark = Bool.random(using: &random) ? "#" : "^"
                return "{{\(mark)\(name)}}\(template(&random, depth: depth + 1)){{/\(name)}}"
            }
        }.joined()
    }

    /// On random templates, one walk gives each file what walking it alone gives, or parts and
    /// leaves the files to two walks, which then report the same error as before.
    @Test(arguments: 1...20)
    func randomTemplatesRenderAsTwoWalksDo(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let templates = try Fixtures.templates(locale: seed.isMultiple(of: 2) ? "en" : "ja")
        let weeks = try await TemplateValueTests.digests()
        var walkedOnce = 0
        for _ in 0..<300 {
            let source = Self.template(&random)
            let template = try Template(source: source, file: "random.md", escaping: .markdown)
            let (digest, previous) = weeks[Int.random(in: 0..<weeks.count, using: &random)]
            let (plain, page, paired) = Self.contexts(digest, previous: previous, words: templates.words)
            let alone = Result { () throws(TemplateError) in
                (
                    try template.bytes(data: plain.templateData, shared: templates.shared),
                    try template.bytes(data: page.templateData, shared: templates.shared)
                )
            }
            do {
                let (first, second) = try template.pairedWalk(
                    TemplateTrees(shared: templates.shared, page: TemplateTree(paired)))
                walkedOnce += 1
                #expect(alone.map { [$0.0, $0.1] } == .success([first, second]), "\(source)")
            } catch {}
            let made = Result { () throws(TemplateError) in
                try template.pairedBytes(data: paired, shared: templates.shared)
            }
            #expect(made.map { [$0.first, $0.second] } == alone.map { [$0.0, $0.1] }, "\(source)")
        }
        // Most random templates name something their place lacks, which parts the files.
        #expect(walkedOnce > 20, "one walk made both files only \(walkedOnce) times in 300")
    }

    static func pairs(in data: TemplateData) -> Int {
        switch data {
        case .pair: return 1
        case .list(let items): return items.map { pairs(in: $0) }.reduce(0, +)
        case .object(let object): return object.values.map { pairs(in: $0) }.reduce(0, +)
        default: return 0
        }
    }
}
