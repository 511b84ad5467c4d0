import DigestCore
import Foundation

/// The JSON of GitLab's REST API (`/api/v4`), decoded leniently: an event needs its action, its
/// target's type, its project and a readable time; what else is missing or of another type is
/// left out.
enum GitLabWire {
    /// One of `GET /events`: `{action_name, target_type, target_iid, target_title, project_id,
    /// created_at, note {noteable_type, noteable_iid}}`.
    struct Event: Decodable {
        var action: String
        var targetType: String
        var targetIID: Int?
        var title: String
        var projectID: Int
        var createdAt: Date
        /// What a comment was made on (`MergeRequest`, `Issue`), and its number.
        var noteOn: String?
        var noteIID: Int?

        enum CodingKeys: String, CodingKey {
            case action = "action_name", targetType = "target_type", targetIID = "target_iid"
            case title = "target_title", projectID = "project_id", createdAt = "created_at", note
        }

        struct Note: Decodable {
            var noteableType: String?
            var noteableIID: Int?

            enum CodingKeys: String, CodingKey { case noteableType = "noteable_type", noteableIID = "noteable_iid" }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let action = container.lenient(String.self, forKey: .action),
                let project = container.lenient(FlexibleNumber.self, forKey: .projectID)?.wholeNumber,
                let created = container.lenient(String.self, forKey: .createdAt).flatMap(ISOTimestamp.parse)
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .action, in: container, debugDescription: "an event needs an action, a project and a time")
            }
            (self.action, projectID, createdAt) = (action, Int(project), created)
            targetType = container.lenient(String.self, forKey: .targetType) ?? ""
            targetIID = (container.lenient(FlexibleNumber.self, forKey: .targetIID)?.wholeNumber).map { Int($0) }
            title = container.lenient(String.self, forKey: .title) ?? ""
            let note = container.lenient(Note.self, forKey: .note)
            (noteOn, noteIID) = (note?.noteableType, note?.noteableIID)
        }
    }

    /// `GET /projects/:id`: `{path_with_namespace, visibility, web_url}`.
    struct Project: Decodable {
        var path: String
        var visibility: String?
        var webURL: String?

        enum CodingKeys: String, CodingKey {
            case path = "path_with_namespace", visibility, webURL = "web_url"
        }
    }

    /// An error's body: `{"message": …}` or `{"error": …, "error_description": …}`.
    struct Problem: Decodable {
        var message: String?
        var error: String?
        var errorDescription: String?

        enum CodingKeys: String, CodingKey { case message, error, errorDescription = "error_description" }

        /// The error in a few words.
        var summary: String? { errorDescription ?? message ?? error }
    }
}
