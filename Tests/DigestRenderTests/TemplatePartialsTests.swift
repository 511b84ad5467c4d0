import Testing

@testable import DigestRender

/// `{{> name}}`: a partial rendered in place, its errors named in its own file, a template
/// folder's partial over the built-in one.
struct TemplatePartialsTests {
    struct Item: Encodable {
        var name: String
    }
    struct Context: Encodable {
        var title: String
        var items: [Item]
    }

    static let context = Context(title: "週報 <b>", items: [Item(name: "*one*"), Item(name: "二")])

    /// The files of a template set: `builtIn` under `folder`'s.
    static func files(_ builtIn: [String: String], folder: [String: String] = [:]) -> TemplateFiles {
        TemplateFiles(
            folder: folder.isEmpty ? nil : "custom", overrides: folder.mapValues { .text($0) },
            location: folder.isEmpty ? nil : "/home/hanako/custom", builtIn: builtIn)
    }

    static func render(_ name: String, _ files: TemplateFiles) throws -> String {
        try files.template(name).render(context)
    }

    @Test func aPartialIsRenderedInPlaceWithTheValuesAroundTheTag() throws {
        let files = Self.files([
            "week.md": "# {{title}}\n{{#items}}\n{{> item}}\n{{/items}}\nend\n",
            "partials/item.md": "- {{name}} ({{title}})\n",
        ])
        #expect(try Self.render("week.md", files) == "# 週報 \\<b\\>\n- \\*one\\* (週報 \\<b\\>)\n- 二 (週報 \\<b\\>)\nend\n")
    }

    @Test func eachKindOfTemplateFindsThePartialOfItsOwnKindEscapedAsThatKind() throws {
        let files = Self.files([
            "email.html": "<h1>{{> head}}</h1>", "email.txt": "{{> head}}", "partials/head.html": "{{title}}",
            "partials/head.txt": "[{{title}}]",
        ])
        #expect(try Self.render("email.html", files) == "<h1>週報 &lt;b&gt;</h1>")
        #expect(try Self.render("email.txt", files) == "[週報 <b>]")
    }

    @Test func aFoldersPartialReplacesTheBuiltInOneAndAMissingOneFallsBack() throws {
        let builtIn = [
            "week.md": "{{> top}}|{{> bottom}}", "partials/top.md": "built-in top",
            "partials/bottom.md": "built-in bottom",
        ]
        #expect(try Self.render("week.md", Self.files(builtIn)) == "built-in top|built-in bottom")
        let custom = Self.files(builtIn, folder: ["partials/top.md": "my {{title}}"])
        #expect(try Self.render("week.md", custom) == "my 週報 \\<b\\>|built-in bottom")
        // A folder may add a partial of its own, used by its own template.
        let added = Self.files(builtIn, folder: ["week.md": "{{> mine}}", "partials/mine.md": "mine"])
        #expect(try Self.render("week.md", added) == "mine")
    }

    /// The partial's source, the line and column in it, and what the problem says.
    static let errorsInAPartial: [(String, Int, Int, String)] = [
        ("ok\n  {{nope}}", 2, 3, "unknown name 'nope'"),
        ("{{#items}}\n", 1, 1, "never closed"),
        ("{{/items}}", 1, 1, "never opened"),
        ("{{> loop}}", 1, 1, "includes itself ({{> loop}} → {{> loop}})"),
        ("{{> other}}", 1, 1, "includes itself ({{> loop}} → {{> other}} → {{> loop}})"),
    ]

    @Test(arguments: errorsInAPartial)
    func anErrorInAPartialNamesThePartialsFileLineAndColumn(source: String, line: Int, column: Int, problem: String) {
        let files = Self.files([
            "week.md": "title\n{{> loop}}", "partials/loop.md": source, "partials/other.md": "{{> loop}}",
        ])
        let error = #expect(throws: TemplateError.self) { try Self.render("week.md", files) }
        let file = source == "{{> other}}" ? "built-in partials/other.md" : "built-in partials/loop.md"
        #expect(error?.file == file, "\(String(describing: error))")
        #expect(error?.line == line && error?.column == column, "\(String(describing: error))")
        #expect(error?.problem.contains(problem) == true, "\(String(describing: error))")
    }

    @Test func aMissingPartialIsAnErrorAtItsTagSayingWhereToPutIt() {
        let files = Self.files(["week.md": "x\n  {{> reviews}}"], folder: ["style.css": ""])
        let error = #expect(throws: TemplateError.self) { try Self.render("week.md", files) }
        #expect(error?.file == "built-in week.md")
        #expect(error?.line == 2 && error?.column == 3)
        #expect(error?.problem.contains("there is no partial 'reviews'") == true)
        #expect(error?.problem.contains("put partials/reviews.md in /home/hanako/custom") == true)
    }

    @Test func aPartialsValuesStayEscapedWhateverTheyHold() throws {
        let files = Self.files(["page.html": "{{> row}}", "partials/row.html": "<a>{{title}}</a>{{{title}}}"])
        let error = #expect(throws: TemplateError.self) { try Self.render("page.html", files) }
        #expect(error?.file == "built-in partials/row.html")
        #expect(error?.problem.contains("unescaped") == true)
    }
}
