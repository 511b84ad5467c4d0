/// What a publish changed on its target.
package struct PublishReport: Sendable, Equatable {
    /// Files added or replaced.
    package var changed: Int
    /// Files removed because the site no longer has them.
    package var removed: Int
    /// A detail worth printing, for example the commit made.
    package var detail: String?
    /// The target's earlier commits (short hashes, newest first) that hold stored history, when
    /// the publish looked (a git target asked to look back); nil when it did not.
    package var earlierStored: [String]?

    /// Creates a report.
    init(changed: Int, removed: Int, detail: String? = nil, earlierStored: [String]? = nil) {
        self.changed = changed
        self.removed = removed
        self.detail = detail
        self.earlierStored = earlierStored
    }
}
