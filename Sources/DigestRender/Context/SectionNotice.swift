import DigestCore

/// What a section says about its source: not configured, failed, or remarks.
struct SectionNotice: Sendable, Equatable, Encodable {
    /// Set when the source is not configured: what to set.
    package var skipped: String?
    /// Set when the source failed: what happened and what to do.
    var failure: String?
    /// Remarks, for example "WakaTime was still calculating".
    var notes: [String]

    /// The notice for `status` and `notes`.
    init(status: SourceStatus, notes: [String]) {
        switch status {
        case .ok: (skipped, failure) = (nil, nil)
        case .skipped(let reason): (skipped, failure) = (reason, nil)
        case .failed(let reason): (skipped, failure) = (nil, reason)
        }
        self.notes = notes
    }
}
