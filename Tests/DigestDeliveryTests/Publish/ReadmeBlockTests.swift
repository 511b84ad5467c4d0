import Testing

@testable import DigestDelivery

/// The block of a profile README: replaced between its markers, every other byte kept, and a
/// README the block cannot be found in refused with the lines to add.
struct ReadmeBlockTests {
    static let start = ReadmeBlock.start, end = ReadmeBlock.end

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: [
        ("LF", "# Hi\n\(start)\nold\n\(end)\nbye\n", "# Hi\n\(start)\nnew\n\(end)\nbye\n"),
        ("CRLF", "# Hi\r\n\(start)\r\nold\r\n\(end)\r\n", "# Hi\r\n\(start)\r\nnew\r\n\(end)\r\n"),
        ("an empty block", "\(start)\n\(end)", "\(start)\nnew\n\(end)"),
        ("markers indented", "  \(start)  \n\t\(end)\n", "  \(start)\nnew\n\t\(end)\n"),
        // Issue 66: the two lines shown as an example in a fence (or named in a sentence) stay as they are.
        (
            "an example in a fence first", "```md\n\(start)\n\(end)\n```\nsee `\(start)`\n\(start)\nold\n\(end)\n",
            "```md\n\(start)\n\(end)\n```\nsee `\(start)`\n\(start)\nnew\n\(end)\n"
        ),
        (
            "an example in a tilde fence after", "\(start)\nold\n\(end)\n~~~~\n\(start)\n```\n\(end)\n~~~~\n",
            "\(start)\nnew\n\(end)\n~~~~\n\(start)\n```\n\(end)\n~~~~\n"
        ),
        ("Japanese around", "こんにちは 👋\n\(start)\n\(end)\n終わり", "こんにちは 👋\n\(start)\nnew\n\(end)\n終わり"),
        ("no final line break", "\(start)\nx\n\(end)", "\(start)\nnew\n\(end)"),
    ])
    func theBlockIsReplacedAndNothingElse(name: String, readme: String, expected: String) throws {
        #expect(try ReadmeBlock.replacing(in: Self.bytes(readme), with: "new") == Self.bytes(expected), "\(name)")
    }

    @Test func bytesThatAreNotUTF8OutsideTheBlockStayAsTheyWere() throws {
        let before: [UInt8] = [0xFF, 0xFE, 0x0A, 0xC3] + Self.bytes("\n\(Self.start)\n")
        let after: [UInt8] = Self.bytes("\(Self.end)\n") + [0x80, 0x00, 0x0A]
        let replaced = try ReadmeBlock.replacing(in: before + Self.bytes("old\n") + after, with: "<a>\nb</a>")
        #expect(replaced == before + Self.bytes("<a>\nb</a>\n") + after)
    }

    @Test func replacingTwiceChangesNothingTheSecondTime() throws {
        let once = try ReadmeBlock.replacing(in: Self.bytes("x\n\(Self.start)\n\(Self.end)\n"), with: "card")
        #expect(try ReadmeBlock.replacing(in: once, with: "card") == once)
    }

    @Test(arguments: [
        ("nothing", "# Just me", ReadmeBlock.Problem.noMarkers),
        ("no end", "\(start)\nold", .noMarkers),
        ("no start", "old\n\(end)", .noMarkers),
        ("end first", "\(end)\n\(start)", .noMarkers),
        ("two starts", "\(start)\n\(start)\n\(end)", .twice(start)),
        ("two ends", "\(start)\n\(end)\n\(end)", .twice(end)),
        ("a marker in other case", "<!-- WEEKLY-DIGEST:START -->\n\(end)", .noMarkers),
        ("empty", "", .noMarkers),
        // Issue 66: a marker counts only as a line of its own, outside a fenced code block (the
        // two cases here replaced mid-line markers before).
        ("markers on one line", "\(start)\(end)", .noMarkers),
        ("markers mid-line", "a \(start) b \(end) c", .noMarkers),
        ("markers only in a fence", "```\n\(start)\n\(end)\n```\n", .noMarkers),
        ("a fence never closed", "```\n\(start)\n\(end)\n", .noMarkers),
    ])
    func aReadmeWithoutOneBlockIsRefused(name: String, readme: String, problem: ReadmeBlock.Problem) {
        #expect(throws: problem, "\(name)") { try ReadmeBlock.replacing(in: Self.bytes(readme), with: "new") }
    }

    @Test func theRefusalShowsTheTwoLinesToAdd() {
        let text = ReadmeBlock.Problem.noMarkers.description
        #expect(text.contains("\n\(Self.start)\n\(Self.end)"))
    }
}
