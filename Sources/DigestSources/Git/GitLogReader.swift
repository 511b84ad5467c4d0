import DigestCore
import Foundation

/// `git log`'s output read a line at a time as git prints it, keeping only the authors' commits
/// and each one's sums: a commit of 160 000 files takes no more memory than one of a single file.
///
/// Two bounds are stated: ``maximumFilesPerCommit`` (the files of one commit whose lines are
/// counted) and ``maximumBytes`` (the output read from one repository, after which git is
/// stopped); past either, what was read is counted and the reader says what was left out.
struct GitLogReader: LineReader {
    /// The most files of one commit whose lines are counted.
    static let maximumFilesPerCommit = 1_000_000
    /// The most of git's output read from one repository: 256 MB, some million files' lines.
    static let maximumBytes = 256 << 20

    let repository: String
    let authors: Set<String>
    /// The authors' commits read to the end of their lines.
    private var done: [Commit] = []
    /// The commit whose lines are being read, when it is the authors'.
    private var current: Commit?
    private var currentFiles = 0
    /// The records read, and those that could not be.
    private(set) var read = 0
    private(set) var skipped = 0
    /// The commits with more than ``maximumFilesPerCommit`` files, and the files left out of them.
    private(set) var longCommits = 0
    private(set) var filesLeftOut = 0
    /// The bytes of output read, and whether ``maximumBytes`` stopped the reading.
    private(set) var bytes = 0
    private(set) var stoppedAtBound = false
    /// The authors' git-ai notes that could not be read (not such a note, or longer than
    /// ``maximumNoteBytes``): their commits count no AI line.
    private(set) var unreadableNotes = 0
    /// The most of one note read: past it, the note is left out.
    static let maximumNoteBytes = 1 << 20
    /// The line before and after each commit's note (``GitLog/noteMarker``).
    let noteMarker: String
    /// The lines of the note being read, when it is an author's commit's; nil between notes.
    private var note: [Substring]?
    private var noteBytes = 0
    private var inNote = false

    init(repository: String, authors: Set<String>, noteMarker: String = GitLog.noteMarker) {
        self.repository = repository
        self.authors = authors
        self.noteMarker = noteMarker
    }

    /// Every commit of the authors read so far, the last one with the lines read of it.
    var commits: [Commit] { done + (current.map { [$0] } ?? []) }

    mutating func read(line: String) -> Bool {
        bytes += line.utf8.count + 1
        guard bytes <= Self.maximumBytes else {
            stoppedAtBound = true
            return false
        }
        if line == noteMarker {
            inNote ? endNote() : startNote()
            return true
        }
        if inNote {
            noteBytes += line.utf8.count + 1
            if note != nil, noteBytes <= Self.maximumNoteBytes { note?.append(Substring(line)) }
            return true
        }
        let line = line.hasSuffix("\r") ? String(line.dropLast()) : line
        if line.hasPrefix("\u{0}") {
            start(line.drop { $0 == "\u{0}" })
        } else if current != nil, !line.isEmpty {
            count(line)
        }
        return true
    }

    /// The note of the commit just started: read only when it is an author's.
    private mutating func startNote() {
        inNote = true
        noteBytes = 0
        note = current == nil ? nil : []
    }

    /// The note read: its counts given to the commit, its text dropped.
    private mutating func endNote() {
        inNote = false
        defer { note = nil }
        guard let note, noteBytes > 0 else { return }
        guard noteBytes <= Self.maximumNoteBytes, let lines = AuthorshipNote.lines(note.joined(separator: "\n")) else {
            unreadableNotes += 1
            return
        }
        current?.ai = lines
    }

    /// A record's first line: the hash, the author date and the email.
    private mutating func start(_ head: Substring) {
        if let current { done.append(current) }
        current = nil
        (inNote, note) = (false, nil)
        currentFiles = 0
        guard !head.isEmpty else { return }
        read += 1
        let fields = head.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count >= 40, fields[0].allSatisfy(\.isHexDigit),
            let date = ISOTimestamp.parse(String(fields[1]))
        else {
            skipped += 1
            return
        }
        // --author matches the name and the email anywhere: only an exact email counts.
        guard authors.contains(fields[2].lowercased()) else { return }
        current = Commit(hash: String(fields[0]), repository: repository, authoredAt: date, added: 0, removed: 0)
    }

    /// One `--numstat` line: lines added, removed, the path.
    ///
    /// A binary file says `-` for both: it changed no line.
    private mutating func count(_ line: String) {
        currentFiles += 1
        guard currentFiles <= Self.maximumFilesPerCommit else {
            if currentFiles == Self.maximumFilesPerCommit + 1 { longCommits += 1 }
            filesLeftOut += 1
            return
        }
        guard let numbers = Self.numbers(line) else { return }
        current?.added += numbers.added
        current?.removed += numbers.removed
    }

    /// The lines added and removed that one `--numstat` line says (`-` for a binary file is 0).
    static func numbers(_ line: some StringProtocol) -> (added: Int, removed: Int)? {
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        return (Int(fields[0]) ?? 0, Int(fields[1]) ?? 0)
    }
}
