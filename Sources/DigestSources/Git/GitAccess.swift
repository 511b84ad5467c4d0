import DigestCore

/// What reading your repositories needs of the machine, injected: a folder's entries as they are
/// (links never followed), and `git` run read-only in a repository with a deadline.
package protocol GitAccess: Sendable {
    /// The entries of the folder at `path`, each with whether it is a folder (a link is neither a
    /// folder nor a file); nil when it cannot be read.
    func entries(in path: String) -> [GitFolderEntry]?
    /// Runs `git` with `arguments` in the repository at `repository`, never looking above it for
    /// another, with no pager, no prompt, no optional lock and no network, handing its output to
    /// `lines` as it comes (the answer's `output` is empty).
    func git<Reader: LineReader>(_ arguments: [String], in repository: String, into lines: inout OutputLines<Reader>)
        async -> GitAnswer
    /// `git config --global user.email`, or nil when there is none.
    func globalEmail() async -> String?
}

/// One entry of a folder.
package struct GitFolderEntry: Sendable, Equatable {
    package var name: String
    /// A folder, not a link to one.
    package var isFolder: Bool
    /// A file, not a link to one.
    package var isFile: Bool

    /// Creates an entry.
    package init(name: String, isFolder: Bool, isFile: Bool) {
        self.name = name
        self.isFolder = isFolder
        self.isFile = isFile
    }
}

/// How a `git` command ended.
package struct GitAnswer: Sendable, Equatable {
    /// The exit status.
    package var status: Int32
    /// Standard output.
    package var output: String
    /// The last lines of standard error, on one line.
    package var errors: String
    /// Whether the deadline stopped it.
    package var timedOut: Bool

    /// Creates an answer.
    package init(status: Int32, output: String, errors: String, timedOut: Bool = false) {
        self.status = status
        self.output = output
        self.errors = errors
        self.timedOut = timedOut
    }
}

extension GitAccess {
    /// Runs `git` as ``git(_:in:into:)`` does, its output (at most ``CollectedLines/limit`` bytes) in the answer.
    package func git(_ arguments: [String], in repository: String) async -> GitAnswer {
        var lines = OutputLines(CollectedLines())
        var answer = await git(arguments, in: repository, into: &lines)
        answer.output = lines.reader.text
        return answer
    }
}

/// A short output kept whole: a setting's value, one commit's lines.
package struct CollectedLines: LineReader {
    /// The most bytes kept; past it, no more is read.
    package static let limit = 1 << 20
    package private(set) var text = ""

    package init() {}

    package mutating func read(line: String) -> Bool {
        text += line + "\n"
        return text.utf8.count <= Self.limit
    }
}
