import DigestCore

/// A source of the week's coding section: WakaTime (or a Wakapi server).
package protocol CodingTimeSource: Sendable {
    /// The week's coding stats; a failure is a failed outcome with a sentence, never a throw.
    func coding(for request: WeekRequest) async -> SourceOutcome<CodingStats>
}
