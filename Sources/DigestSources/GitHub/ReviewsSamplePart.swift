import DigestCore
import Foundation

/// Your reviews and pull requests in the sample week: the sample file's `reviews` (one forge's
/// contributions, a private repository's among them, and a count of restricted ones), some of them
/// each week.
struct ReviewsSamplePart: SamplePart {
    /// The key it reads of the sample file.
    struct File: Decodable {
        var reviews: Reviews?
    }

    /// One forge's week as the sample records it.
    struct Reviews: Decodable {
        var forge: ForgeSite
        var restricted: Int
        var contributions: [Contribution]
    }

    /// A contribution as the forge gives it.
    struct Contribution: Decodable {
        var kind: ForgeContribution.Kind
        var repository: String
        var isPrivate: Bool
        var title: String
        var url: String
        var at: Date

        enum CodingKeys: String, CodingKey {
            case kind, repository, title, url, at
            case isPrivate = "private"
        }
    }

    func answers(in data: Data, decoder: JSONDecoder, shift: SampleTimeShift, variation: inout SampleVariation)
        throws -> [FetchedWeek.Answer]
    {
        guard let recorded = try decoder.decode(File.self, from: data).reviews else { return [] }
        let contributions = recorded.contributions.map {
            ForgeContribution(
                kind: $0.kind, repository: $0.repository, isPrivate: $0.isPrivate, title: $0.title, url: $0.url,
                at: shift.instant($0.at))
        }
        let week = variation.contributions(contributions, restricted: recorded.restricted)
        return [.reviews(recorded.forge, .ok(week))]
    }
}

extension SampleVariation {
    /// The week's contributions: some of the recorded ones, at least one, and a few restricted.
    mutating func contributions(_ contributions: [ForgeContribution], restricted: Int) -> ForgeWeek {
        guard !isRecorded, !contributions.isEmpty else {
            return ForgeWeek(contributions: contributions, restricted: restricted)
        }
        let count = 1 + Int(random.next() % UInt64(contributions.count))
        return ForgeWeek(contributions: picked(contributions, count), restricted: Int(random.next() % 4))
    }
}
