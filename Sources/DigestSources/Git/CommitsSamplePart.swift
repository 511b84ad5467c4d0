import DigestCore
import Foundation

/// Your commits in the sample week: the sample file's `commits` (the sample's repositories, as
/// git gives them: hash, repository, author date, lines changed), some of them each week.
struct CommitsSamplePart: SamplePart {
    /// The key it reads of the sample file.
    struct File: Decodable {
        var commits: [Commit]?
    }

    /// A commit as git gives it, with the lines AI agents wrote when its repository keeps a
    /// git-ai note for it.
    struct Commit: Decodable {
        var hash: String
        var repository: String
        var createdAt: Date
        var added: Int
        var removed: Int
        var ai: [AgentLines]?

        enum CodingKeys: String, CodingKey {
            case hash, repository, added, removed, ai
            case createdAt = "created_at"
        }
    }

    func answers(in data: Data, decoder: JSONDecoder, shift: SampleTimeShift, variation: inout SampleVariation)
        throws -> [FetchedWeek.Answer]
    {
        guard let recorded = try decoder.decode(File.self, from: data).commits else { return [] }
        let commits = variation.commits(
            recorded.map {
                DigestCore.Commit(
                    hash: $0.hash, repository: $0.repository, authoredAt: shift.instant($0.createdAt), added: $0.added,
                    removed: $0.removed, ai: $0.ai)
            })
        return [.commits(.ok(commits))]
    }
}

extension SampleVariation {
    /// The week's commits: some of the recorded ones, at least one, with hashes of this week.
    mutating func commits(_ commits: [DigestCore.Commit]) -> [DigestCore.Commit] {
        guard !isRecorded, !commits.isEmpty else { return commits }
        let count = 1 + Int(random.next() % UInt64(commits.count))
        return picked(commits, count).map { commit in
            var commit = commit
            commit.hash += "-\(week)"
            return commit
        }
    }
}
