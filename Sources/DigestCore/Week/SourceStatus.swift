/// How a source fared this week.
package enum SourceStatus: Sendable, Codable, Equatable {
    /// The source answered.
    case ok
    /// The source is not configured; `reason` says what to set.
    case skipped(reason: String)
    /// The source was configured but failed; `reason` says what happened and what to do.
    case failed(reason: String)

    /// Whether the source failed.
    var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }
}
