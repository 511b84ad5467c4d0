import DigestCore
import Foundation
import Testing

@testable import DigestSources

/// git-ai's authorship notes (`refs/notes/ai`) read for their counts alone: each agent's lines,
/// whatever else the note holds, and nothing from a note that is not one.
struct AuthorshipNoteTests {
    /// A note of the sessions form (git-ai 1.4 on): ids `s_…::t_…`, and a person's `h_…`.
    static let sessions = """
        src/main.rs
          s_c9883b05a2487d::t_9f8e7d6c5b4a32 1-10,15-20
          s_c9883b05a2487d::t_a1b2c3d4e5f678 25,30-35
          h_31dce776f88375 42-50
        日本語/ファイル.swift
          s_e7f2a90b31cc48::t_deadbeef012345 1-50
        ---
        {
          "schema_version": "authorship/3.0.0",
          "git_ai_version": "1.4.5",
          "prompts": {},
          "humans": { "h_31dce776f88375": { "author": "Developer <dev@example.com>" } },
          "sessions": {
            "s_c9883b05a2487d": { "agent_id": { "tool": "cursor", "id": "6ef2", "model": "claude-sonnet-4-5" } },
            "s_e7f2a90b31cc48": { "agent_id": { "tool": "claude", "id": "conv_abc", "model": "unknown" } }
          }
        }
        """

    /// A note of the prompts form, with the transcripts older versions kept.
    static let prompts = """
        src/auth.rs
          abcd1234abcd1234 3-8
          ef0b5678ef0b5678 9
        ---
        {
          "schema_version": "authorship/3.0.0",
          "base_commit_sha": "0000000000000000000000000000000000000000",
          "prompts": {
            "abcd1234abcd1234": {
              "agent_id": { "tool": "claude", "id": "9b4e", "model": "claude-opus-4-6" },
              "human_author": "Hanako <hanako@example.com>",
              "messages": [{ "type": "user", "text": "SECRET-PROMPT api_key=sk-live-123" }],
              "total_additions": 6, "total_deletions": 0, "accepted_lines": 6, "overriden_lines": 0
            },
            "ef0b5678ef0b5678": { "agent_id": { "tool": "claude", "model": "claude-opus-4-6" } }
          }
        }
        """

    @Test func theSessionsFormCountsEachAgentsLinesAndNoPersons() throws {
        let lines = try #require(AuthorshipNote.lines(Self.sessions))
        // cursor: 10 + 6 + 1 + 6; claude: 50 (its model unknown); the person's 9 lines are no agent's.
        #expect(
            lines == [
                AgentLines(tool: "claude", model: nil, lines: 50),
                AgentLines(tool: "cursor", model: "claude-sonnet-4-5", lines: 23),
            ])
    }

    @Test func thePromptsFormCountsItsRangesAndKeepsNoTranscript() throws {
        let lines = try #require(AuthorshipNote.lines(Self.prompts))
        #expect(lines == [AgentLines(tool: "claude", model: "claude-opus-4-6", lines: 7)])
        let stored = String(decoding: try JSONEncoder().encode(lines), as: UTF8.self)
        #expect(!stored.contains("SECRET") && !stored.contains("sk-live"), "\(stored)")
    }

    @Test(arguments: [
        ("", "empty"),
        ("src/a.rs\n  abcd 1-3\n", "no divider"),
        ("src/a.rs\n  abcd 1-3\n---\nnot json", "no JSON"),
        ("---\n{\"schema_version\": \"whogitit/3\", \"prompts\": {}}", "another tool's note"),
        ("---\n{\"prompts\": {}}", "no schema"),
        ("---\n[1, 2]", "a list"),
        ("---\n{\"schema_version\": 3}", "a number for the schema"),
    ])
    func aNoteThatIsNotOneIsNil(text: String, what: String) {
        #expect(AuthorshipNote.lines(text) == nil, "\(what)")
    }

    /// Ranges as the standard writes them, and as a broken or hostile note might.
    @Test(arguments: [
        ("1-10,15-20", 16), ("25,30-35", 7), ("7", 1), ("5-3", 0), ("x", 0), ("1-", 0), ("-", 0), ("-4", 0),
        ("1-2-3", 0), ("0-0", 1), ("1-99999999999999999999", 0), ("1-9999999,1-9999999", 19_999_998),
        (",,1,,", 1), ("１-３", 0),
    ])
    func rangesCountTheirLines(ranges: String, lines: Int) {
        #expect(AuthorshipNote.count(Substring(ranges)) == lines)
    }

    @Test func oddAgentsAndLinesAreReadSafely() throws {
        let note = """
            a.txt
              p1 1-4
              p2 1-2
              p3 1-3
              p4
              p5 1-2 extra
              unknown 1-100
            ---
            {"schema_version": "authorship/2.0.0", "prompts": {
              "p1": {"agent_id": {"tool": "<script>alert(1)</script>\\ncursor", "model": ""}},
              "p2": {"agent_id": {"tool": ""}},
              "p3": {"agent_id": "claude"},
              "p4": {"agent_id": {"tool": "claude"}},
              "p5": {"agent_id": {"tool": "claude"}}
            }}
            """
        let lines = try #require(AuthorshipNote.lines(note.replacingOccurrences(of: "\n", with: "\r\n")))
        // An agent with no tool, or not an object, is no agent; an id the JSON does not name counts nothing.
        #expect(lines == [AgentLines(tool: "<script>alert(1)</script> cursor", model: nil, lines: 4)])
    }
}
