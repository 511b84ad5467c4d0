import DigestCore
import Foundation

/// The JSON of GitHub's GraphQL answer to ``GitHubQuery``, decoded leniently: a contribution needs
/// its repository's name and a readable time; what else is missing or of another type is left out.
enum GitHubWire {
    /// `{"data": …, "errors": [...]}`.
    struct Answer: Decodable {
        var data: DataField?
        var errors: [Problem]?
        /// What a 401 or 403 says, REST-style: `{"message": "Bad credentials"}`.
        var message: String?
    }

    /// One of GraphQL's `errors`: `{type, message}`.
    struct Problem: Decodable {
        var type: String?
        var message: String?
    }

    /// `data`: the user's contributions, and the search for their merged pull requests.
    struct DataField: Decodable {
        var user: User?
        var merged: Connection<PullRequest>?
    }

    /// `user { contributionsCollection }`.
    struct User: Decodable {
        var contributionsCollection: Collection?
    }

    /// The contributions of the range.
    struct Collection: Decodable {
        var restrictedContributionsCount: Int?
        var pullRequestContributions: Connection<Contribution<PullRequest>>?
        var pullRequestReviewContributions: Connection<Contribution<PullRequest>>?
        var issueContributions: Connection<Contribution<PullRequest>>?
    }

    /// A connection's page: its nodes (an unreadable one skipped) and whether more follow.
    struct Connection<Node: Decodable>: Decodable {
        var nodes: [Node]
        /// Nodes that did not decode.
        var skipped: Int
        var hasNextPage: Bool

        enum CodingKeys: String, CodingKey { case nodes, pageInfo }
        struct PageInfo: Decodable { var hasNextPage: Bool? }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let nodes = container.lenient(LossyArray<Node>.self, forKey: .nodes)
            (self.nodes, skipped) = (nodes?.items ?? [], nodes?.skipped ?? 0)
            hasNextPage = container.lenient(PageInfo.self, forKey: .pageInfo)?.hasNextPage ?? false
        }
    }

    /// A contribution: when it occurred, and its pull request (or issue, of the same shape).
    struct Contribution<Item: Decodable>: Decodable {
        var occurredAt: Date
        var item: Item

        enum CodingKeys: String, CodingKey { case occurredAt, pullRequest, issue }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let at = container.lenient(String.self, forKey: .occurredAt).flatMap(ISOTimestamp.parse),
                let item = container.lenient(Item.self, forKey: .pullRequest)
                    ?? container.lenient(Item.self, forKey: .issue)
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .occurredAt, in: container, debugDescription: "a contribution needs occurredAt and its item"
                )
            }
            (self.occurredAt, self.item) = (at, item)
        }
    }

    /// A pull request or an issue: `{title, url, mergedAt, repository {nameWithOwner, isPrivate}}`.
    struct PullRequest: Decodable {
        var title: String
        var url: String?
        var mergedAt: Date?
        var repository: String
        var isPrivate: Bool

        enum CodingKeys: String, CodingKey { case title, url, mergedAt, repository }
        struct Repository: Decodable {
            var nameWithOwner: String
            var isPrivate: Bool?
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let repository = container.lenient(Repository.self, forKey: .repository),
                !repository.nameWithOwner.isEmpty
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .repository, in: container, debugDescription: "no repository")
            }
            self.repository = repository.nameWithOwner
            // A repository whose visibility is not said is taken as private: never named.
            isPrivate = repository.isPrivate ?? true
            title = container.lenient(String.self, forKey: .title) ?? ""
            url = container.lenient(String.self, forKey: .url)
            mergedAt = container.lenient(String.self, forKey: .mergedAt).flatMap(ISOTimestamp.parse)
        }
    }
}
