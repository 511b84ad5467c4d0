/// What a publish changed on its target.
public struct PublishReport: Sendable, Equatable {
    /// Files added or replaced.
    public var changed: Int
    /// Files removed because the site no longer has them.
    public var removed: Int
    /// A detail worth printing, for example the commit made.
    public var detail: String?

    /// Creates a report.
    public init(changed: Int, removed: Int, detail: String? = nil) {
        self.changed = changed
        self.removed = removed
        self.detail = detail
    }
}
