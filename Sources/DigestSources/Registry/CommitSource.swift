import DigestCore

/// A source of the week's commits: the repositories on your disk.
package protocol CommitSource: Sendable {
    /// The week's commits; a repository that cannot be read is a note, a failure a failed outcome
    /// with a sentence, never a throw.
    func commits(for request: WeekRequest) async -> SourceOutcome<[Commit]>
}
