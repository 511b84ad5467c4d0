import TestSupport
import Testing

@testable import DigestRender

/// A page's values laid out flat (``TemplateTree``) stand for exactly the tree of values they
/// were made from, and a walk reads each value from the tree it lies in.
struct TemplateTreeTests {
    static let texts = ["", "x", "日本語", "<b>&</b>", "**", "line\nbreak", "javascript:alert(1)"]

    /// A random value: scalars, texts, markup, lists and groups, nested.
    static func value(_ random: inout SeededRandom, depth: Int = 0) -> TemplateData {
        let kinds = depth < 4 ? 0...8 : 0...5
        switch Int.random(in: kinds, using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .int(Int.random(in: -5...Int.max, using: &random))
        case 3: return .double(Double.random(in: -1...1, using: &random))
        case 4: return .text(texts.randomElement(using: &random) ?? "")
        case 5: return .markup(TrustedMarkup("<svg>\(Int.random(in: 0...9, using: &random))</svg>"))
        case 6, 7:
            let count = Int.random(in: 0...4, using: &random)
            let names = (0..<count).map {
                "m\($0)\(String(repeating: "long", count: Int.random(in: 0...5, using: &random)))"
            }
            return .members(MemberNames(names), names.map { _ in value(&random, depth: depth + 1) })
        default:
            return .list((0..<Int.random(in: 0...4, using: &random)).map { _ in value(&random, depth: depth + 1) })
        }
    }

    /// Laid out flat and read back, every value is what it was: names, order, kinds and texts.
    @Test(arguments: 1...20)
    func layingOutKeepsEveryValue(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<200 {
            let data = Self.value(&random)
            let tree = TemplateTree(data)
            #expect(tree.data(tree.root) == data)
        }
    }

    /// Two values laid out in one tree keep apart: the second's cells do not take the first's.
    @Test func valuesInOneTreeKeepApart() {
        let first = TemplateData.members(["a"], [.list([.text("one"), .text("p"), .null])])
        let second = TemplateData.members(["a"], [.text("two")])
        var tree = TemplateTree()
        let cells = (tree.add(first), tree.add(second))
        #expect(tree.data(cells.0) == first)
        #expect(tree.data(cells.1) == second)
    }

    /// The words lie in one tree and the page's values in another: a section over a group of
    /// words finds the words' members and, below them, the page's, each from its own tree.
    @Test func wordsAndPageValuesAreReadFromTheirOwnTrees() throws {
        let words = TemplateTree(
            .members(
                ["words"],
                [
                    .members(
                        ["title", "days"],
                        [
                            .text("Words"),
                            .list([.members(["day"], [.text("Mon")]), .members(["day"], [.text("Tue")])]),
                        ])
                ]))
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
