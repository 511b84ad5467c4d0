import Foundation
import Testing

@testable import DigestRender

/// Contexts reach templates through their `Encodable` conformance: every shape the compiler can
/// write (optionals, enums with payloads, nested lists, dictionaries, every integer type) must
/// come out the way a template author expects, and nil must stay different from "no such name".
struct TemplateContextTests {
    enum Shape: Encodable { case circle(radius: Int), square(side: Double) }
    struct Point: Encodable {
        var x: Int8
        var y: UInt64
    }

    /// A value that writes itself through `superEncoder(forKey:)` and an unkeyed nested list.
    struct Handmade: Encodable {
        enum Keys: String, CodingKey { case base, tags }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try Point(x: -1, y: 2).encode(to: container.superEncoder(forKey: .base))
            var tags = container.nestedUnkeyedContainer(forKey: .tags)
            try tags.encode("a")
            try tags.encodeNil()
            try tags.encode(true)
        }
    }

    struct Context: Encodable {
        var missing: String? = nil
        var zero: Int = 0
        var shape = Shape.circle(radius: 3)
        var other = Shape.square(side: 1.5)
        var point = Point(x: .min, y: .max)
        var grid: [[Int]] = [[1, 2], [], [3]]
        var counts: [String: Int] = ["a": 1]
        var marks: [TrustedMarkup?] = [TrustedMarkup("<b>1</b>"), nil]
        var handmade = Handmade()
        var float: Float = 0.25
        var small: UInt8 = 255
        var japanese = "日本語 <&>"
    }

    static let cases: [(String, String)] = [
        ("[{{missing}}]{{^missing}}none{{/missing}}", "[]none"),
        ("{{#missing}}x{{/missing}}{{missing.deeper}}", ""),
        ("{{zero}}{{#zero}}x{{/zero}}{{^zero}}empty{{/zero}}", "0empty"),
        ("{{shape.circle.radius}} {{other.square.side}}", "3 1.5"),
        ("{{#shape.circle}}r={{radius}}{{/shape.circle}}", "r=3"),
        ("{{point.x}} {{point.y}}", "-128 1.8446744073709552e+19"),
        // One-letter names are looked up, not taken for `.`, which is checked by its one byte.
        ("{{#point}}{{x}}/{{y}}{{/point}}", "-128/1.8446744073709552e+19"),
        ("{{#grid}}[{{#.}}{{.}}{{/.}}]{{/grid}}", "[12][][3]"),
        ("{{counts.a}}", "1"),
        ("{{#marks}}{{{.}}}|{{/marks}}", "<b>1</b>||"),
        ("{{handmade.base.x}},{{handmade.base.y}} {{#handmade.tags}}({{.}}){{/handmade.tags}}", "-1,2 (a)()(true)"),
        ("{{float}} {{small}}", "0.25 255"),
        ("{{japanese}}", "日本語 &lt;&amp;&gt;"),
    ]

    @Test(arguments: cases)
    func everyShapeRendersAsExpected(source: String, expected: String) throws {
        #expect(try Template(source: source, file: "t.html", escaping: .html).render(Context()) == expected)
    }

    @Test func nilIsNotAnUnknownName() {
        let error = #expect(throws: TemplateError.self) {
            try Template(source: "{{missin}}", file: "t.html", escaping: .html).render(Context())
        }
        #expect(error?.problem.contains("unknown name 'missin'. Names available here: missing, zero, shape") == true)
    }

    @Test(arguments: [
        ("{{zero.digits}}", "'zero' has no 'digits'"),
        ("{{other.circle.radius}}", "'other' has no 'circle'. It has: square"),
    ])
    func aMemberThatIsNotThereIsAnError(source: String, problem: String) {
        let error = #expect(throws: TemplateError.self) {
            try Template(source: source, file: "t.html", escaping: .html).render(Context())
        }
        #expect(error?.problem.contains(problem) == true, "\(String(describing: error))")
    }

    struct Failing: Encodable {
        struct Refusal: Error, CustomStringConvertible { var description: String { "no values today" } }
        func encode(to encoder: any Encoder) throws { throw Refusal() }
    }

    @Test func aContextThatCannotBeEncodedIsATemplateError() {
        let error = #expect(throws: TemplateError.self) {
            try Template(source: "x", file: "t.html", escaping: .html).render(Failing())
        }
        #expect(error?.problem == "the values for this template cannot be read (no values today).")
    }

    @Test func wordsAreFoundFromInsideAnySection() throws {
        let words = try Fixtures.templates().words
        let template = try Template(source: "{{#grid}}{{words.page.total}};{{/grid}}", file: "t.html", escaping: .html)
        #expect(try template.render(Context(), words: words) == String(repeating: "\(words.page.total);", count: 3))
        #expect(throws: TemplateError.self) { try template.render(Context()) }
    }

    @Test func markupOutsideATemplateEncodesAsItsText() throws {
        struct Box: Encodable { var markup = TrustedMarkup("<i>x</i>") }
        let json = try JSONEncoder().encode(Box())
        #expect(String(decoding: json, as: UTF8.self) == #"{"markup":"<i>x<\/i>"}"#)
    }
}
