/// What one source produced for the week: a status, the data it has, and notes for the reader.
package struct SourceOutcome<Value: Sendable & Codable & Equatable>: Sendable, Codable, Equatable {
    /// Whether the source answered, was skipped or failed.
    package var status: SourceStatus
    /// The data; may be present even when the status is `failed` (partial data).
    package var value: Value?
    /// Remarks shown beside the section, for example "WakaTime was still calculating".
    package var notes: [String]

    /// Creates an outcome.
    package init(status: SourceStatus, value: Value?, notes: [String] = []) {
        self.status = status
        self.value = value
        self.notes = notes
    }

    /// A source that answered with `value`.
    package static func ok(_ value: Value, notes: [String] = []) -> Self {
        Self(status: .ok, value: value, notes: notes)
    }

    /// A source that is not configured.
    package static func skipped(_ reason: String) -> Self {
        Self(status: .skipped(reason: reason), value: nil)
    }

    /// Why it was skipped, when it was: the sentence naming what to set.
    package var skippedReason: String? {
        if case .skipped(let reason) = status { reason } else { nil }
    }

    /// A source that failed, with a reason a user can act on.
    package static func failed(_ reason: String, partial: Value? = nil) -> Self {
        Self(status: .failed(reason: reason), value: partial)
    }

    /// The same outcome with its value transformed.
    package func map<Other>(_ transform: (Value) -> Other) -> SourceOutcome<Other> {
        SourceOutcome<Other>(status: status, value: value.map(transform), notes: notes)
    }
}
