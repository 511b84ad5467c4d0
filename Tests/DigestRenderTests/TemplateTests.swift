import Testing

@testable import DigestRender

struct TemplateTests {
    struct Item: Encodable {
        var name: String
        var url: String?
    }
    struct Group: Encodable {
        var title: String
        var items: [Item]
        var flag: Bool
        var note: String?
        var markup: TrustedMarkup
        var count: Int
    }

    static let group = Group(
        title: "A <b>&\"'", items: [Item(name: "one", url: "u1"), Item(name: "*two*", url: nil)], flag: true,
        note: nil, markup: TrustedMarkup("<svg/>"), count: 0)

    func render(_ source: String, _ escaping: TemplateEscaping = .html) throws -> String {
        try Template(source: source, file: "t", escaping: escaping).render(Self.group)
    }

    @Test func variablesAreEscapedForTheFileKind() throws {
        #expect(try render("{{title}}") == "A &lt;b&gt;&amp;&quot;&#39;")
        #expect(try render("{{title}}", .markdown) == "A \\<b\\>\\&\"'")
        #expect(try render("{{title}}", .none) == "A <b>&\"'")
        #expect(try render("{{ title }}|{{count}}|{{flag}}") == "A &lt;b&gt;&amp;&quot;&#39;|0|true")
    }

    @Test func sectionsIterateAndLookUpTheStack() throws {
        #expect(try render("{{#items}}[{{name}}:{{title}}]{{/items}}", .none) == "[one:A <b>&\"'][*two*:A <b>&\"']")
        #expect(try render("{{#items}}{{#url}}<{{.}}>{{/url}}{{^url}}none{{/url}};{{/items}}", .none) == "<u1>;none;")
        #expect(try render("{{#flag}}yes{{/flag}}{{^flag}}no{{/flag}}") == "yes")
        #expect(try render("{{#note}}has{{/note}}{{^note}}empty{{/note}}") == "empty")
        #expect(try render("{{#count}}n{{/count}}{{^count}}zero{{/count}}") == "zero")
    }

    @Test func onlyTrustedMarkupGoesInUnescaped() throws {
        #expect(try render("{{{markup}}}") == "<svg/>")
        #expect(try render("{{markup}}") == "&lt;svg/&gt;")
        let error = #expect(throws: TemplateError.self) { try render("x\n  {{{title}}}") }
        #expect(error?.line == 2 && error?.column == 3)
        #expect(error?.problem.contains("{{title}}") == true)
    }

    @Test func standaloneBlockTagsLeaveNoBlankLines() throws {
        let source = "start\n{{#items}}\n- {{name}}\n{{/items}}\n{{! comment\n spanning lines }}\nend\n"
        #expect(try render(source, .none) == "start\n- one\n- *two*\nend\n")
        #expect(try render("  {{#flag}}  \nx\n  {{/flag}}\n", .none) == "x\n")
        #expect(try render("a {{#flag}}b{{/flag}} c\n", .none) == "a b c\n")
    }

    static let errors: [(String, Int, Int, String)] = [
        ("hello\n{{titel}}", 2, 1, "unknown name 'titel'"),
        ("{{#items}}{{nam}}{{/items}}", 1, 11, "unknown name 'nam'"),
        ("{{items.name}}", 1, 1, "'items' has no 'name'"),
        ("{{items}}", 1, 1, "is a list or a group"),
        ("ab {{#items}}", 1, 4, "never closed"),
        ("{{#items}}{{/flag}}", 1, 11, "does not match"),
        ("{{/items}}", 1, 1, "never opened"),
        ("x {{title", 1, 3, "never closed"),
        // A partial is supported (TemplatePartialsTests); a template read on its own has none.
        ("{{> partial}}", 1, 1, "there is no partial 'partial'"),
        ("{{> ../secret}}", 1, 1, "not a valid name"),
        ("{{> a.b}}", 1, 1, "not a partial's name"),
        ("{{=<% %>=}}", 1, 1, "not supported"),
        ("{{ ti tle }}", 1, 1, "not a valid name"),
        ("{{}}", 1, 1, "not a valid name"),
        ("日本語 {{#flag}}\n{{tit\nle}}", 2, 1, "one line"),
        // 101 sections deep: the 101st is refused where it opens (50 000 once crashed the parser).
        (String(repeating: "{{#flag}}", count: 101), 1, 901, "nested more than 100 deep"),
        ("\n" + String(repeating: "{{#flag}}", count: 50_000), 2, 901, "nested more than 100 deep"),
    ]

    @Test(arguments: errors)
    func errorsNameLineAndColumn(source: String, line: Int, column: Int, problem: String) throws {
        let error = #expect(throws: TemplateError.self) { try render(source) }
        #expect(error?.file == "t")
        #expect(error?.line == line)
        #expect(error?.column == column)
        #expect(error?.problem.contains(problem) == true, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("t:\(line):\(column): ") == true)
    }

    @Test func unknownNameListsTheNamesAvailable() {
        let error = #expect(throws: TemplateError.self) { try render("{{nope}}") }
        #expect(error?.problem.contains("title, items, flag, note, markup, count") == true)
    }

    @Test func escapingFollowsTheFileExtension() {
        #expect(TemplateEscaping(forFileNamed: "templates/page.html") == .html)
        #expect(TemplateEscaping(forFileNamed: "week.md") == .markdown)
        #expect(TemplateEscaping(forFileNamed: "email.txt") == .text, "a text email's values stay on their line")
        #expect(TemplateEscaping(forFileNamed: "notes.json") == .none)
    }

    @Test(arguments: [
        ("Title\r\nBcc: evil@example.com", "Title  Bcc: evil@example.com"),
        ("a\u{0}b\tc\u{2028}d", "a b c d"),
        ("<b>kept as text</b> **and** [this](javascript:x)", "<b>kept as text</b> **and** [this](javascript:x)"),
        ("日本語 🚀", "日本語 🚀"),
    ])
    func plainTextValuesStayOnOneLine(value: String, expected: String) throws {
        let template = try Template(source: "[{{value}}]\n", file: "email.txt", escaping: .text)
        struct Context: Encodable { var value: String }
        #expect(try template.render(Context(value: value)) == "[\(expected)]\n")
    }

    @Test(arguments: [
        (".", true), ("a", true), ("a.b", true), ("words.digest.x_1", true), ("_", true), ("A9", true),
        ("", false), ("..", false), ("a..b", false), (".a", false), ("a.", false), ("é", false), ("a-b", false),
        ("a b", false), ("日本", false), ("a\u{301}", false), ("a.\u{0}", false), ("١", false),
    ])
    func namesAreASCIILettersDigitsAndUnderscoresBetweenDots(name: String, isValid: Bool) {
        #expect(TemplateLexer.isValidName(name) == isValid)
    }

    @Test(arguments: [
        (".", ["."]), ("a", ["a"]), ("a.b", ["a", "b"]), ("words.digest.x_1", ["words", "digest", "x_1"]),
        ("A9._", ["A9", "_"]),
    ])
    func aValidNameIsSplitAtItsDots(name: String, parts: [String]) {
        #expect(TemplateLexer.isValidName(name))
        var program = TemplateProgram()
        _ = program.path("before")
        let path = program.path(name)
        #expect(program.parts(of: path).map(\.text) == parts)
        #expect(program.parts(of: path) == parts.map(TemplateName.init))
    }
}
