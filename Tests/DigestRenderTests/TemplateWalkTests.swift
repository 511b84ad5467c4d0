import Testing

@testable import DigestRender

/// A walk reads each name from the innermost section outwards, through the words every page
/// shares and the page's own values.
struct TemplateWalkTests {
    /// The words lie below the page's values: a section over a group of words finds the words'
    /// members and, below them, the page's.
    @Test func wordsAndPageValuesAreReadFromTheirOwnPlaces() throws {
        let words = TemplateData.members(
            ["words"],
            [
                .members(
                    ["title", "days"],
                    [
                        .text("Words"),
                        .list([.members(["day"], [.text("Mon")]), .members(["day"], [.text("Tue")])]),
                    ])
            ])
        let page = TemplateData.members(
            ["title", "rows"], [.text("Page"), .list([.members(["day"], [.text("row")])])])
        let template = try Template(
            source:
                "{{words.title}}/{{title}}|{{#words.days}}{{day}}:{{title}};{{/words.days}}|{{#rows}}{{day}}{{/rows}}",
            file: "t.txt", escaping: .none)
        let made = try template.bytes(data: page, shared: words)
        #expect(String(decoding: made, as: UTF8.self) == "Words/Page|Mon:Page;Tue:Page;|row")
    }
}
