import DigestCore
import Foundation
import Testing

@testable import DigestDelivery

/// A note already in the vault: weekly-digest's keys and block made current, every other byte the
/// user's and kept.
struct VaultNoteMergeTests {
    static func note(_ markdown: String = "## Coding time\n\n**Total:** 1 h\n", seconds: Int = 3600) -> VaultNote {
        VaultNote(
            fields: [
                VaultNote.marker, VaultNote.Field(key: "week", value: "2026-W47"),
                VaultNote.Field(key: "coding_seconds", value: String(seconds)),
                VaultNote.Field(key: "top_languages", value: "[\"Swift\"]"),
            ], markdown: markdown)
    }

    static func merged(_ existing: String, _ note: VaultNote = note()) throws -> String {
        String(decoding: try VaultNoteMerge.merged(note, into: Array(existing.utf8)), as: UTF8.self)
    }

    @Test func aNewNoteMergedIntoItselfIsTheSameBytes() throws {
        let text = VaultNoteMerge.fresh(Self.note())
        #expect(try Self.merged(text) == text)
        let crlf = VaultNoteMerge.fresh(Self.note(), lineEnd: "\r\n")
        let again = try Self.merged(crlf)
        #expect(again == crlf, "\(Array(again.utf8)) \(Array(crlf.utf8))")
    }

    @Test func theUsersKeysAndTextStayAndOursAreReplaced() throws {
        let existing = """
            ---
            # my comment
            generator: weekly-digest
            week: 2026-W47
            coding_seconds: 10
            tags:
              - review
              - work
            mood: "good: mostly"
            top_languages:
              - Go
            ---

            My review before the block.

            <!-- weekly-digest:start -->
            old
            <!-- weekly-digest:end -->

            ## What I learned
            Everything below is mine. <!-- weekly-digest:start --> in a sentence is text.

            """
        let merged = try Self.merged(existing, Self.note(seconds: 7200))
        #expect(
            merged == """
                ---
                generator: weekly-digest
                week: 2026-W47
                coding_seconds: 7200
                top_languages: ["Swift"]
                # my comment
                tags:
                  - review
                  - work
                mood: "good: mostly"
                ---

                My review before the block.

                <!-- weekly-digest:start -->
                ## Coding time

                **Total:** 1 h
                <!-- weekly-digest:end -->

                ## What I learned
                Everything below is mine. <!-- weekly-digest:start --> in a sentence is text.

                """)
        #expect(try Self.merged(merged, Self.note(seconds: 7200)) == merged, "a second merge changes nothing")
    }

    @Test(arguments: [
        ("", "notOurs"),
        ("my own note\n", "notOurs"),
        ("---\ntags: [x]\n---\nmine\n", "notOurs"),
        ("---\ngenerator: weekly-digest\n", "notOurs"),
        ("---\ngenerator: someone-else\n---\n<!-- weekly-digest:start -->\n<!-- weekly-digest:end -->\n", "notOurs"),
        ("text\n---\ngenerator: weekly-digest\n---\n", "notOurs"),
        ("---\ngenerator: weekly-digest\n---\nno block\n", "block"),
        (
            "---\ngenerator: weekly-digest\n---\n<!-- weekly-digest:start -->\n<!-- weekly-digest:start -->\n<!-- weekly-digest:end -->\n",
            "block"
        ),
    ])
    func aFileThatIsNotOursIsRefused(existing: String, kind: String) {
        #expect {
            _ = try Self.merged(existing)
        } throws: { error in
            switch error as? VaultNoteMerge.Refusal {
            case .notOurs?: kind == "notOurs"
            case .block?: kind == "block"
            case nil: false
            }
        }
    }

    @Test func bytesThatAreNotUTF8AreNotOurs() {
        let bytes: [UInt8] = Array("---\ngenerator: weekly-digest\n---\n".utf8) + [0xFF, 0xFE]
        #expect(throws: VaultNoteMerge.Refusal.notOurs) { try VaultNoteMerge.merged(Self.note(), into: bytes) }
    }
}
