import DigestCore
import Foundation
import Testing

@testable import DigestSources

/// `git log`'s output read as it comes, and the two bounds it states: files of one commit, bytes of
/// one repository.
struct GitLogReaderTests {
    static let hash = String(repeating: "a", count: 40)
    static let head = "\u{0}\(hash)\t2026-11-17T10:00:00Z\thanako@example.com"

    /// Past the bound of files a commit, the rest of its files are counted as left out, not read;
    /// the next commit is read whole.
    @Test func aCommitPastItsBoundOfFilesKeepsTheLinesReadAndCountsTheRest() {
        var reader = GitLogReader(repository: "r", authors: ["hanako@example.com"])
        var wantsMore = reader.read(line: Self.head)
        #expect(wantsMore)
        let extra = 3
        for _ in 0..<(GitLogReader.maximumFilesPerCommit + extra) { _ = reader.read(line: "1\t0\tf") }
        wantsMore = reader.read(
            line: "\u{0}\(String(repeating: "b", count: 40))\t2026-11-18T10:00:00Z\thanako@example.com")
        #expect(wantsMore)
        wantsMore = reader.read(line: "2\t1\tg")
        #expect(wantsMore)
        #expect(reader.commits.map(\.added) == [GitLogReader.maximumFilesPerCommit, 2])
        #expect(reader.longCommits == 1 && reader.filesLeftOut == extra)
    }

    /// Past the bound of bytes a repository, the reader asks for no more and says so; what was
    /// read is kept.
    @Test func theOutputPastItsBoundStopsTheReading() {
        var reader = GitLogReader(repository: "r", authors: ["hanako@example.com"])
        let wantsMore = reader.read(line: Self.head)
        #expect(wantsMore)
        let line = "1\t0\t" + String(repeating: "p", count: 4090)
        var taken = 0
        while reader.read(line: line) { taken += 1 }
        #expect(reader.stoppedAtBound)
        #expect(taken == (GitLogReader.maximumBytes - Self.head.utf8.count - 1) / (line.utf8.count + 1))
        #expect(reader.commits.first?.added == taken)
    }

    /// Chunks cut anywhere, a line of a megabyte, CR LF and no final line feed read as whole lines.
    @Test(arguments: [1, 2, 7, 4096, 1 << 20])
    func chunksCutAnywhereReadTheSame(size: Int) {
        let output =
            Self.head + "\r\n3\t1\t" + String(repeating: "長", count: 400_000) + "\n-\t-\tpicture.png\n2\t2\tlast"
        var lines = OutputLines(GitLogReader(repository: "r", authors: ["hanako@example.com"]))
        let bytes = Array(output.utf8)
        for start in stride(from: 0, to: bytes.count, by: size) {
            let wanted = lines.take(bytes[start..<min(start + size, bytes.count)])
            #expect(wanted)
        }
        lines.finish()
        #expect(lines.reader.commits.map { "+\($0.added) −\($0.removed)" } == ["+5 −3"])
        #expect(lines.cutLines == 1 && lines.bytes == bytes.count)
    }
}

extension GitLogReaderTests {
    /// Each commit's git-ai note comes between two marker lines: read for the authors' commits
    /// alone, never as a commit or a file, however its lines look.
    @Test func aCommitsNoteIsReadBetweenItsMarkersAndNothingElse() {
        let marker = GitLog.noteMarker
        let other = "\u{0}\(String(repeating: "b", count: 40))\t2026-11-18T10:00:00Z\tbob@example.com"
        let third = "\u{0}\(String(repeating: "c", count: 40))\t2026-11-19T10:00:00Z\thanako@example.com"
        let lines = [
            Self.head, marker, "a.txt", "  p1 1-4", "3\t4\tlooks-like-a-file",
            "\u{0}\(String(repeating: "d", count: 40))\t2026-11-20T10:00:00Z\thanako@example.com", "---",
            #"{"schema_version": "authorship/3.0.0", "prompts": {"p1": {"agent_id": {"tool": "claude"}}}}"#, marker,
            "", "2\t1\tf.txt",
            other, marker, "b.txt", "  p1 1-9", "---",
            #"{"schema_version": "authorship/3.0.0", "prompts": {"p1": {"agent_id": {"tool": "x"}}}}"#, marker,
            "5\t0\tg.txt",
            third, marker, "not a note", marker, "1\t1\th.txt",
        ]
        var reader = GitLogReader(repository: "r", authors: ["hanako@example.com"])
        for line in lines { _ = reader.read(line: line) }
        #expect(
            reader.commits.map(\.hash.first) == ["a", "c"], "bob's is not the author's; the note's line is no commit")
        #expect(reader.commits.map(\.added) == [2, 1], "a note's line is never a file")
        #expect(reader.commits.first?.ai == [AgentLines(tool: "claude", model: nil, lines: 4)])
        #expect(reader.commits.last?.ai == nil)
        #expect(reader.unreadableNotes == 1)
    }

    /// A note past its bound is left out and counted as unreadable; the commit's files still count.
    @Test func aNotePastItsBoundIsLeftOut() {
        var reader = GitLogReader(repository: "r", authors: ["hanako@example.com"])
        _ = reader.read(line: Self.head)
        _ = reader.read(line: GitLog.noteMarker)
        let line = String(repeating: "m", count: 4096)
        for _ in 0...(GitLogReader.maximumNoteBytes / 4096) { _ = reader.read(line: line) }
        _ = reader.read(line: GitLog.noteMarker)
        _ = reader.read(line: "1\t0\tf")
        #expect(reader.commits.first?.ai == nil && reader.commits.first?.added == 1)
        #expect(reader.unreadableNotes == 1)
    }
}
