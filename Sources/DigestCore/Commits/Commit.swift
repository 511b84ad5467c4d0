import Foundation

/// One of your commits, as read from a repository on your disk: when you wrote it, where, and how
/// many lines it changed; never its message.
package struct Commit: Sendable, Codable, Equatable {
    /// Its hash: a commit held by several clones is one commit.
    package var hash: String
    /// The repository's name (its folder's, without `.git`).
    package var repository: String
    /// Its author date.
    package var authoredAt: Date
    /// Lines added, over every file (a binary file adds none).
    package var added: Int
    /// Lines removed.
    package var removed: Int
    /// The lines AI agents wrote in it, when its repository keeps a git-ai note for it (an empty
    /// list: a note that names no agent's line); nil without a note.
    package var ai: [AgentLines]?

    /// Creates a commit.
    package init(
        hash: String, repository: String, authoredAt: Date, added: Int, removed: Int, ai: [AgentLines]? = nil
    ) {
        self.hash = hash
        self.repository = repository
        self.authoredAt = authoredAt
        self.added = max(0, added)
        self.removed = max(0, removed)
        self.ai = ai
    }
}
