import Testing

@testable import DigestRender

/// Names are looked up by their keys, and a match is confirmed by the text: a lookup finds
/// exactly the names a plain comparison of strings finds.
struct TemplateNameTests {
    static let names = [
        "week", "range", "timeZone", "cardsShown", "coding", "reading", "links", "a", "b", "ab", "ba", "",
        "x_1", "isFirst", "isLast", "週", "averyveryverylongnameindeed", "averyveryverylongnameindeee",
    ]

    @Test func everyNameIsFoundWhereItIsAndNoOtherIs() {
        let members = MemberNames(Self.names)
        for (index, name) in Self.names.enumerated() {
            #expect(members.index(of: TemplateName(name)) == index, "\(name)")
        }
        for absent in ["Week", "weeks", "wee", "c", "aa", " ", ".", "週報", "averyveryverylongnameindeef", "x_2"] {
            #expect(members.index(of: TemplateName(absent)) == nil, "\(absent)")
        }
    }

    /// Two long names whose keys collide are still told apart by their texts.
    @Test func aKeyThatCollidesIsNotAMatch() {
        let long = "averyveryverylongnameindeed"
        let members = MemberNames(["week", long])
        let original = TemplateName(long)
        let forged = TemplateName("anotherverylongnameindeed", head: original.head, tail: original.tail)
        #expect(original.tail == TemplateName.longMark)
        #expect(members.index(of: forged) == nil)
        let group = TemplateData.members(members, [.int(1), .int(2)])
        #expect(TemplateRenderer.member(forged, of: group) == nil)
        #expect(TemplateRenderer.member(TemplateName(long), of: group) == .int(2))
        #expect(forged != original)
    }

    /// A name of up to 15 bytes is its key; a longer one's is FNV-1a (the value Python's
    /// arithmetic gives) with the long mark.
    @Test func shortNamesAreTheirKeysAndLongOnesAreHashed() {
        let short = ["", "a", "a\u{0}", "ab", "ba", "週", "fifteen-bytes-x", "fifteen-bytes-y", "eightch8", "eightch9"]
        for (index, name) in short.enumerated() {
            #expect(TemplateName(name).tail >> 56 == UInt64(name.utf8.count), "\(name)")
            for other in short[(index + 1)...] { #expect(!TemplateName(name).matches(TemplateName(other))) }
        }
        #expect(TemplateName("fifteen-bytes-x").tail != TemplateName.longMark)
        #expect(TemplateName("averyveryverylongnameindeed").head == 0xb755_6b90_0a64_ce98)
        #expect(TemplateName("sixteen-bytes-xx").head == 0xcf24_ec33_5583_9734)
        #expect(TemplateName("sixteen-bytes-xx").tail == TemplateName.longMark)
    }

    @Test func theDotIsKnown() {
        #expect(TemplateName(".").isDot)
        #expect(!TemplateName("a").isDot)
        #expect(!TemplateName(",").isDot)
    }

    /// Names past 15 bytes, of the same length and differing only at the end, each find their
    /// own member through a real template, in a section too; one not there is named in the error.
    @Test func longNamesAreFoundThroughATemplate() throws {
        struct Inner: Encodable { var aVeryLongMemberNameIndeed: String }
        struct Context: Encodable {
            var aVeryLongMemberNameIndeed: String
            var aVeryLongMemberNameIndeee: String
            var nestedGroupOfLongNames: Inner
        }
        let context = Context(
            aVeryLongMemberNameIndeed: "first", aVeryLongMemberNameIndeee: "second",
            nestedGroupOfLongNames: Inner(aVeryLongMemberNameIndeed: "inner"))
        let source = """
            {{aVeryLongMemberNameIndeed}} {{aVeryLongMemberNameIndeee}} \
            {{#nestedGroupOfLongNames}}{{aVeryLongMemberNameIndeed}} {{aVeryLongMemberNameIndeee}}{{/nestedGroupOfLongNames}} \
            {{nestedGroupOfLongNames.aVeryLongMemberNameIndeed}}
            """
        let rendered = try Template(source: source, file: "t", escaping: .none).render(context)
        #expect(rendered == "first second inner second inner")
        #expect(throws: TemplateError.self) {
            try Template(source: "{{aVeryLongMemberNameIndeef}}", file: "t", escaping: .none).render(context)
        }
        do {
            _ = try Template(source: "{{aVeryLongMemberNameIndeef}}", file: "t", escaping: .none).render(context)
        } catch {
            #expect(error.problem.contains("unknown name 'aVeryLongMemberNameIndeef'"))
        }
    }
}
