import Foundation

/// One loopback server answering as GitHub's GraphQL API, GitLab's REST API and Forgejo's API do,
/// each under its own paths: the week's answers of ``GitHubFixtures``, ``GitLabFixtures`` and
/// ``ForgejoFixtures``.
public enum ForgeServer {
    /// The answer to `request`.
    public static func reply(_ request: RecordedRequest) -> Reply {
        let path = request.path
        if path == "/graphql" { return .json(200, GitHubFixtures.week) }
        if path == "/api/v4/events" {
            let headers = request.query["page"] == "1" ? ["X-Next-Page": "2"] : ["X-Next-Page": ""]
            return .json(
                200, request.query["page"] == "1" ? GitLabFixtures.page1 : GitLabFixtures.page2, headers: headers)
        }
        if path.hasPrefix("/api/v4/projects/"), let id = Int(path.dropFirst("/api/v4/projects/".count)) {
            return GitLabFixtures.projects[id].map { .json(200, $0) }
                ?? .json(404, #"{"message":"404 Project Not Found"}"#)
        }
        if path == "/api/v4/user" { return .json(200, #"{"id":7,"username":"hanako"}"#) }
        if path == "/api/v1/users/\(ForgejoFixtures.user)/activities/feeds" {
            return .json(200, ForgejoFixtures.byDay[request.query["date"] ?? ""] ?? "[]")
        }
        if path.hasPrefix("/api/v1/users/") {
            return .json(404, #"{"message":"user redirect does not exist","url":""}"#)
        }
        return .json(404, #"{"message":"404 Not Found"}"#)
    }
}
