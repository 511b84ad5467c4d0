import DigestCore
import Foundation

/// A section's part of the sample week that reads its own key of the sample file (`commits`), so
/// that a section joins the sample in its own folder and one line of ``SampleParts/all``.
protocol SamplePart: Sendable {
    /// Its answers for the week: its key of the sample file `data`, read by `decoder`, its times
    /// moved by `shift`, varied by `variation` after every part before it (so that adding a part
    /// leaves the others of every week as they were); none when the file has no such key.
    func answers(in data: Data, decoder: JSONDecoder, shift: SampleTimeShift, variation: inout SampleVariation)
        throws -> [FetchedWeek.Answer]
}

/// The sections' parts of the sample week beyond the coding time, the reading list and the
/// links, in the order they are varied.
enum SampleParts {
    static let all: [any SamplePart] = [CommitsSamplePart(), ReviewsSamplePart()]
}
