import DigestCore

/// What a section says about its source: not configured, failed, or remarks.
struct SectionNotice: Sendable, Equatable, Encodable {
    /// Set when the source is not configured: what to set.
    package var skipped: String?
    /// Set when the source failed: what happened and what to do.
    var failure: String?
    /// Remarks, for example "WakaTime was still calculating".
    var notes: [String]

    /// The notice for `status` and `notes`; `unbroken` (for HTML) keeps each number in the text on
    /// one line with the word it counts (`7 days`, `2 weeks`).
    init(status: SourceStatus, notes: [String], unbroken: Bool = false) {
        let glue = unbroken ? Unbroken.numbers : { $0 }
        switch status {
        case .ok: (skipped, failure) = (nil, nil)
        case .skipped(let reason): (skipped, failure) = (glue(reason), nil)
        case .failed(let reason): (skipped, failure) = (nil, glue(reason))
        }
        self.notes = notes.map(glue)
    }
}
