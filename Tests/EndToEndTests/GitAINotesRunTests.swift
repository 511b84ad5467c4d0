import DigestCore
import Foundation
import TestSupport
import Testing

/// Issue 70, part 2: the lines AI agents wrote, from the git-ai notes (`refs/notes/ai`) of real
/// repositories, read by real git: counted by tool and model, their transcripts never kept.
@Suite(.serialized)
struct GitAINotesRunTests {
    static let hanako = "hanako@example.com"

    /// A note of the prompts form, with a transcript no file may ever hold.
    static let note = """
        f.txt
          abcd1234abcd1234 1-6
          h_31dce776f88375 7
        ---
        {"schema_version": "authorship/3.0.0", "prompts": {"abcd1234abcd1234": {
          "agent_id": {"tool": "claude", "id": "9b4e", "model": "claude-opus-4-6"},
          "messages": [{"type": "user", "text": "SECRET-PROMPT api_key=sk-live-123"}],
          "total_additions": 6, "accepted_lines": 6}}}
        """

    @Test func theNotesLinesShowByToolAndModelAndNoTranscriptIsKept() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let root = folder + "/src", app = root + "/app", plain = root + "/plain"
        try GitCommitsRunTests.repository(app)
        try GitCommitsRunTests.commit(
            app, "f.txt", "1\n2\n3\n4\n5\n6\n7\n", author: Self.hanako, date: "2026-11-17T10:00:00+09:00")
        try GitCommitsRunTests.git(["notes", "--ref=ai", "add", "-m", Self.note, "HEAD"], in: app, author: Self.hanako)
        try GitCommitsRunTests.commit(app, "g.txt", "x\n", author: Self.hanako, date: "2026-11-18T10:00:00+09:00")
        try GitCommitsRunTests.git(
            ["notes", "--ref=ai", "add", "-m", "not a git-ai note", "HEAD"], in: app, author: Self.hanako)
        // A clone, read before it, holds the same commits without the notes (git does not fetch
        // them): each commit counts once, with the note its other clone keeps.
        try GitCommitsRunTests.git(["clone", "-q", app, root + "/a-clone"], in: folder)
        // A repository without git-ai: its commits count, no AI line.
        try GitCommitsRunTests.repository(plain)
        try GitCommitsRunTests.commit(plain, "p.txt", "p\n", author: Self.hanako, date: "2026-11-19T10:00:00+09:00")
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned,
            environment: GitCommitsRunTests.environment(root: root, folder: folder).merging([
                "DIGEST_PUBLIC_PROJECTS": "*"
            ]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        let markdown = try String(contentsOfFile: output + "/weeks/2026-W47/digest.md", encoding: .utf8)
        #expect(
            markdown.contains("**Written by AI:** 6 lines by claude (claude-opus-4-6) in 1 of 3 commits"), "\(markdown)"
        )
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.contains("6\u{A0}lines by claude (claude-opus-4-6) in 1\u{A0}of 3\u{A0}commits"))
        #expect(
            run.stdout.contains("1 git-ai note of \(app) (refs/notes/ai) could not be read")
                || markdown.contains("1 git-ai note of \(app)"))
        for file in BinaryRunner.files(under: output) + BinaryRunner.files(under: state).map({ "../state/" + $0 }) {
            let text = String(
                decoding: FileManager.default.contents(atPath: output + "/" + file) ?? Data(), as: UTF8.self)
            #expect(!text.contains("SECRET-PROMPT") && !text.contains("sk-live"), "\(file) holds the transcript")
        }
        #expect(!run.stdout.contains("SECRET") && !run.stderr.contains("SECRET"))
    }
}
