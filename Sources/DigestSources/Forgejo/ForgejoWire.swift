import DigestCore
import Foundation

/// The JSON of Forgejo's (and Gitea's) API, decoded leniently: an activity needs its `op_type`,
/// its repository's name and a readable time.
enum ForgejoWire {
    /// One of `GET /users/{username}/activities/feeds`: `{op_type, content ("index|title"),
    /// created, repo {full_name, private, html_url}}`.
    struct Activity: Decodable {
        var operation: String
        var content: String
        var created: Date
        var repository: String
        var isPrivate: Bool
        var repositoryURL: String?

        enum CodingKeys: String, CodingKey {
            case operation = "op_type", content, created, repo
            case isPrivate = "is_private"
        }

        struct Repository: Decodable {
            var fullName: String
            var isPrivate: Bool?
            var isInternal: Bool?
            var htmlURL: String?

            enum CodingKeys: String, CodingKey {
                case fullName = "full_name", isPrivate = "private", isInternal = "internal", htmlURL = "html_url"
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let operation = container.lenient(String.self, forKey: .operation),
                let created = container.lenient(String.self, forKey: .created).flatMap(ISOTimestamp.parse),
                let repository = container.lenient(Repository.self, forKey: .repo), !repository.fullName.isEmpty
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .operation, in: container, debugDescription: "an activity needs op_type, created and repo")
            }
            (self.operation, self.created, self.repository) = (operation, created, repository.fullName)
            // Private unless the repository and the activity both say otherwise.
            isPrivate =
                repository.isPrivate ?? true || repository.isInternal == true
                || container.lenient(Bool.self, forKey: .isPrivate) ?? false
            repositoryURL = repository.htmlURL
            content = container.lenient(String.self, forKey: .content) ?? ""
        }

        /// The pull request's or issue's number and title, from `content`'s `index|title`.
        var indexAndTitle: (index: Int?, title: String) {
            guard let bar = content.firstIndex(of: "|") else { return (nil, "") }
            return (Int(content[..<bar]), String(content[content.index(after: bar)...]))
        }
    }

    /// An error's body: `{"message": …}`.
    struct Problem: Decodable {
        var message: String?
    }
}
